import { Inject, Injectable } from '@nestjs/common';
import type { LeadFilter, LeadSort, PeriodRange } from '@domainfolio/contracts';
import {
  and,
  avg,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  lt,
  lte,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Database, DbExecutor } from '../../database/database';
import { DATABASE } from '../../database/database-tokens';
import { leads, type LeadRow } from '../../database/schema';

export type BotCheck = 'PENDING' | 'PASSED' | 'SKIPPED' | 'UNAVAILABLE' | 'FAILED';

export interface NewLead {
  domainId: string;
  ownerId: string;
  domainName: string;
  name: string;
  email: string;
  phone: string | null;
  message: string | null;
  offer: string | null;
  kind: 'INQUIRY' | 'OFFER' | 'BUY_NOW';
  botCheck: BotCheck;
  ipAddress: string | null;
  userAgent: string | null;
  askingPrice: string | null;
  currentAmount: string | null;
  currentBy: 'BUYER' | null;
  needsVerification: boolean;
}

/** The columns a move in a negotiation changes. */
export type ThreadChanges = Partial<
  Pick<
    LeadRow,
    | 'status'
    | 'currentAmount'
    | 'currentBy'
    | 'agreedAmount'
    | 'counterExpiresAt'
    | 'buyerCounters'
    | 'autoAnswered'
    | 'verifiedAt'
    | 'lastActivityAt'
  >
>;

/** The inbox's filters as conditions; a counter past its expiry counts as EXPIRED. */
function filterCondition(filter: LeadFilter, now: Date): SQL | undefined {
  switch (filter) {
    case 'ALL':
      return undefined;
    case 'NEEDS_REPLY':
      return and(
        eq(leads.status, 'NEW'),
        or(eq(leads.needsVerification, false), isNotNull(leads.verifiedAt)),
      );
    case 'COUNTERED':
      return and(eq(leads.status, 'COUNTERED'), gt(leads.counterExpiresAt, now));
    case 'EXPIRED':
      return or(
        eq(leads.status, 'EXPIRED'),
        and(eq(leads.status, 'COUNTERED'), lte(leads.counterExpiresAt, now)),
      );
    default:
      return eq(leads.status, filter);
  }
}

/** Leads an owner sees: a lead that failed the bot check is kept for the record only. */
const visible = ne(leads.botCheck, 'FAILED');

