import { apiFetch, queryKeys, retryUnlessClientError } from '@domainfolio/api-client';
import type { Interval, PortfolioStatsResponse } from '@domainfolio/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export function getPortfolioStats(
  interval: Interval,
  signal?: AbortSignal,
): Promise<PortfolioStatsResponse> {
  const search = new URLSearchParams({ interval });
  return apiFetch<PortfolioStatsResponse>(`/api/domains/portfolio-stats?${search.toString()}`, {
    signal,
  });
}

/** The dashboard's tiles for a period; the last period's numbers stay while the next load. */
export function usePortfolioStats(interval: Interval) {
  return useQuery({
    queryKey: queryKeys.portfolioStats(interval),
    queryFn: ({ signal }) => getPortfolioStats(interval, signal),
    select: (response) => response.payload,
    placeholderData: keepPreviousData,
    retry: retryUnlessClientError,
  });
}
