import type { PublicPortfolioResponse } from '@domainfolio/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../http/api-fetch';
import { retryUnlessClientError } from '../http/query-retry';
import { queryKeys } from '../query-keys';

export function fetchPublicPortfolio(
  username: string,
  signal?: AbortSignal,
): Promise<PublicPortfolioResponse> {
  return apiFetch<PublicPortfolioResponse>(
    `/api/public/portfolio/${encodeURIComponent(username)}`,
    { signal },
  );
}

/** An owner's public portfolio page settings (title, logo, description). A 404 means no such page. */
export function usePublicPortfolio(username: string) {
  return useQuery({
    queryKey: queryKeys.publicPortfolio(username),
    queryFn: ({ signal }) => fetchPublicPortfolio(username, signal),
    select: (response) => response.payload,
    retry: retryUnlessClientError,
    enabled: username !== '',
  });
}
