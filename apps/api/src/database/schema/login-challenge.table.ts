import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns';
import { users } from './user.table';

/**
 * A sign-in halfway: the password (or Google) was right and the second step is due. The client
 * holds a random token (only its SHA-256 is stored) for a few minutes; no session exists until
 * the second step succeeds, so nothing else accepts the half-signed-in client.
 */
export const loginChallenges = pgTable(
  'login_challenges',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** How the first step was proved: PASSWORD or GOOGLE. */
    method: text('method').notNull(),
    /** "Remember me" as the first step asked. */
    persistent: boolean('persistent').notNull().default(false),
    /** Wrong codes sent with this challenge. */
    failures: integer('failures').notNull().default(0),
    expiresAt: instant('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('login_challenges_user_id_idx').on(t.userId),
    index('login_challenges_expires_at_idx').on(t.expiresAt),
    check('login_challenges_method_check', sql`${t.method} in ('PASSWORD', 'GOOGLE')`),
  ],
);

export type LoginChallengeRow = typeof loginChallenges.$inferSelect;
