export interface FakeStripeSubscription {
  id: string;
  object: 'subscription';
  customer: string;
  status: string;
  created: number;
  items: {
    data: {
      id: string;
      price: { id: string; recurring: { interval: string } };
      current_period_end: number;
    }[];
  };
}

export interface FakeStripeEvent {
  id: string;
  object: 'event';
  type: string;
  created: number;
  data: { object: unknown };
}

/** A local Stripe API (see stripe.cjs for what it speaks). */
export declare class FakeStripe {
  constructor(options?: { secretKey?: string });
  readonly secretKey: string;
  readonly baseUrl: string;
  readonly requests: { method: string; path: string; form: Record<string, string> }[];
  readonly customers: Map<
    string,
    { id: string; email: string | null; metadata: { userId?: string } }
  >;
  readonly checkoutSessions: Map<
    string,
    {
      id: string;
      customer: string;
      price: string;
      client_reference_id: string | null;
      success_url: string;
      cancel_url: string;
      url: string;
    }
  >;
  readonly portalSessions: Map<
    string,
    { id: string; customer: string; return_url: string; url: string }
  >;
  start(): Promise<void>;
  stop(): Promise<void>;
  env(webhookSecret?: string): Record<string, string>;
  subscribe(
    customer: string,
    price: string,
    options?: { status?: string; periodEnd?: number },
  ): FakeStripeSubscription;
  setStatus(id: string, status: string): FakeStripeSubscription;
  event(type: string, object: unknown): FakeStripeEvent;
}
