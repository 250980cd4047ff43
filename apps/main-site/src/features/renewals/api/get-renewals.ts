import { apiFetch, retryUnlessClientError } from '@domainfolio/api-client';
import type { RenewalsResponse } from '@domainfolio/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

/** Under the 'domains' prefix, so any change to the owner's domains refreshes it. */
export const renewalsKey = (days: number) => ['domains', 'renewals', days] as const;

export function getRenewals(days: number, signal?: AbortSignal): Promise<RenewalsResponse> {
  const search = new URLSearchParams({ days: String(days) });
  return apiFetch<RenewalsResponse>(`/api/domains/renewals?${search.toString()}`, { signal });
}

/** The names expiring in the next `days`, with the suggestion for each and the budget. */
export function useRenewals(days: number) {
  return useQuery({
    queryKey: renewalsKey(days),
    queryFn: ({ signal }) => getRenewals(days, signal),
    select: (response) => response.payload,
    placeholderData: keepPreviousData,
    retry: retryUnlessClientError,
  });
}
