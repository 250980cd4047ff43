import {
  DEFAULT_SORT,
  categoryOfTag,
  isSortKey,
  normalizeTag,
  type Category,
  type SortKey,
} from '@domainfolio/contracts';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  DOMAIN_FILTER_BOUNDS,
  defaultDomainFilters,
  domainFilterParams,
  domainFilterSearch,
  readDomainFilters,
  sameDomainFilters,
  type DomainFilterBounds,
  type DomainFilters,
} from '../forms/range-filter-query';

export interface ListParams {
  query: string;
  page: number;
  sort: SortKey;
  /** The price and length ranges; a range at its bounds filters nothing. */
  filters: DomainFilters;
  /** The public lists' category, or null for every name. */
  category: Category | null;
  setQuery: (query: string) => void;
  setPage: (page: number) => void;
  setSort: (sort: SortKey) => void;
  setFilters: (filters: DomainFilters) => void;
  setCategory: (category: Category | null) => void;
  /** The price and length ranges back to their bounds and every category, in one step. */
  clearFilters: () => void;
}

export interface ListParamsOptions {
  /** Where the chosen sort is remembered. */
  sortStorageKey?: string;
  /** The ends of the price and length sliders. */
  filterBounds?: DomainFilterBounds;
}

function readStoredSort(key: string | undefined): SortKey | null {
  if (!key) return null;
  try {
    const stored = window.localStorage.getItem(key);
    return isSortKey(stored) ? stored : null;
  } catch {
    return null;
  }
}

function storeSort(key: string | undefined, sort: SortKey): void {
  if (!key) return;
  try {
    window.localStorage.setItem(key, sort);
  } catch {
    // Private windows may refuse storage; the sort then lasts for this visit only.
  }
}

/** A category from the URL: its name ('Career & Education') or its tag ('career & education'). */
function readCategory(raw: string | null): Category | null {
  const tag = raw === null ? null : normalizeTag(raw);
  return tag === null ? null : categoryOfTag(tag);
}

/**
 * A list's search, page, sort, filters and category, kept in the URL
 * (`?q=&page=&sort=&minPrice=&maxPrice=&minLength=&maxLength=&category=`) so Back and shared
 * links return to the same page. The chosen sort is also remembered in local storage under
 * `sortStorageKey`. A filter bound at the end of its slider is left out of the URL. A new
 * search, sort or filter goes back to page 1.
 */
export function useListParams({
  sortStorageKey,
  filterBounds = DOMAIN_FILTER_BOUNDS,
}: ListParamsOptions = {}): ListParams {
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const pageParam = Number.parseInt(params.get('page') ?? '', 10);
  const page = Number.isFinite(pageParam) && pageParam > 1 ? pageParam : 1;
  const sortParam = params.get('sort');
  const sort = isSortKey(sortParam) ? sortParam : (readStoredSort(sortStorageKey) ?? DEFAULT_SORT);
  // Read again only when a filter parameter changes, so the object keeps its identity otherwise.
  const category = readCategory(params.get('category'));
  const filterSearch = domainFilterSearch(params);
  const filters = useMemo(
    () => readDomainFilters(new URLSearchParams(filterSearch), filterBounds),
    [filterSearch, filterBounds],
  );

  const update = useCallback(
    (changes: Record<string, string | null>, replace: boolean) => {
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === '') next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace },
      );
    },
    [setParams],
  );

  const setQuery = useCallback(
    (next: string) => {
      if (next === query) return;
      update({ q: next.trim() === '' ? null : next, page: null }, true);
    },
    [query, update],
  );
  const setPage = useCallback(
    (next: number) => update({ page: next > 1 ? String(next) : null }, false),
    [update],
  );
  const setSort = useCallback(
    (next: SortKey) => {
      storeSort(sortStorageKey, next);
      update({ sort: next === DEFAULT_SORT ? null : next, page: null }, false);
    },
    [sortStorageKey, update],
  );
  const setFilters = useCallback(
    (next: DomainFilters) => {
      if (sameDomainFilters(next, filters)) return;
      update({ ...domainFilterParams(next, filterBounds), page: null }, false);
    },
    [filters, filterBounds, update],
  );

  const setCategory = useCallback(
    (next: Category | null) => update({ category: next, page: null }, false),
    [update],
  );
  const clearFilters = useCallback(
    () =>
      update(
        {
          ...domainFilterParams(defaultDomainFilters(filterBounds), filterBounds),
          category: null,
          page: null,
        },
        false,
      ),
    [filterBounds, update],
  );

  return useMemo(
    () => ({
      query,
      page,
      sort,
      filters,
      category,
      setQuery,
      setPage,
      setSort,
      setFilters,
      setCategory,
      clearFilters,
    }),
    [
      query,
      page,
      sort,
      filters,
      category,
      setQuery,
      setPage,
      setSort,
      setFilters,
      setCategory,
      clearFilters,
    ],
  );
}
