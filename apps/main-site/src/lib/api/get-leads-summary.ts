import { apiFetch, queryKeys, retryUnlessClientError } from '@domainfolio/api-client';
import { Interval, type LeadsSummaryResponse } from '@domainfolio/contracts';
import { useQuery } from '@tanstack/react-query';

/** The inbox counts over a calendar month, the period its "accepted" tile names. */
export const LEADS_SUMMARY_INTERVAL = Interval.MONTH;

export function getLeadsSummary(signal?: AbortSignal): Promise<LeadsSummaryResponse> {
  const search = new URLSearchParams({ interval: LEADS_SUMMARY_INTERVAL });
  return apiFetch<LeadsSummaryResponse>(`/api/leads/summary?${search.toString()}`, { signal });
}

/**
 * The leads inbox's figures, shared with the sidebar's "need a reply" badge (one request for
 * both). Asked again every minute while the dashboard is open, so a new offer shows in the
 * badge without a reload.
 */
export function useLeadsSummary() {
  return useQuery({
    queryKey: queryKeys.leadsSummary(LEADS_SUMMARY_INTERVAL),
    queryFn: ({ signal }) => getLeadsSummary(signal),
    select: (response) => response.payload,
    retry: retryUnlessClientError,
    refetchInterval: 60_000,
  });
}
