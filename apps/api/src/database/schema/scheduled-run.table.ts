import { pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from './columns';

/**
 * A periodic job's turn, shared by every replica: the one that claims the row (its lease ran
 * out and the interval passed since the last finished run) does the run. Correctness never
 * rests on this row (each effect has its own idempotent key); it only spares the other replicas
 * the same work.
 */
export const scheduledRuns = pgTable('scheduled_runs', {
  name: text('name').primaryKey(),
  leaseUntil: instant('lease_until'),
  /** Which instance holds the turn (host and process id), for operators and tests. */
  leasedBy: text('leased_by'),
  startedAt: instant('started_at'),
  finishedAt: instant('finished_at'),
});
