import { apiFetch, retryUnlessClientError } from '@domainfolio/api-client';
import type { AnalyticsDays, DomainAnalyticsResponse } from '@domainfolio/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { analyticsKeys } from './analytics-keys';

export function getDomainAnalytics(
  name: string,
  days: AnalyticsDays,
  signal?: AbortSignal,
): Promise<DomainAnalyticsResponse> {
  const search = new URLSearchParams({ days: String(days) });
  return apiFetch<DomainAnalyticsResponse>(
    `/api/domains/${encodeURIComponent(name)}/analytics?${search.toString()}`,
    { signal },
  );
}

/**
 * One domain's landing page figures over the last `days` days; the last period's figures stay
 * on screen while the next period loads.
 */
export function useDomainAnalytics(name: string, days: AnalyticsDays) {
  const key = name.trim().toLowerCase();
  return useQuery({
    queryKey: analyticsKeys.domain(key, days),
    queryFn: ({ signal }) => getDomainAnalytics(key, days, signal),
    select: (response) => response.payload,
    placeholderData: keepPreviousData,
    retry: retryUnlessClientError,
    enabled: key !== '',
  });
}
