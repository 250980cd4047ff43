import { SORT_KEYS, SortKey } from '@domainfolio/contracts';
import type { PublicSearchFilter } from './public-search-filter';

/**
 * A public search is answered one of three ways, and which one is fast depends on how many
 * names hold the term and where they fall in the sort order, which PostgreSQL's planner cannot
 * know (it assumes matches are spread evenly over every order, and a term of four letters is
 * never in the shortest names). So a random sample of the listed domains is kept in memory, and
 * each search asks it what each way would cost:
 *
 * - walk: read the sort's index from its start, testing each entry's name, until the page is
 *   full. Its cost is the entries read before the offset + limit'th match.
 * - collect: find every name holding the term through the trigram index, read those rows, sort
 *   them. Its cost is the matches, each a row read from the table.
 * - collect short: for the shortest first, the same among the names of up to SHORT_NAME_MAX
 *   characters alone (their own index), when they hold the whole page.
 */

/** One listed domain of the sample, with what a public search filters and sorts on. */
export interface SampledDomain {
  id: string;
  name: string;
  ownerId: string;
  /** The price a visitor sees, null when none is set or it is hidden. */
  visiblePrice: number | null;
  labelLength: number;
  createdAt: number;
  views: number;
  buyItNow: boolean;
  /** YYYY-MM-DD, which sorts as text. */
  expiration: string | null;
}

/** The sample as each search reads it: one column per field, a rank per sort key. */
export interface SearchSample {
  /** Every name, each followed by a line break, in row order: one string to search. */
  names: string;
  /** Where each row's name starts in `names`, and one more: the end. */
  starts: Int32Array;
  /** Each row's owner, as a number: the owner's place in `ownerIds`. */
  owners: Int32Array;
  ownerIds: readonly string[];
  /** Each owner's number by id: a search looks up its few hidden owners, not every owner. */
  ownerNumbers: ReadonlyMap<string, number>;
  /** Visible prices, NaN for none. */
  prices: Float64Array;
  labelLengths: Int32Array;
  /** Each row's position in each sort key's order, as the public lists sort them. */
  ranks: Readonly<Record<SortKey, Int32Array>>;
  /** Listed domains each sampled one stands for (1 when the sample holds every one). */
  scale: number;
}

export interface SearchEstimate {
  /** Listed domains the search may see (owner, hidden owners) holding the term. */
  termRows: number;
  /** Of those, the ones every filter keeps. */
  rows: number;
  /** The same two among names of up to SHORT_NAME_MAX characters. */
  shortTermRows: number;
  shortRows: number;
  /** Listed domains the search may see within its price bounds, whatever their name. */
  priceRangeRows: number;
  /** The sample rows `rows` was counted from. */
  hits: number;
  /** Index entries a walk reads before `wanted` rows match; Infinity when none would. */
  walked: number;
}

/** The longest name the index of short names holds (migration 0011). */
export const SHORT_NAME_MAX = 12;
/** A short collect is tried when the sample expects short names to fill the page this often over. */
const SHORT_MARGIN = 2;

/** Microseconds a collected match costs (a table row read) and a walked index entry costs. */
export const COLLECT_MATCH_US = 2;
export const WALK_ENTRY_US = 0.15;
/** The walk's cost is judged from the sample's first matches, at least this many of them. */
const WALK_EVIDENCE = 5;
/**
 * How far past what cap + 1 matches would give the sample must be before a count is skipped:
 * this many standard deviations of a random sample's count, plus a few rows, so that chance
 * alone never makes an exact total look capped.
 */
const PAST_CAP_DEVIATIONS = 6;
const PAST_CAP_SLACK = 10;

const byte = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const nullsLast = <T>(a: T | null, b: T | null, compare: (x: T, y: T) => number) =>
  a === b ? 0 : a === null ? 1 : b === null ? -1 : compare(a, b);
const asc = (a: number, b: number) => a - b;
const desc = (a: number, b: number) => b - a;

