import type { Notification } from '../notifications/notification';
import type { PortfolioPage } from './portfolio-page.types';
import type { User } from './user.types';

/**
 * The account endpoints and their answers. Every success that the sites show as a
 * toast is a Notification; errors are ErrorBody with a 4xx status.
 *
 * POST /api/user/register        RegisterRequest (+ optional timeZone)   → 201 Notification
 *   The same answer whether or not the email is registered (an existing owner gets an email).
 * POST /api/emails/confirm-email EmailRequest                            → 200 Notification (resend)
 * POST /api/user/confirm-email   ConfirmEmailRequest                     → 200 Notification | 400 TOKEN_EXPIRED
 * POST /api/user/login           LoginRequest (+ remember)               → 200 LoginResponse
 *   401 LOGIN_INCORRECT, 403 EMAIL_NOT_CONFIRMED, 403 ACCOUNT_DISABLED,
 *   403 DEVICE_CONFIRMATION_REQUIRED (an email was sent), 429 RATE_LIMITED
 * GET  /api/current-user                                                 → 200 CurrentUserResponse | 401
 * GET  /api/pages/default                                                → 200 DefaultPageResponse | 401
 * GET  /api/user/logout                                                  → 200 Notification (302 to / for a browser link)
 * POST /api/emails/reset-password EmailRequest                           → 200 Notification (always the same)
 * POST /api/user/reset-password  ResetPasswordRequest                    → 200 Notification | 400 TOKEN_EXPIRED
 * POST /api/user/confirm-device  ConfirmDeviceRequest                    → 200 Notification | 400 TOKEN_EXPIRED
 * POST /api/user/edit            EditUserRequest                         → 200 EditUserResponse
 *   409 USERNAME_TAKEN, 400 USERNAME_INVALID / USERNAME_RESERVED, 403 PRO_FEATURE
 * POST /api/user/api-key                                                 → 200 ApiKeyResponse | 403 PRO_FEATURE
 * GET  /api/user/api-key                                                 → 200 ApiKeyResponse | 404 NO_API_KEY_FOUND
 * POST /api/user/api-key/revoke                                          → 200 Notification
 * GET  /api/auth/google/login    (browser link)                          → 302 to Google; back at /dashboard
 */
export interface LoginOptions {
  /** Keep the session 30 days; otherwise it ends when the browser closes. */
  remember?: boolean;
}

export interface ConfirmEmailRequest {
  email: string;
  token: string;
}

export interface ConfirmDeviceRequest {
  token: string;
}

export interface LoginResponse extends Notification {
  payload: User;
}

export interface CurrentUserResponse {
  payload: User;
}

export interface DefaultPageResponse {
  payload: PortfolioPage;
}

export interface EditUserResponse extends Notification {
  payload: { user: User; page: PortfolioPage };
}

export interface ApiKeyResponse {
  payload: { apiKey: string };
}

/** Password rules (OWASP): long enough, never truncated. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;
/** "Remember me" keeps a session this long; otherwise it is a browser-session cookie. */
export const REMEMBERED_SESSION_DAYS = 30;

/**
 * DNS proof that an owner controls a host: a TXT record named `recordName` whose value is
 * `recordValue`. Used for the custom domain (GET /api/user/custom-domain) and for parking a
 * portfolio domain (GET /api/domains/{domain}/parking).
 */
export interface DnsVerification {
  /** The host being verified ('domains.example.com'). */
  host: string;
  verified: boolean;
  /** When it was verified (ISO 8601), or null. */
  verifiedAt: string | null;
  /** The TXT record's name ('_domainfolio.domains.example.com'). */
  recordName: string;
  /** The TXT record's value ('domainfolio-verification=…'). */
  recordValue: string;
  /** Point the host's A record here (the proxy's address). */
  aRecord: string;
}

export interface DnsVerificationResponse {
  payload: DnsVerification | null;
}

/** POST /api/user/custom-domain/verify and POST /api/domains/parking/verify. */
export interface VerifyDnsResponse extends Notification {
  payload: DnsVerification;
}

/** POST /api/domains/parking/verify */
export interface VerifyParkingRequest {
  /** The domain's stored name. */
  domain: string;
}
