import { QueryClient } from '@tanstack/react-query';

/**
 * A Query client with the sites' defaults: a site makes one per mount in the browser and the
 * server one per render (see SiteQueryProvider), so the hydrated page behaves as the rendered
 * one.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
    },
  });
}
