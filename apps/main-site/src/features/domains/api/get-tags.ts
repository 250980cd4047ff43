import { apiFetch, retryUnlessClientError } from '@domainfolio/api-client';
import type { DomainTagsResponse } from '@domainfolio/contracts';
import { useQuery } from '@tanstack/react-query';

/** Under the 'domains' prefix: a change to the owner's names (their tags) refreshes it. */
export const ownerTagsKey = () => ['domains', 'tags'] as const;

export function getOwnerTags(signal?: AbortSignal): Promise<DomainTagsResponse> {
  return apiFetch<DomainTagsResponse>('/api/domains/tags', { signal });
}

/** Every tag of the owner's names with its count, the most used first, for filters and editors. */
export function useOwnerTags() {
  return useQuery({
    queryKey: ownerTagsKey(),
    queryFn: ({ signal }) => getOwnerTags(signal),
    select: (response) => response.payload,
    retry: retryUnlessClientError,
  });
}
