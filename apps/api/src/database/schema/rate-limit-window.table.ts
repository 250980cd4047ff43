import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from './columns';

/**
 * The rate limiter's fixed windows (`common/http/rate-limiter`), one row per key such as
 * `login:203.0.113.7`, shared by every API instance on the database. UNLOGGED in the migration:
 * a crash may forget the counts, which only restarts the windows, and no write-ahead log is
 * written for a row that changes on every limited request.
 */
export const rateLimitWindows = pgTable(
  'rate_limit_windows',
  {
    key: text('key').primaryKey(),
    /** Requests counted in the current window, the refused ones included. */
    count: integer('count').notNull(),
    /** When the window ends: the next request after it starts a new one at 1. */
    windowEndsAt: instant('window_ends_at').notNull(),
  },
  // Lets the sweep find ended windows without reading the table.
  (t) => [index('rate_limit_windows_window_ends_at_idx').on(t.windowEndsAt)],
);
