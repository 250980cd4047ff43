import type { PlanInterval, PlanType } from '../plans/plans';
import type { PortfolioPage } from './portfolio-page.types';

/** The signed-in user as GET /api/current-user returns it. */
export interface User {
  _id: string;
  username: string;
  /** Read-only: the account's email cannot be changed from the account screen. */
  email: string;
  displayName: string;
  /** Image URL; the sites fall back to a default image. */
  avatar: string | null;
  phone: string | null;
  planType: PlanType;
  /** Null on the free plan, which has no billing interval. */
  planInterval: PlanInterval | null;
  portfolioDisplayName: string | null;
  /** The owner's own key, so the account screen can copy it; null when none was generated. */
  apiKey: string | null;
  /** A custom host for the owner's public site ('domains.example.com'). */
  customDomain: string | null;
  /** Whether `customDomain` passed the DNS ownership check. */
  customDomainVerified: boolean;
  googleAnalyticsTrackingId: string | null;
  /** IANA time zone used for calendar periods (default 'UTC'). */
  timeZone: string;
  /** False for an account that signs in with Google only (deleting it asks for a fresh Google sign-in). */
  hasPassword: boolean;
  /** True for an administrator (a confirmed email listed in ADMIN_EMAILS). */
  isAdmin: boolean;
  /** Sign-in asks for a code from an authenticator app after the password (or Google). */
  twoFactorEnabled: boolean;
}

/** The fields an owner can change on the account screen. */
export type EditableUserFields = Pick<
  User,
  | 'username'
  | 'displayName'
  | 'avatar'
  | 'phone'
  | 'portfolioDisplayName'
  | 'customDomain'
  | 'googleAnalyticsTrackingId'
  | 'timeZone'
>;

/** POST /api/user/edit: the changed account fields and portfolio page settings. */
export interface EditUserRequest {
  user?: Partial<EditableUserFields>;
  page?: Partial<PortfolioPage>;
}
