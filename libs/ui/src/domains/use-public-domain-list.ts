import { useDebouncedValue, useDomainSearch } from '@domainfolio/api-client';
import { PAGE_SIZE } from '@domainfolio/contracts';
import { useEffect, useRef, useState } from 'react';
import { useListParams } from '../hooks/use-list-params';

const SORT_STORAGE_KEY = 'domainfolio:public-sort';

export interface PublicDomainListOptions {
  /** One owner's domains (their portfolio), or every owner's (the marketplace). */
  username?: string;
  /** How long typing must pause before the search is sent. */
  debounceMs: number;
}

/**
 * A public list of domains: the search box (sent once typing pauses), page and sort from the
 * URL (sort also remembered in local storage), and the page of public domains they select.
 */
export function usePublicDomainList({ username, debounceMs }: PublicDomainListOptions) {
  const { query, page, sort, setQuery, setPage, setSort } = useListParams({
    sortStorageKey: SORT_STORAGE_KEY,
  });
  const [searchText, setSearchText] = useState(query);
  const debouncedText = useDebouncedValue(searchText, debounceMs);
  const committed = useRef(query);

  useEffect(() => {
    if (debouncedText === committed.current) return;
    committed.current = debouncedText;
    setQuery(debouncedText);
  }, [debouncedText, setQuery]);

  // A search changed from outside the box (Back, a link) shows in the box.
  useEffect(() => {
    if (query === committed.current) return;
    committed.current = query;
    setSearchText(query);
  }, [query]);

  const search = useDomainSearch({ username, query, page, sort, limit: PAGE_SIZE });
  return { searchText, setSearchText, query, page, sort, setPage, setSort, search };
}
