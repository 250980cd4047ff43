import { EventEmitter } from 'node:events';
import { Global, Inject, Injectable, Module } from '@nestjs/common';
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { AlertEvent } from '@domainfolio/contracts';
import type { Database, DbExecutor } from '../../database/database';
import { DATABASE } from '../../database/database-tokens';
import { ownerEvents, type OwnerEventRow } from '../../database/schema';

/** A domain near its expiration, as a reminder names it. */
export interface ExpiringDomainFact {
  domain: string;
  /** 'yyyy-MM-dd'. */
  expiration: string;
  /** Whole days from the owner's today to the expiration (0: it expires today). */
  daysLeft: number;
  /** Dollars, when the owner recorded it. */
  renewalCost: number | null;
  registrar: string | null;
}

/** What each event says: enough for any channel to name the domain and link to its page. */
export interface OwnerEventPayloads {
  'lead.received': {
    leadId: string;
    domain: string;
    /** Dollars offered; null for an inquiry. */
    amount: number | null;
    buyerName: string;
    /** Buy It Now at the shown price. */
    buyNow: boolean;
  };
  'offer.answered': {
    leadId: string;
    domain: string;
    answer: 'ACCEPT' | 'COUNTER' | 'DECLINE' | 'MESSAGE';
    /** The buyer's counter, or the price they accepted. */
    amount: number | null;
    buyerName: string;
  };
  'domain.expiring': {
    /** One domain, or (the owner chose the daily digest) every domain of the day. */
    domains: ExpiringDomainFact[];
    digest: boolean;
  };
  'domain.sold': { domain: string; price: number | null; venue: string | null };
  'import.finished': { created: number; updated: number; rejected: number };
  'domain.registry_changed': {
    domain: string;
    /** What changed: renewed, transferred, at_risk, gone (from the registry), left_registrar. */
    change: 'renewed' | 'transferred' | 'at_risk' | 'gone' | 'left_registrar';
    /** The value before and after, in words ('2026-08-01', 'GoDaddy', 'redemptionPeriod'). */
    from: string | null;
    to: string | null;
    /** 'registry' or the registrar's name. */
    source: string;
  };
  'summary.weekly': {
    /** The week summed up, 'yyyy-MM-dd' (Monday) to 'yyyy-MM-dd' (Sunday), owner's time. */
    from: string;
    to: string;
    leads: number;
    views: number;
    sales: number;
    salesRevenue: number;
    expiringNext30Days: number;
    renewalCostNext30Days: number;
  };
}

export type OwnerEvent = {
  [T in AlertEvent]: { type: T; payload: OwnerEventPayloads[T] };
}[AlertEvent];

/** An event a router holds, until `leaseUntil` (the database's clock). */
export type ClaimedOwnerEvent = OwnerEventRow & { leaseUntil: Date };

/**
 * The events an owner may be told of, written where they happen, in the same transaction as
 * their cause, and routed to the owner's channels by the notifications module. Modules raise
 * events here rather than calling the notifications module, which uses most of them (it reads
 * domains, leads and sales for reminders and summaries): the log is the one way in.
 */
@Injectable()
export class OwnerEvents {
  private readonly recorded = new EventEmitter();

  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /**
   * Stores an event on the caller's executor. With a `dedupeKey`, an event already stored
   * under it makes this one a no-op (false): the key is how a job found by several replicas at
   * once raises it once.
   */
  async record<E extends OwnerEvent>(
    executor: DbExecutor,
    ownerId: string,
    event: E,
    dedupeKey?: string,
  ): Promise<boolean> {
    const rows = await executor
      .insert(ownerEvents)
      .values({
        ownerId,
        type: event.type,
        payload: event.payload as unknown as Record<string, unknown>,
        dedupeKey: dedupeKey ?? null,
      })
      .onConflictDoNothing()
      .returning({ id: ownerEvents.id });
    return rows.length > 0;
  }

