import type { RenewalCandidate, RenewalsSummary } from '@domainfolio/contracts';

/** A name coming up for renewal, as GET /api/domains/renewals lists it; override what a test is about. */
export function renewalFixture(overrides: Partial<RenewalCandidate> = {}): RenewalCandidate {
  const name = overrides.name ?? 'example.com';
  return {
    _id: `id-${name}`,
    name,
    unicodeName: name,
    expiration: '2026-12-20',
    daysLeft: 23,
    registrar: 'namecheap',
    domainCost: 10,
    renewalCost: 12.5,
    renewalsPaid: 25,
    costBasis: 35,
    sellingPrice: 2500,
    viewsLastYear: 40,
    leadsLastYear: 0,
    bestOffer: null,
    letExpire: false,
    suggestion: 'renew',
    reason: 'Some interest: 40 views in a year, no lead yet. Renewing costs $12.50.',
    ...overrides,
  };
}

/** The body of GET /api/domains/renewals: the totals follow from `domains`. */
export function renewalsBody(domains: RenewalCandidate[], days = 90): { payload: RenewalsSummary } {
  const cost = (list: RenewalCandidate[]) =>
    Math.round(list.reduce((sum, domain) => sum + (domain.renewalCost ?? 0), 0) * 100) / 100;
  const kept = domains.filter((domain) => !domain.letExpire);
  return {
    payload: {
      days,
      domains,
      count: domains.length,
      renewalCost: cost(domains),
      keeping: kept.length,
      keepingCost: cost(kept),
    },
  };
}
