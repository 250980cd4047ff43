import { Logger } from '@nestjs/common';
import { inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../database/database';
import { rateLimitWindows } from '../../database/schema';
import type { RateLimitStore, WindowCount } from './rate-limit-store';

/** How often, at most, one instance deletes ended windows. */
const SWEEP_INTERVAL_MS = 60_000;
/** Rows deleted per statement: short transactions that never hold many row locks. */
const SWEEP_BATCH = 1000;
/** Batches per sweep: a large backlog is cleared over several sweeps rather than in one go. */
const SWEEP_MAX_BATCHES = 20;

/**
 * Fixed windows in the `rate_limit_windows` table, shared by every API instance on the
 * database. One statement per request: the upsert takes the row's lock, so concurrent requests
 * from any instance are counted one after the other and none is lost. The database's clock
 * decides when a window ends, so instances whose clocks differ still agree.
 */
export class PostgresRateLimitStore implements RateLimitStore {
  readonly name = 'PostgreSQL';
  private readonly logger = new Logger('RateLimiter');
  private lastSweepAt: number;
  private sweeping: Promise<unknown> | null = null;

  constructor(
    private readonly db: Database,
    private readonly now: () => number = Date.now,
  ) {
    this.lastSweepAt = now();
  }

  async hit(key: string, windowMs: number): Promise<WindowCount> {
    const w = rateLimitWindows;
    const ended = sql`${w.windowEndsAt} <= now()`;
    const rows = await this.db
      .insert(w)
      .values({
        key,
        count: 1,
        windowEndsAt: sql`now() + ${windowMs}::float8 * interval '1 millisecond'`,
      })
      .onConflictDoUpdate({
        target: w.key,
        set: {
          count: sql`case when ${ended} then 1 else ${w.count} + 1 end`,
          windowEndsAt: sql`case when ${ended} then excluded.window_ends_at else ${w.windowEndsAt} end`,
        },
      })
      .returning({
        count: w.count,
        msLeft: sql<number>`(extract(epoch from ${w.windowEndsAt} - now()) * 1000)::float8`,
      });
    this.sweepNowAndThen();
    // An upsert returns its row, inserted or updated.
    const { count, msLeft } = rows[0]!;
    return { count, msLeft: Number(msLeft) };
  }

  /**
   * Deletes windows that have ended, in batches, and answers how many. Rows another instance is
   * deleting (or a request is counting) are skipped, so sweeps never wait on each other.
   */
  async sweep(): Promise<number> {
    const w = rateLimitWindows;
    let deleted = 0;
    for (let batch = 0; batch < SWEEP_MAX_BATCHES; batch += 1) {
      const ended = this.db
        .select({ key: w.key })
        .from(w)
        .where(lte(w.windowEndsAt, sql`now()`))
        .limit(SWEEP_BATCH)
        .for('update', { skipLocked: true });
      const rows = await this.db.delete(w).where(inArray(w.key, ended)).returning({ key: w.key });
      deleted += rows.length;
      if (rows.length < SWEEP_BATCH) break;
    }
    return deleted;
  }

  async close(): Promise<void> {
    await this.sweeping;
  }

  /**
   * Starts a sweep in the background once a minute at most, on the back of a request: an
   * instance that counts nothing adds no rows to sweep. The request does not wait for it.
   */
  private sweepNowAndThen(): void {
    const now = this.now();
    if (this.sweeping || now - this.lastSweepAt < SWEEP_INTERVAL_MS) return;
    this.lastSweepAt = now;
    this.sweeping = this.sweep()
      .catch((error: unknown) => {
        this.logger.warn(`Sweeping ended rate-limit windows failed: ${String(error)}`);
      })
      .finally(() => {
        this.sweeping = null;
      });
  }
}
