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
