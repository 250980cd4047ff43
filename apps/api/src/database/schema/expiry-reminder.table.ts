import { date, index, integer, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { domains } from './domain.table';

/**
 * The reminders sent: one row per domain, expiration date and reminder day, inserted in the
 * same transaction as the reminder's event. Its key is what makes a reminder go out once across
 * replicas and runs; a renewal (a later expiration) starts a new set of keys.
 */
export const expiryReminders = pgTable(
  'expiry_reminders',
  {
    domainId: uuid('domain_id')
      .notNull()
      .references(() => domains.id, { onDelete: 'cascade' }),
    expiration: date('expiration', { mode: 'string' }).notNull(),
    days: integer('days').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.domainId, t.expiration, t.days] }),
    // Forgetting the keys of long-past expirations reads only those.
    index('expiry_reminders_expiration_idx').on(t.expiration),
  ],
);
