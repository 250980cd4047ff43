import { fireEvent, screen, waitFor, within } from '@testing-library/react';
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

const BASE = '/api/search?limit=48&page=1&sort=LATEST';

async function openFilters(name: string | RegExp = /^Filters/) {
  await userEvent.click(screen.getByRole('button', { name }));
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

    expect(screen.getByRole('navigation', { name: 'Pagination (top)' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Pagination (bottom)' })).toBeInTheDocument();
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
    const topPager = screen.getByRole('navigation', { name: 'Pagination (top)' });
    await userEvent.click(within(topPager).getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(searchCalls(fetchMock).at(-1)?.path).toBe('/api/search?limit=48&page=2&sort=LATEST'),
    );
  });

  it('sends a price or length bound only once it is moved off the end of its slider', async () => {
    const { location } = renderRoutes(<ShopRoutes context={siteContext} />);
    await screen.findByText('Choose from 150 Domain(s).');
    await openFilters('Filters');
    expect(screen.getByRole('group', { name: 'Price' })).toHaveTextContent('$0 – $10,000+');
    expect(screen.getByRole('group', { name: 'Length' })).toHaveTextContent('1 – 50+');

    screen.getByRole('slider', { name: 'Maximum price' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(searchCalls(fetchMock).at(-1)?.path).toBe(`${BASE}&maxPrice=9900`));
    expect(location().toString()).toBe('maxPrice=9900');
    expect(screen.getByRole('button', { name: 'Filters (1 active)' })).toBeInTheDocument();

    fireEvent.change(screen.getByRole('slider', { name: 'Minimum length' }), {
      target: { value: '3' },
    });
    await waitFor(() =>
      expect(searchCalls(fetchMock).at(-1)?.path).toBe(`${BASE}&maxPrice=9900&minLength=3`),
    );

    // Back to the ends: no bound at all, in the URL or in the search.
    screen.getByRole('slider', { name: 'Minimum length' }).focus();
    await userEvent.keyboard('{Home}');
    screen.getByRole('slider', { name: 'Maximum price' }).focus();
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(location().toString()).toBe(''));
    await waitFor(() => expect(searchCalls(fetchMock).at(-1)?.path).toBe(BASE));
    expect(searchCalls(fetchMock).every((call) => !call.path.includes('minPrice'))).toBe(true);
    expect(searchCalls(fetchMock).every((call) => !call.path.includes('maxLength'))).toBe(true);
  });

  it('sends one search once a slider stops moving, from page 1', async () => {
    const { location } = renderRoutes(<ShopRoutes context={siteContext} />, '/?page=3');
    await screen.findByText('Choose from 150 Domain(s).');
    expect(searchCalls(fetchMock).at(-1)?.path).toBe('/api/search?limit=48&page=3&sort=LATEST');
    await openFilters();

    screen.getByRole('slider', { name: 'Maximum price' }).focus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    await waitFor(() => expect(location().get('maxPrice')).toBe('9700'));
    expect(location().get('page')).toBeNull();
    await waitFor(() => expect(searchCalls(fetchMock).at(-1)?.path).toBe(`${BASE}&maxPrice=9700`));
    expect(searchCalls(fetchMock).filter((call) => call.path.includes('maxPrice'))).toHaveLength(1);
  });

  it('takes the filters from the URL, and Back returns to the previous ones', async () => {
    const { location, goBack } = renderRoutes(
      <ShopRoutes context={siteContext} />,
      '/?q=rock&minPrice=500&maxPrice=2000&minLength=3&maxLength=10',
    );
    await screen.findByText('Choose from 150 Domain(s).');
    expect(searchCalls(fetchMock)).toEqual([
      {
        path: `${BASE}&minPrice=500&maxPrice=2000&minLength=3&maxLength=10`,
        body: { query: 'rock' },
      },
    ]);
    expect(screen.getByRole('searchbox', { name: 'Search domains' })).toHaveValue('rock');
    await openFilters('Filters (2 active)');
    expect(screen.getByRole('group', { name: 'Price' })).toHaveTextContent('$500 – $2,000');
    expect(screen.getByRole('group', { name: 'Length' })).toHaveTextContent('3 – 10');

    fireEvent.change(screen.getByRole('slider', { name: 'Maximum price' }), {
      target: { value: '10000' },
    });
    await waitFor(() => expect(location().get('maxPrice')).toBeNull());
    expect(location().toString()).toBe('q=rock&minPrice=500&minLength=3&maxLength=10');
    await waitFor(() =>
      expect(searchCalls(fetchMock).at(-1)?.path).toBe(
        `${BASE}&minPrice=500&minLength=3&maxLength=10`,
      ),
    );
    expect(screen.getByRole('group', { name: 'Price' })).toHaveTextContent('$500 – $10,000+');

    goBack();
    expect(location().get('maxPrice')).toBe('2000');
    await waitFor(() =>
      expect(screen.getByRole('group', { name: 'Price' })).toHaveTextContent('$500 – $2,000'),
    );
  });

  it('never sends crossed or out-of-range bounds from a hand-written URL', async () => {
    renderRoutes(
      <ShopRoutes context={siteContext} />,
      '/?minPrice=5000&maxPrice=1000&minLength=0&maxLength=900',
    );
    await screen.findByText('Choose from 150 Domain(s).');
    expect(searchCalls(fetchMock)[0]?.path).toBe(`${BASE}&minPrice=1000&maxPrice=5000`);
  });

  it('offers to reset the filters when nothing is in the range', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(searchResponse([])));
    const { location } = renderRoutes(<ShopRoutes context={siteContext} />, '/?maxLength=2');
    expect(await screen.findByText('No domains match these filters')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Reset filters' }));
    expect(location().toString()).toBe('');
    await waitFor(() => expect(searchCalls(fetchMock).at(-1)?.path).toBe(BASE));
    expect(screen.getByRole('button', { name: 'Filters' })).toBeInTheDocument();
  });

  it('offers both ways out when a search and a filter find nothing', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(searchResponse([])));
    const { location } = renderRoutes(
      <ShopRoutes context={siteContext} />,
      '/?q=zzzz&minPrice=100',
    );
    expect(await screen.findByText('No domains match "zzzz"')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(location().toString()).toBe('minPrice=100');
    expect(screen.getByRole('searchbox', { name: 'Search domains' })).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Reset filters' })).toBeInTheDocument();
  });

  it('switches between slim and full cards, slim first', async () => {
    renderRoutes(<ShopRoutes context={siteContext} />);
    await screen.findByText('Choose from 150 Domain(s).');
    expect(screen.getByRole('button', { name: 'Slim cards' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('link', { name: /rocket\.com/ })).toHaveTextContent('$5k');
    await userEvent.click(screen.getByRole('button', { name: 'Full cards' }));
    expect(screen.getByRole('link', { name: /rocket\.com/ })).toHaveTextContent('$4,500');
  });

  it('shows skeleton cards until the first page arrives', async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderRoutes(<ShopRoutes context={siteContext} />);
    expect(screen.getByRole('status', { name: 'Loading domains' })).toBeInTheDocument();
    answer(searchResponse([publicDomain({ name: 'rocket.com' })]));
    expect(await screen.findByRole('link', { name: /rocket\.com/ })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading domains' })).not.toBeInTheDocument();
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
    // It names only services whose exports the bulk upload reads as they are.
    expect(screen.getByRole('complementary', { name: 'Announcement' })).toHaveTextContent(
      'Bulk upload your portfolio from registrars and marketplaces like GoDaddy, Namecheap, Dynadot, Sedo and Afternic',
    );
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
