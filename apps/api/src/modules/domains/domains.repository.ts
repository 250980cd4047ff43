import { Inject, Injectable } from '@nestjs/common';
import { SortKey } from '@domainfolio/contracts';
import {
  and,
  asc,
  count,
  countDistinct,
  eq,
  gte,
  inArray,
  isNotNull,
  like,
  lt,
  lte,
  ne,
  sql,
  sum,
  type SQL,
} from 'drizzle-orm';
import type { Database, DbExecutor } from '../../database/database';
import { DATABASE } from '../../database/database-tokens';
import type { ReminderCandidate } from './reminder-candidate';
import { DOMAIN_ORDER, STABLE_LAST, containsPattern } from './domain-order';
import {
  domains,
  domainViewsDaily,
  type DomainRow,
  type NewDomainRow,
} from '../../database/schema';
import { LISTED, ON_LANDING } from './domain-visibility';

/** A period as calendar dates in the owner's zone: [from, to). Null bounds are open. */
const REMINDER_COLUMNS = {
  id: domains.id,
  ownerId: domains.ownerId,
  name: domains.name,
  expiration: domains.expiration,
  renewalCost: domains.renewalCost,
  registrar: domains.registrar,
  remindersMuted: domains.remindersMuted,
};

export interface DateRange {
  from: string | null;
  to: string | null;
}

/** The rows whose date in `column` falls in the range (never those without one). */
export function inDates(column: typeof domains.expiration, range: DateRange): SQL | undefined {
  return and(
    isNotNull(column),
    range.from ? gte(column, range.from) : undefined,
    range.to ? lt(column, range.to) : undefined,
  );
}

