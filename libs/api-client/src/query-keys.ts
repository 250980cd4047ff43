import type {
  Interval,
  LeadFilter,
  LeadSort,
  RegistryFlag,
  SearchDomainsQuery,
  SortKey,
} from '@domainfolio/contracts';

/** Every query key of the sites, in one place so invalidations match what they mean to. */
export const queryKeys = {
  /** A public search: every parameter, filters included, so each combination caches apart. */
  domainSearch: (params: Omit<SearchDomainsQuery, 'dashboard'> & { query: string }) =>
    ['domains', 'search', params] as const,
  /** Everything about domains; a change to the owner's domains invalidates this prefix. */
  domains: () => ['domains'] as const,
  /** The owner's own list (POST /api/search?dashboard=true). */
  dashboardDomainsAll: () => ['domains', 'dashboard'] as const,
  dashboardDomains: (params: {
    query: string;
    page: number;
    sort: SortKey;
    registry?: RegistryFlag;
  }) => ['domains', 'dashboard', params] as const,
  ownDomainsAll: () => ['domains', 'own'] as const,
  /** One of the owner's domains, by its stored name. */
  ownDomain: (name: string) => ['domains', 'own', name] as const,
  portfolioStats: (interval: Interval) => ['domains', 'portfolio-stats', interval] as const,
  publicPortfolio: (username: string) => ['public', 'portfolio', username] as const,
  publicDomain: (name: string) => ['public', 'domain', name] as const,
  /** The signed-in user; the data is null when nobody is signed in. */
  currentUser: () => ['account', 'current-user'] as const,
  /** The signed-in owner's portfolio page settings. */
  defaultPage: () => ['account', 'default-page'] as const,
  /** Every lead list, the inbox, its summary and the threads. */
  ownLeadsAll: () => ['domains', 'leads'] as const,
  /**
   * The owner's leads, all of them (domain null) or one domain's. Under 'domains': deleting a
   * domain deletes its leads, and deleting leads changes the domains' lead counts and stats.
   */
  ownLeads: (params: { domain: string | null; page: number }) =>
    ['domains', 'leads', params] as const,
  /** The leads inbox: a status filter, a sort and a page. */
  leadInbox: (params: { status: LeadFilter; sort: LeadSort; page: number }) =>
    ['domains', 'leads', 'inbox', params] as const,
  /** The inbox's figures and the sidebar's "need a reply" count, for a period. */
  leadsSummary: (interval: Interval) => ['domains', 'leads', 'summary', interval] as const,
  /** One lead's negotiation thread, by the lead's id. */
  leadThread: (id: string) => ['domains', 'leads', 'thread', id] as const,
  /** The owner's saved replies. */
  leadTemplates: () => ['account', 'lead-templates'] as const,
  /** The owner's floor rule and which offers they hear of. */
  offerSettings: () => ['account', 'offer-settings'] as const,
  /** The DNS records and status of the owner's custom domain, by its host. */
  customDomain: (host: string) => ['account', 'custom-domain', host] as const,
  /** The DNS records and status that park one of the owner's domains, by its stored name. */
  domainParking: (name: string) => ['domains', 'parking', name] as const,
};
