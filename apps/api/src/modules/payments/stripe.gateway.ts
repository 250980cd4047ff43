import { Inject, Injectable } from '@nestjs/common';
import Stripe from 'stripe';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';

/** The Stripe API, through the official SDK, at STRIPE_API_URL (a local fake in tests). */
@Injectable()
export class StripeGateway {
  /** Null when this installation sells no plans (Stripe settings absent). */
  readonly client: Stripe | null;

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
      maxNetworkRetries: 2,
      timeout: 20_000,
      telemetry: false,
    });
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
