import { Inject, Injectable } from '@nestjs/common';
import Stripe from 'stripe';
import { withinDeadline } from '../../common/outbound/deadline';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';

/**
 * One attempt's longest wait: a hung attempt leaves time within the request's budget for the
 * SDK's one retry (its requests carry idempotency keys, so a retry never charges twice).
 */
const ATTEMPT_TIMEOUT_MS = 4_000;

/** The Stripe API, through the official SDK, at STRIPE_API_URL (a local fake in tests). */
@Injectable()
export class StripeGateway {
  /** Null when this installation sells no plans (Stripe settings absent). */
  private readonly client: Stripe | null;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    if (!config.STRIPE_SECRET_KEY) {
      this.client = null;
      return;
    }
    const api = new URL(config.STRIPE_API_URL);
    this.client = new Stripe(config.STRIPE_SECRET_KEY, {
      host: api.hostname,
      port: Number(api.port || (api.protocol === 'https:' ? 443 : 80)),
      protocol: api.protocol === 'https:' ? 'https' : 'http',
      maxNetworkRetries: 1,
      timeout: ATTEMPT_TIMEOUT_MS,
      telemetry: false,
    });
  }

  /**
   * A call to Stripe within the request's deadline: `call` gets the client and request options
   * whose timeout never runs past it; no answer by then is a NoAnswerError naming Stripe.
   */
  call<T>(call: (client: Stripe, options: Stripe.RequestOptions) => Promise<T>): Promise<T> {
    const client = this.client;
    if (!client) throw new Error('Stripe is not configured');
    return withinDeadline('Stripe', (timeoutMs) =>
      call(client, { timeout: Math.min(timeoutMs, ATTEMPT_TIMEOUT_MS) }),
    );
  }

  get configured(): boolean {
    return this.client !== null;
  }

  /** The price id of a plan interval. */
  priceId(interval: 'MONTH' | 'YEAR'): string {
    const price =
      interval === 'YEAR' ? this.config.STRIPE_PRICE_PRO_YEAR : this.config.STRIPE_PRICE_PRO_MONTH;
    if (!price) throw new Error('Stripe prices are not configured');
    return price;
  }

  /** The plan interval a price id sells, or null for a price this installation does not sell. */
  intervalOf(priceId: string): 'MONTH' | 'YEAR' | null {
    if (priceId === this.config.STRIPE_PRICE_PRO_YEAR) return 'YEAR';
    if (priceId === this.config.STRIPE_PRICE_PRO_MONTH) return 'MONTH';
    return null;
  }

  /** Verifies a webhook's signature on its raw body (timestamps older than 5 minutes fail). */
  verify(rawBody: Buffer, signature: string): Stripe.Event {
    if (!this.client || !this.config.STRIPE_WEBHOOK_SECRET)
      throw new Error('Stripe is not configured');
    return this.client.webhooks.constructEvent(
      rawBody,
      signature,
      this.config.STRIPE_WEBHOOK_SECRET,
      300,
    );
  }
}
