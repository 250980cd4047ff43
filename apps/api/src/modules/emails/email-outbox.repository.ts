import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
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

/** A message this worker holds, until `leaseUntil` (the database's clock). */
export type ClaimedEmail = OutboxEmailRow & { leaseUntil: Date };
/** What identifies a claim: the message and the lease it was claimed with. */
export type Claim = Pick<ClaimedEmail, 'id' | 'leaseUntil'>;

/** The row, as long as it is still PENDING under this claim (no other worker took it over). */
const held = (claim: Claim) =>
  and(
    eq(emailOutbox.id, claim.id),
    eq(emailOutbox.status, 'PENDING'),
    eq(emailOutbox.nextAttemptAt, claim.leaseUntil),
  );

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
   *
   * The lease's end, cut to the millisecond so that it survives the trip to a JavaScript Date,
   * is the claim's token: the calls below change a row only while it still carries it, so an
   * instance whose lease ran out (another took the message over) cannot overwrite that one's
   * outcome.
   */
  async claimDue(limit: number, leaseMs: number): Promise<ClaimedEmail[]> {
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
          nextAttemptAt: sql`date_trunc('milliseconds', now() + ${leaseMs}::double precision * interval '1 millisecond')`,
        })
        .where(
          inArray(
            emailOutbox.id,
            due.map((row) => row.id),
          ),
        )
        .returning();
      return claimed
        .map((row) => ({ ...row, leaseUntil: row.nextAttemptAt }))
        .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    });
  }

  /** True when the row was still this claim's and is now SENT. */
  async markSent(claim: Claim): Promise<boolean> {
    const rows = await this.db
      .update(emailOutbox)
      .set({ status: 'SENT', sentAt: sql`now()`, lastError: null })
      .where(held(claim))
      .returning({ id: emailOutbox.id });
    return rows.length > 0;
  }

  /**
   * Counts a failed attempt: the message is retried after an exponential backoff, or given up
   * (FAILED) once it has failed `maxAttempts` times.
   */
  async recordFailure(
    claim: Claim,
    error: string,
    maxAttempts: number,
  ): Promise<FailureOutcome | null> {
    // SET expressions read the row as it was, so `attempts` here is the count before this one.
    const [row] = await this.db
      .update(emailOutbox)
      .set({
        attempts: sql`${emailOutbox.attempts} + 1`,
        lastError: error.slice(0, LAST_ERROR_MAX_LENGTH),
        status: sql`case when ${emailOutbox.attempts} + 1 >= ${maxAttempts}::integer then 'FAILED' else 'PENDING' end`,
        nextAttemptAt: backoff(emailOutbox.attempts),
      })
      .where(held(claim))
      .returning({
        status: emailOutbox.status,
        attempts: emailOutbox.attempts,
        nextAttemptAt: emailOutbox.nextAttemptAt,
      });
    return (row as FailureOutcome | undefined) ?? null;
  }

  /**
   * The mail server could not be reached: nothing is wrong with the message, so no attempt is
   * counted (an outage of any length never makes a message FAILED). It waits `delayMs`, so that
   * it does not come first at every poll while the other due messages wait behind it.
   */
  async postpone(claim: Claim, error: string, delayMs: number): Promise<boolean> {
    const rows = await this.db
      .update(emailOutbox)
      .set({
        lastError: error.slice(0, LAST_ERROR_MAX_LENGTH),
        nextAttemptAt: sql`now() + ${delayMs}::double precision * interval '1 millisecond'`,
      })
      .where(held(claim))
      .returning({ id: emailOutbox.id });
    return rows.length > 0;
  }

  /** Hands claimed but unsent messages back at once (the worker is stopping or its lease is short). */
  async release(claims: readonly Claim[]): Promise<void> {
    if (claims.length === 0) return;
    await this.db
      .update(emailOutbox)
      .set({ nextAttemptAt: sql`now()` })
      .where(or(...claims.map(held)));
  }
}
