import { apiFetch } from '@domainfolio/api-client';
import type { SuccessBody, SupportRequest } from '@domainfolio/contracts';
import { useMutation } from '@tanstack/react-query';

export function sendSupportRequest(request: SupportRequest): Promise<SuccessBody> {
  return apiFetch<SuccessBody>('/api/emails/support', { method: 'POST', body: request });
}

export function useSendSupportRequest() {
  return useMutation({ mutationFn: sendSupportRequest });
}
