import type { EscrowPayRequest, EscrowPayResponse } from '@domainfolio/contracts';
import { apiFetch } from '../http/api-fetch';

/**
 * POST /api/integrations/escrow/pay: starts a Buy-It-Now purchase at the selling price; the
 * browser then goes to `payload.escrowLandingPageUrl`. A server without escrow answers 503
 * INTEGRATION_NOT_CONFIGURED.
 */
export function startEscrowPayment(request: EscrowPayRequest): Promise<EscrowPayResponse> {
  return apiFetch<EscrowPayResponse>('/api/integrations/escrow/pay', {
    method: 'POST',
    body: request,
  });
}
