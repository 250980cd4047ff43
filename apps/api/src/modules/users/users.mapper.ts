import {
  AccountState,
  DEFAULT_PORTFOLIO_PAGE,
  planOf,
  type BelowFloor,
  type OfferSettings,
  type PlanInterval,
  type PortfolioPage,
  type User,
} from '@domainfolio/contracts';
import type { PortfolioPageRow, UserRow } from '../../database/schema';

/** The account as its owner sees it; fields are listed one by one so nothing leaks by accident. */
export function toUser(row: UserRow, apiKey: string | null, isAdmin = false): User {
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
    hasPassword: row.passwordHash !== null,
    isAdmin,
    twoFactorEnabled: row.totpEnabledAt !== null,
  };
}

/** An account's state as administrators see it: deleted wins over disabled. */
export function accountStateOf(row: Pick<UserRow, 'disabledAt' | 'deletedAt'>): AccountState {
  if (row.deletedAt) return AccountState.DELETED;
  if (row.disabledAt) return AccountState.DISABLED;
  return AccountState.ACTIVE;
}

/**
 * The account as its owner downloads it: profile, plan and portfolio page, field by field, so
 * no password hash, token, API key or Stripe identifier can ever be written into the file.
 */
export function toAccountExport(row: UserRow, page: PortfolioPageRow | null, exportedAt: Date) {
  return {
    exportedAt: exportedAt.toISOString(),
    account: {
      username: row.username,
      email: row.email,
      emailConfirmed: row.emailConfirmedAt !== null,
      displayName: row.displayName,
      avatar: row.avatar,
      phone: row.phone,
      portfolioDisplayName: row.portfolioDisplayName,
      customDomain: row.customDomain,
      customDomainVerified: row.customDomainVerifiedAt !== null,
      googleAnalyticsTrackingId: row.googleAnalyticsTrackingId,
      timeZone: row.timeZone,
      signsInWithGoogle: row.googleId !== null,
      createdAt: row.createdAt.toISOString(),
    },
    plan: {
      planType: planOf(row.planType),
      planInterval: (row.planInterval as PlanInterval | null) ?? null,
      planPeriodEnd: row.planPeriodEnd?.toISOString() ?? null,
    },
    portfolioPage: toPortfolioPage(page),
  };
}

export type AccountExport = ReturnType<typeof toAccountExport>;

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

/** The owner's offer settings, field by field. */
export function toOfferSettings(
  user: Pick<UserRow, 'floorPercent' | 'belowFloor' | 'notifyBelowFloor' | 'verifiedBuyersOnly'>,
): OfferSettings {
  return {
    floorPercent: user.floorPercent,
    belowFloor: user.belowFloor as BelowFloor,
    notifyBelowFloor: user.notifyBelowFloor,
    verifiedBuyersOnly: user.verifiedBuyersOnly,
  };
}
