import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  ErrorCode,
  PLAN_INTERVAL_NAMES,
  PlanType,
  SecurityEventType,
  planName,
  planOf,
  type BillingResponse,
  type CheckoutSessionResponse,
  type CustomerPortalResponse,
  type PlanInterval,
} from '@domainfolio/contracts';
import type Stripe from 'stripe';
import { AppError } from '../../common/errors/app-error';
import { NoAnswerError } from '../../common/outbound/deadline';
import { APP_CONFIG, escrowConfigured, type AppConfig } from '../../config/app-config';
import type { UserRow } from '../../database/schema';
import { UnitOfWork } from '../../database/unit-of-work';
import { SecurityLog } from '../security/security-log.service';
import { UsersService } from '../users/users.service';
import { StripeEventsRepository } from './stripe-events.repository';
import { StripeGateway } from './stripe.gateway';

/** Statuses in which a subscription still gives Pro (past_due: Stripe is retrying the card). */
const PAID = new Set<Stripe.Subscription.Status>(['active', 'trialing', 'past_due']);

/** The plan a customer's subscriptions give, as Stripe holds them now. */
interface StripePlan {
  planType: PlanType;
  planInterval: PlanInterval | null;
  planPeriodEnd: Date | null;
  stripeSubscriptionId: string | null;
}

function customerOf(event: Stripe.Event): string | null {
  const object = event.data.object as { object?: string; id?: string; customer?: unknown };
  if (object.object === 'customer') return object.id ?? null;
  const customer = object.customer;
  if (typeof customer === 'string') return customer;
  if (customer && typeof customer === 'object' && 'id' in customer)
    return String((customer as { id: string }).id);
  return null;
}

/** The account a Checkout was started for (it carries our user id). */
function userIdOf(event: Stripe.Event): string | null {
  const object = event.data.object as {
    client_reference_id?: string | null;
    metadata?: Record<string, string> | null;
  };
  return object.client_reference_id ?? object.metadata?.['userId'] ?? null;
}

/**
 * Pro plans through Stripe: Checkout to subscribe, the customer portal to change or cancel,
 * and webhooks to learn the outcome. A webhook is only a hint: the subscription is read again
 * from Stripe before the plan changes, so events that arrive late, twice or out of order still
 * end in Stripe's current state, and each event is handled once.
 */
@Injectable()
export class PaymentsService {
  private readonly logger = new Logger(PaymentsService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly stripe: StripeGateway,
    private readonly users: UsersService,
    private readonly events: StripeEventsRepository,
    private readonly unitOfWork: UnitOfWork,
    private readonly log: SecurityLog,
  ) {}

  get upgrades(): boolean {
    return this.stripe.configured;
  }

  get escrow(): boolean {
    return escrowConfigured(this.config);
  }

  billing(user: UserRow): BillingResponse {
    return {
      payload: {
        planType: planOf(user.planType),
        planInterval: (user.planInterval as PlanInterval | null) ?? null,
        periodEnd: user.planPeriodEnd?.toISOString() ?? null,
        canManage: this.stripe.configured && user.stripeCustomerId !== null,
        upgrades: this.stripe.configured,
      },
    };
  }

  /** A subscription Checkout for Pro, billed monthly or yearly. */
  async checkout(user: UserRow, interval: PlanInterval): Promise<CheckoutSessionResponse> {
    if (!this.stripe.configured)
      throw new AppError(ErrorCode.INTEGRATION_NOT_CONFIGURED, {
        message: 'Upgrades are not available on this installation. Please contact support.',
      });
    // A second subscription would bill the owner twice for the same plan.
    if (planOf(user.planType) === PlanType.PRO) throw new AppError(ErrorCode.ALREADY_ON_PRO);
    try {
      const customer = await this.customerFor(user);
      const session = await this.stripe.call((client, options) =>
        client.checkout.sessions.create(
          {
            mode: 'subscription',
            customer,
            client_reference_id: user.id,
            line_items: [{ price: this.stripe.priceId(interval), quantity: 1 }],
            metadata: { userId: user.id },
            subscription_data: { metadata: { userId: user.id } },
            success_url: `${this.config.APP_URL}/dashboard/billing?checkout=success`,
            cancel_url: `${this.config.APP_URL}/dashboard/billing?checkout=cancelled`,
          },
          options,
        ),
      );
      if (!session.url) throw new Error('Stripe returned a Checkout session without a URL');
      return { id: session.id, url: session.url };
    } catch (error) {
      this.logger.error({ err: error }, 'Could not start a Stripe Checkout');
      if (error instanceof NoAnswerError) throw error;
      throw new AppError(ErrorCode.STRIPE_CHECKOUT_ERROR);
    }
  }

