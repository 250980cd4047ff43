import { apiFetch, queryKeys } from '@domainfolio/api-client';
import type { Notification, User } from '@domainfolio/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** Deletes the owner's API key; requests that send it are refused from then on. */
export function revokeApiKey(): Promise<Notification> {
  return apiFetch<Notification>('/api/user/api-key/revoke', { method: 'POST' });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiKey,
    onSuccess: () => {
      queryClient.setQueryData<User | null>(queryKeys.currentUser(), (user) =>
        user ? { ...user, apiKey: null } : user,
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.currentUser() });
    },
  });
}
