import { apiFetch, retryUnlessClientError } from '@domainfolio/api-client';
import { PAGE_SIZE, type Interval, type SalesResponse } from '@domainfolio/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export interface SalesParams {
  interval: Interval;
  page: number;
}

/** Under the 'domains' prefix, so any change to the owner's domains refreshes it. */
export const salesKey = (params: SalesParams) => ['domains', 'sales', params] as const;

export function getSales({ interval, page }: SalesParams, signal?: AbortSignal) {
  const search = new URLSearchParams({
    interval,
    page: String(page),
    limit: String(PAGE_SIZE),
  });
  return apiFetch<SalesResponse>(`/api/domains/sales?${search.toString()}`, { signal });
}

/** The domains sold in a period with revenue and profit; the last page stays while the next loads. */
export function useSales(params: SalesParams) {
  return useQuery({
    queryKey: salesKey(params),
    queryFn: ({ signal }) => getSales(params, signal),
    placeholderData: keepPreviousData,
    retry: retryUnlessClientError,
  });
}
