import { apiFetch } from '@domainfolio/api-client';
import type { Notification, ResetPasswordRequest } from '@domainfolio/contracts';
import { useMutation } from '@tanstack/react-query';

export function resetPassword(input: ResetPasswordRequest): Promise<Notification> {
  return apiFetch<Notification>('/api/user/reset-password', { method: 'POST', body: input });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
