import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { users } from './user.table';

/**
 * What administrators did, written in the same transaction as the change. The emails and the
 * target's username are copied in, so the record still reads after either account is gone.
 */
export const adminActions = pgTable(
  'admin_actions',
  {
    id: id(),
    adminId: uuid('admin_id').references(() => users.id, { onDelete: 'set null' }),
    adminEmail: text('admin_email').notNull(),
    action: text('action').notNull(),
    targetUserId: uuid('target_user_id').references(() => users.id, { onDelete: 'set null' }),
    targetUsername: text('target_username').notNull(),
    targetEmail: text('target_email').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>().notNull(),
    after: jsonb('after').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('admin_actions_created_at_idx').on(t.createdAt.desc()),
    check(
      'admin_actions_action_check',
      sql`${t.action} in ('DISABLE_ACCOUNT', 'ENABLE_ACCOUNT', 'CHANGE_PLAN')`,
    ),
  ],
);

export type AdminActionRow = typeof adminActions.$inferSelect;
export type NewAdminActionRow = typeof adminActions.$inferInsert;
