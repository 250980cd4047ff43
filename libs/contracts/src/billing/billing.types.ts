import type { PlanInterval, PlanType } from '../plans/plans';

/** POST /api/payments/checkout-session */
export interface CheckoutSessionRequest {
  plan: PlanType;
  interval: PlanInterval;
}

/** The hosted checkout session to redirect to. */
export interface CheckoutSessionResponse {
  id: string;
  url: string;
}

/** POST /api/payments/customer-portal */
export interface CustomerPortalResponse {
  url: string;
}

/**
 * GET /api/payments/config: whether this installation sells plans (Stripe is configured) and
 * offers Buy-It-Now checkout (Escrow.com is configured).
 */
export interface PaymentsConfigResponse {
  upgrades: boolean;
  escrow: boolean;
}

/** The signed-in owner's plan as the billing screen shows it. */
export interface BillingResponse {
  payload: {
    planType: PlanType;
    planInterval: PlanInterval | null;
    /** When the paid period ends (ISO 8601), or null. */
    periodEnd: string | null;
    /** Whether a Stripe customer exists to manage (the portal needs one). */
    canManage: boolean;
    upgrades: boolean;
  };
}
