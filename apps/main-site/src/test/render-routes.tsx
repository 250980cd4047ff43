import type { SiteContext } from '@domainfolio/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { StrictMode, type ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import MainRoutes from '../app/main-routes';
import { siteContext } from './fixtures';

/** Keeps the router's current path and query where a test can read it. */
function LocationProbe({ into }: { into: { current: string } }) {
  const location = useLocation();
  into.current = location.pathname + location.search;
  return null;
}

/**
 * Renders a remote's routes as the host would: in strict mode, inside a router and a fresh
 * Query client.
 */
export function renderRoutes(routes: ReactElement, path = '/') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const location = { current: path };
  const result = render(
    <StrictMode>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          {routes}
          <LocationProbe into={location} />
        </MemoryRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
  return { ...result, client, location };
}

/** The main site at `path`, with the test fixtures' site context unless given another. */
export function renderMainSite(path = '/', context: SiteContext = siteContext) {
  return renderRoutes(<MainRoutes context={context} />, path);
}
