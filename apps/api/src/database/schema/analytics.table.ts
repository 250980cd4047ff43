import {
  customType,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { domains } from './domain.table';
import { users } from './user.table';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * Lander analytics: daily rollups, written in batches from memory (no request is logged).
 * Views, unique visitors and bots per domain per UTC day live in domain_views_daily; these
 * tables hold the rest.
 */

/** The whole portfolio per day, so its charts read one row a day whatever its size. */
export const ownerViewsDaily = pgTable(
  'owner_views_daily',
  {
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull().default(0),
    /** Distinct visitors of any of the owner's landing pages that day. */
    visitors: integer('visitors').notNull().default(0),
    bots: integer('bots').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'owner_views_daily_pkey', columns: [t.ownerId, t.day] })],
);

/**
 * Views per referring host, country and device type ('referrer', 'country', 'device') per
 * domain per day. A domain's day keeps a bounded number of values per dimension; the rest are
 * counted as '(other)'.
 */
export const domainTrafficDaily = pgTable(
  'domain_traffic_daily',
  {
    domainId: uuid('domain_id')
      .notNull()
      .references(() => domains.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    dimension: text('dimension').notNull(),
    value: text('value').notNull(),
    views: integer('views').notNull().default(0),
  },
  (t) => [
    primaryKey({
      name: 'domain_traffic_daily_pkey',
      columns: [t.domainId, t.day, t.dimension, t.value],
    }),
    // The reports sum views by dimension and value over a range: with views in the key they
    // read this index alone (drizzle declares no INCLUDE columns, so it is a key column).
    index('domain_traffic_daily_report_idx').on(t.domainId, t.day, t.dimension, t.value, t.views),
  ],
);

/** The same breakdowns for the whole portfolio per day. */
export const ownerTrafficDaily = pgTable(
  'owner_traffic_daily',
  {
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    dimension: text('dimension').notNull(),
    value: text('value').notNull(),
    views: integer('views').notNull().default(0),
  },
  (t) => [
    primaryKey({
      name: 'owner_traffic_daily_pkey',
      columns: [t.ownerId, t.day, t.dimension, t.value],
    }),
    index('owner_traffic_daily_report_idx').on(t.ownerId, t.day, t.dimension, t.value, t.views),
  ],
);

/**
 * Today's (and yesterday's) salted visitor hashes, per domain and per owner (scope), so every
 * instance counts a visitor once a day however many instances saw them. Deleted with their
 * day's salt: a hash outlives neither.
 */
export const analyticsVisitors = pgTable(
  'analytics_visitors',
  {
    scopeId: uuid('scope_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    hash: bytea('hash').notNull(),
  },
  (t) => [
    primaryKey({ name: 'analytics_visitors_pkey', columns: [t.scopeId, t.day, t.hash] }),
    index('analytics_visitors_day_idx').on(t.day),
  ],
);

/** The random salt of each UTC day's visitor hashes, shared by every instance; deleted after. */
export const analyticsSalts = pgTable('analytics_salts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  salt: bytea('salt').notNull(),
});
