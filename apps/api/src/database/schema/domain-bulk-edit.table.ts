import { index, integer, jsonb, pgTable, uuid } from 'drizzle-orm/pg-core';
import type { BulkEditChanges, BulkEditValues } from '@domainfolio/contracts';
import { createdAt, id, instant } from './columns';
import { users } from './user.table';

/** One saved name of a bulk edit: its values before and after, the fields the edit changed. */
export interface BulkEditStoredRow {
  id: string;
  name: string;
  before: Partial<BulkEditValues>;
  after: Partial<BulkEditValues>;
}

/**
 * A saved bulk edit: what was asked and every changed name's values before and after, so one
 * statement restores them all (undo). Kept for the undo period, then deleted.
 */
export const domainBulkEdits = pgTable(
  'domain_bulk_edits',
  {
    id: id(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    changes: jsonb('changes').$type<BulkEditChanges>().notNull(),
    rows: jsonb('rows').$type<BulkEditStoredRow[]>().notNull(),
    count: integer('count').notNull(),
    createdAt: createdAt(),
    undoneAt: instant('undone_at'),
  },
  (t) => [index('domain_bulk_edits_owner_id_created_at_idx').on(t.ownerId, t.createdAt.desc())],
);

export type DomainBulkEditRow = typeof domainBulkEdits.$inferSelect;
