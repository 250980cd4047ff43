import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import type { Database, DbExecutor } from '../../database/database';
import { DATABASE } from '../../database/database-tokens';

/** One domain's counts for one UTC day, to add to its daily row. */
export interface DomainDayCounts {
  domainId: string;
  ownerId: string;
  /** UTC calendar day ('2026-11-22'). */
  day: string;
  /** People's views (bots excluded). */
  count: number;
  /** Visitors not counted on this day before. */
  visitors: number;
  bots: number;
}

export interface DomainDayRow {
  day: string;
  views: number;
  visitors: number;
  bots: number;
}

export interface DomainViewTotals {
  domainId: string;
  name: string;
  views: number;
  visitors: number;
}

/**
 * Names summed in `top`'s first batch, per name asked for; each later batch is twice the one
 * before. A first batch a little larger than the list usually settles it (a year's range of a
 * name with many lifetime views holds most of them), and reading 25 names' days instead of 100
 * is most of the report's time (bench/analytics.mjs).
 */
const TOP_FIRST_BATCH_PER_NAME = 2.5;
/** Names walked before `top` sums every name instead: the views are spread too evenly to stop early. */
const TOP_NAMES_MAX = 1000;

/** Landing-page views: the daily counts and each domain's lifetime total. */
@Injectable()
export class DomainViewsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /**
   * Locks the domains in id order (so that instances flushing at the same time cannot deadlock)
   * and gives the ones that still exist: a domain deleted meanwhile drops out of the batch.
   */
  async lock(tx: DbExecutor, domainIds: readonly string[]): Promise<Set<string>> {
    if (domainIds.length === 0) return new Set();
    const result = (await tx.execute(sql`
      select id from domains
      where id in (select value::uuid from jsonb_array_elements_text(${JSON.stringify(domainIds)}::jsonb))
      order by id for update`)) as unknown as { rows: { id: string }[] };
    return new Set(result.rows.map((row) => row.id));
  }

  /**
   * Adds counts to the daily rows, and people's views to the lifetime totals, in the caller's
   * transaction after `lock`. Rows must be unique per domain and day.
   */
  async add(tx: DbExecutor, rows: readonly DomainDayCounts[]): Promise<void> {
    if (rows.length === 0) return;
    const input = sql`jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      as b("domainId" uuid, "ownerId" uuid, "day" date, "count" int, "visitors" int, "bots" int)`;
    await tx.execute(sql`
      insert into domain_views_daily (domain_id, owner_id, day, count, visitors, bots)
      select b."domainId", b."ownerId", b."day", b."count", b."visitors", b."bots"
      from ${input}
      order by b."domainId", b."day"
      on conflict (domain_id, day) do update set
        count = domain_views_daily.count + excluded.count,
        visitors = domain_views_daily.visitors + excluded.visitors,
        bots = domain_views_daily.bots + excluded.bots`);
    await tx.execute(sql`
      update domains d set views = d.views + s.total
      from (select "domainId", sum("count")::int as total from ${input} group by "domainId") s
      where d.id = s."domainId" and s.total > 0`);
  }

  /** A domain's daily rows in [from, to] (calendar days), oldest first. */
  async days(domainId: string, from: string, to: string): Promise<DomainDayRow[]> {
    const result = (await this.db.execute(sql`
      select day::text as day, count as views, visitors, bots from domain_views_daily
      where domain_id = ${domainId} and day between ${from}::date and ${to}::date
      order by day`)) as unknown as { rows: DomainDayRow[] };
    return result.rows.map((row) => ({
      day: row.day,
      views: Number(row.views),
      visitors: Number(row.visitors),
      bots: Number(row.bots),
    }));
  }

  /**
   * The owner's domains with the most views in [from, to], most first (then by name).
   *
   * Summing every name's days over a long range reads a row per name per day viewed (about
   * 200,000 for a year of a 5,000-name portfolio), yet few names draw most views. So the names
   * are taken most viewed in their lifetime first, a batch at a time, and each batch's range is
   * summed from its own rows: a name's views in any range are at most its lifetime views (both
   * are written in one transaction), so once the `limit`-th best range total is above the next
   * name's lifetime views, no later name can enter the list and the answer is exact (Fagin's
   * threshold rule). Batches grow geometrically, so a short range (whose totals fall further
   * below the lifetime counts) needs a few more reads, not many. A portfolio whose views are
   * spread evenly ends in the one full sum.
   */
  async top(ownerId: string, from: string, to: string, limit: number): Promise<DomainViewTotals[]> {
    const candidates = (await this.db.execute(sql`
      select id, name, views from domains
      where owner_id = ${ownerId} and views > 0
      order by views desc, id
      limit ${TOP_NAMES_MAX + 1}`)) as unknown as {
      rows: { id: string; name: string; views: number | string }[];
    };
    const names = candidates.rows;
    const found: DomainViewTotals[] = [];
    const byRank = (a: DomainViewTotals, b: DomainViewTotals) =>
      b.views - a.views || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
    let size = Math.max(1, Math.ceil(limit * TOP_FIRST_BATCH_PER_NAME));
    for (let start = 0; start < names.length; start += size, size *= 2) {
      if (start >= TOP_NAMES_MAX) return this.topBySum(ownerId, from, to, limit);
      const batch = names.slice(start, Math.min(start + size, TOP_NAMES_MAX));
      const sums = (await this.db.execute(sql`
        select domain_id as "domainId", sum(count)::int as views, sum(visitors)::int as visitors
        from domain_views_daily
        -- = any(array(...)), not in (select ...): the planner takes a set-returning function for
        -- 100 rows and would hash-join a scan of every day of every name; an array is looked up
        -- in the primary key, name by name.
        where domain_id = any(array(select value::uuid from jsonb_array_elements_text(${JSON.stringify(batch.map((row) => row.id))}::jsonb)))
          and day between ${from}::date and ${to}::date
        group by domain_id
        having sum(count) > 0`)) as unknown as {
        rows: { domainId: string; views: number | string; visitors: number | string }[];
      };
      const nameOf = new Map(batch.map((row) => [row.id, row.name]));
      for (const row of sums.rows)
        found.push({
          domainId: row.domainId,
          name: nameOf.get(row.domainId)!,
          views: Number(row.views),
          visitors: Number(row.visitors),
        });
      found.sort(byRank);
      const next = names[start + batch.length];
      // Strictly above: a later name with as many views could still come first by its name.
      if (!next || (found.length >= limit && found[limit - 1]!.views > Number(next.views))) break;
    }
    return found.slice(0, limit);
  }

  /** `top` by summing every name's days in the range (the even-spread case). */
  private async topBySum(
    ownerId: string,
    from: string,
    to: string,
    limit: number,
  ): Promise<DomainViewTotals[]> {
    const result = (await this.db.execute(sql`
      select t.domain_id as "domainId", d.name, t.views, t.visitors
      from (
        select domain_id, sum(count)::int as views, sum(visitors)::int as visitors
        from domain_views_daily
        where owner_id = ${ownerId} and day between ${from}::date and ${to}::date
        group by domain_id
        having sum(count) > 0
      ) t join domains d on d.id = t.domain_id
      order by t.views desc, d.name collate "C"
      limit ${limit}`)) as unknown as { rows: DomainViewTotals[] };
    return result.rows.map((row) => ({
      domainId: row.domainId,
      name: row.name,
      views: Number(row.views),
      visitors: Number(row.visitors),
    }));
  }
}
