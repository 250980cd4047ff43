import { useDebouncedValue, useDomainSearch } from '@domainfolio/api-client';
import { PAGE_SIZE } from '@domainfolio/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  DOMAIN_FILTER_BOUNDS,
  activeFilterCount,
  defaultDomainFilters,
  domainFilterQuery,
  sameDomainFilters,
  type DomainFilterBounds,
} from '../forms/range-filter-query';
import { useListParams } from '../hooks/use-list-params';

const SORT_STORAGE_KEY = 'domainfolio:public-sort';

export interface PublicDomainListOptions {
  /** One owner's domains (their portfolio), or every owner's (the marketplace). */
  username?: string;
  /** How long typing or a moving slider must pause before the search is sent. */
  debounceMs: number;
  /** The ends of the price and length sliders. */
  filterBounds?: DomainFilterBounds;
}

const sameText = (a: string, b: string) => a === b;

/**
 * A value edited on screen and kept in the URL: the screen shows the draft at once, the URL
 * (and so the search) follows once the draft has stopped changing for `delayMs`, and a change
 * of the URL from outside (Back, a link) replaces the draft. `setNow` skips the wait.
 */
function useDraft<T>(
  committed: T,
  commit: (value: T) => void,
  delayMs: number,
  same: (a: T, b: T) => boolean,
) {
  const [draft, setDraft] = useState(committed);
  const debounced = useDebouncedValue(draft, delayMs);
  const last = useRef(committed);
  const commitRef = useRef(commit);
  useEffect(() => {
    commitRef.current = commit;
  });

  useEffect(() => {
    if (same(debounced, last.current)) return;
    last.current = debounced;
    commitRef.current(debounced);
  }, [debounced, same]);

  useEffect(() => {
    if (same(committed, last.current)) return;
    last.current = committed;
    setDraft(committed);
  }, [committed, same]);

  const setNow = useCallback((value: T) => {
    setDraft(value);
    last.current = value;
    commitRef.current(value);
  }, []);

  return [draft, setDraft, setNow] as const;
}

/**
 * A public list of domains: the search box and the price and length filters (sent once they
 * pause), page, sort, filters and category from the URL (sort also remembered in local
 * storage), and the page of public domains they select. Filters at their starting bounds are not sent.
 */
export function usePublicDomainList({
  username,
  debounceMs,
  filterBounds = DOMAIN_FILTER_BOUNDS,
}: PublicDomainListOptions) {
  const {
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
  } = useListParams({ sortStorageKey: SORT_STORAGE_KEY, filterBounds });
  const [searchText, setSearchText, setSearchNow] = useDraft(query, setQuery, debounceMs, sameText);
  const [filterDraft, setFilterDraft, setFiltersNow] = useDraft(
    filters,
    setFilters,
    debounceMs,
    sameDomainFilters,
  );

  const clearSearch = useCallback(() => setSearchNow(''), [setSearchNow]);
  const resetFilters = useCallback(
    () => setFiltersNow(defaultDomainFilters(filterBounds)),
    [setFiltersNow, filterBounds],
  );

  const search = useDomainSearch({
    username,
    query,
    page,
    sort,
    limit: PAGE_SIZE,
    ...domainFilterQuery(filters, filterBounds),
    category: category ?? undefined,
  });

  return {
    searchText,
    setSearchText,
    clearSearch,
    query,
    page,
    sort,
    setPage,
    setSort,
    /** The ranges on screen (they reach the URL once they pause). */
    filters: filterDraft,
    setFilters: setFilterDraft,
    resetFilters,
    /** The category of the search on screen, or null for every name; chosen at once. */
    category,
    setCategory,
    /** The ranges back to their bounds and every category (the draft follows the URL). */
    clearFilters,
    /** The price and length ranges of the search on screen narrow it. */
    ranged: activeFilterCount(filters, filterBounds) > 0,
    /** The filters of the search on screen (ranges or category) narrow it. */
    filtered: activeFilterCount(filters, filterBounds) > 0 || category !== null,
    filterBounds,
    search,
  };
}

export type PublicDomainListState = ReturnType<typeof usePublicDomainList>;
