import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import OwnerRoutes from '../../../app/owner-routes';
import { landingBody, siteContext, stubApi } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render-routes';

describe('Landing page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the Unicode name, description and price, with a way back to the portfolio', async () => {
    const fetchMock = vi.fn(
      stubApi({
        '/api/public/domains/xn--bcher-kva.de': {
          body: landingBody({
            name: 'xn--bcher-kva.de',
            unicodeName: 'bücher.de',
            description: 'Books, in German.',
            sellingPrice: 2500,
            buyItNow: true,
          }),
        },
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderRoutes(<OwnerRoutes context={siteContext()} />, '/xn--bcher-kva.de');

    expect(await screen.findByRole('heading', { level: 1, name: 'bücher.de' })).toBeInTheDocument();
    expect(screen.getByText('Books, in German.')).toBeInTheDocument();
    const price = screen.getByRole('region', { name: 'Price' });
    expect(price).toHaveTextContent('For sale');
    expect(price).toHaveTextContent('$2,500.00');
    expect(screen.getByText('For Sale')).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: `View more from ${window.location.hostname}` }),
    ).toHaveAttribute('href', '/');
    expect(
      screen.getByRole('link', { name: 'Domain Landing Pages Powered by Domainfolio' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('bücher.de | Domainfolio');
  });

  it("says 'Make an Offer' when the price is hidden, and leaves out the portfolio link when the page is off", async () => {
    vi.stubGlobal(
      'fetch',
      stubApi({
        '/api/public/domains/quiet.io': {
          body: landingBody(
            { name: 'quiet.io', sellingPrice: 900, priceHidden: true },
            { isEnabled: false },
          ),
        },
      }),
    );
    renderRoutes(<OwnerRoutes context={siteContext()} />, '/quiet.io');

    const price = await screen.findByRole('region', { name: 'Price' });
    expect(price).toHaveTextContent('Make an Offer');
    expect(screen.queryByText(/\$900/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /View more from/ })).not.toBeInTheDocument();
  });

  it('offers the payment links that exist and disables the others', async () => {
    vi.stubGlobal(
      'fetch',
      stubApi({
        '/api/public/domains/rocket.com': {
          body: landingBody({
            name: 'rocket.com',
            purchaseUrl: 'https://pay.example.com/rocket',
            leaseUrl: null,
            financeUrl: null,
          }),
        },
      }),
    );
    renderRoutes(<OwnerRoutes context={siteContext()} />, '/rocket.com');

    const methods = await screen.findByRole('region', { name: 'Additional Payment Methods' });
    const purchase = within(methods).getByRole('link', { name: 'Purchase' });
    expect(purchase).toHaveAttribute('href', 'https://pay.example.com/rocket');
    expect(purchase).toHaveAttribute('target', '_blank');
    expect(within(methods).getByRole('button', { name: 'Finance' })).toBeDisabled();
    expect(within(methods).getByRole('button', { name: 'Lease' })).toBeDisabled();
  });

  it('has no payment section when the owner set no links', async () => {
    vi.stubGlobal(
      'fetch',
      stubApi({ '/api/public/domains/rocket.com': { body: landingBody({ name: 'rocket.com' }) } }),
    );
    renderRoutes(<OwnerRoutes context={siteContext()} />, '/rocket.com');
    await screen.findByRole('heading', { level: 1, name: 'rocket.com' });
    expect(screen.queryByText('Additional Payment Methods')).not.toBeInTheDocument();
  });

  it('shows the not-found page for a domain the owner does not list', async () => {
    vi.stubGlobal('fetch', stubApi({}));
    renderRoutes(<OwnerRoutes context={siteContext()} />, '/missing.com');
    expect(await screen.findByRole('heading', { name: 'Page not found.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go back home' })).toHaveAttribute('href', '/');
  });

  it('shows a parked domain’s landing page at /, linking back to the owner’s subdomain', async () => {
    vi.stubGlobal(
      'fetch',
      stubApi({ '/api/public/domains/rocket.com': { body: landingBody({ name: 'rocket.com' }) } }),
    );
    renderRoutes(
      <OwnerRoutes context={siteContext({ customHost: true, parkedDomain: 'rocket.com' })} />,
    );

    expect(
      await screen.findByRole('heading', { level: 1, name: 'rocket.com' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View more from alice.localhost' })).toHaveAttribute(
      'href',
      'http://alice.localhost:3000',
    );
    expect(screen.queryByRole('link', { name: /Powered by/ })).not.toBeInTheDocument();
    expect(document.title).toBe(`rocket.com | ${window.location.hostname}`);
  });
});
