import type { SearchDomainsQuery } from '@domainfolio/contracts';

/** Every query key of the sites, in one place so invalidations match what they mean to. */
export const queryKeys = {
  domainSearch: (params: SearchDomainsQuery & { query: string }) =>
    ['domains', 'search', params] as const,
  publicPortfolio: (username: string) => ['public', 'portfolio', username] as const,
  publicDomain: (name: string) => ['public', 'domain', name] as const,
  /** The signed-in user; the data is null when nobody is signed in. */
  currentUser: () => ['account', 'current-user'] as const,
  /** The signed-in owner's portfolio page settings. */
  defaultPage: () => ['account', 'default-page'] as const,
};
