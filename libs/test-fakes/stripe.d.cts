export interface FakeStripeSubscription {
  id: string;
  object: 'subscription';
  customer: string;
  status: string;
  created: number;
  metadata: Record<string, string>;
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

export interface FakeStripePrice {
  product: string;
  /** In the currency's smallest unit (cents). */
  unitAmount: number;
  currency: string;
  interval: 'month' | 'year';
}

/** A local Stripe API and its hosted pages (see stripe.cjs for what it speaks). */
export declare class FakeStripe {
  constructor(options?: {
    secretKey?: string;
    /** What webhooks are signed with until env() is given another. */
    webhookSecret?: string;
    /** Where the hosted pages deliver events; null (the default) sends none. */
    webhookUrl?: string | null;
    /** The prices Checkout and the portal show, by price id. */
    prices?: Record<string, FakeStripePrice>;
  });
  readonly secretKey: string;
  webhookSecret: string;
  webhookUrl: string | null;
  readonly prices: Record<string, FakeStripePrice>;
  /** Every webhook delivery, in order (status null when nothing answered). */
  readonly deliveries: { event: FakeStripeEvent; status: number | null }[];
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
      status: 'open' | 'complete';
      subscription: string | null;
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
  /** The Stripe-Signature header for a payload, made with the webhook secret. */
  signature(payload: string, timestamp?: number): string;
  /** Sends an event to webhookUrl, signed; resolves with the HTTP status (null: no answer). */
  deliver(event: FakeStripeEvent): Promise<number | null>;
  /** The customer's newest active, trialing or past-due subscription. */
  currentSubscription(customer: string): FakeStripeSubscription | undefined;
}
