import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, instant } from './columns';
import { users } from './user.table';

/**
 * API keys: looked up by SHA-256 hash, kept encrypted with the app secret so the owner can copy
 * the key again, revoked by setting `revoked_at` (a revoked key fails at once).
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    keyHash: text('key_hash').notNull(),
    keyEncrypted: text('key_encrypted').notNull(),
    createdAt: createdAt(),
    lastUsedAt: instant('last_used_at'),
    revokedAt: instant('revoked_at'),
  },
  (t) => [
    uniqueIndex('api_keys_key_hash_key').on(t.keyHash),
    uniqueIndex('api_keys_one_active_per_user_key')
      .on(t.userId)
      .where(sql`${t.revokedAt} is null`),
    index('api_keys_user_id_idx').on(t.userId),
  ],
);

export type ApiKeyRow = typeof apiKeys.$inferSelect;
