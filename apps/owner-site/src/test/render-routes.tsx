import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { StrictMode, type ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';

export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } });
}

/**
 * Renders a remote's routes as the host would: inside a router and a Query client (a fresh one
 * unless the test passes one it has filled, as the host does before a landing page mounts).
 * `strict` adds the host's StrictMode, which mounts every component twice in development.
 */
export function renderRoutes(
  routes: ReactElement,
  path = '/',
  { client = testQueryClient(), strict = false }: { client?: QueryClient; strict?: boolean } = {},
) {
  const tree = (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>{routes}</MemoryRouter>
    </QueryClientProvider>
  );
  return render(strict ? <StrictMode>{tree}</StrictMode> : tree);
}
