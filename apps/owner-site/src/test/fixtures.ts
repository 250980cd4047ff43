import {
  buildPagedResult,
  type PublicDomain,
  type PublicDomainResponse,
  type PublicPortfolioResponse,
  type SiteContext,
  type SiteOwner,
} from '@domainfolio/contracts';

export function siteContext(owner: Partial<SiteOwner> = {}): SiteContext {
  return {
    site: 'owner',
    owner: { username: 'alice', customHost: false, parkedDomain: null, ...owner },
    appHost: 'localhost',
    host: 'alice.localhost',
    appUrl: 'http://localhost:3000',
    shopUrl: 'http://shop.localhost:3000',
    remotes: {
      main: '/remotes/main/remoteEntry.js',
      shop: '/remotes/shop/remoteEntry.js',
      owner: '/remotes/owner/remoteEntry.js',
    },
    proxyIp: '203.0.113.10',
    supportEmail: 'support@example.com',
    session: false,
    auth: { googleSignIn: false },
    recaptcha: null,
  };
}

export function publicDomain(overrides: Partial<PublicDomain> = {}): PublicDomain {
  const name = overrides.name ?? 'example.com';
  return {
    _id: name,
    name,
    unicodeName: name,
    tld: name.split('.').pop() ?? 'com',
    description: null,
    sellingPrice: 1200,
    offersEnabled: true,
    buyItNow: false,
    priceHidden: false,
    purchaseUrl: null,
    financeUrl: null,
    leaseUrl: null,
    username: 'alice',
    createdDate: '2024-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function portfolioBody(
  page: Partial<PublicPortfolioResponse['payload']['page']> = {},
): PublicPortfolioResponse {
  return {
    payload: {
      page: {
        title: "Alice's Names",
        theme: 'indigo',
        logo: null,
        description: 'Short, memorable names.',
        ...page,
      },
      analytics: { googleAnalyticsTrackingId: null },
    },
  };
}

export function landingBody(
  domain: Partial<PublicDomain> = {},
  page: Partial<PublicDomainResponse['payload']['page']> = {},
  { sold = false }: { sold?: boolean } = {},
): PublicDomainResponse {
  return {
    type: 'SUCCESS',
    payload: {
      domain: publicDomain(domain),
      sold,
      owner: { username: 'alice', displayName: 'Alice Nguyen' },
      page: {
        isEnabled: true,
        title: "Alice's Names",
        theme: 'indigo',
        logo: null,
        logoLight: null,
        description: null,
        ...page,
      },
      analytics: { googleAnalyticsTrackingId: null },
    },
  };
}

export function searchBody(docs: PublicDomain[], totalDocs = docs.length) {
  return { payload: buildPagedResult(docs, totalDocs, 1, 48) };
}

export const notFoundBody = {
  type: 'ERROR',
  code: 'NOT_FOUND',
  title: 'Not Found',
  message: "We couldn't find what you were looking for.",
};

/**
 * A fetch stand-in answering by path prefix (the longest that matches, so
 * `/api/public/domains/a.com/view` can answer apart from `/api/public/domains/a.com`);
 * anything else is a 404. A route without a body answers 204.
 */
export function stubApi(routes: Record<string, { status?: number; body?: unknown }>) {
  const prefixes = Object.keys(routes).sort((a, b) => b.length - a.length);
  return (input: RequestInfo | URL, _init?: RequestInit) => {
    const path = String(input);
    const prefix = prefixes.find((candidate) => path.startsWith(candidate));
    const { status = 200, body } = prefix
      ? (routes[prefix] ?? {})
      : { status: 404, body: notFoundBody };
    if (body === undefined) return Promise.resolve(new Response(null, { status: 204 }));
    return Promise.resolve(
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
    );
  };
}

type FetchCall = [input: RequestInfo | URL, init?: RequestInit];

/** The calls a fetch mock made to `path` (exactly), with their methods and parsed JSON bodies. */
export function requestsTo(fetchMock: { mock: { calls: FetchCall[] } }, path: string) {
  return fetchMock.mock.calls
    .filter(([input]) => String(input) === path)
    .map(([, init]) => ({
      method: init?.method ?? 'GET',
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      keepalive: init?.keepalive,
    }));
}
