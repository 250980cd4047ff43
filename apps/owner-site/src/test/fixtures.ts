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
    appUrl: 'http://localhost:3000',
    shopUrl: 'http://shop.localhost:3000',
    remotes: {
      main: '/remotes/main/remoteEntry.js',
      shop: '/remotes/shop/remoteEntry.js',
      owner: '/remotes/owner/remoteEntry.js',
    },
    proxyIp: '203.0.113.10',
    supportEmail: 'support@example.com',
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
): PublicDomainResponse {
  return {
    type: 'SUCCESS',
    payload: {
      domain: publicDomain(domain),
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

/** A fetch stand-in answering by path prefix; anything else is a 404. */
export function stubApi(routes: Record<string, { status?: number; body: unknown }>) {
  return (input: RequestInfo | URL) => {
    const path = String(input);
    const match = Object.entries(routes).find(([prefix]) => path.startsWith(prefix));
    const { status = 200, body } = match?.[1] ?? { status: 404, body: notFoundBody };
    return Promise.resolve(
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
    );
  };
}
