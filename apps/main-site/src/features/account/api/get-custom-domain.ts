import { apiFetch, queryKeys, retryUnlessClientError } from '@domainfolio/api-client';
import type { DnsVerificationResponse } from '@domainfolio/contracts';
import { useQuery } from '@tanstack/react-query';

export function getCustomDomain(signal?: AbortSignal): Promise<DnsVerificationResponse> {
  return apiFetch<DnsVerificationResponse>('/api/user/custom-domain', { signal });
}

/**
 * The DNS records and status of the owner's saved custom domain `host` (the API answers null
 * when none is saved). Keyed by the host, so saving another domain loads its records.
 */
export function useCustomDomain(host: string) {
  return useQuery({
    queryKey: queryKeys.customDomain(host),
    queryFn: ({ signal }) => getCustomDomain(signal),
    select: (response) => response.payload,
    retry: retryUnlessClientError,
  });
}
