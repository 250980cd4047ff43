import type { PortfolioPageRow, UserRow } from '../../database/schema';

/** An owner whose account is active, with what their public pages need. */
export type ActiveOwner = Pick<
  UserRow,
  | 'id'
  | 'username'
  | 'displayName'
  | 'email'
  | 'planType'
  | 'timeZone'
  | 'googleAnalyticsTrackingId'
> & { page: PortfolioPageRow | null };
