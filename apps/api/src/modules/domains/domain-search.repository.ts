import { Inject, Injectable } from '@nestjs/common';
import { SortKey } from '@domainfolio/contracts';
import { and, eq, gte, inArray, like, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../database/database';
import { DATABASE } from '../../database/database-tokens';
import { domains } from '../../database/schema';
import type { PublicDomainRow } from './domains.mapper';
import { DOMAIN_ORDER, STABLE_LAST, containsPattern } from './domain-order';
import { LISTED } from './domain-visibility';
import { hasTag } from './domain-tags';
import type { PublicSearchFilter, PublicSearchPage } from './public-search-filter';
import {
  SHORT_NAME_MAX,
  buildSample,
  planSearch,
  type SampledDomain,
  type SearchPlan,
  type SearchSample,
  type SearchWay,
} from './search-sample';

/**
 * Public lists sort by the price a visitor sees: a hidden price sorts like no price, so the
 * order never gives it away. Every other key is the owners' order.
 */
export const PUBLIC_ORDER: Record<SortKey, SQL[]> = {
  ...DOMAIN_ORDER,
  [SortKey.HIGHEST_PRICE]: [sql`${domains.visiblePrice} desc nulls last`],
  [SortKey.LOWEST_PRICE]: [sql`${domains.visiblePrice} asc nulls last`],
};

/** What a public list shows of a domain (toPublicDomain): its page's rows are read for these. */
const PUBLIC_COLUMNS = {
  id: domains.id,
  ownerId: domains.ownerId,
  name: domains.name,
  tld: domains.tld,
  description: domains.description,
  priceHidden: domains.priceHidden,
  purchaseUrl: domains.purchaseUrl,
  financeUrl: domains.financeUrl,
  leaseUrl: domains.leaseUrl,
  createdAt: domains.createdAt,
  sellingPrice: domains.sellingPrice,
  offersEnabled: domains.offersEnabled,
  buyItNow: domains.buyItNow,
} satisfies Record<keyof PublicDomainRow, unknown>;

/** About this many listed domains are kept in memory to plan searches by. */
const SAMPLE_SIZE = 20_000;
const SAMPLE_LIMIT = 5 * SAMPLE_SIZE;
const SAMPLE_TTL_MS = 10 * 60_000;
/** How long a total past the cap ("1,000+") is reused: it stays past the cap for long. */
const CAPPED_TTL_MS = 60_000;
const CAPPED_CACHE_MAX = 5_000;

/** A sampled row, every value in the form the sample keeps it. */
interface SampleRow {
  id: string;
  name: string;
  owner_id: string;
  visible_price: number | null;
  label_length: number;
  created_at: number;
  views: number;
  buy_it_now: boolean;
  expiration: string | null;
}

/** How a query reads the listed domains: walking a sort index, collecting matches, counting. */
type Reading = 'walk' | 'collect' | 'count';

/**
 * Names holding the term, written the way each reading needs it. A collect and a count find
 * them through an index: the trigram index for three characters or more, the index of 1-2
 * character pieces (migration 0005) for shorter terms. A walk tests each name of the sort's
 * index with strpos, which no index serves, so the planner never trades the walk for a
 * trigram search that would read and sort every match.
 */
function termCondition(term: string, reading: Reading): SQL {
  if (reading === 'walk') return sql`strpos(${domains.name}, ${term}) > 0`;
  const contains = like(domains.name, containsPattern(term));
  if (term.length >= 3) return contains;
  return sql`(domain_name_grams(${domains.name}) @> array[${term}]::text[] and ${contains})`;
}

/**
 * Ids as one array parameter, written as PostgreSQL's array literal (a text both PostgreSQL and
 * PGlite cast alike): drizzle's notInArray encodes one parameter per id, which cost 0.1 ms a
 * query for the 20 hidden owners of the benchmark, and PostgreSQL parses each.
 */
function uuidArray(ids: readonly string[]): string {
  return `{${ids.map((id) => `"${id.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
}

/** The marketplace's side of the `domains` table: listed domains, searched, filtered and sorted. */
@Injectable()
export class DomainSearchRepository {
  private sampled: { at: number; sample: Promise<SearchSample | null> } | null = null;
  private readonly capped = new Map<string, number>();

  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /**
   * The sample, read again every ten minutes. The first search waits for it; later ones keep
   * using the one they have while the next is read. Without one (it could not be read), every
   * search walks and counts.
   */
  sample(): Promise<SearchSample | null> {
    const now = Date.now();
    if (!this.sampled) this.sampled = { at: now, sample: this.readSample() };
    else if (now - this.sampled.at > SAMPLE_TTL_MS) {
      const current = this.sampled;
      current.at = now;
      void this.readSample().then((sample) => {
        if (sample && this.sampled === current)
          this.sampled = { at: now, sample: Promise.resolve(sample) };
      });
    }
    return this.sampled.sample;
  }

  /**
   * Every row has the same chance to be sampled (BERNOULLI reads the whole table once): a
   * sample of whole pages would hold runs of one owner's import, as alike as their names.
   */
  private async readSample(): Promise<SearchSample | null> {
    try {
      const [table] = (
        (await this.db.execute(
          sql`select reltuples::float8 as rows from pg_class where oid = 'domains'::regclass`,
        )) as unknown as { rows: { rows: number }[] }
      ).rows;
      // reltuples is -1 before the first VACUUM or ANALYZE: a small table, sampled whole. The
      // limit bounds one that has grown since: its sample is then a part of it taken whole,
      // which can only undercount, until the statistics catch up.
      const rows = Number(table?.rows ?? -1);
      const percent = rows > SAMPLE_SIZE ? (100 * SAMPLE_SIZE) / rows : 100;
      // Plain numbers and text, read alike from PostgreSQL and PGlite.
      const result = (await this.db.execute(sql`
        select id::text as id, name, owner_id::text as owner_id,
               visible_price::float8 as visible_price, label_length,
               (extract(epoch from created_at) * 1000)::float8 as created_at, views, buy_it_now,
               expiration::text as expiration
        from ${domains} tablesample bernoulli (${sql.raw(percent.toFixed(6))})
        where ${LISTED}
        limit ${SAMPLE_LIMIT}`)) as unknown as { rows: SampleRow[] };
      const sampled: SampledDomain[] = result.rows.map((row) => ({
        id: row.id,
        name: row.name,
        ownerId: row.owner_id,
        visiblePrice: row.visible_price === null ? null : Number(row.visible_price),
        labelLength: Number(row.label_length),
        createdAt: Number(row.created_at),
        views: Number(row.views),
        buyItNow: row.buy_it_now,
        expiration: row.expiration,
      }));
      return buildSample(sampled, 100 / percent);
    } catch {
      return null;
    }
  }

  private where(filter: PublicSearchFilter, reading: Reading): SQL | undefined {
    // A collect keeps the price and length ranges off the indexes: the name index bounds its
    // work, and a range a visitor picks spans much of the table, whose index costs more to read
    // than the rows it would spare (`+ 0` makes a bound a filter on the matches). A count may
    // read the price range instead, when few of its rows hold a common term.
    const filtered = reading === 'collect' ? sql` + 0` : sql``;
    const price = sql`${domains.visiblePrice}${filtered}`;
    const length = sql`${domains.labelLength}${filtered}`;
    // PostgreSQL tests a row's conditions in this order when their costs look alike: the term
    // first, which turns most rows away, the hidden owners (a comparison with each) last, which
    // makes a walk about a quarter faster.
    return and(
      LISTED,
      filter.ownerId ? eq(domains.ownerId, filter.ownerId) : undefined,
      filter.term ? termCondition(filter.term, reading) : undefined,
      // A category: its names through the GIN index of tags, or tested on each walked row.
      filter.tag !== undefined ? hasTag(filter.tag) : undefined,
      filter.minPrice !== undefined ? gte(price, String(filter.minPrice)) : undefined,
      filter.maxPrice !== undefined ? lte(price, String(filter.maxPrice)) : undefined,
      filter.minLength !== undefined ? gte(length, filter.minLength) : undefined,
      filter.maxLength !== undefined ? lte(length, filter.maxLength) : undefined,
      filter.hiddenOwnerIds.length > 0
        ? sql`${domains.ownerId} <> all(${uuidArray(filter.hiddenOwnerIds)}::uuid[])`
        : undefined,
    );
  }

  /**
   * A page of listed domains and their total up to `cap` + 1. A term's matches are collected
   * when they are few or the walk would be long, which counts them too; otherwise the page
   * walks its sort's index while the total is counted beside it, unless the sample shows it
   * far past the cap.
   */
  async findPublicPage(
    filter: PublicSearchFilter,
    sort: SortKey,
    offset: number,
    limit: number,
    cap: number,
    way?: SearchWay,
  ): Promise<PublicSearchPage> {
    const sample = await this.sample();
    // Without a sample every search walks and counts, which is slow for rare terms only.
    const sampled: SearchPlan = sample
      ? planSearch(sample, filter, sort, offset + limit, cap)
      : { way: 'walk', counts: true };
    // The sample holds no tags, so it cannot tell how many names a category keeps, nor where
    // they fall in a sort's order; and a walk of a sort's index tests each entry's tags on its
    // table row (no listed index holds them), reading the whole index for a category whose
    // names are few or come late. So a category's names are always collected: found through
    // the GIN index of tags (with the term's index when there is one), counted and sorted,
    // which costs what the category holds and never more.
    const plan: SearchPlan = filter.tag === undefined ? sampled : { way: 'collect', counts: false };
    const chosen = way ?? plan.way;
    const counted = () => (plan.counts || way ? this.countPublic(filter, cap) : cap + 1);
    // Only the shortest first puts every short name before the longer ones.
    if (chosen === 'collect-short' && sort === SortKey.SHORTEST) {
      const [short, count] = await Promise.all([
        this.collectPage(filter, sort, offset, limit, true),
        counted(),
      ]);
      // The short names hold the whole page, or the page is looked for among every name.
      if (short.total >= offset + limit) return { rows: short.rows, count };
    }
    if (chosen !== 'walk') {
      const { rows, total } = await this.collectPage(filter, sort, offset, limit);
      // An empty page past the first says nothing of the total.
      if (rows.length > 0 || offset === 0) return { rows, count: Math.min(total, cap + 1) };
      return { rows, count: await this.countPublic(filter, cap) };
    }
    const [rows, count] = await Promise.all([
      this.walkPage(filter, sort, offset, limit),
      counted(),
    ]);
    return { rows, count };
  }

  /**
   * Walks the sort's index for the page's ids (an index-only scan: the listed indexes carry
   * every column a search filters on), then reads those rows alone.
   */
  private walkPage(
    filter: PublicSearchFilter,
    sort: SortKey,
    offset: number,
    limit: number,
  ): Promise<PublicDomainRow[]> {
    const order = [...PUBLIC_ORDER[sort], STABLE_LAST];
    const ids = this.db
      .select({ id: domains.id })
      .from(domains)
      .where(this.where(filter, 'walk'))
      .orderBy(...order)
      .limit(limit)
      .offset(offset);
    return this.db
      .select(PUBLIC_COLUMNS)
      .from(domains)
      .where(inArray(domains.id, ids))
      .orderBy(...order);
  }

  /**
   * Reads every match (of up to SHORT_NAME_MAX characters with `shortNames`) through the name
   * indexes and counts them, sorts them for the page, then
   * reads the page's rows. The count (a window over every match) keeps the planner from
   * merging the levels: it must find the matches first, not walk a sort index. The matches
   * carry only what the sorts need, and are named `domains` too, so the page sorts them by the
   * same column references as every other public list.
   */
  private async collectPage(
    filter: PublicSearchFilter,
    sort: SortKey,
    offset: number,
    limit: number,
    shortNames = false,
  ): Promise<{ rows: PublicDomainRow[]; total: number }> {
    const order = [...PUBLIC_ORDER[sort], STABLE_LAST];
    const matches = this.db
      .select({
        id: domains.id,
        name: domains.name,
        createdAt: domains.createdAt,
        views: domains.views,
        visiblePrice: domains.visiblePrice,
        buyItNow: domains.buyItNow,
        expiration: domains.expiration,
        total: sql<number>`count(*) over ()`.as('total'),
      })
      .from(domains)
      .where(
        and(
          this.where(filter, 'collect'),
          // The bound as the index of short names states it, so the planner can use that index.
          shortNames
            ? sql`char_length(${domains.name}) <= ${sql.raw(String(SHORT_NAME_MAX))}`
            : undefined,
        ),
      )
      .as('domains');
    const page = this.db
      .select({ id: matches.id, total: matches.total })
      .from(matches)
      .orderBy(...order)
      .limit(limit)
      .offset(offset)
      .as('page');
    const found = await this.db
      .select({ row: PUBLIC_COLUMNS, total: page.total })
      .from(domains)
      .innerJoin(page, eq(domains.id, page.id))
      .orderBy(...order);
    return { rows: found.map((f) => f.row), total: Number(found[0]?.total ?? 0) };
  }

  /**
   * Counts matches up to the cap + 1: exact totals over huge match sets cost too much. Counting
   * a broad term reads a table row per match, so a total past the cap is remembered for a
   * minute (search-as-you-type repeats terms); exact totals are always counted afresh.
   */
  async countPublic(filter: PublicSearchFilter, cap: number): Promise<number> {
    const key = JSON.stringify([filter, cap]);
    const now = Date.now();
    const seenAt = this.capped.get(key);
    if (seenAt !== undefined && now - seenAt < CAPPED_TTL_MS) return cap + 1;
    const capped = this.db
      .select({ one: sql`1` })
      .from(domains)
      .where(this.where(filter, 'count'))
      .limit(cap + 1)
      .as('capped');
    const [row] = await this.db.select({ n: sql<number>`count(*)::int` }).from(capped);
    const count = row?.n ?? 0;
    if (count > cap) {
      if (this.capped.size >= CAPPED_CACHE_MAX) this.capped.clear();
      this.capped.set(key, now);
    } else this.capped.delete(key);
    return count;
  }
}
