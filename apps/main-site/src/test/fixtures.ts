import { buildPagedResult, type SiteContext } from '@domainfolio/contracts';

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

export function searchResponse(names: string[]): Response {
  const docs = names.map((name) => ({ _id: name, name, unicodeName: name }));
  return new Response(JSON.stringify({ payload: buildPagedResult(docs, docs.length, 1, 1) }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
}
