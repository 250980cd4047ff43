import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import type { Database, DbExecutor } from '../../database/database';
import { DATABASE } from '../../database/database-tokens';

/** Whose rollups: a domain's (domain_traffic_daily) or an owner's whole portfolio's. */
export type Scope = 'domain' | 'owner';

const TRAFFIC = {
  domain: { table: sql.raw('domain_traffic_daily'), id: sql.raw('domain_id') },
  owner: { table: sql.raw('owner_traffic_daily'), id: sql.raw('owner_id') },
} as const;

/** Advisory-lock class of an owner's portfolio rollups ("an" in ASCII), beside the owner's key. */
const OWNER_ROLLUP_LOCK = 0x616e;

export interface VisitorHash {
  /** A domain id or an owner id. */
  scope: string;
  day: string;
  /** The 16-byte hash, in hex. */
  hash: string;
}

export interface OwnerDayCounts {
  ownerId: string;
  day: string;
  views: number;
  visitors: number;
  bots: number;
}

export interface TrafficCounts {
  /** A domain id or an owner id. */
  id: string;
  day: string;
  dimension: string;
  value: string;
  views: number;
}

export interface TrafficTotal {
  dimension: string;
  value: string;
  views: number;
}

export interface OwnerDayRow {
  day: string;
  views: number;
  visitors: number;
  bots: number;
}

const scopeDayKey = (id: string, day: string) => `${id}|${day}`;

/**
 * The analytics tables: the portfolio's daily rollups, the traffic breakdowns, the day salts and
 * the day's visitor hashes. Views per domain live in the domains module (DomainViewsService).
 */