/** The public lists' order (domain-search.repository.ts), the id last. */
const ORDERS: Record<SortKey, (a: SampledDomain, b: SampledDomain) => number> = {
  [SortKey.LATEST]: (a, b) => desc(a.createdAt, b.createdAt),
  [SortKey.MOST_VIEWS]: (a, b) => desc(a.views, b.views),
  [SortKey.HIGHEST_PRICE]: (a, b) => nullsLast(a.visiblePrice, b.visiblePrice, desc),
  [SortKey.LOWEST_PRICE]: (a, b) => nullsLast(a.visiblePrice, b.visiblePrice, asc),
  [SortKey.LONGEST]: (a, b) => desc(a.name.length, b.name.length) || byte(a.name, b.name),
  [SortKey.SHORTEST]: (a, b) => asc(a.name.length, b.name.length) || byte(a.name, b.name),
  [SortKey.BUY_IT_NOW]: (a, b) =>
    desc(Number(a.buyItNow), Number(b.buyItNow)) || desc(a.createdAt, b.createdAt),
  [SortKey.ALPHABETICAL]: (a, b) => byte(a.name, b.name),
  [SortKey.EXPIRATION]: (a, b) => nullsLast(a.expiration, b.expiration, byte),
};

/** A sample of `rows`, each standing for `scale` listed domains. */
export function buildSample(rows: readonly SampledDomain[], scale: number): SearchSample {
  const ranks = {} as Record<SortKey, Int32Array>;
  for (const sort of SORT_KEYS) {
    const order = Int32Array.from(rows.keys());
    order.sort((i, j) => ORDERS[sort](rows[i]!, rows[j]!) || byte(rows[i]!.id, rows[j]!.id));
    const rank = new Int32Array(rows.length);
    order.forEach((row, position) => (rank[row] = position));
    ranks[sort] = rank;
  }
  const starts = new Int32Array(rows.length + 1);
  let end = 0;
  rows.forEach((row, i) => {
    starts[i] = end;
    end += row.name.length + 1;
  });
  starts[rows.length] = end;
  const numbers = new Map<string, number>();
  const owners = Int32Array.from(rows, (row) => {
    const known = numbers.get(row.ownerId);
    if (known !== undefined) return known;
    numbers.set(row.ownerId, numbers.size);
    return numbers.size - 1;
  });
  return {
    names: rows.map((row) => `${row.name}\n`).join(''),
    starts,
    owners,
    ownerIds: [...numbers.keys()],
    ownerNumbers: numbers,
    prices: Float64Array.from(rows, (row) => row.visiblePrice ?? NaN),
    labelLengths: Int32Array.from(rows, (row) => row.labelLength),
    ranks,
    scale: Math.max(1, scale),
  };
}

/**
 * The rows holding each term searched lately, per sample: search-as-you-type asks for the same
 * terms again and again, and finding a common one's rows is the larger part of a plan (a term of
 * one letter is in most names). Bounded to about 4 MB (4 bytes a row, the term and its key):
 * emptied when full.
 */
const holdingByTerm = new WeakMap<
  SearchSample,
  { terms: Map<string, Int32Array>; bytes: number }
>();
const HOLDING_BYTES_MAX = 4_000_000;

/**
 * The rows holding `term`, in row order, each once (null: every row): one search of the joined
 * names, where a line break never occurs in a name or, here, a term.
 */
function rowsHolding(sample: SearchSample, term: string): Int32Array | null {
  if (!term) return null;
  let known = holdingByTerm.get(sample);
  if (!known) holdingByTerm.set(sample, (known = { terms: new Map(), bytes: 0 }));
  const cached = known.terms.get(term);
  if (cached) return cached;
  const found = findRowsHolding(sample, term);
  // A term holding no row still takes its key, so that random terms stay bounded too.
  const bytes = 4 * found.length + 2 * term.length + 100;
  if (known.bytes + bytes > HOLDING_BYTES_MAX) {
    known.terms.clear();
    known.bytes = 0;
  }
  known.terms.set(term, found);
  known.bytes += bytes;
  return found;
}

function findRowsHolding(sample: SearchSample, term: string): Int32Array {
  const { names, starts } = sample;
  const found: number[] = [];
  if (term.includes('\n')) return Int32Array.from(found);
  let row = 0;
  for (let at = names.indexOf(term); at !== -1; at = names.indexOf(term, starts[row]!)) {
    while (starts[row + 1]! <= at) row += 1;
    found.push(row);
    row += 1;
  }
  return Int32Array.from(found);
}

