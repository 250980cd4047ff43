import { apiFetch } from '@domainfolio/api-client';
import type { EmailRequest, Notification } from '@domainfolio/contracts';
import { notify } from '@domainfolio/ui';
import { useMutation } from '@tanstack/react-query';
import { notifyError } from '../../../lib/api-errors';

export function resendConfirmationEmail(input: EmailRequest): Promise<Notification> {
  return apiFetch<Notification>('/api/emails/confirm-email', { method: 'POST', body: input });
}

/** Sends the confirmation link again and says how that went. */
export function useResendConfirmationEmail() {
  return useMutation({
    mutationFn: resendConfirmationEmail,
    onSuccess: (notification) => notify(notification),
    onError: (error) => notifyError(error),
  });
}
