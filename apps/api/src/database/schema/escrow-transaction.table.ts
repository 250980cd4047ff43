import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, money, updatedAt } from './columns';
import { domains } from './domain.table';
import { leads } from './lead.table';
import { users } from './user.table';

/** A Buy-It-Now purchase handed to Escrow.com. */
export const escrowTransactions = pgTable(
  'escrow_transactions',
  {
    id: id(),
    domainId: uuid('domain_id').references(() => domains.id, { onDelete: 'set null' }),
    leadId: uuid('lead_id').references(() => leads.id, { onDelete: 'set null' }),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    domainName: text('domain_name').notNull(),
    buyerEmail: text('buyer_email').notNull(),
    amount: money('amount').notNull(),
    escrowTransactionId: text('escrow_transaction_id'),
    landingPageUrl: text('landing_page_url'),
    status: text('status').notNull().default('CREATED'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('escrow_transactions_owner_id_idx').on(t.ownerId),
    // One checkout per Buy-It-Now request, even when two arrive at once.
    uniqueIndex('escrow_transactions_lead_id_key').on(t.leadId),
  ],
);

export type EscrowTransactionRow = typeof escrowTransactions.$inferSelect;
export type NewEscrowTransactionRow = typeof escrowTransactions.$inferInsert;
