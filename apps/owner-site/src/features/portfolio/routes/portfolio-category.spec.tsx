import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import OwnerRoutes from '../../../app/owner-routes';
import {
  portfolioBody,
  publicDomain,
  searchBody,
  siteContext,
  stubApi,
} from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render-routes';

function searchPaths(fetchMock: { mock: { calls: unknown[][] } }): string[] {
  return fetchMock.mock.calls
    .map(([path]) => String(path))
    .filter((path) => path.startsWith('/api/search'));
}

/** Keeps the router's query string where the test can read it. */
function SearchProbe({ into }: { into: { search: string } }) {
  into.search = useLocation().search;
  return null;
}

describe('Portfolio page category', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it("narrows the owner's names to a category, kept in the URL", async () => {
    const fetchMock = vi.fn(
      stubApi({
        '/api/public/portfolio/alice': { body: portfolioBody() },
        '/api/search': { body: searchBody([publicDomain({ name: 'rocket.com' })], 1) },
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const url = { search: '' };
    renderRoutes(
      <>
        <OwnerRoutes context={siteContext()} />
        <SearchProbe into={url} />
      </>,
      '/?category=Arts',
    );
    expect(await screen.findByText('Choose from 1 Domain(s).')).toBeInTheDocument();
    const select = screen.getByRole('combobox', { name: 'Category' });
    expect(select).toHaveValue('Arts');
    expect(searchPaths(fetchMock)).toEqual([
      '/api/search?limit=48&username=alice&page=1&sort=LATEST&category=Arts',
    ]);

    await userEvent.selectOptions(select, 'Business');
    expect(url.search).toBe('?category=Business');
    await waitFor(() =>
      expect(searchPaths(fetchMock).at(-1)).toBe(
        '/api/search?limit=48&username=alice&page=1&sort=LATEST&category=Business',
      ),
    );
  });
});