/** 1 for each owner (by number) whose domains the search may not see. */
function unseenOwners(sample: SearchSample, filter: PublicSearchFilter): Uint8Array {
  const unseen = new Uint8Array(sample.ownerIds.length);
  if (filter.ownerId !== undefined) {
    unseen.fill(1);
    const owner = sample.ownerNumbers.get(filter.ownerId);
    if (owner !== undefined) unseen[owner] = 0;
  }
  for (const id of filter.hiddenOwnerIds) {
    const owner = sample.ownerNumbers.get(id);
    if (owner !== undefined) unseen[owner] = 1;
  }
  return unseen;
}

/** What the sample says of a search whose page ends at row `wanted` (offset + limit). */
export function estimateSearch(
  sample: SearchSample,
  filter: PublicSearchFilter,
  sort: SortKey,
  wanted: number,
): SearchEstimate {
  const { starts, owners, prices, labelLengths } = sample;
  const rank = sample.ranks[sort];
  const count = starts.length - 1;
  const unseen = unseenOwners(sample, filter);
  // NaN (no visible price) fails every comparison, as no price fails a price bound.
  const minPrice = filter.minPrice ?? -Infinity;
  const maxPrice = filter.maxPrice ?? Infinity;
  const priced = filter.minPrice !== undefined || filter.maxPrice !== undefined;
  const minLength = filter.minLength ?? -Infinity;
  const maxLength = filter.maxLength ?? Infinity;
  // Matches marked at their place in the sort order, read from the start below.
  const marked = new Uint8Array(count);
  let termHits = 0;
  let hits = 0;
  let shortTermHits = 0;
  let shortHits = 0;
  const holding = rowsHolding(sample, filter.term);
  const visited = holding ? holding.length : count;
  for (let i = 0; i < visited; i += 1) {
    const row = holding ? holding[i]! : i;
    if (unseen[owners[row]!]) continue;
    const short = starts[row + 1]! - starts[row]! - 1 <= SHORT_NAME_MAX;
    termHits += 1;
    if (short) shortTermHits += 1;
    const price = prices[row]!;
    if (priced && !(price >= minPrice && price <= maxPrice)) continue;
    const length = labelLengths[row]!;
    if (length < minLength || length > maxLength) continue;
    hits += 1;
    if (short) shortHits += 1;
    marked[rank[row]!] = 1;
  }
  let priceRangeHits = 0;
  if (priced)
    for (let row = 0; row < count; row += 1) {
      const price = prices[row]!;
      if (price >= minPrice && price <= maxPrice && !unseen[owners[row]!]) priceRangeHits += 1;
    }
  // The walk needs `wanted` matches, which in the sample are `needed` of them (fewer than one
  // for a first page of a large table). Where the first matches fall in the sort order tells
  // where the matches start and how far apart they are; at least `evidence` of them are taken
  // so that a first page is not judged by one match alone.
  const needed = wanted / sample.scale;
  let walked: number;
  if (hits === 0) walked = Infinity;
  else if (hits < needed)
    walked = count * sample.scale; // it reads every entry
  else {
    const taken = Math.min(hits, Math.max(Math.ceil(needed), WALK_EVIDENCE));
    let first = -1;
    let last = -1;
    for (let position = 0, seen = 0; seen < taken; position += 1) {
      if (!marked[position]) continue;
      seen += 1;
      if (first === -1) first = position;
      last = position;
    }
    const spacing = taken > 1 ? (last - first) / (taken - 1) : first + 1;
    walked = sample.scale * Math.max(first + 1 + (needed - 1) * spacing, needed * spacing);
  }
  return {
    termRows: termHits * sample.scale,
    rows: hits * sample.scale,
    shortTermRows: shortTermHits * sample.scale,
    shortRows: shortHits * sample.scale,
    priceRangeRows: priceRangeHits * sample.scale,
    hits,
    walked,
  };
}

/**
 * True when the sample shows far more than `cap` matches, so many more that a random sample
 * of fewer could not have shown them: the total is past the cap without counting.
 */
