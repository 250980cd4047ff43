import { apiFetch, retryUnlessClientError } from '@domainfolio/api-client';
import type { AnalyticsDays, PortfolioAnalyticsResponse } from '@domainfolio/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { analyticsKeys } from './analytics-keys';

export function getPortfolioAnalytics(
  days: AnalyticsDays,
  signal?: AbortSignal,
): Promise<PortfolioAnalyticsResponse> {
  const search = new URLSearchParams({ days: String(days) });
  return apiFetch<PortfolioAnalyticsResponse>(`/api/analytics?${search.toString()}`, { signal });
}

/**
 * The whole portfolio's landing page figures over the last `days` days, with its top names, the
 * last 12 months' sales and the next 12 months' renewals. Asked for only while `enabled` (the
 * charts are open); the last period's figures stay on screen while the next period loads.
 */
export function usePortfolioAnalytics(days: AnalyticsDays, enabled = true) {
  return useQuery({
    queryKey: analyticsKeys.portfolio(days),
    queryFn: ({ signal }) => getPortfolioAnalytics(days, signal),
    select: (response) => response.payload,
    placeholderData: keepPreviousData,
    retry: retryUnlessClientError,
    enabled,
  });
}
