import type { PublicDomainResponse, SiteContext, SiteOwner } from '@domainfolio/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../query-keys';
import { landingDomainName, primePublicDomain, primeSiteData } from './prime-public-domain';
import { usePublicDomain } from './use-public-domain';

function context(site: SiteContext['site'], owner: Partial<SiteOwner> | null = {}): SiteContext {
  return {
    site,
    owner: owner && { username: 'alice', customHost: false, parkedDomain: null, ...owner },
    appHost: 'localhost',
    host: 'localhost',
    appUrl: 'http://localhost:3000',
    shopUrl: 'http://shop.localhost:3000',
    remotes: { main: '/m.js', shop: '/s.js', owner: '/o.js' },
    proxyIp: '203.0.113.10',
    supportEmail: 'support@example.com',
    session: false,
    auth: { googleSignIn: false },
    recaptcha: null,
  };
}

function landing(name: string, unicodeName = name): PublicDomainResponse {
  return {
    type: 'SUCCESS',
    payload: {
      domain: {
        _id: name,
        name,
        unicodeName,
        tld: 'com',
        description: null,
        sellingPrice: 1200,
        buyItNow: false,
        priceHidden: false,
        purchaseUrl: null,
        financeUrl: null,
        leaseUrl: null,
        username: 'alice',
        createdDate: '2024-01-01T00:00:00.000Z',
      },
      sold: false,
      owner: { username: 'alice', displayName: 'Alice' },
      page: {
        isEnabled: true,
        title: null,
        theme: 'indigo',
        logo: null,
        logoLight: null,
        description: null,
      },
      analytics: { googleAnalyticsTrackingId: null },
    },
  };
}

function answer(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

describe('landingDomainName', () => {
  it('reads /{domain} on an owner site, decoded, with or without a trailing slash', () => {
    expect(landingDomainName(context('owner'), '/rocket.com')).toBe('rocket.com');
    expect(landingDomainName(context('owner'), '/rocket.com/')).toBe('rocket.com');
    expect(landingDomainName(context('owner'), '/b%C3%BCcher.de')).toBe('bücher.de');
  });

  it('gives the parked domain at / and nothing at / otherwise', () => {
    expect(landingDomainName(context('owner', { parkedDomain: 'rocket.com' }), '/')).toBe(
      'rocket.com',
    );
    expect(landingDomainName(context('owner'), '/')).toBeNull();
  });

  it('ignores paths that are no landing page, and every other site', () => {
    expect(landingDomainName(context('owner'), '/about')).toBeNull();
    expect(landingDomainName(context('owner'), '/a/rocket.com')).toBeNull();
    expect(landingDomainName(context('owner'), '/%E0%A4%A.com')).toBeNull();
    expect(landingDomainName(context('main', null), '/rocket.com')).toBeNull();
    expect(landingDomainName(context('shop', null), '/rocket.com')).toBeNull();
    expect(landingDomainName(context('notFound', null), '/rocket.com')).toBeNull();
  });
});

describe('primePublicDomain', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('starts the request at once and the page hook takes its answer without asking again', async () => {
    const fetchMock = vi.fn().mockResolvedValue(answer(landing('rocket.com')));
    vi.stubGlobal('fetch', fetchMock);
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });

    primePublicDomain(client, context('owner'), '/Rocket.com');

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/public/domains/rocket.com');
    const { result } = renderHook(() => usePublicDomain('Rocket.com'), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      ),
    });
    await waitFor(() => expect(result.current.data?.domain.name).toBe('rocket.com'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('asks once for a domain the owner does not list', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValue(
        answer({ type: 'ERROR', code: 'NOT_FOUND', title: 'Not Found', message: 'Nope' }, 404),
      );
    vi.stubGlobal('fetch', fetchMock);
    const client = new QueryClient();

    primePublicDomain(client, context('owner'), '/missing.com');
    await waitFor(() =>
      expect(client.getQueryState(queryKeys.publicDomain('missing.com'))?.status).toBe('error'),
    );
    const { result } = renderHook(() => usePublicDomain('missing.com'), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      ),
    });

    expect(result.current.error).toMatchObject({ status: 404 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("fetches a parked domain's page at /", async () => {
    const fetchMock = vi.fn().mockResolvedValue(answer(landing('rocket.com')));
    vi.stubGlobal('fetch', fetchMock);
    const client = new QueryClient();

    primePublicDomain(client, context('owner', { parkedDomain: 'rocket.com' }), '/');

    await waitFor(() =>
      expect(client.getQueryData(queryKeys.publicDomain('rocket.com'))).toEqual(
        landing('rocket.com'),
      ),
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('seeds the cache from inlined landing data without any request', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const client = new QueryClient();
    const inlined = landing('xn--bcher-kva.de', 'bücher.de');

    primePublicDomain(client, { ...context('owner'), landing: inlined.payload }, '/b%C3%BCcher.de');

    expect(client.getQueryData(queryKeys.publicDomain('bücher.de'))).toEqual(inlined);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('fetches when the inlined data is of another domain', () => {
    const fetchMock = vi.fn().mockResolvedValue(answer(landing('rocket.com')));
    vi.stubGlobal('fetch', fetchMock);
    const client = new QueryClient();

    primePublicDomain(
      client,
      { ...context('owner'), landing: landing('other.com').payload },
      '/rocket.com',
    );

    expect(client.getQueryData(queryKeys.publicDomain('other.com'))).toBeUndefined();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('does nothing on other sites and other paths', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const client = new QueryClient();

    primePublicDomain(client, context('main', null), '/rocket.com');
    primePublicDomain(client, context('shop', null), '/');
    primePublicDomain(client, context('owner'), '/');
    primePublicDomain(client, context('owner'), '/no-such-page');

    expect(fetchMock).not.toHaveBeenCalled();
    expect(client.getQueryCache().getAll()).toEqual([]);
  });
});

describe('primeSiteData', () => {
  it("puts the portfolio's inlined settings where the portfolio page reads them", () => {
    const client = new QueryClient();
    const portfolio = {
      page: { title: "Alice's Names", theme: 'indigo', logo: null, description: null },
      analytics: { googleAnalyticsTrackingId: null },
    };
    primeSiteData(client, { ...context('owner'), portfolio }, '/');
    expect(client.getQueryData(queryKeys.publicPortfolio('alice'))).toEqual({ payload: portfolio });
  });

  it('leaves the portfolio to its request when nothing was inlined', () => {
    const client = new QueryClient();
    primeSiteData(client, context('owner'), '/');
    expect(client.getQueryData(queryKeys.publicPortfolio('alice'))).toBeUndefined();
  });
});
