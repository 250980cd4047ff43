import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, instant } from './columns';
import { users } from './user.table';

/** Email confirmation, password reset and device confirmation tokens (stored hashed). */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull(),
    /** For CONFIRM_DEVICE: the browser (device cookie hash) the link confirms. */
    deviceHash: text('device_hash'),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('one_time_tokens_token_hash_key').on(t.tokenHash),
    index('one_time_tokens_user_id_purpose_idx').on(t.userId, t.purpose),
    check(
      'one_time_tokens_purpose_check',
      sql`${t.purpose} in ('CONFIRM_EMAIL', 'RESET_PASSWORD', 'CONFIRM_DEVICE')`,
    ),
  ],
);
