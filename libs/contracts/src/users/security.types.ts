import type { Notification } from '../notifications/notification';

/**
 * Account security: two-factor sign-in (an authenticator app, RFC 6238), recovery codes,
 * passkeys (WebAuthn), signed-in devices and the security log.
 *
 * POST /api/user/login             → 200 LoginResponse, or 200 TwoFactorChallenge when a second
 *                                    step is due (no session yet)
 * POST /api/user/login/2fa         LoginTwoFactorRequest → 200 LoginResponse
 *   401 TWO_FACTOR_CODE_INVALID, 401 TWO_FACTOR_CHALLENGE_EXPIRED, 429 TWO_FACTOR_LOCKED
 * GET  /api/user/security          → 200 SecurityOverviewResponse
 * POST /api/user/2fa/setup         → 200 TwoFactorSetupResponse (409 TWO_FACTOR_ALREADY_ON)
 * POST /api/user/2fa/enable        TwoFactorCodeRequest → 200 RecoveryCodesResponse
 * POST /api/user/2fa/disable       DisableTwoFactorRequest → 200 Notification
 * POST /api/user/2fa/recovery-codes PasswordConfirmRequest → 200 RecoveryCodesResponse
 * POST /api/user/2fa/verify        TwoFactorCodeRequest → 200 Notification (a recent second factor)
 * GET  /api/user/sessions          → 200 SessionsResponse
 * POST /api/user/sessions/{id}/revoke, /api/user/sessions/revoke-others → 200 Notification
 * GET  /api/user/security-log      → 200 SecurityLogResponse
 */

/** The authenticator app's codes: six digits for each 30 seconds (what every app reads). */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
/** Codes one step early or late are accepted too (a phone's clock a little off). */
export const TOTP_WINDOW_STEPS = 1;
export const RECOVERY_CODE_COUNT = 10;
/** How long a half-finished sign-in waits for its second step. */
export const TWO_FACTOR_CHALLENGE_MINUTES = 5;
/** Wrong second steps an account takes before the second step locks, and for how long. */
export const TWO_FACTOR_FAILURES_BEFORE_LOCK = 5;
export const TWO_FACTOR_LOCK_MINUTES = 15;
/** A second factor proved this recently lets a session create API keys and open admin screens. */
export const SECOND_FACTOR_FRESH_MINUTES = 15;

/** The longest name a passkey can have. */
export const PASSKEY_NAME_MAX = 64;
/** The events GET /api/user/security-log answers (the newest). */
export const SECURITY_LOG_LIMIT = 200;

/** What a sign-in's second step accepts. */
export const SecondFactor = {
  TOTP: 'TOTP',
  RECOVERY_CODE: 'RECOVERY_CODE',
  PASSKEY: 'PASSKEY',
} as const;
export type SecondFactor = (typeof SecondFactor)[keyof typeof SecondFactor];

/** The password (or Google) was right; the sign-in finishes with POST /api/user/login/2fa. */
export interface TwoFactorChallenge {
  twoFactorRequired: true;
  /** Sent back with the code; good for TWO_FACTOR_CHALLENGE_MINUTES. */
  challenge: string;
  /** What this account can answer with. */
  methods: SecondFactor[];
}

export interface LoginTwoFactorRequest {
  /** The sign-in's challenge; a sign-in through Google leaves it out (it is in a cookie). */
  challenge?: string;
  /** Six digits from the authenticator app, or a recovery code (dashes and case ignored). */
  code: string;
}

export interface TwoFactorCodeRequest {
  code: string;
}

export interface DisableTwoFactorRequest {
  /** The account's password (an account that signs in with Google only has none to give). */
  password?: string;
  code: string;
}

export interface PasswordConfirmRequest {
  /** The account's password (an account that signs in with Google only sends a code instead). */
  password?: string;
  code?: string;
}

export interface TwoFactorSetup {
  /** Base32, for typing into an app that cannot scan. */
  secret: string;
  /** otpauth://totp/… as the QR code holds it. */
  otpauthUrl: string;
  /** The QR code as an SVG image (a data: URL). */
  qrCode: string;
}

export interface TwoFactorSetupResponse {
  payload: TwoFactorSetup;
}

export interface RecoveryCodesResponse extends Notification {
  /** Shown once: only their hashes are kept. */
  payload: { recoveryCodes: string[] };
}

export interface Passkey {
  _id: string;
  name: string;
  createdDate: string;
  lastUsedDate: string | null;
  /** Synced to other devices (iCloud Keychain, Google Password Manager, 1Password). */
  synced: boolean;
}

export interface SecurityOverview {
  twoFactor: {
    enabled: boolean;
    enabledDate: string | null;
    /** Unused recovery codes. */
    recoveryCodesLeft: number;
  };
  passkeys: Passkey[];
  /** Whether this session proved a second factor in the last SECOND_FACTOR_FRESH_MINUTES. */
  secondFactorFresh: boolean;
}

export interface SecurityOverviewResponse {
  payload: SecurityOverview;
}

/** A signed-in browser or app, as the device list shows it. */
export interface SignedInSession {
  _id: string;
  /** The session this request came with. */
  current: boolean;
  /** 'Chrome 131 on macOS', from the user agent; null when it sent none. */
  device: string | null;
  /** ISO 3166 country of the address it signed in from, or null when unknown. */
  country: string | null;
  /** How it signed in; null for a session older than the record of it. */
  method: 'PASSWORD' | 'GOOGLE' | 'PASSKEY' | null;
  signedInDate: string;
  lastActiveDate: string;
  /** Whether it proved a second factor. */
  twoFactor: boolean;
}

export interface SessionsResponse {
  payload: SignedInSession[];
}

export const SecurityEventType = {
  SIGN_IN: 'SIGN_IN',
  SIGN_IN_FAILED: 'SIGN_IN_FAILED',
  NEW_DEVICE: 'NEW_DEVICE',
  TWO_FACTOR_ENABLED: 'TWO_FACTOR_ENABLED',
  TWO_FACTOR_DISABLED: 'TWO_FACTOR_DISABLED',
  TWO_FACTOR_FAILED: 'TWO_FACTOR_FAILED',
  TWO_FACTOR_LOCKED: 'TWO_FACTOR_LOCKED',
  RECOVERY_CODES_CREATED: 'RECOVERY_CODES_CREATED',
  RECOVERY_CODE_USED: 'RECOVERY_CODE_USED',
  PASSKEY_ADDED: 'PASSKEY_ADDED',
  PASSKEY_REMOVED: 'PASSKEY_REMOVED',
  PASSWORD_RESET: 'PASSWORD_RESET',
  EMAIL_CHANGED: 'EMAIL_CHANGED',
  SESSION_REVOKED: 'SESSION_REVOKED',
  API_KEY_CREATED: 'API_KEY_CREATED',
  API_KEY_REVOKED: 'API_KEY_REVOKED',
  DATA_EXPORTED: 'DATA_EXPORTED',
  PLAN_CHANGED: 'PLAN_CHANGED',
  DELETION_REQUESTED: 'DELETION_REQUESTED',
} as const;
export type SecurityEventType = (typeof SecurityEventType)[keyof typeof SecurityEventType];

export interface SecurityEvent {
  _id: string;
  type: SecurityEventType;
  date: string;
  /** 'Firefox 133 on Windows', or null (the event came from a server, as a plan change). */
  device: string | null;
  country: string | null;
  /** What the type needs beside it: the sign-in method, a failure's reason, a key's name. */
  detail: Record<string, string | number | boolean | null>;
}

export interface SecurityLogResponse {
  payload: SecurityEvent[];
}
