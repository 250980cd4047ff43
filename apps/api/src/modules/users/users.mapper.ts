import {
  DEFAULT_PORTFOLIO_PAGE,
  planOf,
  type PlanInterval,
  type PortfolioPage,
  type User,
} from '@domainfolio/contracts';
import type { PortfolioPageRow, UserRow } from '../../database/schema';

/** The account as its owner sees it; fields are listed one by one so nothing leaks by accident. */
export function toUser(row: UserRow, apiKey: string | null): User {
  return {
    _id: row.id,
    username: row.username,
    email: row.email,
    displayName: row.displayName,
    avatar: row.avatar,
    phone: row.phone,
    planType: planOf(row.planType),
    planInterval: (row.planInterval as PlanInterval | null) ?? null,
    portfolioDisplayName: row.portfolioDisplayName,
    apiKey,
    customDomain: row.customDomain,
    customDomainVerified: row.customDomainVerifiedAt !== null,
    googleAnalyticsTrackingId: row.googleAnalyticsTrackingId,
    timeZone: row.timeZone,
  };
}

export function toPortfolioPage(row: PortfolioPageRow | null): PortfolioPage {
  if (!row) return { ...DEFAULT_PORTFOLIO_PAGE };
  return {
    isEnabled: row.isEnabled,
    title: row.title,
    theme: row.theme,
    description: row.description,
    logo: row.logo,
    logoLight: row.logoLight,
  };
}
