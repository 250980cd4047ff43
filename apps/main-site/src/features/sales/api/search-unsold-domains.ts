import { apiFetch, retryUnlessClientError, searchQueryString } from '@domainfolio/api-client';
import {
  SortKey,
  type Domain,
  type SearchDomainsBody,
  type SearchDomainsResponse,
} from '@domainfolio/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

/** How many of the owner's domains the picker asks for at a time. */
const PICKER_LIMIT = 20;

/** Under the 'domains' prefix, so a recorded sale takes the domain out of the picker. */
const unsoldKey = (query: string) => ['domains', 'unsold', query] as const;

/** The owner's domains matching `query` (their dashboard search), alphabetically, unsold only. */
export async function searchUnsoldDomains(query: string, signal?: AbortSignal): Promise<Domain[]> {
  const body: SearchDomainsBody = { query };
  const search = searchQueryString({
    dashboard: true,
    page: 1,
    limit: PICKER_LIMIT,
    sort: SortKey.ALPHABETICAL,
  });
  const response = await apiFetch<SearchDomainsResponse<Domain>>(`/api/search?${search}`, {
    method: 'POST',
    body,
    signal,
  });
  return response.payload.docs.filter((domain) => !domain.sold);
}

/** The picker's choices for what was typed; the last ones stay while the next load. */
export function useUnsoldDomains(query: string) {
  const trimmed = query.trim();
  return useQuery({
    queryKey: unsoldKey(trimmed),
    queryFn: ({ signal }) => searchUnsoldDomains(trimmed, signal),
    placeholderData: keepPreviousData,
    retry: retryUnlessClientError,
  });
}
