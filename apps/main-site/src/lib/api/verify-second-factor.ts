import { apiFetch } from '@domainfolio/api-client';
import type { Notification, TwoFactorCodeRequest } from '@domainfolio/contracts';
import { useMutation } from '@tanstack/react-query';

/**
 * "Confirm it is you": a code from the authenticator app (or a recovery code) marks this
 * session as having proved a second factor, which creating an API key and the admin screens
 * ask for (SECOND_FACTOR_FRESH_MINUTES).
 */
export function verifySecondFactor(request: TwoFactorCodeRequest): Promise<Notification> {
  return apiFetch<Notification>('/api/user/2fa/verify', { method: 'POST', body: request });
}

export function useVerifySecondFactor() {
  return useMutation({ mutationFn: verifySecondFactor });
}
