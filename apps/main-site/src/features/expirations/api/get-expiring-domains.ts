import { apiFetch, retryUnlessClientError } from '@domainfolio/api-client';
import { PAGE_SIZE, type ExpiringDomainsResponse, type Interval } from '@domainfolio/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export interface ExpiringDomainsParams {
  interval: Interval;
  page: number;
}

/** Under the 'domains' prefix, so any change to the owner's domains refreshes it. */
export const expiringDomainsKey = (params: ExpiringDomainsParams) =>
  ['domains', 'expiring', params] as const;

export function getExpiringDomains(
  { interval, page }: ExpiringDomainsParams,
  signal?: AbortSignal,
): Promise<ExpiringDomainsResponse> {
  const search = new URLSearchParams({
    interval,
    page: String(page),
    limit: String(PAGE_SIZE),
  });
  return apiFetch<ExpiringDomainsResponse>(`/api/domains/expiring?${search.toString()}`, {
    signal,
  });
}

/** The domains expiring in a period, a page at a time; the last page stays while the next loads. */
export function useExpiringDomains(params: ExpiringDomainsParams) {
  return useQuery({
    queryKey: expiringDomainsKey(params),
    queryFn: ({ signal }) => getExpiringDomains(params, signal),
    placeholderData: keepPreviousData,
    retry: retryUnlessClientError,
  });
}