export function pastCap(sample: SearchSample, estimate: SearchEstimate, cap: number): boolean {
  return estimate.hits >= pastCapHits(sample, cap);
}

/** The sample's matches that show a total past `cap` (pastCap). */
function pastCapHits(sample: SearchSample, cap: number): number {
  const expected = (cap + 1) / sample.scale;
  return expected + PAST_CAP_DEVIATIONS * Math.sqrt(expected) + PAST_CAP_SLACK;
}

/**
 * pastCap for a search without a term, which always walks: the rows every filter keeps are
 * counted only until they show the total past the cap (a few hundred rows of the sample for no
 * filter at all), rather than estimating the whole search.
 */
function pastCapWithoutTerm(sample: SearchSample, filter: PublicSearchFilter, cap: number) {
  const { owners, prices, labelLengths } = sample;
  const unseen = unseenOwners(sample, filter);
  const minPrice = filter.minPrice ?? -Infinity;
  const maxPrice = filter.maxPrice ?? Infinity;
  const priced = filter.minPrice !== undefined || filter.maxPrice !== undefined;
  const minLength = filter.minLength ?? -Infinity;
  const maxLength = filter.maxLength ?? Infinity;
  const enough = pastCapHits(sample, cap);
  let hits = 0;
  for (let row = 0; row < owners.length && hits < enough; row += 1) {
    if (unseen[owners[row]!]) continue;
    const price = prices[row]!;
    if (priced && !(price >= minPrice && price <= maxPrice)) continue;
    const length = labelLengths[row]!;
    if (length < minLength || length > maxLength) continue;
    hits += 1;
  }
  return hits >= enough;
}

/** How a page of a public search is found. */
export type SearchWay = 'walk' | 'collect' | 'collect-short';

export interface SearchPlan {
  way: SearchWay;
  /** Whether the total must be counted beside the page (a full collect counts what it reads). */
  counts: boolean;
}

/**
 * The cheapest way for a search whose page ends at row `wanted`, its total counted up to `cap`.
 * Without a term the sort's index is walked. With one, collecting reads every match; walking
 * reads the index up to the page's last match and, unless the total is surely past the cap, a
 * count beside it, which reads matches up to the cap + 1 as a collect does, or the price range
 * of the price index. Shortest first, the
 * short names alone are collected when they hold the page, with the same count.
 */
export function planSearch(
  sample: SearchSample,
  filter: PublicSearchFilter,
  sort: SortKey,
  wanted: number,
  cap: number,
): SearchPlan {
  if (!filter.term) return { way: 'walk', counts: !pastCapWithoutTerm(sample, filter, cap) };
  const estimate = estimateSearch(sample, filter, sort, wanted);
  const counts = !pastCap(sample, estimate, cap);
  // A count stops at the cap + 1'th match, reading the term's matches or, with price
  // bounds, the price range's index entries, whichever is fewer for it.
  const share = (cap + 1) / Math.max(estimate.rows, 1);
  const counting = counts
    ? Math.min(
        COLLECT_MATCH_US * Math.min(estimate.termRows, share * estimate.termRows),
        estimate.priceRangeRows > 0
          ? WALK_ENTRY_US * Math.min(estimate.priceRangeRows, share * estimate.priceRangeRows)
          : Infinity,
      )
    : 0;
  // The page and its count run side by side, on two connections: the longer one decides.
  const ways: [SearchPlan, number][] = [
    [{ way: 'collect', counts: false }, COLLECT_MATCH_US * estimate.termRows],
    [{ way: 'walk', counts }, Math.max(WALK_ENTRY_US * estimate.walked, counting)],
  ];
  // A trigram index serves terms of three characters or more.
  if (
    sort === SortKey.SHORTEST &&
    filter.term.length >= 3 &&
    estimate.shortRows >= SHORT_MARGIN * wanted
  )
    ways.push([
      { way: 'collect-short', counts },
      Math.max(COLLECT_MATCH_US * estimate.shortTermRows, counting),
    ]);
  return ways.reduce((best, way) => (way[1] < best[1] ? way : best))[0];
}