/** The owners' side of the `domains` table: their portfolio, its lists and its figures. */
@Injectable()
export class DomainsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** How many domains each of `ownerIds` has (owners without any are left out). */
  async countByOwners(ownerIds: readonly string[]): Promise<Map<string, number>> {
    if (ownerIds.length === 0) return new Map();
    const rows = await this.db
      .select({ ownerId: domains.ownerId, n: count() })
      .from(domains)
      .where(inArray(domains.ownerId, [...ownerIds]))
      .groupBy(domains.ownerId);
    return new Map(rows.map((row) => [row.ownerId, row.n]));
  }

  async countOwned(tx: DbExecutor, ownerId: string): Promise<number> {
    const [row] = await tx.select({ n: count() }).from(domains).where(eq(domains.ownerId, ownerId));
    return row?.n ?? 0;
  }

  async insert(tx: DbExecutor, row: NewDomainRow): Promise<DomainRow> {
    const [created] = await tx.insert(domains).values(row).returning();
    if (!created) throw new Error('domain insert returned nothing');
    return created;
  }

  async findById(id: string, executor: DbExecutor = this.db): Promise<DomainRow | null> {
    const [row] = await executor.select().from(domains).where(eq(domains.id, id)).limit(1);
    return row ?? null;
  }

  async findOwnedById(ownerId: string, id: string): Promise<DomainRow | null> {
    const [row] = await this.db
      .select()
      .from(domains)
      .where(and(eq(domains.ownerId, ownerId), eq(domains.id, id)))
      .limit(1);
    return row ?? null;
  }

  async findOwnedByName(ownerId: string, name: string): Promise<DomainRow | null> {
    const [row] = await this.db
      .select()
      .from(domains)
      .where(and(eq(domains.ownerId, ownerId), eq(domains.name, name)))
      .limit(1);
    return row ?? null;
  }

  async update(
    ownerId: string,
    id: string,
    changes: Partial<NewDomainRow>,
    executor: DbExecutor = this.db,
  ): Promise<DomainRow | null> {
    const [row] = await executor
      .update(domains)
      .set({ ...changes, updatedAt: new Date() })
      .where(and(eq(domains.ownerId, ownerId), eq(domains.id, id)))
      .returning();
    return row ?? null;
  }

  /**
   * Deletes the ids only if every one belongs to the owner; returns how many were deleted, or
   * null (and deletes nothing) when any is not theirs.
   */
  async deleteOwned(tx: DbExecutor, ownerId: string, ids: string[]): Promise<number | null> {
    const owned = await tx
      .select({ id: domains.id })
      .from(domains)
      .where(and(eq(domains.ownerId, ownerId), inArray(domains.id, ids)));
    if (owned.length !== new Set(ids).size) return null;
    const deleted = await tx
      .delete(domains)
      .where(and(eq(domains.ownerId, ownerId), inArray(domains.id, ids)))
      .returning({ id: domains.id });
    return deleted.length;
  }

  /** The owner's own list (private domains too), with an exact total. */
  async findOwnedPage(
    ownerId: string,
    term: string,
    sort: SortKey,
    offset: number,
    limit: number,
    filter?: SQL,
  ): Promise<{ rows: DomainRow[]; total: number }> {
    const where = and(
      eq(domains.ownerId, ownerId),
      term ? like(domains.name, containsPattern(term)) : undefined,
      filter,
    );
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(domains)
        .where(where)
        .orderBy(...DOMAIN_ORDER[sort], STABLE_LAST)
        .limit(limit)
        .offset(offset),
      this.db.select({ n: count() }).from(domains).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  async portfolioTotals(ownerId: string): Promise<{ domains: number; value: number }> {
    const [row] = await this.db
      .select({
        n: count(),
        value: sum(sql`case when not ${domains.sold} then ${domains.sellingPrice} end`),
      })
      .from(domains)
      .where(eq(domains.ownerId, ownerId));
    return { domains: row?.n ?? 0, value: Number(row?.value ?? 0) };
  }

  async expiringTotals(
    ownerId: string,
    range: DateRange,
  ): Promise<{ count: number; renewalCost: number; registrars: number }> {
    const [row] = await this.db
      .select({
        n: count(),
        cost: sum(domains.renewalCost),
        registrars: countDistinct(domains.registrar),
      })
      .from(domains)
      .where(and(eq(domains.ownerId, ownerId), inDates(domains.expiration, range)));
    return {
      count: row?.n ?? 0,
      renewalCost: Number(row?.cost ?? 0),
      registrars: row?.registrars ?? 0,
    };
  }

  async expiringPage(
    ownerId: string,
    range: DateRange,
    offset: number,
    limit: number,
  ): Promise<DomainRow[]> {
    return this.db
      .select()
      .from(domains)
      .where(and(eq(domains.ownerId, ownerId), inDates(domains.expiration, range)))
      .orderBy(asc(domains.expiration), asc(domains.name))
      .limit(limit)
      .offset(offset);
  }

  async viewsIn(ownerId: string, range: DateRange): Promise<number> {
    const [row] = await this.db
      .select({ views: sum(domainViewsDaily.count) })
      .from(domainViewsDaily)
      .where(
        and(
          eq(domainViewsDaily.ownerId, ownerId),
          range.from ? gte(domainViewsDaily.day, range.from) : undefined,
          range.to ? lt(domainViewsDaily.day, range.to) : undefined,
        ),
      );
    return Number(row?.views ?? 0);
  }

  /** One of the owner's domains that visitors may see (see LISTED). */
  async findListed(ownerId: string, name: string): Promise<DomainRow | null> {
    const [row] = await this.db
      .select()
      .from(domains)
      .where(and(eq(domains.ownerId, ownerId), eq(domains.name, name), LISTED))
      .limit(1);
    return row ?? null;
  }

  /**
   * The names and last changes of the owner's listed domains, by name, at most `limit`: what
   * their site's sitemap lists (the owner-and-name index gives them in order).
   */
  async listedNames(ownerId: string, limit: number): Promise<{ name: string; updatedAt: Date }[]> {
    return this.db
      .select({ name: domains.name, updatedAt: domains.updatedAt })
      .from(domains)
      .where(and(eq(domains.ownerId, ownerId), LISTED))
      .orderBy(asc(domains.name))
      .limit(limit);
  }

  /** One of the owner's domains that has a landing page, sold or not (see ON_LANDING). */
  async findOnLanding(ownerId: string, name: string): Promise<DomainRow | null> {
    const [row] = await this.db
      .select()
      .from(domains)
      .where(and(eq(domains.ownerId, ownerId), eq(domains.name, name), ON_LANDING))
      .limit(1);
    return row ?? null;
  }

  /** A domain parked here with a landing page: its owner proved control of the name by DNS. */
  async findParked(name: string): Promise<{ ownerId: string; name: string } | null> {
    const [row] = await this.db
      .select({ ownerId: domains.ownerId, name: domains.name })
      .from(domains)
      .where(and(eq(domains.name, name), isNotNull(domains.parkingVerifiedAt), ON_LANDING))
      .limit(1);
    return row ?? null;
  }

  /**
   * Parks the name with this owner. Whoever proved control before (a previous owner of the
   * name, say) no longer shows it.
   */
  async markParkingVerified(
    tx: DbExecutor,
    ownerId: string,
    domainId: string,
    name: string,
    at: Date,
  ): Promise<void> {
    await tx
      .update(domains)
      .set({ parkingVerifiedAt: null })
      .where(and(eq(domains.name, name), ne(domains.ownerId, ownerId)));
    await tx
      .update(domains)
      .set({ parkingVerifiedAt: at })
      .where(and(eq(domains.id, domainId), eq(domains.ownerId, ownerId)));
  }

  /** Adds `delta` to the domain's lead counter, never below zero. */
  async countLeads(executor: DbExecutor, domainId: string, delta: number): Promise<void> {
    await executor
      .update(domains)
      .set({ leads: sql`greatest(${domains.leads} + ${delta}, 0)` })
      .where(eq(domains.id, domainId));
  }

  /** Marks the owner's domain sold at a price on a date, in the caller's transaction. */
  async recordSale(
    tx: DbExecutor,
    ownerId: string,
    domainId: string,
    sale: { salePrice: string; saleDate: string; saleVenue: string; saleFees: string },
  ): Promise<DomainRow | null> {
    const rows = await tx
      .update(domains)
      .set({ sold: true, ...sale, updatedAt: new Date() })
      .where(and(eq(domains.id, domainId), eq(domains.ownerId, ownerId)))
      .returning();
    return rows[0] ?? null;
  }

  /** Sets the mute of the owner's domains among `ids`, in `tx`; answers how many there were. */
  async setRemindersMuted(
    tx: DbExecutor,
    ownerId: string,
    ids: readonly string[],
    muted: boolean,
  ): Promise<number> {
    if (ids.length === 0) return 0;
    const rows = await tx
      .update(domains)
      .set({ remindersMuted: muted, updatedAt: new Date() })
      .where(and(eq(domains.ownerId, ownerId), inArray(domains.id, [...ids])))
      .returning({ id: domains.id });
    return rows.length;
  }

  async reminderCandidates(
    from: string,
    to: string,
    after: { expiration: string; id: string } | null,
    limit: number,
  ): Promise<ReminderCandidate[]> {
    return this.db
      .select(REMINDER_COLUMNS)
      .from(domains)
      .where(
        and(
          eq(domains.sold, false),
          isNotNull(domains.expiration),
          gte(domains.expiration, from),
          lte(domains.expiration, to),
          after
            ? sql`(${domains.expiration}, ${domains.id}) > (${after.expiration}::date, ${after.id}::uuid)`
            : undefined,
        ),
      )
      .orderBy(asc(domains.expiration), asc(domains.id))
      .limit(limit) as Promise<ReminderCandidate[]>;
  }

  async calendarDomains(ownerId: string): Promise<ReminderCandidate[]> {
    return this.db
      .select(REMINDER_COLUMNS)
      .from(domains)
      .where(
        and(eq(domains.ownerId, ownerId), eq(domains.sold, false), isNotNull(domains.expiration)),
      )
      .orderBy(asc(domains.expiration), asc(domains.name)) as Promise<ReminderCandidate[]>;
  }

  /**
   * The owner's unsold domains expiring in [from, to] (calendar dates), soonest first, with
   * their landing-page views since `viewsFrom`; at most `limit`.
   */
  async renewalCandidates(
    ownerId: string,
    range: { from: string; to: string },
    viewsFrom: string,
    limit: number,
  ): Promise<(DomainRow & { viewsLastYear: number })[]> {
    const viewsLastYear = sql<number>`coalesce((
      select sum(${domainViewsDaily.count}) from ${domainViewsDaily}
      where ${domainViewsDaily.domainId} = ${domains.id} and ${domainViewsDaily.day} >= ${viewsFrom}
    ), 0)::int`;
    const rows = await this.db
      .select({ domain: domains, viewsLastYear })
      .from(domains)
      .where(
        and(
          eq(domains.ownerId, ownerId),
          eq(domains.sold, false),
          gte(domains.expiration, range.from),
          lte(domains.expiration, range.to),
        ),
      )
      .orderBy(asc(domains.expiration), asc(domains.name))
      .limit(limit);
    return rows.map((row) => ({ ...row.domain, viewsLastYear: Number(row.viewsLastYear) }));
  }

  /** How many unsold domains expire in [from, to], what renewing them costs, and the kept ones. */
  async renewalTotals(
    ownerId: string,
    range: { from: string; to: string },
  ): Promise<{ count: number; renewalCost: number; keeping: number; keepingCost: number }> {
    const [row] = await this.db
      .select({
        count: count(),
        renewalCost: sum(domains.renewalCost),
        keeping: sql<number>`count(*) filter (where not ${domains.remindersMuted})::int`,
        keepingCost: sql<string>`sum(${domains.renewalCost}) filter (where not ${domains.remindersMuted})`,
      })
      .from(domains)
      .where(
        and(
          eq(domains.ownerId, ownerId),
          eq(domains.sold, false),
          gte(domains.expiration, range.from),
          lte(domains.expiration, range.to),
        ),
      );
    return {
      count: row?.count ?? 0,
      renewalCost: Number(row?.renewalCost ?? 0),
      keeping: Number(row?.keeping ?? 0),
      keepingCost: Number(row?.keepingCost ?? 0),
    };
  }
}