/** The only code that touches the `leads` table. */
@Injectable()
export class LeadsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async insert(executor: DbExecutor, lead: NewLead): Promise<string> {
    const [row] = await executor.insert(leads).values(lead).returning({ id: leads.id });
    return row!.id;
  }

  /** One lead by id, unless it failed the bot check. */
  async findVisible(id: string): Promise<LeadRow | null> {
    const [row] = await this.db
      .select()
      .from(leads)
      .where(and(eq(leads.id, id), visible))
      .limit(1);
    return row ?? null;
  }

  async setBotCheck(executor: DbExecutor, id: string, result: BotCheck): Promise<void> {
    await executor.update(leads).set({ botCheck: result }).where(eq(leads.id, id));
  }

  /** The owner's visible leads received in [start, end); open bounds count from or to any time. */
  /**
   * Per domain of the owner's: its visible leads since `since`, and the highest amount a buyer
   * offered it (ever).
   */
  async interestIn(
    ownerId: string,
    domainIds: readonly string[],
    since: Date,
  ): Promise<Map<string, { leads: number; bestOffer: number | null }>> {
    if (domainIds.length === 0) return new Map();
    const rows = await this.db
      .select({
        domainId: leads.domainId,
        recent: sql<number>`(count(*) filter (where ${leads.createdAt} >= ${since}))::int`,
        bestOffer: sql<string | null>`max(${leads.offer})`,
      })
      .from(leads)
      .where(and(eq(leads.ownerId, ownerId), visible, inArray(leads.domainId, [...domainIds])))
      .groupBy(leads.domainId);
    return new Map(
      rows.map((row) => [
        row.domainId,
        {
          leads: Number(row.recent),
          bestOffer: row.bestOffer === null ? null : Number(row.bestOffer),
        },
      ]),
    );
  }

  /**
   * The owner's visible leads (of any kind) per UTC day of their arrival in [from, to) (instants
   * at UTC midnights), for one domain or all; days without any are left out.
   */
  async countByDay(
    ownerId: string,
    domainId: string | null,
    from: Date,
    to: Date,
  ): Promise<{ day: string; leads: number }[]> {
    const day = sql<string>`to_char(${leads.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
    const rows = await this.db
      .select({ day, leads: sql<number>`count(*)::int` })
      .from(leads)
      .where(
        and(
          eq(leads.ownerId, ownerId),
          domainId ? eq(leads.domainId, domainId) : undefined,
          visible,
          gte(leads.createdAt, from),
          lt(leads.createdAt, to),
        ),
      )
      .groupBy(day);
    return rows.map((row) => ({ day: row.day, leads: Number(row.leads) }));
  }

  /** The owner's visible leads of some domains in [from, to), per domain. */
  async countByDomain(
    ownerId: string,
    domainIds: readonly string[],
    from: Date,
    to: Date,
  ): Promise<Map<string, number>> {
    if (domainIds.length === 0) return new Map();
    const rows = await this.db
      .select({ domainId: leads.domainId, leads: sql<number>`count(*)::int` })
      .from(leads)
      .where(
        and(
          eq(leads.ownerId, ownerId),
          inArray(leads.domainId, [...domainIds]),
          visible,
          gte(leads.createdAt, from),
          lt(leads.createdAt, to),
        ),
      )
      .groupBy(leads.domainId);
    return new Map(rows.map((row) => [row.domainId, Number(row.leads)]));
  }

  async countVisibleBetween(
    ownerId: string,
    start: Date | null,
    end: Date | null,
    executor: DbExecutor = this.db,
  ): Promise<number> {
    const [row] = await executor
      .select({ n: count() })
      .from(leads)
      .where(
        and(
          eq(leads.ownerId, ownerId),
          visible,
          start ? gte(leads.createdAt, start) : undefined,
          end ? lt(leads.createdAt, end) : undefined,
        ),
      );
    return row?.n ?? 0;
  }

  /**
   * A page of the owner's leads (of one domain when given, received in the period when it has
   * bounds, matching the inbox filter), with the total. Newest activity first, or the highest
   * amount on the table first.
   */
  async page(
    ownerId: string,
    query: {
      domainId: string | null;
      period: PeriodRange;
      filter: LeadFilter;
      sort: LeadSort;
      now: Date;
      offset: number;
      limit: number;
    },
  ): Promise<{ rows: LeadRow[]; total: number }> {
    const { domainId, period, offset, limit } = query;
    const where = and(
      eq(leads.ownerId, ownerId),
      visible,
      domainId ? eq(leads.domainId, domainId) : undefined,
      period.start ? gte(leads.createdAt, period.start) : undefined,
      period.end ? lt(leads.createdAt, period.end) : undefined,
      filterCondition(query.filter, query.now),
    );
    const order =
      query.sort === 'HIGHEST_OFFER'
        ? [sql`${leads.currentAmount} desc nulls last`, desc(leads.lastActivityAt), desc(leads.id)]
        : [desc(leads.lastActivityAt), desc(leads.id)];
    const [rows, [counted]] = await Promise.all([
      this.db
        .select()
        .from(leads)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
      this.db.select({ n: count() }).from(leads).where(where),
    ]);
    return { rows, total: counted?.n ?? 0 };
  }

  /** How many of the owner's visible leads match an inbox filter. */
  async countMatching(ownerId: string, filter: LeadFilter, now: Date): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(leads)
      .where(and(eq(leads.ownerId, ownerId), visible, filterCondition(filter, now)));
    return row?.n ?? 0;
  }

  /** Threads still being negotiated: the buyer spoke last, or the owner answered. */
  async countOpen(ownerId: string, now: Date): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(leads)
      .where(
        and(
          eq(leads.ownerId, ownerId),
          visible,
          or(inArray(leads.status, ['NEW', 'REPLIED']), filterCondition('COUNTERED', now)),
        ),
      );
    return row?.n ?? 0;
  }

  /** The average first offer of the period as a share (0-100) of its asking price. */
  async averageOfferShare(ownerId: string, period: PeriodRange): Promise<number | null> {
    const [row] = await this.db
      .select({ share: avg(sql`${leads.offer} * 100 / ${leads.askingPrice}`) })
      .from(leads)
      .where(
        and(
          eq(leads.ownerId, ownerId),
          visible,
          isNotNull(leads.offer),
          gt(leads.askingPrice, '0'),
          period.start ? gte(leads.createdAt, period.start) : undefined,
          period.end ? lt(leads.createdAt, period.end) : undefined,
        ),
      );
    return row?.share === null || row?.share === undefined ? null : Number(row.share);
  }

  /** The owner's visible lead, locked for a move of its negotiation. */
  async lockOwned(tx: DbExecutor, ownerId: string, id: string): Promise<LeadRow | null> {
    const [row] = await tx
      .select()
      .from(leads)
      .where(and(eq(leads.id, id), eq(leads.ownerId, ownerId), visible))
      .for('update');
    return row ?? null;
  }

  /** A visible lead, locked for a move of its buyer. */
  async lockVisible(tx: DbExecutor, id: string): Promise<LeadRow | null> {
    const [row] = await tx
      .select()
      .from(leads)
      .where(and(eq(leads.id, id), visible))
      .for('update');
    return row ?? null;
  }

  /** The owner's visible lead. */
  async findOwned(ownerId: string, id: string): Promise<LeadRow | null> {
    const [row] = await this.db
      .select()
      .from(leads)
      .where(and(eq(leads.id, id), eq(leads.ownerId, ownerId), visible))
      .limit(1);
    return row ?? null;
  }

  async updateThread(tx: DbExecutor, id: string, changes: ThreadChanges): Promise<LeadRow> {
    const [row] = await tx.update(leads).set(changes).where(eq(leads.id, id)).returning();
    return row!;
  }

  /** The domain's threads whose price was agreed: its sale is theirs. Returns them, locked. */
  async lockAgreedOf(tx: DbExecutor, domainId: string): Promise<LeadRow[]> {
    return tx
      .select()
      .from(leads)
      .where(and(eq(leads.domainId, domainId), eq(leads.status, 'ACCEPTED'), visible))
      .for('update');
  }

  /** Every lead of the owner, newest first, for export. */
  async all(ownerId: string): Promise<LeadRow[]> {
    return this.db
      .select()
      .from(leads)
      .where(and(eq(leads.ownerId, ownerId), visible))
      .orderBy(desc(leads.createdAt), desc(leads.id));
  }

  /**
   * Deletes the owner's leads with these ids, all or none: returns the domain id of each deleted
   * lead, or null (and deletes nothing) when any id is not one of the owner's leads.
   */
  async deleteAll(tx: DbExecutor, ownerId: string, ids: string[]): Promise<string[] | null> {
    const unique = [...new Set(ids)];
    const mine = and(eq(leads.ownerId, ownerId), visible, inArray(leads.id, unique));
    const owned = await tx.select({ id: leads.id }).from(leads).where(mine).for('update');
    if (owned.length !== unique.length) return null;
    const deleted = await tx.delete(leads).where(mine).returning({ domainId: leads.domainId });
    return deleted.map((row) => row.domainId);
  }
}
