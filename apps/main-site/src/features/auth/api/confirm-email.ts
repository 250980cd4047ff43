import { apiFetch } from '@domainfolio/api-client';
import type { ConfirmEmailRequest, Notification } from '@domainfolio/contracts';
import { useMutation } from '@tanstack/react-query';

export function confirmEmail(input: ConfirmEmailRequest): Promise<Notification> {
  return apiFetch<Notification>('/api/user/confirm-email', { method: 'POST', body: input });
}

export function useConfirmEmail() {
  return useMutation({ mutationFn: confirmEmail });
}
