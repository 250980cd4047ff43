import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, money } from './columns';
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
    createdAt: createdAt(),
  },
  (t) => [
    index('leads_owner_id_created_at_idx').on(t.ownerId, t.createdAt.desc()),
    index('leads_domain_id_created_at_idx').on(t.domainId, t.createdAt.desc()),
    check('leads_message_length_check', sql`char_length(${t.message}) <= 500`),
    check('leads_offer_check', sql`${t.offer} > 0`),
    check('leads_kind_check', sql`${t.kind} in ('INQUIRY', 'OFFER', 'BUY_NOW')`),
    check(
      'leads_bot_check_check',
      sql`${t.botCheck} in ('PENDING', 'PASSED', 'SKIPPED', 'UNAVAILABLE', 'FAILED')`,
    ),
  ],
);

export type LeadRow = typeof leads.$inferSelect;
