import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, DbExecutor } from '../../database/database';
import { DATABASE } from '../../database/database-tokens';
import {
  registrarConnections,
  registrarDomains,
  registrarSyncRuns,
  type RegistrarConnectionRow,
  type RegistrarDomainRow,
  type RegistrarSyncRunRow,
} from '../../database/schema';

/** Runs shown per connection. */
const RUNS_SHOWN = 20;

export type RunCounts = Pick<
  RegistrarSyncRunRow,
  'pages' | 'listed' | 'added' | 'updated' | 'unchanged' | 'leftOutCount'
> & { leftOut: string[] };

/** Registrar connections, their sync runs and what each account lists. */
@Injectable()
export class RegistrarConnectionsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  listOwned(ownerId: string): Promise<RegistrarConnectionRow[]> {
    return this.db
      .select()
      .from(registrarConnections)
      .where(eq(registrarConnections.ownerId, ownerId))
      .orderBy(registrarConnections.createdAt, registrarConnections.id);
  }

  async countOwned(tx: DbExecutor, ownerId: string): Promise<number> {
    const [row] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(registrarConnections)
      .where(eq(registrarConnections.ownerId, ownerId));
    return row?.n ?? 0;
  }

  async findOwned(ownerId: string, id: string): Promise<RegistrarConnectionRow | null> {
    const [row] = await this.db
      .select()
      .from(registrarConnections)
      .where(and(eq(registrarConnections.ownerId, ownerId), eq(registrarConnections.id, id)));
    return row ?? null;
  }

  async findById(id: string): Promise<RegistrarConnectionRow | null> {
    const [row] = await this.db
      .select()
      .from(registrarConnections)
      .where(eq(registrarConnections.id, id));
    return row ?? null;
  }

  async insert(
    tx: DbExecutor,
    row: typeof registrarConnections.$inferInsert,
  ): Promise<RegistrarConnectionRow> {
    const [created] = await tx.insert(registrarConnections).values(row).returning();
    return created!;
  }

  async update(
    ownerId: string,
    id: string,
    changes: Partial<Pick<RegistrarConnectionRow, 'paused' | 'lastError' | 'dueAt'>>,
  ): Promise<RegistrarConnectionRow | null> {
    const [row] = await this.db
      .update(registrarConnections)
      .set(changes)
      .where(and(eq(registrarConnections.ownerId, ownerId), eq(registrarConnections.id, id)))
      .returning();
    return row ?? null;
  }

  async deleteOwned(ownerId: string, id: string): Promise<boolean> {
    const rows = await this.db
      .delete(registrarConnections)
      .where(and(eq(registrarConnections.ownerId, ownerId), eq(registrarConnections.id, id)))
      .returning({ id: registrarConnections.id });
    return rows.length > 0;
  }

  /** The latest run of each connection. */
  async latestRuns(connectionIds: readonly string[]): Promise<Map<string, RegistrarSyncRunRow>> {
    if (connectionIds.length === 0) return new Map();
    const rows = await this.db
      .selectDistinctOn([registrarSyncRuns.connectionId])
      .from(registrarSyncRuns)
      .where(inArray(registrarSyncRuns.connectionId, [...connectionIds]))
      .orderBy(registrarSyncRuns.connectionId, desc(registrarSyncRuns.createdAt));
    return new Map(rows.map((row) => [row.connectionId, row]));
  }

  runs(connectionId: string): Promise<RegistrarSyncRunRow[]> {
    return this.db
      .select()
      .from(registrarSyncRuns)
      .where(eq(registrarSyncRuns.connectionId, connectionId))
      .orderBy(desc(registrarSyncRuns.createdAt), desc(registrarSyncRuns.id))
      .limit(RUNS_SHOWN);
  }

  /**
   * Queues a run of the connection, or finds the one already open (queued or running): at most
   * one per connection, whichever replica asks (the partial unique index decides).
   */
  async queueRun(
    connection: Pick<RegistrarConnectionRow, 'id' | 'ownerId'>,
    trigger: 'manual' | 'daily',
    executor: DbExecutor = this.db,
  ): Promise<RegistrarSyncRunRow> {
    const [created] = await executor
      .insert(registrarSyncRuns)
      .values({ connectionId: connection.id, ownerId: connection.ownerId, trigger })
      .onConflictDoNothing({
        target: registrarSyncRuns.connectionId,
        where: sql`status in ('queued', 'running')`,
      })
      .returning();
    if (created) return created;
    const [open] = await executor
      .select()
      .from(registrarSyncRuns)
      .where(
        and(
          eq(registrarSyncRuns.connectionId, connection.id),
          inArray(registrarSyncRuns.status, ['queued', 'running']),
        ),
      );
    // The open run finished between the two statements: queue again.
    return open ?? this.queueRun(connection, trigger, executor);
  }

  /** Queues the daily run of every connection that is due (not paused), and moves it a day on. */
  async queueDueRuns(): Promise<number> {
    const result = (await this.db.execute(sql`
      with due as (
        update registrar_connections set due_at = now() + interval '1 day'
        where id in (
          select id from registrar_connections
          where not paused and due_at <= now()
          for update skip locked
        )
        returning id, owner_id
      )
      insert into registrar_sync_runs (connection_id, owner_id, trigger)
      select id, owner_id, 'daily' from due
      on conflict (connection_id) where status in ('queued', 'running') do nothing
      returning id`)) as unknown as { rows: unknown[] };
    return result.rows.length;
  }

  /**
   * Takes the oldest run waiting for an instance (queued, or running with its holder's lease run
   * out) and holds it for `leaseMs`. Null when none waits.
   */
  async claimRun(holder: string, leaseMs: number): Promise<RegistrarSyncRunRow | null> {
    const result = (await this.db.execute(sql`
      update registrar_sync_runs set
        status = 'running',
        lease_until = now() + ${leaseMs} * interval '1 millisecond',
        leased_by = ${holder},
        started_at = coalesce(started_at, now())
      where id = (
        select id from registrar_sync_runs
        where status = 'queued'
           or (status = 'running' and (lease_until is null or lease_until < now()))
        order by created_at
        limit 1
        for update skip locked
      )
      returning id`)) as unknown as { rows: { id: string }[] };
    const id = result.rows[0]?.id;
    if (!id) return null;
    const [row] = await this.db
      .select()
      .from(registrarSyncRuns)
      .where(eq(registrarSyncRuns.id, id));
    return row ?? null;
  }

  /** The run, locked, if this holder still holds it: a taken-over run is not written twice. */
  async lockHeldRun(
    tx: DbExecutor,
    id: string,
    holder: string,
  ): Promise<RegistrarSyncRunRow | null> {
    const [row] = await tx
      .select()
      .from(registrarSyncRuns)
      .where(
        and(
          eq(registrarSyncRuns.id, id),
          eq(registrarSyncRuns.leasedBy, holder),
          eq(registrarSyncRuns.status, 'running'),
        ),
      )
      .for('update');
    return row ?? null;
  }

  /** A page applied: its counts added, the cursor moved, the lease renewed. */
  async recordPage(
    tx: DbExecutor,
    id: string,
    cursor: string | null,
    counts: RunCounts,
    leaseMs: number,
  ): Promise<void> {
    await tx
      .update(registrarSyncRuns)
      .set({
        cursor,
        pages: sql`${registrarSyncRuns.pages} + ${counts.pages}`,
        listed: sql`${registrarSyncRuns.listed} + ${counts.listed}`,
        added: sql`${registrarSyncRuns.added} + ${counts.added}`,
        updated: sql`${registrarSyncRuns.updated} + ${counts.updated}`,
        unchanged: sql`${registrarSyncRuns.unchanged} + ${counts.unchanged}`,
        leftOutCount: sql`${registrarSyncRuns.leftOutCount} + ${counts.leftOutCount}`,
        // The first hundred names left out, for the owner to read.
        leftOut: sql`(select coalesce(jsonb_agg(v), '[]'::jsonb) from (
          select v from jsonb_array_elements(${registrarSyncRuns.leftOut} || ${JSON.stringify(counts.leftOut)}::jsonb) v limit 100) s)`,
        leaseUntil: sql`now() + ${leaseMs} * interval '1 millisecond'`,
      })
      .where(eq(registrarSyncRuns.id, id));
  }

  /** The registrar asked to wait: the run is left for any instance to go on after `ms`. */
  async backOff(id: string, holder: string, ms: number): Promise<void> {
    await this.db
      .update(registrarSyncRuns)
      .set({ leaseUntil: sql`now() + ${ms} * interval '1 millisecond'`, leasedBy: null })
      .where(and(eq(registrarSyncRuns.id, id), eq(registrarSyncRuns.leasedBy, holder)));
  }

  async finish(
    tx: DbExecutor,
    run: Pick<RegistrarSyncRunRow, 'id' | 'connectionId'>,
    outcome: { status: 'succeeded'; missing: number } | { status: 'failed'; error: string },
  ): Promise<void> {
    await tx
      .update(registrarSyncRuns)
      .set({
        status: outcome.status,
        missing: outcome.status === 'succeeded' ? outcome.missing : 0,
        error: outcome.status === 'failed' ? outcome.error : null,
        finishedAt: sql`now()`,
        leaseUntil: null,
      })
      .where(eq(registrarSyncRuns.id, run.id));
    await tx
      .update(registrarConnections)
      .set(
        outcome.status === 'succeeded'
          ? { lastSyncAt: sql`now()`, lastError: null }
          : { lastError: outcome.error },
      )
      .where(eq(registrarConnections.id, run.connectionId));
  }

  /**
   * Records the names a page listed; returns those the account had stopped listing before (they
   * are back).
   */
  async upsertListed(
    tx: DbExecutor,
    connection: Pick<RegistrarConnectionRow, 'id' | 'ownerId'>,
    runId: string,
    listings: readonly {
      name: string;
      expiration: string | null;
      autoRenew: boolean | null;
      locked: boolean | null;
    }[],
  ): Promise<string[]> {
    if (listings.length === 0) return [];
    const result = (await tx.execute(sql`
      with listed as (
        select * from jsonb_to_recordset(${JSON.stringify(listings)}::jsonb)
          as l(name text, expiration date, "autoRenew" boolean, locked boolean)
      ), before as (
        select name from registrar_domains
        where connection_id = ${connection.id} and missing_since is not null
          and name in (select name from listed)
      ), upserted as (
        insert into registrar_domains
          (connection_id, name, owner_id, expiration, auto_renew, locked, last_seen_at, last_run_id, missing_since)
        select ${connection.id}, l.name, ${connection.ownerId}, l.expiration, l."autoRenew", l.locked, now(), ${runId}, null
        from listed l
        on conflict (connection_id, name) do update set
          expiration = excluded.expiration, auto_renew = excluded.auto_renew, locked = excluded.locked,
          last_seen_at = now(), last_run_id = excluded.last_run_id, missing_since = null
        returning name
      )
      select name from before`)) as unknown as { rows: { name: string }[] };
    return result.rows.map((row) => row.name);
  }

  /** Flags the names the finished run did not list; returns the ones newly flagged. */
  async flagMissing(tx: DbExecutor, connectionId: string, runId: string): Promise<string[]> {
    const rows = await tx
      .update(registrarDomains)
      .set({ missingSince: sql`now()` })
      .where(
        and(
          eq(registrarDomains.connectionId, connectionId),
          sql`${registrarDomains.lastRunId} is distinct from ${runId}`,
          sql`${registrarDomains.missingSince} is null`,
        ),
      )
      .returning({ name: registrarDomains.name });
    return rows.map((row) => row.name);
  }

  /** What each of the owner's connections lists of a name. */
  async listingsOf(
    ownerId: string,
    name: string,
  ): Promise<(RegistrarDomainRow & { registrar: string })[]> {
    const rows = await this.db
      .select({ listing: registrarDomains, registrar: registrarConnections.registrar })
      .from(registrarDomains)
      .innerJoin(registrarConnections, eq(registrarConnections.id, registrarDomains.connectionId))
      .where(and(eq(registrarDomains.ownerId, ownerId), eq(registrarDomains.name, name)))
      .orderBy(registrarConnections.createdAt);
    return rows.map((row) => ({ ...row.listing, registrar: row.registrar }));
  }
}
