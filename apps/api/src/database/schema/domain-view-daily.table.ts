import { date, index, integer, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { domains } from './domain.table';
import { users } from './user.table';

/** Views per domain per UTC day, flushed in batches from memory. */
export const domainViewsDaily = pgTable(
  'domain_views_daily',
  {
    domainId: uuid('domain_id')
      .notNull()
      .references(() => domains.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    /** Views by people (bots excluded). */
    count: integer('count').notNull().default(0),
    /** Distinct visitors that day (a daily salted hash of address and user agent). */
    visitors: integer('visitors').notNull().default(0),
    /** Visits by crawlers and other bots, counted apart. */
    bots: integer('bots').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'domain_views_daily_pkey', columns: [t.domainId, t.day] }),
    // The owner's reports (top names over a range): every column they read is in the key, so
    // a year of a large portfolio is an index-only scan, not a read of each day's row.
    index('domain_views_daily_owner_id_day_idx').on(
      t.ownerId,
      t.day,
      t.domainId,
      t.count,
      t.visitors,
    ),
  ],
);
