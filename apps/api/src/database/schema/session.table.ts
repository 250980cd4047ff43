import { boolean, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns';
import { users } from './user.table';

/** Server-side sessions. The cookie holds a random token; only its SHA-256 is stored. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    /** How the owner's device list names the session (the token hash never leaves the server). */
    id: uuid('id').notNull().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    persistent: boolean('persistent').notNull().default(false),
    /** How the owner signed in (PASSWORD or GOOGLE); null for sessions older than the column. */
    method: text('method'),
    userAgent: text('user_agent'),
    ipAddress: text('ip_address'),
    /** ISO country of the address at sign-in (an in-memory IP-to-country look-up), or null. */
    country: text('country'),
    /**
     * When this session last proved a second factor (an authenticator code, a recovery code or
     * a passkey): what creating an API key and the admin screens ask for.
     */
    secondFactorAt: instant('second_factor_at'),
    createdAt: createdAt(),
    lastSeenAt: instant('last_seen_at').notNull().defaultNow(),
    expiresAt: instant('expires_at').notNull(),
  },
  (t) => [
    uniqueIndex('sessions_id_key').on(t.id),
    index('sessions_user_id_idx').on(t.userId),
    index('sessions_expires_at_idx').on(t.expiresAt),
  ],
);

export type SessionRow = typeof sessions.$inferSelect;
