import { apiFetch, queryKeys, retryUnlessClientError } from '@domainfolio/api-client';
import type { LeadThreadResponse } from '@domainfolio/contracts';
import { useQuery } from '@tanstack/react-query';

export function getLeadThread(id: string, signal?: AbortSignal): Promise<LeadThreadResponse> {
  return apiFetch<LeadThreadResponse>(`/api/leads/${encodeURIComponent(id)}`, { signal });
}

/** A lead's thread, messages oldest first, with what the owner may do now. */
export function useLeadThread(id: string) {
  return useQuery({
    queryKey: queryKeys.leadThread(id),
    queryFn: ({ signal }) => getLeadThread(id, signal),
    select: (response) => response.payload,
    retry: retryUnlessClientError,
  });
}
