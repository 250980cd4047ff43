import { apiFetch, queryKeys } from '@domainfolio/api-client';
import type { ApiKeyResponse, User } from '@domainfolio/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** Creates the owner's API key, replacing any key they had (Pro only). */
export function generateApiKey(): Promise<ApiKeyResponse> {
  return apiFetch<ApiKeyResponse>('/api/user/api-key', { method: 'POST' });
}

export function useGenerateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateApiKey,
    onSuccess: ({ payload }) => {
      queryClient.setQueryData<User | null>(queryKeys.currentUser(), (user) =>
        user ? { ...user, apiKey: payload.apiKey } : user,
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.currentUser() });
    },
  });
}
