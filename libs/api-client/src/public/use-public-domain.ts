import type { PublicDomainResponse } from '@domainfolio/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../http/api-fetch';
import { retryUnlessClientError } from '../http/query-retry';
import { queryKeys } from '../query-keys';

export function fetchPublicDomain(
  name: string,
  signal?: AbortSignal,
): Promise<PublicDomainResponse> {
  return apiFetch<PublicDomainResponse>(`/api/public/domains/${encodeURIComponent(name)}`, {
    signal,
  });
}

/**
 * The query of a domain's landing-page data, keyed by the name as the URL gives it
 * (lowercased). Shared by the hook and the host, which starts it before the page's code loads.
 */
export function publicDomainQueryOptions(name: string) {
  const key = name.toLowerCase();
  return queryOptions({
    queryKey: queryKeys.publicDomain(key),
    queryFn: ({ signal }) => fetchPublicDomain(key, signal),
    retry: retryUnlessClientError,
    // An answer the host fetched before the page mounted counts, a failure too (a 404 is final;
    // the page offers "Try again" for the rest).
    retryOnMount: false,
  });
}

/**
 * A domain's landing-page data, looked up among the domains of the owner this host belongs to.
 * A 404 means the owner has no such public domain.
 */
export function usePublicDomain(name: string) {
  return useQuery({
    ...publicDomainQueryOptions(name),
    select: (response) => response.payload,
    enabled: name !== '',
  });
}
