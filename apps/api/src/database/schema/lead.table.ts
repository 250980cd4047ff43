import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, instant, money } from './columns';
import { domains } from './domain.table';
import { users } from './user.table';

/** An inquiry, offer or Buy-It-Now request. Stored before anything else happens. */
export const leads = pgTable(
  'leads',
  {
    id: id(),
    domainId: uuid('domain_id')
      .notNull()
      .references(() => domains.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The name as it was when the lead arrived. */
    domainName: text('domain_name').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    message: text('message'),
    offer: money('offer'),
    kind: text('kind').notNull().default('INQUIRY'),
    /**
     * The bot check's outcome: PENDING until answered, PASSED, SKIPPED (not configured),
     * UNAVAILABLE (the check could not be reached: kept, buyers are not turned away) or FAILED
     * (kept for the record, never shown or notified).
     */
    botCheck: text('bot_check').notNull().default('PENDING'),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    /** The domain's selling price when the lead arrived (null: none set), for offer ratios. */
    askingPrice: money('asking_price'),
    /** Where the negotiation stands (LeadStatus); rules in leads/negotiation-rules.ts. */
    status: text('status').notNull().default('NEW'),
    /** The price on the table, and who named it (BUYER or OWNER). */
    currentAmount: money('current_amount'),
    currentBy: text('current_by'),
    /** The price both sides agreed, once ACCEPTED or SOLD. */
    agreedAmount: money('agreed_amount'),
    /** When the owner's open counter stops being open. */
    counterExpiresAt: instant('counter_expires_at'),
    /** Counters the buyer has made (at most BUYER_COUNTER_ROUNDS_MAX). */
    buyerCounters: integer('buyer_counters').notNull().default(0),
    /** A floor price answered the latest offer without the owner. */
    autoAnswered: boolean('auto_answered').notNull().default(false),
    /** The owner asked to hear of it only once the buyer confirmed their email... */
    needsVerification: boolean('needs_verification').notNull().default(false),
    /** ...which the buyer did then. */
    verifiedAt: instant('verified_at'),
    lastActivityAt: instant('last_activity_at').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    index('leads_owner_id_created_at_idx').on(t.ownerId, t.createdAt.desc()),
    index('leads_domain_id_created_at_idx').on(t.domainId, t.createdAt.desc()),
    index('leads_owner_id_status_idx').on(t.ownerId, t.status, t.lastActivityAt.desc()),
    check('leads_message_length_check', sql`char_length(${t.message}) <= 500`),
    check('leads_offer_check', sql`${t.offer} > 0`),
    check('leads_kind_check', sql`${t.kind} in ('INQUIRY', 'OFFER', 'BUY_NOW')`),
    check(
      'leads_status_check',
      sql`${t.status} in ('NEW', 'REPLIED', 'COUNTERED', 'ACCEPTED', 'DECLINED', 'EXPIRED', 'SOLD')`,
    ),
    check('leads_current_by_check', sql`${t.currentBy} in ('BUYER', 'OWNER')`),
    check(
      'leads_bot_check_check',
      sql`${t.botCheck} in ('PENDING', 'PASSED', 'SKIPPED', 'UNAVAILABLE', 'FAILED')`,
    ),
  ],
);

export type LeadRow = typeof leads.$inferSelect;
