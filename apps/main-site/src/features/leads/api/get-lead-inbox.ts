import { apiFetch, queryKeys, retryUnlessClientError } from '@domainfolio/api-client';
import {
  PAGE_SIZE,
  type LeadFilter,
  type LeadSort,
  type NegotiatedLead,
  type PagedResult,
} from '@domainfolio/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export interface LeadInboxParams {
  status: LeadFilter;
  sort: LeadSort;
  page: number;
}

export interface LeadInboxResponse {
  payload: PagedResult<NegotiatedLead>;
}

export function getLeadInbox(
  { status, sort, page }: LeadInboxParams,
  signal?: AbortSignal,
): Promise<LeadInboxResponse> {
  const search = new URLSearchParams({
    status,
    sort,
    page: String(page),
    limit: String(PAGE_SIZE),
  });
  return apiFetch<LeadInboxResponse>(`/api/leads?${search.toString()}`, { signal });
}

/** One page of the inbox; the page shown stays while another filter, sort or page loads. */
export function useLeadInbox(params: LeadInboxParams) {
  return useQuery({
    queryKey: queryKeys.leadInbox(params),
    queryFn: ({ signal }) => getLeadInbox(params, signal),
    select: (response) => response.payload,
    placeholderData: keepPreviousData,
    retry: retryUnlessClientError,
  });
}
