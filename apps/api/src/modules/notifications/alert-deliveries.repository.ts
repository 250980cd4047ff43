import { Inject, Injectable } from '@nestjs/common';
import { and, asc, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database, DbExecutor } from '../../database/database';
import { DATABASE } from '../../database/database-tokens';
import { alertDeliveries, type AlertDeliveryRow } from '../../database/schema';

export type NewAlertDelivery = Pick<
  typeof alertDeliveries.$inferInsert,
  'ownerId' | 'channelId' | 'eventId' | 'event' | 'domain'
> &
  Partial<Pick<typeof alertDeliveries.$inferInsert, 'status' | 'lastResponse'>>;

/** A delivery this worker holds, until `leaseUntil` (the database's clock). */
export type ClaimedDelivery = AlertDeliveryRow & { leaseUntil: Date };
type Claim = Pick<ClaimedDelivery, 'id' | 'leaseUntil'>;

/** The row, while it is still PENDING under this claim (no other worker took it over). */
const held = (claim: Claim) =>
  and(
    eq(alertDeliveries.id, claim.id),
    eq(alertDeliveries.status, 'PENDING'),
    eq(alertDeliveries.nextAttemptAt, claim.leaseUntil),
  );

/** Retries go on for this long after the event. */
export const RETRY_WINDOW_HOURS = 24;
const RESPONSE_MAX = 500;

/** The only code that touches `alert_deliveries`. Times come from the database clock. */
@Injectable()
export class AlertDeliveriesRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** Writes an event's deliveries in the router's transaction; one per event and channel, ever. */
  async insertMany(executor: DbExecutor, deliveries: readonly NewAlertDelivery[]): Promise<number> {
    if (deliveries.length === 0) return 0;
    const rows = await executor
      .insert(alertDeliveries)
      .values(
        deliveries.map((delivery) => ({
          ...delivery,
          giveUpAt: sql`now() + ${RETRY_WINDOW_HOURS}::integer * interval '1 hour'`,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: alertDeliveries.id });
    return rows.length;
  }

  /** A test's delivery, written with its outcome (it is sent while the owner waits). */
  async insertFinished(
    delivery: NewAlertDelivery & { status: 'SENT' | 'FAILED'; lastResponse: string },
  ): Promise<AlertDeliveryRow> {
    const [row] = await this.db
      .insert(alertDeliveries)
      .values({
        ...delivery,
        attempts: 1,
        lastAttemptAt: sql`now()`,
        giveUpAt: sql`now()`,
        lastResponse: delivery.lastResponse.slice(0, RESPONSE_MAX),
      })
      .returning();
    return row!;
  }

  /**
   * Takes up to `limit` due deliveries, locked past other instances' claims, their next attempt
   * pushed `leaseMs` ahead: the lease's end is the claim's token (see the email outbox, which
   * works the same way).
   */
  async claimDue(limit: number, leaseMs: number): Promise<ClaimedDelivery[]> {
    return this.db.transaction(async (tx) => {
      const due = await tx
        .select({ id: alertDeliveries.id })
        .from(alertDeliveries)
        .where(
          and(
            eq(alertDeliveries.status, 'PENDING'),
            lte(alertDeliveries.nextAttemptAt, sql`now()`),
          ),
        )
        .orderBy(asc(alertDeliveries.nextAttemptAt), asc(alertDeliveries.createdAt))
        .limit(limit)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      const claimed = await tx
        .update(alertDeliveries)
        .set({
          nextAttemptAt: sql`date_trunc('milliseconds', now() + ${leaseMs}::double precision * interval '1 millisecond')`,
        })
        .where(
          inArray(
            alertDeliveries.id,
            due.map((row) => row.id),
          ),
        )
        .returning();
      return claimed
        .map((row) => ({ ...row, leaseUntil: row.nextAttemptAt }))
        .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    });
  }

  async markSent(claim: Claim, response: string): Promise<boolean> {
    const rows = await this.db
      .update(alertDeliveries)
      .set({
        status: 'SENT',
        attempts: sql`${alertDeliveries.attempts} + 1`,
        lastAttemptAt: sql`now()`,
        lastResponse: response.slice(0, RESPONSE_MAX),
      })
      .where(held(claim))
      .returning({ id: alertDeliveries.id });
    return rows.length > 0;
  }

  /**
   * Counts a failed attempt. The next one comes 30 s after the first failure, doubling each
   * time up to an hour apart, or later when the far side asked to wait (429 Retry-After, at
   * most an hour); a delivery whose next attempt would fall after its 24 hours, or that cannot
   * succeed (`permanent`), is FAILED.
   */
  async recordFailure(
    claim: Claim,
    response: string,
    options: { permanent: boolean; retryAfterMs: number | null },
  ): Promise<{ status: 'PENDING' | 'FAILED'; nextAttemptAt: Date } | null> {
    const wait = sql`least(3600, greatest(30 * power(2, least(${alertDeliveries.attempts}, 20)), ${
      (options.retryAfterMs ?? 0) / 1000
    }::double precision)) * interval '1 second'`;
    const [row] = await this.db
      .update(alertDeliveries)
      .set({
        attempts: sql`${alertDeliveries.attempts} + 1`,
        lastAttemptAt: sql`now()`,
        lastResponse: response.slice(0, RESPONSE_MAX),
        status: options.permanent
          ? 'FAILED'
          : sql`case when now() + ${wait} > ${alertDeliveries.giveUpAt} then 'FAILED' else 'PENDING' end`,
        nextAttemptAt: sql`now() + ${wait}`,
      })
      .where(held(claim))
      .returning({ status: alertDeliveries.status, nextAttemptAt: alertDeliveries.nextAttemptAt });
    return (row as { status: 'PENDING' | 'FAILED'; nextAttemptAt: Date } | undefined) ?? null;
  }

  /** Hands claimed but unsent deliveries back at once (the worker is stopping). */
  async release(claims: readonly Claim[]): Promise<void> {
    if (claims.length === 0) return;
    await this.db
      .update(alertDeliveries)
      .set({ nextAttemptAt: sql`now()` })
      .where(or(...claims.map(held)));
  }

  /** The owner's last deliveries, newest first; `channelId` null is the email channel. */
  listOwned(
    ownerId: string,
    limit: number,
    channelId?: string | null,
  ): Promise<AlertDeliveryRow[]> {
    const channel =
      channelId === undefined
        ? undefined
        : channelId === null
          ? isNull(alertDeliveries.channelId)
          : eq(alertDeliveries.channelId, channelId);
    return this.db
      .select()
      .from(alertDeliveries)
      .where(and(eq(alertDeliveries.ownerId, ownerId), channel))
      .orderBy(desc(alertDeliveries.createdAt), desc(alertDeliveries.id))
      .limit(limit);
  }

  /** Each of the owner's channels' newest delivery (key: channel id, '' for email). */
  async lastPerChannel(ownerId: string): Promise<Map<string, AlertDeliveryRow>> {
    const rows = await this.db
      .selectDistinctOn([alertDeliveries.channelId])
      .from(alertDeliveries)
      .where(eq(alertDeliveries.ownerId, ownerId))
      .orderBy(alertDeliveries.channelId, desc(alertDeliveries.createdAt));
    return new Map(rows.map((row) => [row.channelId ?? '', row]));
  }
}
