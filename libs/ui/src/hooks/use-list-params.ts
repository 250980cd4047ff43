import { DEFAULT_SORT, isSortKey, type SortKey } from '@domainfolio/contracts';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

export interface ListParams {
  query: string;
  page: number;
  sort: SortKey;
  setQuery: (query: string) => void;
  setPage: (page: number) => void;
  setSort: (sort: SortKey) => void;
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

/**
 * A list's search, page and sort, kept in the URL (`?q=&page=&sort=`) so Back and shared links
 * return to the same page. The chosen sort is also remembered in local storage (spec 9) under
 * `sortStorageKey`. A new search or sort goes back to page 1.
 */
export function useListParams({ sortStorageKey }: { sortStorageKey?: string } = {}): ListParams {
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const pageParam = Number.parseInt(params.get('page') ?? '', 10);
  const page = Number.isFinite(pageParam) && pageParam > 1 ? pageParam : 1;
  const sortParam = params.get('sort');
  const sort = isSortKey(sortParam) ? sortParam : (readStoredSort(sortStorageKey) ?? DEFAULT_SORT);

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

  return useMemo(
    () => ({ query, page, sort, setQuery, setPage, setSort }),
    [query, page, sort, setQuery, setPage, setSort],
  );
}
