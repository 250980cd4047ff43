import { queryKeys } from '@domainfolio/api-client';
import type { AnalyticsDays } from '@domainfolio/contracts';

/**
 * The analytics queries' keys, under the domains prefix: a change to the owner's domains (a
 * sale recorded, a name deleted) invalidates that prefix, and so these figures too.
 */
export const analyticsKeys = {
  all: () => [...queryKeys.domains(), 'analytics'] as const,
  domain: (name: string, days: AnalyticsDays) =>
    [...analyticsKeys.all(), 'domain', name, days] as const,
  portfolio: (days: AnalyticsDays) => [...analyticsKeys.all(), 'portfolio', days] as const,
};
