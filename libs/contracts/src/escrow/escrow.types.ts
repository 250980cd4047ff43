import type { NotificationType } from '../notifications/notification';

/** POST /api/integrations/escrow/pay: start a Buy-It-Now purchase at the selling price. */
export interface EscrowPayRequest {
  /** The domain's stored name. */
  domain: string;
  /** The buyer's email. */
  email: string;
}

/** On success the browser goes to `payload.escrowLandingPageUrl`. */
export interface EscrowPayResponse {
  type: typeof NotificationType.SUCCESS;
  payload: { escrowLandingPageUrl: string };
}