@Injectable()
export class AnalyticsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /**
   * The salts of these days, each made once whatever the number of instances: the first to ask
   * inserts its random one, every other keeps it (on conflict do nothing) and reads it back.
   */
  async salts(wanted: { day: string; salt: Buffer }[]): Promise<Map<string, Buffer>> {
    if (wanted.length === 0) return new Map();
    const input = JSON.stringify(wanted.map((w) => ({ day: w.day, salt: w.salt.toString('hex') })));
    await this.db.execute(sql`
      insert into analytics_salts (day, salt)
      select s.day, decode(s.salt, 'hex')
      from jsonb_to_recordset(${input}::jsonb) as s(day date, salt text)
      order by s.day
      on conflict (day) do nothing`);
    const result = (await this.db.execute(sql`
      select day::text as day, encode(salt, 'hex') as salt from analytics_salts
      where day in (select (value)::date from jsonb_array_elements_text(${JSON.stringify(wanted.map((w) => w.day))}::jsonb))`)) as unknown as {
      rows: { day: string; salt: string }[];
    };
    return new Map(result.rows.map((row) => [row.day, Buffer.from(row.salt, 'hex')]));
  }

  /**
   * Deletes up to `limit` visitor hashes, and the salts, of days before `keepFrom`: a day's
   * hashes are kept only while views of that day may still arrive. Returns how many hashes went
   * (a caller deletes again while that is `limit`).
   */
  async deleteBefore(keepFrom: string, limit: number): Promise<number> {
    const result = (await this.db.execute(sql`
      delete from analytics_visitors where ctid in (
        select ctid from analytics_visitors where day < ${keepFrom}::date limit ${limit})
      returning 1`)) as unknown as { rows: unknown[] };
    await this.db.execute(sql`delete from analytics_salts where day < ${keepFrom}::date`);
    return result.rows.length;
  }

  /**
   * Serializes the flushes that write an owner's portfolio rows (its caps need a stable count
   * of the day's referrers), in a fixed order after the domains' locks, so flushes on several
   * instances cannot deadlock. Transaction-scoped advisory locks: no row of users is held.
   */
  async lockOwners(tx: DbExecutor, ownerIds: readonly string[]): Promise<void> {
    if (ownerIds.length === 0) return;
    // A uuid's first 32 bits as a signed int4: collisions only make two owners wait on each
    // other; sorting by the key (not the id) keeps every instance's order the same.
    const keys = [...new Set(ownerIds.map((id) => parseInt(id.slice(0, 8), 16) | 0))].sort(
      (a, b) => a - b,
    );
    await tx.execute(sql`
      select pg_advisory_xact_lock(${OWNER_ROLLUP_LOCK}::int, k)
      from unnest(${`{${keys.join(',')}}`}::int[]) with ordinality as u(k, i)
      order by i`);
  }

  /**
   * Adds the hashes (new ones only: `on conflict do nothing`) and returns how many were new per
   * scope and day: the visitors to add, exact whichever instance saw them first.
   */
  async addVisitors(tx: DbExecutor, hashes: readonly VisitorHash[]): Promise<Map<string, number>> {
    if (hashes.length === 0) return new Map();
    const result = (await tx.execute(sql`
      with added as (
        insert into analytics_visitors (scope_id, day, hash)
        select v.scope, v.day, decode(v.hash, 'hex')
        from jsonb_to_recordset(${JSON.stringify(hashes)}::jsonb) as v(scope uuid, day date, hash text)
        order by v.scope, v.day, v.hash
        on conflict do nothing
        returning scope_id, day)
      select scope_id::text as scope, day::text as day, count(*)::int as n
      from added group by scope_id, day`)) as unknown as {
      rows: { scope: string; day: string; n: number }[];
    };
    return new Map(result.rows.map((row) => [scopeDayKey(row.scope, row.day), Number(row.n)]));
  }

  /** The values a dimension already holds on these days (for the caps), by `id|day`. */
  async knownValues(
    tx: DbExecutor,
    scope: Scope,
    dimension: string,
    keys: readonly { id: string; day: string }[],
  ): Promise<Map<string, Set<string>>> {
    if (keys.length === 0) return new Map();
    const { table, id } = TRAFFIC[scope];
    const result = (await tx.execute(sql`
      select t.${id}::text as id, t.day::text as day, t.value from ${table} t
      join jsonb_to_recordset(${JSON.stringify(keys)}::jsonb) as k(id uuid, day date)
        on t.${id} = k.id and t.day = k.day
      where t.dimension = ${dimension}`)) as unknown as {
      rows: { id: string; day: string; value: string }[];
    };
    const known = new Map<string, Set<string>>();
    for (const row of result.rows) {
      const key = scopeDayKey(row.id, row.day);
      const values = known.get(key) ?? new Set<string>();
      values.add(row.value);
      known.set(key, values);
    }
    return known;
  }

  /** Adds to the owners' daily rows; unique per owner and day. */
  async addOwnerDays(tx: DbExecutor, rows: readonly OwnerDayCounts[]): Promise<void> {
    if (rows.length === 0) return;
    await tx.execute(sql`
      insert into owner_views_daily (owner_id, day, views, visitors, bots)
      select o."ownerId", o.day, o.views, o.visitors, o.bots
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        as o("ownerId" uuid, day date, views int, visitors int, bots int)
      order by o."ownerId", o.day
      on conflict (owner_id, day) do update set
        views = owner_views_daily.views + excluded.views,
        visitors = owner_views_daily.visitors + excluded.visitors,
        bots = owner_views_daily.bots + excluded.bots`);
  }

  /** Adds to the breakdown rows; unique per id, day, dimension and value. */
  async addTraffic(tx: DbExecutor, scope: Scope, rows: readonly TrafficCounts[]): Promise<void> {
    if (rows.length === 0) return;
    const { table, id } = TRAFFIC[scope];
    await tx.execute(sql`
      insert into ${table} (${id}, day, dimension, value, views)
      select t.id, t.day, t.dimension, t.value, t.views
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        as t(id uuid, day date, dimension text, value text, views int)
      order by t.id, t.day, t.dimension, t.value
      on conflict (${id}, day, dimension, value) do update set
        views = ${table}.views + excluded.views`);
  }

  /** An owner's daily rows in [from, to], oldest first (days without views left out). */
  async ownerDays(ownerId: string, from: string, to: string): Promise<OwnerDayRow[]> {
    const result = (await this.db.execute(sql`
      select day::text as day, views, visitors, bots from owner_views_daily
      where owner_id = ${ownerId} and day between ${from}::date and ${to}::date
      order by day`)) as unknown as { rows: OwnerDayRow[] };
    return result.rows.map((row) => ({
      day: row.day,
      views: Number(row.views),
      visitors: Number(row.visitors),
      bots: Number(row.bots),
    }));
  }

  /** Views per dimension and value in [from, to], summed over the days. */
  async traffic(scope: Scope, scopeId: string, from: string, to: string): Promise<TrafficTotal[]> {
    const { table, id } = TRAFFIC[scope];
    const result = (await this.db.execute(sql`
      select dimension, value, sum(views)::int as views from ${table}
      where ${id} = ${scopeId} and day between ${from}::date and ${to}::date
      group by dimension, value`)) as unknown as { rows: TrafficTotal[] };
    return result.rows.map((row) => ({
      dimension: row.dimension,
      value: row.value,
      views: Number(row.views),
    }));
  }
}

export { scopeDayKey };
