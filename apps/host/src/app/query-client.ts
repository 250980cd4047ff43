import { QueryClient } from '@tanstack/react-query';

/** One Query client for the page; remotes use it through the shared @tanstack/react-query. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
    },
  });
}
