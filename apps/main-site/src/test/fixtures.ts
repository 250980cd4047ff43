import {
  DEFAULT_PORTFOLIO_PAGE,
  PAGE_SIZE,
  buildPagedResult,
  type DnsVerification,
  type Domain,
  type DomainDetail,
  type DomainRegistry,
  type Lead,
  type PortfolioPage,
  type SiteContext,
  type User,
} from '@domainfolio/contracts';

export const siteContext: SiteContext = {
  site: 'main',
  owner: null,
  appHost: 'localhost',
  host: 'localhost',
  appUrl: 'http://localhost:3000',
  shopUrl: 'http://shop.localhost:3000',
  remotes: {
    main: '/remotes/main/remoteEntry.js',
    shop: '/remotes/shop/remoteEntry.js',
    owner: '/remotes/owner/remoteEntry.js',
  },
  proxyIp: '203.0.113.10',
  supportEmail: 'support@example.com',
  // A session cookie came with the page, so the site asks the API who is signed in.
  session: true,
  auth: { googleSignIn: false },
  recaptcha: null,
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
    hasPassword: true,
    isAdmin: false,
    twoFactorEnabled: false,
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

/** One of alice's domains as the API returns it to her; override what a test is about. */
export function domainFixture(overrides: Partial<Domain> = {}): Domain {
  const name = overrides.name ?? 'example.com';
  return {
    _id: `id-${name}`,
    name,
    unicodeName: name,
    tld: name.slice(name.lastIndexOf('.') + 1),
    description: null,
    sellingPrice: 2500,
    floorPrice: null,
    offersEnabled: true,
    domainCost: 10,
    renewalCost: 12.5,
    salePrice: null,
    saleVenue: null,
    saleFees: null,
    expiration: '2026-05-01',
    purchaseDate: '2024-05-01',
    saleDate: null,
    public: true,
    buyItNow: false,
    priceHidden: false,
    sold: false,
    registrar: 'namecheap',
    purchaseUrl: null,
    financeUrl: null,
    leaseUrl: null,
    privateNotes: null,
    remindersMuted: false,
    tags: [],
    registryFlag: 'ok',
    views: 7,
    leads: 1,
    username: 'alice',
    createdDate: '2024-05-01T10:00:00.000Z',
    ...overrides,
  };
}

/** Registry data that has not been looked up yet; override what a test is about. */
export function registryFixture(overrides: Partial<DomainRegistry> = {}): DomainRegistry {
  return {
    state: null,
    record: null,
    checkedAt: null,
    problem: null,
    nextCheckAt: null,
    differences: [],
    atRisk: [],
    sources: { expiration: 'owner', purchaseDate: 'owner', registrar: 'owner' },
    ...overrides,
  };
}

/** One of alice's domains as GET /api/domains/{name} answers: no registry data, no history yet. */
export function domainDetailFixture(overrides: Partial<DomainDetail> = {}): DomainDetail {
  return {
    ...domainFixture(overrides),
    registry: registryFixture(),
    history: [],
    atRegistrars: [],
    ...overrides,
  };
}

/** The body of POST /api/search?dashboard=true with `domains` on page `page`. */
export function dashboardSearchBody(domains: Domain[], page = 1, totalDocs = domains.length) {
  return { payload: buildPagedResult(domains, totalDocs, page, PAGE_SIZE) };
}

/** A lead on one of alice's domains as the API returns it to her; override what a test is about. */
export function leadFixture(overrides: Partial<Lead> = {}): Lead {
  const domain = overrides.domain ?? 'alpha.com';
  return {
    _id: 'lead-1',
    domain,
    unicodeDomain: domain,
    name: 'Bob Buyer',
    email: 'bob@example.com',
    phone: null,
    message: 'Is it still for sale?',
    offer: null,
    kind: 'INQUIRY',
    createdDate: '2025-05-01T12:00:00.000Z',
    ...overrides,
  };
}

/** The body of GET /api/leads (or /api/leads/{domain}) with `leads` on page `page`. */
export function leadsBody(leads: Lead[], page = 1, totalDocs = leads.length) {
  return { payload: buildPagedResult(leads, totalDocs, page, PAGE_SIZE) };
}

/** The DNS records that verify `host`, not verified yet unless overridden. */
export function dnsVerificationFixture(
  host: string,
  overrides: Partial<DnsVerification> = {},
): DnsVerification {
  return {
    host,
    verified: false,
    verifiedAt: null,
    recordName: `_domainfolio.${host}`,
    recordValue: 'domainfolio-verification=abc123',
    aRecord: '203.0.113.10',
    ...overrides,
  };
}
