import { apiFetch, queryKeys, retryUnlessClientError } from '@domainfolio/api-client';
import { PAGE_SIZE, type LeadsResponse } from '@domainfolio/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export interface LeadsParams {
  /** One domain's leads (its stored name), or null for all of the owner's. */
  domain: string | null;
  page: number;
}

export function getLeads(
  { domain, page }: LeadsParams,
  signal?: AbortSignal,
): Promise<LeadsResponse> {
  const search = new URLSearchParams({ page: String(page), limit: String(PAGE_SIZE) });
  const path = domain === null ? '/api/leads' : `/api/leads/${encodeURIComponent(domain)}`;
  return apiFetch<LeadsResponse>(`${path}?${search.toString()}`, { signal });
}

/** The owner's leads (or one domain's), newest first; the last page stays while the next loads. */
export function useLeads(params: LeadsParams) {
  return useQuery({
    queryKey: queryKeys.ownLeads(params),
    queryFn: ({ signal }) => getLeads(params, signal),
    select: (response) => response.payload,
    placeholderData: keepPreviousData,
    retry: retryUnlessClientError,
  });
}
