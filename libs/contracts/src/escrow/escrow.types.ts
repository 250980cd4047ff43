import type { NotificationType } from '../notifications/notification';

/** POST /api/integrations/escrow/pay: start a Buy-It-Now purchase at the selling price. */
export interface EscrowPayRequest {
  /** The domain's stored name. */
  domain: string;
  /** The buyer's email: the one of the lead. */
  email: string;
  /**
   * The Buy-It-Now lead the landing form stored just before (POST /api/emails/send answers its
   * id): a checkout starts only from a recent lead of the same buyer for the same domain.
   */
  leadId: string;
}

/** On success the browser goes to `payload.escrowLandingPageUrl`. */
export interface EscrowPayResponse {
  type: typeof NotificationType.SUCCESS;
  payload: { escrowLandingPageUrl: string };
}
