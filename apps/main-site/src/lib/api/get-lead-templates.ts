import { apiFetch, queryKeys, retryUnlessClientError } from '@domainfolio/api-client';
import type { LeadTemplatesResponse } from '@domainfolio/contracts';
import { useQuery } from '@tanstack/react-query';

export function getLeadTemplates(signal?: AbortSignal): Promise<LeadTemplatesResponse> {
  return apiFetch<LeadTemplatesResponse>('/api/lead-templates', { signal });
}

/** The owner's saved replies: managed in Account, used from a lead's thread. */
export function useLeadTemplates() {
  return useQuery({
    queryKey: queryKeys.leadTemplates(),
    queryFn: ({ signal }) => getLeadTemplates(signal),
    select: (response) => response.payload,
    retry: retryUnlessClientError,
  });
}
