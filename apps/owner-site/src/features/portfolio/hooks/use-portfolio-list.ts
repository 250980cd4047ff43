import { useDebouncedValue, useDomainSearch } from '@domainfolio/api-client';
import { PAGE_SIZE, SEARCH_DEBOUNCE_MS } from '@domainfolio/contracts';
import { useListParams } from '@domainfolio/ui';
import { useEffect, useRef, useState } from 'react';

const SORT_STORAGE_KEY = 'domainfolio:public-sort';

/**
 * The portfolio's list: the search box (sent once typing pauses), page and sort from the URL,
 * and the page of this owner's public domains they select.
 */
export function usePortfolioList(username: string) {
  const { query, page, sort, setQuery, setPage, setSort } = useListParams({
    sortStorageKey: SORT_STORAGE_KEY,
  });
  const [searchText, setSearchText] = useState(query);
  const debouncedText = useDebouncedValue(searchText, SEARCH_DEBOUNCE_MS.portfolio);
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
