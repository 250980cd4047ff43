import type { Notification } from '../notifications/notification';
import type { Domain, PortfolioStats } from './domain.types';

/**
 * The owner's domain endpoints and their answers. Another owner's domain is always a
 * 404 (never a read or a write). Errors are ErrorBody with a 4xx status.
 *
 * POST /api/domains/new        CreateDomainRequest            → 201 DomainResponse
 *   400 INVALID_DOMAIN_NAME (a subdomain gets a hint), 409 DOMAIN_EXISTS, 403 DOMAIN_LIMIT_REACHED,
 *   400 BUY_IT_NOW_REQUIRES_PRICE, 400 VALIDATION_FAILED
 * POST /api/domains/edit       EditDomainRequest              → 200 DomainResponse | 404
 * POST /api/domains/delete     DeleteDomainsRequest           → 200 DeleteDomainsResponse | 404 (nothing deleted)
 * GET  /api/domains/{name}                                    → 200 { payload: Domain } | 404
 * POST /api/search?dashboard=true&page&limit&sort {query}     → 200 SearchDomainsResponse<Domain> (own domains, private too)
 * GET  /api/domains/portfolio-stats?interval                  → 200 PortfolioStatsResponse
 * GET  /api/domains/expiring?interval&page&limit              → 200 ExpiringDomainsResponse
 * GET  /api/domains/sales?interval&page&limit                 → 200 SalesResponse
 * GET  /api/domains/sales/export?interval&format=csv|json      → 200 a CSV or JSON attachment
 */
export interface DomainResponse extends Notification {
  payload: Domain;
}

export interface DeleteDomainsResponse extends Notification {
  payload: { deleted: number };
}

export interface PortfolioStatsResponse {
  payload: PortfolioStats;
}
