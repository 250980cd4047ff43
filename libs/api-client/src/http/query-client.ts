import { QueryClient } from '@tanstack/react-query';

/**
 * The Query client of a page: the host makes one in the browser, which remotes use through the
 * shared @tanstack/react-query, and the server one per render, with the same defaults so the
 * hydrated page behaves as the rendered one.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
    },
  });
}
