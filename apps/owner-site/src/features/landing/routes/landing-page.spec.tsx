import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import OwnerRoutes from '../../../app/owner-routes';
import { landingBody, requestsTo, siteContext, stubApi } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render-routes';

const GTAG_PREFIX = 'https://www.googletagmanager.com/gtag/js';

function gtagScripts() {
  return Array.from(document.scripts).filter((script) =>
    script.getAttribute('src')?.startsWith(GTAG_PREFIX),
  );
}

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
    expect(screen.getByRole('link', { name: 'View more from alice.localhost' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(
      screen.getByRole('link', { name: 'Domain Landing Pages Powered by Domainfolio' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('bücher.de | Domainfolio'));
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

  it('says a sold domain has been sold, with no price, form or payment links, and links to the portfolio', async () => {
    const fetchMock = vi.fn(
      stubApi({
        '/api/public/domains/xn--bcher-kva.de': {
          body: landingBody(
            { name: 'xn--bcher-kva.de', unicodeName: 'bücher.de', sellingPrice: null },
            {},
            { sold: true },
          ),
        },
        '/api/public/domains/xn--bcher-kva.de/view': {},
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderRoutes(<OwnerRoutes context={siteContext()} />, '/xn--bcher-kva.de');

    expect(await screen.findByRole('heading', { level: 1, name: 'bücher.de' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'bücher.de has been sold' })).toBeInTheDocument();
    expect(screen.getByText('Sold')).toBeInTheDocument();
    expect(screen.queryByText('For Sale')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Price' })).not.toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Buy Now|Make an Offer/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Additional Payment Methods')).not.toBeInTheDocument();
    const more = screen.getAllByRole('link', {
      name: 'View more from alice.localhost',
    });
    expect(more).toHaveLength(1);
    expect(more[0]).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe('bücher.de | Domainfolio'));
    await waitFor(() =>
      expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
        'content',
        'bücher.de has been sold.',
      ),
    );
    // A sold name's page counts no views.
    await settle();
    expect(requestsTo(fetchMock, '/api/public/domains/xn--bcher-kva.de/view')).toEqual([]);
  });

  it('leaves out the portfolio link on a sold domain’s page when the portfolio is off', async () => {
    vi.stubGlobal(
      'fetch',
      stubApi({
        '/api/public/domains/rocket.com': {
          body: landingBody({ name: 'rocket.com' }, { isEnabled: false }, { sold: true }),
        },
      }),
    );
    renderRoutes(<OwnerRoutes context={siteContext()} />, '/rocket.com');

    expect(
      await screen.findByRole('heading', { name: 'rocket.com has been sold' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /View more from/ })).not.toBeInTheDocument();
  });

  it('shows a sold parked domain’s page at /, linking to the owner’s subdomain', async () => {
    vi.stubGlobal(
      'fetch',
      stubApi({
        '/api/public/domains/rocket.com': {
          body: landingBody({ name: 'rocket.com' }, {}, { sold: true }),
        },
      }),
    );
    const parked = siteContext({ customHost: true, parkedDomain: 'rocket.com' });
    renderRoutes(<OwnerRoutes context={{ ...parked, host: 'rocket.com' }} />);

    await screen.findByRole('heading', { name: 'rocket.com has been sold' });
    expect(screen.getByRole('link', { name: 'View more from alice.localhost' })).toHaveAttribute(
      'href',
      'http://alice.localhost:3000',
    );
    await waitFor(() => expect(document.title).toBe('rocket.com | Sold'));
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
    const parked = siteContext({ customHost: true, parkedDomain: 'rocket.com' });
    renderRoutes(<OwnerRoutes context={{ ...parked, host: 'rocket.com' }} />);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'rocket.com' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View more from alice.localhost' })).toHaveAttribute(
      'href',
      'http://alice.localhost:3000',
    );
    expect(screen.queryByRole('link', { name: /Powered by/ })).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('rocket.com | For Sale'));
  });

  it('counts one view once the data has loaded, without waiting for it', async () => {
    const fetchMock = vi.fn(
      stubApi({
        '/api/public/domains/rocket.com': { body: landingBody({ name: 'rocket.com' }) },
        '/api/public/domains/rocket.com/view': {},
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderRoutes(<OwnerRoutes context={siteContext()} />, '/rocket.com');
    expect(requestsTo(fetchMock, '/api/public/domains/rocket.com/view')).toEqual([]);

    await screen.findByRole('heading', { level: 1, name: 'rocket.com' });
    await waitFor(() =>
      expect(requestsTo(fetchMock, '/api/public/domains/rocket.com/view')).toEqual([
        { method: 'GET', body: undefined, keepalive: true },
      ]),
    );
  });

  it('counts one view when the data was inlined into the page', async () => {
    const fetchMock = vi.fn(stubApi({ '/api/public/domains/rocket.com/view': {} }));
    vi.stubGlobal('fetch', fetchMock);
    const context = { ...siteContext(), landing: landingBody({ name: 'rocket.com' }).payload };

    // The host's strict mode mounts the page twice in development; the data is there both times.
    renderRoutes(<OwnerRoutes context={context} />, '/rocket.com', { strict: true });

    expect(screen.getByRole('heading', { level: 1, name: 'rocket.com' })).toBeInTheDocument();
    await settle();
    expect(requestsTo(fetchMock, '/api/public/domains/rocket.com/view')).toHaveLength(1);
    // The page's data came with it: nothing asked for it again.
    expect(requestsTo(fetchMock, '/api/public/domains/rocket.com')).toEqual([]);
  });

  it('counts no view for a domain the owner does not list', async () => {
    const fetchMock = vi.fn(stubApi({}));
    vi.stubGlobal('fetch', fetchMock);
    renderRoutes(<OwnerRoutes context={siteContext()} />, '/missing.com');
    await screen.findByRole('heading', { name: 'Page not found.' });
    expect(requestsTo(fetchMock, '/api/public/domains/missing.com/view')).toEqual([]);
  });

  it("loads the owner's analytics once when the page has a tracking id", async () => {
    const body = landingBody({ name: 'rocket.com' });
    body.payload.analytics.googleAnalyticsTrackingId = 'G-TEST123';
    vi.stubGlobal('fetch', stubApi({ '/api/public/domains/rocket.com': { body } }));
    renderRoutes(<OwnerRoutes context={siteContext()} />, '/rocket.com');

    await screen.findByRole('heading', { level: 1, name: 'rocket.com' });
    await waitFor(() => expect(gtagScripts()).toHaveLength(1));
    expect(gtagScripts()[0]).toHaveAttribute('src', `${GTAG_PREFIX}?id=G-TEST123`);
    expect(window.dataLayer?.map((args) => Array.from(args as ArrayLike<unknown>))).toEqual([
      ['js', expect.any(Date)],
      ['config', 'G-TEST123'],
    ]);
  });

  it('loads no analytics without a tracking id', async () => {
    vi.stubGlobal(
      'fetch',
      stubApi({ '/api/public/domains/rocket.com': { body: landingBody({ name: 'rocket.com' }) } }),
    );
    renderRoutes(<OwnerRoutes context={siteContext()} />, '/rocket.com');
    await screen.findByRole('heading', { level: 1, name: 'rocket.com' });
    expect(gtagScripts()).toEqual([]);
    expect(window.gtag).toBeUndefined();
  });

  it('describes the page with the domain description, or what it offers', async () => {
    vi.stubGlobal(
      'fetch',
      stubApi({
        '/api/public/domains/rocket.com': {
          body: landingBody({ name: 'rocket.com', description: 'Lift-off for your brand.' }),
        },
        '/api/public/domains/quiet.io': {
          body: landingBody({ name: 'quiet.io', sellingPrice: null }),
        },
      }),
    );
    const first = renderRoutes(<OwnerRoutes context={siteContext()} />, '/rocket.com');
    await screen.findByRole('heading', { level: 1, name: 'rocket.com' });
    const meta = () => document.head.querySelector('meta[name="description"]');
    // The head is written by an effect after the page renders, as the title is: awaited too.
    await waitFor(() =>
      expect(meta()).toHaveAttribute(
        'content',
        'Lift-off for your brand. rocket.com is for sale for $1,200.00.',
      ),
    );
    first.unmount();
    expect(meta()).toBeNull();

    renderRoutes(<OwnerRoutes context={siteContext()} />, '/quiet.io');
    await screen.findByRole('heading', { level: 1, name: 'quiet.io' });
    await waitFor(() =>
      expect(meta()).toHaveAttribute('content', 'quiet.io is for sale. Make the owner an offer.'),
    );
  });

  it("names the owner's custom host in the title and leaves out 'Powered by' there", async () => {
    vi.stubGlobal(
      'fetch',
      stubApi({ '/api/public/domains/rocket.com': { body: landingBody({ name: 'rocket.com' }) } }),
    );
    const custom = { ...siteContext({ customHost: true }), host: 'names.example' };
    renderRoutes(<OwnerRoutes context={custom} />, '/rocket.com');

    await screen.findByRole('heading', { level: 1, name: 'rocket.com' });
    await waitFor(() => expect(document.title).toBe('rocket.com | names.example'));
    expect(screen.queryByText(/Powered by/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      'http://localhost:3000/privacy-policy',
    );
  });

  it('falls back to the default logo when the owner’s logo cannot load', async () => {
    vi.stubGlobal(
      'fetch',
      stubApi({
        '/api/public/domains/rocket.com': {
          body: landingBody({ name: 'rocket.com' }, { logo: 'https://img.test/broken.png' }),
        },
      }),
    );
    renderRoutes(<OwnerRoutes context={siteContext()} />, '/rocket.com');

    const logo = await screen.findByRole('img', { name: "Alice's Names logo" });
    expect(logo).toHaveAttribute('src', 'https://img.test/broken.png');
    fireEvent.error(logo);
    expect(screen.getByRole('img', { name: "Alice's Names logo" })).toHaveAttribute(
      'src',
      '/logo.svg',
    );
  });
});

/** Lets pending effects and promises settle. */
function settle() {
  return new Promise((resolve) => setTimeout(resolve, 20));
}
