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

/**
 * GET /api/public/domains/{domain}: a domain's landing page data, resolved within the host's
 * owner. `domain.buyItNow` is true only when instant checkout (escrow) can be started now: the
 * owner offers it at a shown price and escrow is set up on this server.
 */
export interface PublicDomainResponse {
  type: 'SUCCESS';
  payload: {
    domain: PublicDomain;
    /**
     * The domain has been sold: the page says so and offers nothing (its price, Buy-It-Now and
     * payment links are left out, and leads and checkouts are refused).
     */
    sold: boolean;
    owner: PublicOwner;
    page: Pick<
      PortfolioPage,
      'isEnabled' | 'title' | 'theme' | 'logo' | 'logoLight' | 'description'
    >;
    analytics: PublicAnalytics;
  };
}
