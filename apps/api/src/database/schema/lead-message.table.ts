import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, instant, money } from './columns';
import { leads } from './lead.table';
import { users } from './user.table';

/**
 * One step of a lead's negotiation, oldest first: the buyer's first offer, every reply,
 * counter, acceptance or decline from either side, and what the product did on its own
 * (an automatic answer below the floor, an expiry, the sale). Written in the same transaction
 * as the lead's new status, never changed afterwards.
 */
export const leadMessages = pgTable(
  'lead_messages',
  {
    id: id(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** BUYER, OWNER or AUTOMATIC (the product, on the owner's behalf). */
    sender: text('sender').notNull(),
    /** LeadMessageKind. */
    kind: text('kind').notNull(),
    message: text('message'),
    amount: money('amount'),
    expiresAt: instant('expires_at'),
    /** The address it was emailed to, when it was. */
    sentTo: text('sent_to'),
    createdAt: createdAt(),
  },
  (t) => [
    index('lead_messages_lead_id_created_at_idx').on(t.leadId, t.createdAt),
    index('lead_messages_owner_id_idx').on(t.ownerId),
    check('lead_messages_sender_check', sql`${t.sender} in ('BUYER', 'OWNER', 'AUTOMATIC')`),
    check('lead_messages_message_length_check', sql`char_length(${t.message}) <= 5000`),
    check('lead_messages_amount_check', sql`${t.amount} > 0`),
  ],
);

export type LeadMessageRow = typeof leadMessages.$inferSelect;
export type NewLeadMessageRow = typeof leadMessages.$inferInsert;
