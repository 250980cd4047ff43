import {
  DEFAULT_PORTFOLIO_PAGE,
  buildPagedResult,
  type PortfolioPage,
  type SiteContext,
  type User,
} from '@domainfolio/contracts';

export const siteContext: SiteContext = {
  site: 'main',
  owner: null,
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
};

/** A signed-in owner on the free plan; override what a test is about. */
export function userFixture(overrides: Partial<User> = {}): User {
  return {
    _id: 'user-1',
    username: 'alice',
    email: 'alice@example.com',
    displayName: 'Alice Example',
    avatar: null,
    phone: null,
    planType: 'FREE',
    planInterval: null,
    portfolioDisplayName: null,
    apiKey: null,
    customDomain: null,
    customDomainVerified: false,
    googleAnalyticsTrackingId: null,
    timeZone: 'Europe/Berlin',
    ...overrides,
  };
}

/** The same owner on Pro, billed yearly. */
export function proUserFixture(overrides: Partial<User> = {}): User {
  return userFixture({ planType: 'PRO', planInterval: 'YEAR', ...overrides });
}

export function pageFixture(overrides: Partial<PortfolioPage> = {}): PortfolioPage {
  return { ...DEFAULT_PORTFOLIO_PAGE, ...overrides };
}

export function searchResponse(names: string[]): Response {
  const docs = names.map((name) => ({ _id: name, name, unicodeName: name }));
  return new Response(JSON.stringify({ payload: buildPagedResult(docs, docs.length, 1, 1) }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
}
