import { pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, instant } from './columns';
import { users } from './user.table';

/**
 * An owner's recovery codes for two-factor sign-in: ten at a time, each usable once. Only an
 * HMAC-SHA256 of each is stored, keyed with APP_SECRET: a code holds about 50 random bits, which
 * a stolen table alone would let someone search offline; without the key it cannot.
 */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: instant('used_at'),
    createdAt: createdAt(),
  },
  // The unique key serves an owner's codes too (its first column).
  (t) => [uniqueIndex('recovery_codes_user_id_code_hash_key').on(t.userId, t.codeHash)],
);

export type RecoveryCodeRow = typeof recoveryCodes.$inferSelect;
