import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';

interface RouterProbe {
  search: string;
  navigate: NavigateFunction;
}

function Probe({ into }: { into: Partial<RouterProbe> }) {
  into.search = useLocation().search;
  into.navigate = useNavigate();
  return null;
}

/**
 * Renders a remote's routes as the host would: inside a router and a fresh Query client. The
 * result also tells the URL's query string now (`location()`) and can go Back (`goBack()`).
 */
export function renderRoutes(routes: ReactElement, path = '/') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const probe: Partial<RouterProbe> = {};
  const rendered = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        {routes}
        <Probe into={probe} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return {
    ...rendered,
    location: () => new URLSearchParams(probe.search),
    goBack: () =>
      act(() => {
        void probe.navigate?.(-1);
      }),
  };
}
