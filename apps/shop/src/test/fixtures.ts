import { buildPagedResult, type PublicDomain, type SiteContext } from '@domainfolio/contracts';

export const siteContext: SiteContext = {
  site: 'shop',
  owner: null,
  appHost: 'localhost',
  host: 'shop.localhost',
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

export function searchResponse(
  docs: PublicDomain[],
  {
    totalDocs = docs.length,
    page = 1,
    totalIsCapped = false,
  }: { totalDocs?: number; page?: number; totalIsCapped?: boolean } = {},
): Response {
  const payload = buildPagedResult(docs, totalDocs, page, 48, { totalIsCapped });
  return new Response(JSON.stringify({ payload }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
}