  /** Several events of one owner in one statement (a reminder run's), on the caller's executor. */
  async recordMany(executor: DbExecutor, ownerId: string, events: readonly OwnerEvent[]) {
    if (events.length === 0) return;
    await executor.insert(ownerEvents).values(
      events.map((event) => ({
        ownerId,
        type: event.type,
        payload: event.payload as unknown as Record<string, unknown>,
      })),
    );
  }

  /** Whether an event was stored under this key. */
  async exists(dedupeKey: string, executor: DbExecutor = this.db): Promise<boolean> {
    const rows = await executor
      .select({ id: ownerEvents.id })
      .from(ownerEvents)
      .where(eq(ownerEvents.dedupeKey, dedupeKey))
      .limit(1);
    return rows.length > 0;
  }

  /** One stored event, for the sender to write its message. */
  async find(id: string): Promise<OwnerEvent | null> {
    const [row] = await this.db
      .select({ type: ownerEvents.type, payload: ownerEvents.payload })
      .from(ownerEvents)
      .where(eq(ownerEvents.id, id));
    return row ? ({ type: row.type, payload: row.payload } as unknown as OwnerEvent) : null;
  }

  /** Wakes this instance's router after a commit that stored events (others poll). */
  kick(): void {
    this.recorded.emit('kick');
  }

  onKick(listener: () => void): () => void {
    this.recorded.on('kick', listener);
    return () => this.recorded.off('kick', listener);
  }

  /**
   * Takes up to `limit` events not yet routed, locked past other instances' claims and leased
   * for `leaseMs`: the router writes their deliveries and stamps them routed within the lease,
   * in one transaction per event ({@link markRouted}); a router that dies leaves them to the
   * next one once the lease runs out.
   */
  async claimUnrouted(limit: number, leaseMs: number): Promise<ClaimedOwnerEvent[]> {
    return this.db.transaction(async (tx) => {
      const due = await tx
        .select({ id: ownerEvents.id })
        .from(ownerEvents)
        .where(
          and(
            isNull(ownerEvents.routedAt),
            or(isNull(ownerEvents.leaseUntil), lte(ownerEvents.leaseUntil, sql`now()`)),
          ),
        )
        .orderBy(asc(ownerEvents.createdAt))
        .limit(limit)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      const claimed = await tx
        .update(ownerEvents)
        .set({
          leaseUntil: sql`date_trunc('milliseconds', now() + ${leaseMs}::double precision * interval '1 millisecond')`,
        })
        .where(
          inArray(
            ownerEvents.id,
            due.map((row) => row.id),
          ),
        )
        .returning();
      return claimed
        .map((row) => ({ ...row, leaseUntil: row.leaseUntil! }))
        .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    });
  }

  /** Stamps a claimed event routed, in the transaction that wrote its deliveries; false when the claim ran out. */
  async markRouted(executor: DbExecutor, event: ClaimedOwnerEvent): Promise<boolean> {
    const rows = await executor
      .update(ownerEvents)
      .set({ routedAt: sql`now()`, leaseUntil: null })
      .where(
        and(
          eq(ownerEvents.id, event.id),
          isNull(ownerEvents.routedAt),
          eq(ownerEvents.leaseUntil, event.leaseUntil),
        ),
      )
      .returning({ id: ownerEvents.id });
    return rows.length > 0;
  }

  /** Forgets routed events older than `days` (their deliveries go with them). */
  async pruneRouted(days: number): Promise<void> {
    await this.db
      .delete(ownerEvents)
      .where(
        and(
          sql`${ownerEvents.routedAt} is not null`,
          lte(ownerEvents.createdAt, sql`now() - ${days}::integer * interval '1 day'`),
        ),
      );
  }
}

/** Available everywhere: any module raises events, the notifications module routes them. */
@Global()
@Module({ providers: [OwnerEvents], exports: [OwnerEvents] })
export class OwnerEventsModule {}
