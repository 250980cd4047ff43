import { Inject, Injectable } from '@nestjs/common';
import { SortKey } from '@domainfolio/contracts';
import { and, eq, gte, like, lte, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../database/database';
import { DATABASE } from '../../database/database-tokens';
import { domains, type DomainRow } from '../../database/schema';
import { DOMAIN_ORDER, STABLE_LAST, containsPattern } from './domain-order';
import { LISTED } from './domain-visibility';
import type { PublicSearchFilter } from './public-search-filter';

/**
 * Public lists sort by the price a visitor sees: a hidden price sorts like no price, so the
 * order never gives it away. Every other key is the owners' order.
 */
export const PUBLIC_ORDER: Record<SortKey, SQL[]> = {
  ...DOMAIN_ORDER,
  [SortKey.HIGHEST_PRICE]: [sql`${domains.visiblePrice} desc nulls last`],
  [SortKey.LOWEST_PRICE]: [sql`${domains.visiblePrice} asc nulls last`],
};

/** A 1-2 character piece in at least this share of names is "common". */
const COMMON_PIECE_SHARE = 0.01;
const PIECE_STATS_TTL_MS = 10 * 60_000;

/** How common each 1-2 character piece of a name is, from the database's own statistics. */
export interface PieceStats {
  /** Share of names holding the piece (0 when the statistics do not list it). */
  share(piece: string): number;
  /** Rows in the domains table, as the statistics estimate it. */
  rows: number;
}

interface PieceStatsRow {
  elems: string[] | null;
  freqs: number[] | null;
  rows: number;
}

/**
 * Names containing the term. Terms of three characters or more use the trigram index. A 1-2
 * character term that is common (the statistics say so) is found fastest by walking the sort's
 * index and testing each name; a rarer one through the index of 1-2 character pieces
 * (migration 0005), which the planner would otherwise also pick for common ones, then sort
 * every match.
 */
function termCondition(term: string, stats: PieceStats | null): SQL {
  const contains = like(domains.name, containsPattern(term));
  if (term.length >= 3 || (stats && stats.share(term) >= COMMON_PIECE_SHARE)) return contains;
  return sql`(domain_name_grams(${domains.name}) @> array[${term}]::text[] and ${contains})`;
}

/** The marketplace's side of the `domains` table: listed domains, searched, filtered and sorted. */
@Injectable()
export class DomainSearchRepository {
  private pieceStats: { at: number; stats: Promise<PieceStats | null> } | null = null;

  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** The piece statistics (kept by ANALYZE), read at most every ten minutes. */
  stats(): Promise<PieceStats | null> {
    const now = Date.now();
    if (!this.pieceStats || now - this.pieceStats.at > PIECE_STATS_TTL_MS)
      this.pieceStats = { at: now, stats: this.readPieceStats().catch(() => null) };
    return this.pieceStats.stats;
  }

  private async readPieceStats(): Promise<PieceStats | null> {
    const result = (await this.db.execute(sql`
      select s.most_common_elems::text::text[] as elems, s.most_common_elem_freqs as freqs,
             (select reltuples from pg_class where oid = 'domains'::regclass)::float8 as rows
      from pg_stats s where s.tablename = 'domains_name_grams_idx'`)) as unknown as {
      rows: PieceStatsRow[];
    };
    const row = result.rows[0];
    if (!row?.elems || !row.freqs) return null;
    const freqs = row.freqs;
    const shares = new Map(row.elems.map((piece, i) => [piece, Number(freqs[i] ?? 0)]));
    return { share: (piece) => shares.get(piece) ?? 0, rows: Math.max(0, Number(row.rows)) };
  }

  private where(filter: PublicSearchFilter, stats: PieceStats | null): SQL | undefined {
    return and(
      LISTED,
      filter.hiddenOwnerIds.length > 0
        ? notInArray(domains.ownerId, [...filter.hiddenOwnerIds])
        : undefined,
      filter.ownerId ? eq(domains.ownerId, filter.ownerId) : undefined,
      filter.term ? termCondition(filter.term, stats) : undefined,
      filter.minPrice !== undefined
        ? gte(domains.visiblePrice, String(filter.minPrice))
        : undefined,
      filter.maxPrice !== undefined
        ? lte(domains.visiblePrice, String(filter.maxPrice))
        : undefined,
      filter.minLength !== undefined ? gte(domains.labelLength, filter.minLength) : undefined,
      filter.maxLength !== undefined ? lte(domains.labelLength, filter.maxLength) : undefined,
    );
  }

  async findPublicPage(
    filter: PublicSearchFilter,
    sort: SortKey,
    offset: number,
    limit: number,
  ): Promise<DomainRow[]> {
    const stats = await this.stats();
    return this.db
      .select()
      .from(domains)
      .where(this.where(filter, stats))
      .orderBy(...PUBLIC_ORDER[sort], STABLE_LAST)
      .limit(limit)
      .offset(offset);
  }

  /** Counts matches up to the cap + 1: exact totals over huge match sets cost too much. */
  async countPublic(filter: PublicSearchFilter, cap: number): Promise<number> {
    const stats = await this.stats();
    // A common 1-2 character term and no other filter: the statistics already show many times
    // more matches than the cap, so there is nothing to count.
    const { term, hiddenOwnerIds: _hidden, ...others } = filter;
    if (
      stats &&
      term.length > 0 &&
      term.length < 3 &&
      Object.values(others).every((v) => v === undefined) &&
      stats.share(term) * stats.rows >= 8 * (cap + 1)
    )
      return cap + 1;
    const capped = this.db
      .select({ one: sql`1` })
      .from(domains)
      .where(this.where(filter, stats))
      .limit(cap + 1)
      .as('capped');
    const [row] = await this.db.select({ n: sql<number>`count(*)::int` }).from(capped);
    return row?.n ?? 0;
  }
}
