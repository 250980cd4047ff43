import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { users } from './user.table';

/**
 * What happened to an account (sign-ins, factors, passwords, keys, exports, plan, deletion), for
 * the owner's security log. Each row names the device (browser user agent) and the country its
 * address was in; the address itself is kept for the log's 'where' as a sign-in's is in sessions.
 */
export const securityEvents = pgTable(
  'security_events',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    userAgent: text('user_agent'),
    ipAddress: text('ip_address'),
    country: text('country'),
    /** What the type needs beside it (a key's name, the sign-in method, a new plan). */
    detail: jsonb('detail').$type<Record<string, string | number | boolean | null>>(),
    createdAt: createdAt(),
  },
  (t) => [index('security_events_user_id_created_at_idx').on(t.userId, t.createdAt.desc())],
);

export type SecurityEventRow = typeof securityEvents.$inferSelect;
