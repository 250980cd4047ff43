import {
  PAGE_SIZE,
  type PagedResult,
  type PublicDomain,
  type SearchDomainsBody,
  type SearchDomainsQuery,
  type SearchDomainsResponse,
} from '@domainfolio/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../http/api-fetch';
import { retryUnlessClientError } from '../http/query-retry';
import { queryKeys } from '../query-keys';

export interface DomainSearchParams extends Omit<SearchDomainsQuery, 'dashboard'> {
  /** Words to look for in the name; blank lists everything. */
  query?: string;
  enabled?: boolean;
}

/** The query string of POST /api/search; unset values are left out. */
export function searchQueryString(params: SearchDomainsQuery): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  return search.toString();
}

export function searchDomains(
  { query = '', ...params }: Omit<DomainSearchParams, 'enabled'>,
  signal?: AbortSignal,
): Promise<SearchDomainsResponse> {
  const body: SearchDomainsBody = { query: query.trim() };
  const queryString = searchQueryString({ limit: PAGE_SIZE, ...params });
  return apiFetch<SearchDomainsResponse>(`/api/search?${queryString}`, {
    method: 'POST',
    body,
    signal,
  });
}

/**
 * A page of public domains: every owner's (the marketplace) or one owner's when `username` is
 * given, narrowed by the price and length bounds given (`minPrice`, `maxPrice`, `minLength`,
 * `maxLength`; one left out is no bound). Every parameter is part of the cache key. While the
 * next page or search loads, the previous result stays on screen.
 */
export function useDomainSearch({ enabled = true, ...params }: DomainSearchParams) {
  const key = { limit: PAGE_SIZE, ...params, query: (params.query ?? '').trim() };
  return useQuery<SearchDomainsResponse, Error, PagedResult<PublicDomain>>({
    queryKey: queryKeys.domainSearch(key),
    queryFn: ({ signal }) => searchDomains(key, signal),
    select: (response) => response.payload,
    placeholderData: keepPreviousData,
    retry: retryUnlessClientError,
    enabled,
  });
}
