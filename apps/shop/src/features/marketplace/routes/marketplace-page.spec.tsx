import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ShopRoutes from '../../../app/shop-routes';
import { publicDomain, searchResponse, siteContext } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render-routes';

function searchCalls(fetchMock: ReturnType<typeof vi.fn>) {
  return fetchMock.mock.calls.map(([path, init]) => ({
    path: String(path),
    body: JSON.parse(String((init as RequestInit).body)) as { query: string },
  }));
}

describe('Marketplace', () => {
  let fetchMock: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    fetchMock = vi.fn().mockImplementation(() =>
      Promise.resolve(
        searchResponse(
          [
            publicDomain({ name: 'rocket.com', sellingPrice: 4500, username: 'alice' }),
            publicDomain({
              name: 'xn--bcher-kva.de',
              unicodeName: 'bücher.de',
              sellingPrice: null,
              username: 'brandhaus',
            }),
          ],
          { totalDocs: 150 },
        ),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    document.cookie = 'domainfolio_marketplace_banner=; Max-Age=0; Path=/';
    window.localStorage.clear();
  });

  it('lists every owner’s domains, each opening its landing page in a new tab', async () => {
    renderRoutes(<ShopRoutes context={siteContext} />);

    expect(screen.getByRole('heading', { name: 'Domain Marketplace' })).toBeInTheDocument();
    expect(await screen.findByText('Choose from 150 Domain(s).')).toBeInTheDocument();
    expect(document.title).toBe('Domain Marketplace | Domainfolio');

    const rocket = screen.getByRole('link', { name: /rocket\.com/ });
    expect(rocket).toHaveAttribute('href', 'http://alice.localhost:3000/rocket.com');
    expect(rocket).toHaveAttribute('target', '_blank');
    expect(rocket).toHaveTextContent('$5k');
    const books = screen.getByRole('link', { name: /bücher\.de/ });
    expect(books).toHaveAttribute('href', 'http://brandhaus.localhost:3000/xn--bcher-kva.de');
    expect(books).toHaveTextContent('Make an Offer');

    expect(screen.getAllByRole('navigation', { name: 'Pagination' })).toHaveLength(2);
    expect(searchCalls(fetchMock)[0]).toEqual({
      path: '/api/search?limit=48&page=1&sort=LATEST',
      body: { query: '' },
    });
  });

  it('searches once typing pauses, from page 1', async () => {
    renderRoutes(<ShopRoutes context={siteContext} />, '/?page=2');
    await screen.findByText('Choose from 150 Domain(s).');

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search domains' }), 'rock');

    await waitFor(() =>
      expect(searchCalls(fetchMock).some((call) => call.body.query === 'rock')).toBe(true),
    );
    const calls = searchCalls(fetchMock);
    expect(calls.filter((call) => call.body.query !== '')).toEqual([
      { path: '/api/search?limit=48&page=1&sort=LATEST', body: { query: 'rock' } },
    ]);
  });

  it('sorts by the chosen key', async () => {
    renderRoutes(<ShopRoutes context={siteContext} />);
    await screen.findByText('Choose from 150 Domain(s).');
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Sort by' }),
      'Highest Price',
    );
    await waitFor(() =>
      expect(searchCalls(fetchMock).at(-1)?.path).toBe(
        '/api/search?limit=48&page=1&sort=HIGHEST_PRICE',
      ),
    );
  });

  it('goes to the next page', async () => {
    renderRoutes(<ShopRoutes context={siteContext} />);
    await screen.findByText('Choose from 150 Domain(s).');
    const [topPager] = screen.getAllByRole('navigation', { name: 'Pagination' });
    await userEvent.click(within(topPager!).getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(searchCalls(fetchMock).at(-1)?.path).toBe('/api/search?limit=48&page=2&sort=LATEST'),
    );
  });

  it('shows a capped total with a plus', async () => {
    fetchMock.mockImplementation(() =>
      Promise.resolve(searchResponse([publicDomain()], { totalDocs: 10000, totalIsCapped: true })),
    );
    renderRoutes(<ShopRoutes context={siteContext} />);
    expect(await screen.findByText('Choose from 10,000+ Domain(s).')).toBeInTheDocument();
  });

  it('says what to do when nothing matches', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(searchResponse([])));
    renderRoutes(<ShopRoutes context={siteContext} />, '/?q=zzzz');
    expect(await screen.findByText('No domains match "zzzz"')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear search' })).toBeInTheDocument();
  });

  it('invites sellers to register, and the banner can be dismissed', async () => {
    renderRoutes(<ShopRoutes context={siteContext} />);
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute(
      'href',
      'http://localhost:3000/register',
    );
    expect(screen.getByRole('link', { name: 'Get your free landing page' })).toHaveAttribute(
      'href',
      'http://localhost:3000/register',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('link', { name: 'Get Started' })).not.toBeInTheDocument();
    expect(document.cookie).toContain('domainfolio_marketplace_banner=dismissed');
  });

  it('shows the not-found page for any other path', () => {
    renderRoutes(<ShopRoutes context={siteContext} />, '/something');
    expect(screen.getByRole('heading', { name: 'Page not found.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go back home' })).toHaveAttribute('href', '/');
  });
});
