import { apiFetch, queryKeys } from '@domainfolio/api-client';
import type { LoginOptions, LoginRequest, LoginResponse } from '@domainfolio/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setMayHaveSession } from '../../../lib/auth/get-current-user';

export type LoginInput = LoginRequest & LoginOptions;

export function loginUser(input: LoginInput): Promise<LoginResponse> {
  return apiFetch<LoginResponse>('/api/user/login', { method: 'POST', body: input });
}

/** Signs in; on success the answer's user becomes the current user, so no second call is needed. */
export function useLoginUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: loginUser,
    onSuccess: (response) => {
      setMayHaveSession(true);
      queryClient.removeQueries({ queryKey: queryKeys.defaultPage() });
      queryClient.setQueryData(queryKeys.currentUser(), response.payload);
    },
  });
}
