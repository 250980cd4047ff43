import { boolean, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns';
import { users } from './user.table';

/** Server-side sessions. The cookie holds a random token; only its SHA-256 is stored. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    persistent: boolean('persistent').notNull().default(false),
    /** How the owner signed in (PASSWORD or GOOGLE); null for sessions older than the column. */
    method: text('method'),
    userAgent: text('user_agent'),
    ipAddress: text('ip_address'),
    createdAt: createdAt(),
    lastSeenAt: instant('last_seen_at').notNull().defaultNow(),
    expiresAt: instant('expires_at').notNull(),
  },
  (t) => [
    index('sessions_user_id_idx').on(t.userId),
    index('sessions_expires_at_idx').on(t.expiresAt),
  ],
);

export type SessionRow = typeof sessions.$inferSelect;
