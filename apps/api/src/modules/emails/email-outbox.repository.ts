import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database, DbExecutor } from '../../database/database';
import { DATABASE } from '../../database/database-tokens';
import { emailOutbox } from '../../database/schema';

export type OutboxEmailRow = typeof emailOutbox.$inferSelect;

export interface NewOutboxEmail {
  kind: string;
  toAddress: string;
  replyTo?: string | null;
  subject: string;
  html: string;
  text: string;
}

/** What happened to a message whose send failed. */
export interface FailureOutcome {
  status: 'PENDING' | 'FAILED';
  attempts: number;
  nextAttemptAt: Date;
}

/**
 * When to try again after a failure, given how many failures came before it: 30 s after the
 * first, doubling each time, never more than an hour apart (30 s · 2^attempts, capped at 1 h).
 */
const backoff = (attemptsBefore: typeof emailOutbox.attempts) =>
  sql`now() + least(3600, 30 * power(2, least(${attemptsBefore}, 20))) * interval '1 second'`;

/** Long enough for a server to refuse or hang without blowing up the column. */
const LAST_ERROR_MAX_LENGTH = 1000;

/** The only code that touches `email_outbox`. Times come from the database clock. */
@Injectable()
export class EmailOutboxRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** Runs on the caller's executor, so the email commits or rolls back with its change. */
  async insert(executor: DbExecutor, email: NewOutboxEmail): Promise<void> {
    await executor.insert(emailOutbox).values(email);
  }

  /**
   * Takes up to `limit` due messages for this worker. The rows are locked (skipping rows another
   * instance is claiming right now) and their next attempt pushed `leaseMs` ahead in the same
   * transaction, so once it commits no other instance sees them as due while this one sends.
   * If this instance dies mid-send, the lease runs out and the message is tried again.
   */
  async claimDue(limit: number, leaseMs: number): Promise<OutboxEmailRow[]> {
    return this.db.transaction(async (tx) => {
      const due = await tx
        .select({ id: emailOutbox.id })
        .from(emailOutbox)
        .where(and(eq(emailOutbox.status, 'PENDING'), lte(emailOutbox.nextAttemptAt, sql`now()`)))
        .orderBy(asc(emailOutbox.nextAttemptAt), asc(emailOutbox.createdAt))
        .limit(limit)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      const claimed = await tx
        .update(emailOutbox)
        .set({
          nextAttemptAt: sql`now() + ${leaseMs}::double precision * interval '1 millisecond'`,
        })
        .where(
          inArray(
            emailOutbox.id,
            due.map((row) => row.id),
          ),
        )
        .returning();
      return claimed.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    });
  }

  async markSent(id: string): Promise<void> {
    await this.db
      .update(emailOutbox)
      .set({ status: 'SENT', sentAt: sql`now()`, lastError: null })
      .where(eq(emailOutbox.id, id));
  }

  /**
   * Counts a failed attempt: the message is retried after an exponential backoff, or given up
   * (FAILED) once it has failed `maxAttempts` times.
   */
  async recordFailure(id: string, error: string, maxAttempts: number): Promise<FailureOutcome> {
    // SET expressions read the row as it was, so `attempts` here is the count before this one.
    const [row] = await this.db
      .update(emailOutbox)
      .set({
        attempts: sql`${emailOutbox.attempts} + 1`,
        lastError: error.slice(0, LAST_ERROR_MAX_LENGTH),
        status: sql`case when ${emailOutbox.attempts} + 1 >= ${maxAttempts}::integer then 'FAILED' else 'PENDING' end`,
        nextAttemptAt: backoff(emailOutbox.attempts),
      })
      .where(eq(emailOutbox.id, id))
      .returning({
        status: emailOutbox.status,
        attempts: emailOutbox.attempts,
        nextAttemptAt: emailOutbox.nextAttemptAt,
      });
    if (!row) throw new Error(`email ${id} is not in the outbox`);
    return row as FailureOutcome;
  }

  /** Hands claimed but unsent messages back at once (the worker is stopping). */
  async release(ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db
      .update(emailOutbox)
      .set({ nextAttemptAt: sql`now()` })
      .where(and(inArray(emailOutbox.id, ids), eq(emailOutbox.status, 'PENDING')));
  }
}
