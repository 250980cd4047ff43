import type { PublicDomain } from '../domains/domain.types';
import type { PagedResult } from '../paging/paged-result';
import type { PortfolioPage, PublicAnalytics } from '../users/portfolio-page.types';

/** POST /api/search: a page of domains (public ones, unless the owner's own dashboard list). */
export interface SearchDomainsResponse<T = PublicDomain> {
  payload: PagedResult<T>;
}

/** The owner a public page belongs to, as visitors see them. */
export interface PublicOwner {
  username: string;
  displayName: string;
}

/** GET /api/public/domains/{domain}: a domain's landing page data, resolved within the host's owner. */
export interface PublicDomainResponse {
  type: 'SUCCESS';
  payload: {
    domain: PublicDomain;
    owner: PublicOwner;
    page: Pick<
      PortfolioPage,
      'isEnabled' | 'title' | 'theme' | 'logo' | 'logoLight' | 'description'
    >;
    analytics: PublicAnalytics;
  };
}
