import { apiFetch, queryKeys, retryUnlessClientError } from '@domainfolio/api-client';
import type { DnsVerification } from '@domainfolio/contracts';
import { useQuery } from '@tanstack/react-query';

export function getDomainParking(
  name: string,
  signal?: AbortSignal,
): Promise<{ payload: DnsVerification }> {
  return apiFetch<{ payload: DnsVerification }>(
    `/api/domains/${encodeURIComponent(name)}/parking`,
    { signal },
  );
}

/** The DNS records that park one of the owner's domains here, and whether they are verified. */
export function useDomainParking(name: string) {
  return useQuery({
    queryKey: queryKeys.domainParking(name),
    queryFn: ({ signal }) => getDomainParking(name, signal),
    select: (response) => response.payload,
    retry: retryUnlessClientError,
  });
}
