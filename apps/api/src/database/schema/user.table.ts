import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id, instant, updatedAt } from './columns';

export const users = pgTable(
  'users',
  {
    id: id(),
    /** Stored lowercase; sign-in compares lowercase. */
    email: text('email').notNull(),
    emailConfirmedAt: instant('email_confirmed_at'),
    /** argon2id hash; null for accounts that only sign in with Google. */
    passwordHash: text('password_hash'),
    googleId: text('google_id'),
    username: text('username').notNull(),
    displayName: text('display_name').notNull(),
    avatar: text('avatar'),
    phone: text('phone'),
    planType: text('plan_type').notNull().default('FREE'),
    planInterval: text('plan_interval'),
    /** When the paid period ends (Stripe's current period), for the billing screen. */
    planPeriodEnd: instant('plan_period_end'),
    portfolioDisplayName: text('portfolio_display_name'),
    customDomain: text('custom_domain'),
    customDomainVerifiedAt: instant('custom_domain_verified_at'),
    googleAnalyticsTrackingId: text('google_analytics_tracking_id'),
    timeZone: text('time_zone').notNull().default('UTC'),
    stripeCustomerId: text('stripe_customer_id'),
    stripeSubscriptionId: text('stripe_subscription_id'),
    disabledAt: instant('disabled_at'),
    /**
     * When the owner asked to delete the account. It is disabled at the same moment (so every
     * check that turns a disabled account away turns this one away too) and removed for good 90
     * days later.
     */
    deletedAt: instant('deleted_at'),
    /** The month ('2026-11') whose "lead limit reached" email went out, so it is sent once. */
    leadLimitNoticeMonth: text('lead_limit_notice_month'),
    /** Offer settings: a floor of this share of the selling price for domains without their own. */
    floorPercent: integer('floor_percent'),
    /** What an offer below the floor gets at once: DECLINE, or a COUNTER at the floor. */
    belowFloor: text('below_floor').notNull().default('DECLINE'),
    notifyBelowFloor: boolean('notify_below_floor').notNull().default(false),
    /** The owner hears of an offer only once its buyer confirmed their email. */
    verifiedBuyersOnly: boolean('verified_buyers_only').notNull().default(false),
    /**
     * Two-factor sign-in with an authenticator app (RFC 6238): the shared secret (base32),
     * sealed with APP_SECRET, once the owner confirmed it with a first code.
     */
    totpSecret: text('totp_secret'),
    totpEnabledAt: instant('totp_enabled_at'),
    /**
     * The time step (30 s) of the last code accepted: a code is accepted only for a later step,
     * so a code seen over a shoulder or replayed is refused (RFC 6238 section 5.2).
     */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    /** A secret offered by setup and not yet confirmed (sealed), replaced by each new setup. */
    totpPendingSecret: text('totp_pending_secret'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_username_key').on(t.username),
    uniqueIndex('users_google_id_key').on(t.googleId),
    uniqueIndex('users_custom_domain_key').on(t.customDomain),
    uniqueIndex('users_stripe_customer_id_key').on(t.stripeCustomerId),
    index('users_deleted_at_idx')
      .on(t.deletedAt)
      .where(sql`${t.deletedAt} is not null`),
    check('users_plan_type_check', sql`${t.planType} in ('FREE', 'PRO')`),
    check('users_plan_interval_check', sql`${t.planInterval} in ('MONTH', 'YEAR')`),
    check('users_email_lowercase_check', sql`${t.email} = lower(${t.email})`),
    check('users_floor_percent_check', sql`${t.floorPercent} between 1 and 100`),
    check('users_below_floor_check', sql`${t.belowFloor} in ('DECLINE', 'COUNTER')`),
    check(
      'users_username_format_check',
      sql`${t.username} ~ '^[a-z0-9](?:[a-z0-9-]{1,28})[a-z0-9]$'`,
    ),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
