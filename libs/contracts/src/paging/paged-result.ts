/** Search totals are counted up to this cap and then shown as "10,000+". */
export const SEARCH_COUNT_CAP = 10000;
/**
 * The cap when the search has a term: its matches are spread over the whole table, so each
 * counted match costs a page read; past 1,000 the total shows as "1,000+" (bench/search-marketplace).
 */
export const SEARCH_TERM_COUNT_CAP = 1000;

/** The paged list shape of every list response, field for field as mongoose-paginate-v2 builds it. */
export interface PagedResult<T> {
  docs: T[];
  totalDocs: number;
  limit: number;
  page: number;
  totalPages: number;
  hasPrevPage: boolean;
  hasNextPage: boolean;
  prevPage: number | null;
  nextPage: number | null;
  /** The 1-based position of the first doc of this page. */
  pagingCounter: number;
  /** True when `totalDocs` is the capped count, not the exact total. */
  totalIsCapped?: boolean;
}

/**
 * A capped count: `count` as measured with `LIMIT cap + 1`. Anything over the cap becomes the
 * cap, flagged as capped.
 */
export function capCount(
  count: number,
  cap: number = SEARCH_COUNT_CAP,
): { totalDocs: number; totalIsCapped: boolean } {
  return count > cap
    ? { totalDocs: cap, totalIsCapped: true }
    : { totalDocs: count, totalIsCapped: false };
}

/** Like the library's parseInt: fractions are cut off, and what is not a number counts as 0. */
function toInteger(value: number): number {
  return Number.isFinite(value) ? Math.trunc(value) : 0;
}

/**
 * Builds a paged result exactly as mongoose-paginate-v2 does for a `page` query: a page below 1
 * becomes 1; a limit of 0 or less means "no paging" (limit 0, one page); totalPages is
 * `ceil(totalDocs / limit)` but at least 1; a page past the end keeps its number with
 * hasPrevPage true and prevPage = page - 1.
 */
export function buildPagedResult<T>(
  docs: T[],
  totalDocs: number,
  page: number,
  limit: number,
  options: { totalIsCapped?: boolean } = {},
): PagedResult<T> {
  const wholeLimit = toInteger(limit);
  const result =
    wholeLimit > 0
      ? pagedFields(docs, totalDocs, Math.max(1, toInteger(page)), wholeLimit)
      : unpaged(docs, totalDocs);
  if (options.totalIsCapped) {
    result.totalIsCapped = true;
  }
  return result;
}

function pagedFields<T>(docs: T[], totalDocs: number, page: number, limit: number): PagedResult<T> {
  const totalPages = Math.ceil(totalDocs / limit) || 1;
  const hasPrevPage = page > 1;
  const hasNextPage = page < totalPages;
  return {
    docs,
    totalDocs,
    limit,
    page,
    totalPages,
    hasPrevPage,
    hasNextPage,
    prevPage: hasPrevPage ? page - 1 : null,
    nextPage: hasNextPage ? page + 1 : null,
    pagingCounter: (page - 1) * limit + 1,
  };
}

function unpaged<T>(docs: T[], totalDocs: number): PagedResult<T> {
  return {
    docs,
    totalDocs,
    limit: 0,
    page: 1,
    totalPages: 1,
    hasPrevPage: false,
    hasNextPage: false,
    prevPage: null,
    nextPage: null,
    pagingCounter: 1,
  };
}
