import { fireEvent, screen } from '@testing-library/react';
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
    expect(document.title).toBe("Alice's Names | Domain Portfolio");
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

  it('shows the not-found page when the owner has no public portfolio', async () => {
    vi.stubGlobal('fetch', stubApi({ '/api/search': { body: searchBody([]) } }));
    renderRoutes(<OwnerRoutes context={siteContext()} />);
    expect(await screen.findByRole('heading', { name: 'Page not found.' })).toBeInTheDocument();
    expect(document.title).toBe('Page not found | Domainfolio');
  });

  it('shows the not-found page for a deeper path', () => {
    vi.stubGlobal('fetch', stubApi({ '/api/public': { status: 404, body: notFoundBody } }));
    renderRoutes(<OwnerRoutes context={siteContext()} />, '/rocket.com/edit');
    expect(screen.getByRole('heading', { name: 'Page not found.' })).toBeInTheDocument();
  });
});
