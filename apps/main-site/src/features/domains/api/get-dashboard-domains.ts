import {
  apiFetch,
  queryKeys,
  retryUnlessClientError,
  searchQueryString,
} from '@domainfolio/api-client';
import {
  PAGE_SIZE,
  type Domain,
  type PagedResult,
  type RegistryFlag,
  type SearchDomainsBody,
  type SearchDomainsResponse,
  type SortKey,
} from '@domainfolio/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export interface DashboardDomainsParams {
  query: string;
  page: number;
  sort: SortKey;
  /** Only the rows whose registry data says this; every row when left out. */
  registry?: RegistryFlag;
  /** Only the rows carrying this tag; every row when left out. */
  tag?: string;
}

/** A page of the owner's own domains, private ones included. */
export function getDashboardDomains(
  { query, page, sort, registry, tag }: DashboardDomainsParams,
  signal?: AbortSignal,
): Promise<SearchDomainsResponse<Domain>> {
  const body: SearchDomainsBody = { query: query.trim() };
  const queryString = searchQueryString({
    dashboard: true,
    page,
    limit: PAGE_SIZE,
    sort,
    registry,
    tag,
  });
  return apiFetch<SearchDomainsResponse<Domain>>(`/api/search?${queryString}`, {
    method: 'POST',
    body,
    signal,
  });
}

/**
 * The dashboard table's page; the previous page stays on screen while the next one loads. The
 * registry and tag filters are part of the cache key, so each filter keeps its own pages.
 */
export function useDashboardDomains(params: DashboardDomainsParams) {
  const key = { ...params, query: params.query.trim() };
  return useQuery<SearchDomainsResponse<Domain>, Error, PagedResult<Domain>>({
    queryKey: queryKeys.dashboardDomains(key),
    queryFn: ({ signal }) => getDashboardDomains(key, signal),
    select: (response) => response.payload,
    placeholderData: keepPreviousData,
    retry: retryUnlessClientError,
  });
}
