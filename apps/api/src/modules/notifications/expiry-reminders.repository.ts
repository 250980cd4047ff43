import { Inject, Injectable } from '@nestjs/common';
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database, DbExecutor } from '../../database/database';
import { DATABASE } from '../../database/database-tokens';
import { expiryReminders, scheduledRuns } from '../../database/schema';

export interface ReminderKey {
  domainId: string;
  expiration: string;
  days: number;
}

/** The only code that touches `expiry_reminders` and `scheduled_runs`. */
@Injectable()
export class ExpiryRemindersRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** The keys of these domains already sent (any expiration: the caller compares). */
  async sentFor(domainIds: readonly string[]): Promise<Set<string>> {
    if (domainIds.length === 0) return new Set();
    const rows = await this.db
      .select()
      .from(expiryReminders)
      .where(inArray(expiryReminders.domainId, [...domainIds]));
    return new Set(rows.map((row) => keyOf(row)));
  }

  /**
   * Claims reminder keys in the caller's transaction: the answer holds the keys this call
   * inserted, the others were sent already (by another replica a moment ago, or an earlier run).
   * A key another transaction is inserting right now makes this one wait for it, so two
   * replicas never both get the same key.
   */
  async claim(executor: DbExecutor, keys: readonly ReminderKey[]): Promise<ReminderKey[]> {
    if (keys.length === 0) return [];
    return executor
      .insert(expiryReminders)
      .values([...keys])
      .onConflictDoNothing()
      .returning({
        domainId: expiryReminders.domainId,
        expiration: expiryReminders.expiration,
        days: expiryReminders.days,
      });
  }

  /** Forgets keys of expirations long past (a renewal made them moot). */
  async prune(beforeDate: string): Promise<void> {
    await this.db.delete(expiryReminders).where(lt(expiryReminders.expiration, beforeDate));
  }

  /**
   * Takes a periodic job's turn: true when this instance should run it now (its interval has
   * passed since the last finished run and no other instance holds it). The lease ends a run
   * that died; the next claim after it runs the job again.
   */
  async claimRun(
    name: string,
    intervalMs: number,
    leaseMs: number,
    holder: string,
  ): Promise<boolean> {
    await this.db.insert(scheduledRuns).values({ name }).onConflictDoNothing();
    const rows = await this.db
      .update(scheduledRuns)
      .set({
        leaseUntil: sql`now() + ${leaseMs}::double precision * interval '1 millisecond'`,
        startedAt: sql`now()`,
        leasedBy: holder,
      })
      .where(
        and(
          eq(scheduledRuns.name, name),
          or(isNull(scheduledRuns.leaseUntil), lt(scheduledRuns.leaseUntil, sql`now()`)),
          or(
            isNull(scheduledRuns.finishedAt),
            lt(
              scheduledRuns.finishedAt,
              sql`now() - ${intervalMs}::double precision * interval '1 millisecond' + interval '1 second'`,
            ),
          ),
        ),
      )
      .returning({ name: scheduledRuns.name });
    return rows.length > 0;
  }

  /** Keeps holding a long run. */
  async extendRun(name: string, leaseMs: number): Promise<void> {
    await this.db
      .update(scheduledRuns)
      .set({ leaseUntil: sql`now() + ${leaseMs}::double precision * interval '1 millisecond'` })
      .where(eq(scheduledRuns.name, name));
  }

  async finishRun(name: string): Promise<void> {
    await this.db
      .update(scheduledRuns)
      .set({ leaseUntil: null, leasedBy: null, finishedAt: sql`now()` })
      .where(eq(scheduledRuns.name, name));
  }
}

export const keyOf = (key: ReminderKey) => `${key.domainId}|${key.expiration}|${key.days}`;
