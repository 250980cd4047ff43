import { apiFetch, queryKeys, retryUnlessClientError } from '@domainfolio/api-client';
import type { Domain } from '@domainfolio/contracts';
import { useQuery } from '@tanstack/react-query';

export function getDomain(name: string, signal?: AbortSignal): Promise<{ payload: Domain }> {
  return apiFetch<{ payload: Domain }>(`/api/domains/${encodeURIComponent(name)}`, { signal });
}

/** One of the owner's domains by name; a 404 means the owner has no such domain. */
export function useDomain(name: string) {
  const key = name.trim().toLowerCase();
  return useQuery({
    queryKey: queryKeys.ownDomain(key),
    queryFn: ({ signal }) => getDomain(key, signal),
    select: (response) => response.payload,
    retry: retryUnlessClientError,
    enabled: key !== '',
  });
}
