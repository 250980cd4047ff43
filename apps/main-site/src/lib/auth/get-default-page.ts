import { apiFetch, queryKeys, retryUnlessClientError } from '@domainfolio/api-client';
import type { DefaultPageResponse, PortfolioPage } from '@domainfolio/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

export async function getDefaultPage(signal?: AbortSignal): Promise<PortfolioPage> {
  const response = await apiFetch<DefaultPageResponse>('/api/pages/default', { signal });
  return response.payload;
}

export function defaultPageQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.defaultPage(),
    queryFn: ({ signal }) => getDefaultPage(signal),
    retry: retryUnlessClientError,
    staleTime: 60_000,
  });
}

/** The signed-in owner's portfolio page settings (title, description, logos). */
export function useDefaultPage({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...defaultPageQueryOptions(), enabled });
}