  /** Stripe's customer portal, where the owner changes or cancels the subscription. */
  async portal(user: UserRow): Promise<CustomerPortalResponse> {
    if (!this.stripe.configured)
      throw new AppError(ErrorCode.INTEGRATION_NOT_CONFIGURED, {
        message: 'Billing is not available on this installation. Please contact support.',
      });
    const customer = user.stripeCustomerId;
    if (!customer)
      throw new AppError(ErrorCode.STRIPE_PORTAL_ERROR, {
        message: 'There is no subscription to manage yet: choose a plan first.',
      });
    try {
      const session = await this.stripe.call((client, options) =>
        client.billingPortal.sessions.create(
          { customer, return_url: `${this.config.APP_URL}/dashboard/billing` },
          options,
        ),
      );
      return { url: session.url };
    } catch (error) {
      this.logger.error({ err: error }, 'Could not open the Stripe customer portal');
      if (error instanceof NoAnswerError) throw error;
      throw new AppError(ErrorCode.STRIPE_PORTAL_ERROR);
    }
  }

  /** A webhook delivery: verified on its raw body, handled once, plan re-read from Stripe. */
  async webhook(rawBody: Buffer | undefined, signature: string | undefined): Promise<void> {
    if (!this.stripe.configured)
      throw new AppError(ErrorCode.WEBHOOK_SIGNATURE_INVALID, {
        message: 'Stripe is not configured on this installation.',
      });
    let event: Stripe.Event;
    try {
      event = this.stripe.verify(rawBody ?? Buffer.alloc(0), signature ?? '');
    } catch {
      throw new AppError(ErrorCode.WEBHOOK_SIGNATURE_INVALID);
    }
    if (await this.events.seen(event.id)) return;
    const customer = customerOf(event);
    await this.unitOfWork.run(async (tx) => {
      if (!(await this.events.claim(tx, event.id, event.type))) return;
      if (!customer) return;
      const hinted = userIdOf(event);
      const user =
        (await this.users.findByStripeCustomerId(customer, tx)) ??
        (hinted ? await this.users.findById(hinted, tx) : null);
      if (!user) {
        this.logger.warn(`Stripe event ${event.id} names customer ${customer}, who has no account`);
        return;
      }
      // One owner's events one at a time, each reading Stripe's state after the last.
      await this.users.lockForUpdate(tx, user.id);
      const plan = await this.currentPlan(customer);
      const before = await this.users.findById(user.id, tx);
      await this.users.update(tx, user.id, { ...plan, stripeCustomerId: customer });
      if (
        before &&
        (before.planType !== plan.planType || before.planInterval !== plan.planInterval)
      )
        await this.log.record(tx, user, SecurityEventType.PLAN_CHANGED, null, {
          from: planWords(before.planType, before.planInterval),
          to: planWords(plan.planType, plan.planInterval),
        });
    });
  }

  /** The customer's plan as Stripe holds it now: Pro while a paid subscription lasts. */
  private async currentPlan(customer: string): Promise<StripePlan> {
    const subscriptions = await this.stripe.call((client, options) =>
      client.subscriptions.list({ customer, status: 'all', limit: 20 }, options),
    );
    const paid = subscriptions.data
      .filter((subscription) => PAID.has(subscription.status))
      .sort((a, b) => b.created - a.created);
    for (const subscription of paid) {
      const item = subscription.items.data[0];
      const interval = item ? this.stripe.intervalOf(item.price.id) : null;
      if (!item || !interval) continue;
      return {
        planType: PlanType.PRO,
        planInterval: interval,
        planPeriodEnd: new Date(item.current_period_end * 1000),
        stripeSubscriptionId: subscription.id,
      };
    }
    return {
      planType: PlanType.FREE,
      planInterval: null,
      planPeriodEnd: null,
      stripeSubscriptionId: null,
    };
  }

  /** The owner's Stripe customer, created once (the idempotency key guards double clicks). */
  private async customerFor(user: UserRow): Promise<string> {
    if (user.stripeCustomerId) return user.stripeCustomerId;
    const customer = await this.stripe.call((client, options) =>
      client.customers.create(
        { email: user.email, name: user.displayName, metadata: { userId: user.id } },
        { ...options, idempotencyKey: `customer-${user.id}` },
      ),
    );
    await this.unitOfWork.run((tx) =>
      this.users.update(tx, user.id, { stripeCustomerId: customer.id }),
    );
    return customer.id;
  }
}

/** 'Pro (yearly)', 'Free': a plan as the security log names it. */
function planWords(type: string, interval: string | null): string {
  const name = planName(type);
  const every = interval ? PLAN_INTERVAL_NAMES[interval as PlanInterval] : undefined;
  return every ? `${name} (${every})` : name;
}
