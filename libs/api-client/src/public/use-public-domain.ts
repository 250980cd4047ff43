import type { PublicDomainResponse } from '@domainfolio/contracts';
import { useQuery } from '@tanstack/react-query';
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
 * A domain's landing-page data, looked up among the domains of the owner this host belongs to.
 * A 404 means the owner has no such public domain.
 */
export function usePublicDomain(name: string) {
  const key = name.toLowerCase();
  return useQuery({
    queryKey: queryKeys.publicDomain(key),
    queryFn: ({ signal }) => fetchPublicDomain(key, signal),
    select: (response) => response.payload,
    retry: retryUnlessClientError,
    enabled: key !== '',
  });
}
