import { apiFetch } from '@domainfolio/api-client';
import type { FeedbackRequest, SuccessBody } from '@domainfolio/contracts';
import { useMutation } from '@tanstack/react-query';

export function sendFeedback(request: FeedbackRequest): Promise<SuccessBody> {
  return apiFetch<SuccessBody>('/api/emails/feedback', { method: 'POST', body: request });
}

export function useSendFeedback() {
  return useMutation({ mutationFn: sendFeedback });
}
