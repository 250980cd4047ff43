import { apiFetch } from '@domainfolio/api-client';
import type { EmailRequest, Notification } from '@domainfolio/contracts';
import { useMutation } from '@tanstack/react-query';

/** Asks for a reset link; the answer is the same whether or not the email has an account. */
export function sendPasswordReset(input: EmailRequest): Promise<Notification> {
  return apiFetch<Notification>('/api/emails/reset-password', { method: 'POST', body: input });
}

export function useSendPasswordReset() {
  return useMutation({ mutationFn: sendPasswordReset });
}
