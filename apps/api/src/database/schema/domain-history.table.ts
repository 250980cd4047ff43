import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { id, instant } from './columns';
import { domains } from './domain.table';
import { users } from './user.table';

/**
 * What changed in a domain's registry or registrar data (HistoryKind: renewed, transferred, at
 * risk, gone from the registry, left a registrar account, ...), written once by the registry
 * and registrar-sync modules in the transaction that stored the change. Never updated.
 */
export const domainHistory = pgTable(
  'domain_history',
  {
    id: id(),
    domainId: uuid('domain_id')
      .notNull()
      .references(() => domains.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** 'registry' or the registrar's label. */
    source: text('source').notNull(),
    /** The field the entry is about, for 'filled' (expiration, purchaseDate, registrar). */
    field: text('field'),
    fromValue: text('from_value'),
    toValue: text('to_value'),
    at: instant('at').notNull().defaultNow(),
  },
  (t) => [index('domain_history_domain_id_at_idx').on(t.domainId, t.at.desc())],
);

export type DomainHistoryRow = typeof domainHistory.$inferSelect;
