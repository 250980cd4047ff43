import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import OwnerRoutes from '../../../app/owner-routes';
import {
  notFoundBody,
  portfolioBody,
  publicDomain,
  searchBody,
  siteContext,
  stubApi,
} from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render-routes';

const domains = [
  publicDomain({ name: 'rocket.com', sellingPrice: 4500 }),
  publicDomain({ name: 'quiet.io', sellingPrice: 900, priceHidden: true }),
];

function searchPaths(fetchMock: { mock: { calls: unknown[][] } }): string[] {
  return fetchMock.mock.calls
    .map(([path]) => String(path))
    .filter((path) => path.startsWith('/api/search'));
}

describe('Portfolio page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it("shows the owner's title, description and public domains, each linking to its landing page", async () => {
    const fetchMock = vi.fn(
      stubApi({
        '/api/public/portfolio/alice': { body: portfolioBody() },
        '/api/search': { body: searchBody(domains, 2) },
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderRoutes(<OwnerRoutes context={siteContext()} />);

    expect(
      await screen.findByRole('heading', { level: 1, name: "Alice's Names" }),
    ).toBeInTheDocument();
    expect(screen.getByText('Short, memorable names.')).toBeInTheDocument();
    expect(await screen.findByText('Choose from 2 Domain(s).')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /rocket\.com/ })).toHaveAttribute(
      'href',
      '/rocket.com',
    );
    expect(screen.getByRole('link', { name: /quiet\.io/ })).toHaveTextContent('Make an Offer');
    await waitFor(() => expect(document.title).toBe("Alice's Names | Domain Portfolio"));
    expect(fetchMock.mock.calls.map(([path]) => String(path))).toContain(
      '/api/search?limit=48&username=alice&page=1&sort=LATEST',
    );
  });

  it('falls back to the username and the default logo', async () => {
    vi.stubGlobal(
      'fetch',
      stubApi({
        '/api/public/portfolio/alice': {
          body: portfolioBody({ title: null, logo: 'https://cdn.example.com/broken.png' }),
        },
        '/api/search': { body: searchBody(domains) },
      }),
    );
    renderRoutes(<OwnerRoutes context={siteContext()} />);

    expect(await screen.findByRole('heading', { level: 1, name: 'alice' })).toBeInTheDocument();
    const logo = screen.getByRole('img', { name: 'alice logo' });
    fireEvent.error(logo);
    expect(screen.getByRole('img', { name: 'alice logo' })).toHaveAttribute('src', '/logo.svg');
  });

  it("links to the legal pages and to the product, except on the owner's own domain", async () => {
    vi.stubGlobal(
      'fetch',
      stubApi({
        '/api/public/portfolio/alice': { body: portfolioBody() },
        '/api/search': { body: searchBody(domains) },
      }),
    );
    const { unmount } = renderRoutes(<OwnerRoutes context={siteContext()} />);
    await screen.findByText('Choose from 2 Domain(s).');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      'http://localhost:3000/privacy-policy',
    );
    expect(screen.getByRole('link', { name: 'Powered by Domainfolio' })).toHaveAttribute(
      'href',
      'http://localhost:3000',
    );
    unmount();

    renderRoutes(<OwnerRoutes context={siteContext({ customHost: true })} />);
    await screen.findByText('Choose from 2 Domain(s).');
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Powered by Domainfolio' })).not.toBeInTheDocument();
  });

  it('has the same price and length filters, for this owner only', async () => {
    const fetchMock = vi.fn(
      stubApi({
        '/api/public/portfolio/alice': { body: portfolioBody() },
        '/api/search': { body: searchBody(domains) },
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderRoutes(<OwnerRoutes context={siteContext()} />, '/?maxPrice=3000&page=2');
    await screen.findByText('Choose from 2 Domain(s).');
    expect(searchPaths(fetchMock)).toEqual([
      '/api/search?limit=48&username=alice&page=2&sort=LATEST&maxPrice=3000',
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Filters (1 active)' }));
    expect(screen.getByRole('group', { name: 'Price' })).toHaveTextContent('$0 – $3,000');
    expect(screen.getByRole('group', { name: 'Length' })).toHaveTextContent('1 – 50+');
    screen.getByRole('slider', { name: 'Minimum length' }).focus();
    await userEvent.keyboard('{ArrowRight}');

    // The portfolio waits a second after the last change.
    await waitFor(
      () =>
        expect(searchPaths(fetchMock).at(-1)).toBe(
          '/api/search?limit=48&username=alice&page=1&sort=LATEST&maxPrice=3000&minLength=2',
        ),
      { timeout: 3000 },
    );
    expect(searchPaths(fetchMock)).toHaveLength(2);
  });

  it('offers to reset the filters when nothing is in the range', async () => {
    const fetchMock = vi.fn(
      stubApi({
        '/api/public/portfolio/alice': { body: portfolioBody() },
        '/api/search': { body: searchBody([]) },
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderRoutes(<OwnerRoutes context={siteContext()} />, '/?minPrice=9000');
    expect(await screen.findByText('No domains match these filters')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Reset filters' }));
    await waitFor(() =>
      expect(searchPaths(fetchMock).at(-1)).toBe(
        '/api/search?limit=48&username=alice&page=1&sort=LATEST',
      ),
    );
    expect(await screen.findByText('No domains are listed here yet')).toBeInTheDocument();
  });

  it('lists slim cards first, can show full cards, and pages above and below', async () => {
    vi.stubGlobal(
      'fetch',
      stubApi({
        '/api/public/portfolio/alice': { body: portfolioBody() },
        '/api/search': { body: searchBody(domains, 100) },
      }),
    );
    renderRoutes(<OwnerRoutes context={siteContext()} />);
    await screen.findByText('Choose from 100 Domain(s).');
    expect(screen.getByRole('navigation', { name: 'Pagination (top)' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Pagination (bottom)' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search domains' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Slim cards' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('link', { name: /rocket\.com/ })).toHaveTextContent('$5k');
    await userEvent.click(screen.getByRole('button', { name: 'Full cards' }));
    expect(screen.getByRole('link', { name: /rocket\.com/ })).toHaveTextContent('$4,500');
  });

  it('shows the not-found page when the owner has no public portfolio', async () => {
    vi.stubGlobal('fetch', stubApi({ '/api/search': { body: searchBody([]) } }));
    renderRoutes(<OwnerRoutes context={siteContext()} />);
    expect(await screen.findByRole('heading', { name: 'Page not found.' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Page not found | Domainfolio'));
  });

  it('shows the not-found page for a deeper path', () => {
    vi.stubGlobal('fetch', stubApi({ '/api/public': { status: 404, body: notFoundBody } }));
    renderRoutes(<OwnerRoutes context={siteContext()} />, '/rocket.com/edit');
    expect(screen.getByRole('heading', { name: 'Page not found.' })).toBeInTheDocument();
  });
});
