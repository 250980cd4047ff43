import { randomInt } from 'node:crypto';
import {
  PRODUCT_NAME,
  RECOVERY_CODE_COUNT,
  TOTP_DIGITS,
  TOTP_PERIOD_SECONDS,
  TOTP_WINDOW_STEPS,
} from '@domainfolio/contracts';
import { Secret, TOTP } from 'otpauth';

/**
 * Authenticator-app codes (TOTP, RFC 6238) through otpauth (MIT, no dependencies, maintained):
 * HMAC-SHA1, six digits, 30-second steps, the parameters every authenticator app reads from the
 * QR code. What the product adds is the step bookkeeping: `matchStep` says which step a code
 * belongs to, so the caller accepts each step at most once.
 */

/** A new shared secret: 160 random bits (RFC 4226's recommended length), in base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totpFor(secret: string, account = ''): TOTP {
  return new TOTP({
    issuer: PRODUCT_NAME,
    label: account,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** otpauth://totp/Domainfolio:owner@example.com?secret=…&issuer=Domainfolio&… for the QR code. */
export function totpUrl(secret: string, account: string): string {
  return totpFor(secret, account).toString();
}

/** The code for the step holding `timestamp` (tests, and nothing else). */
export function totpCode(secret: string, timestamp: number): string {
  return totpFor(secret).generate({ timestamp });
}

/** The step (30-second period since the epoch) holding `timestamp`. */
export function stepAt(timestamp: number): number {
  return Math.floor(timestamp / 1000 / TOTP_PERIOD_SECONDS);
}

/**
 * The step a code was made for, within TOTP_WINDOW_STEPS of now (a phone's clock a little off),
 * or null when it is no code of this secret near now. Comparison is constant-time in otpauth.
 */
export function matchStep(secret: string, code: string, timestamp: number): number | null {
  const token = code.replace(/\s/g, '');
  if (!new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(token)) return null;
  const delta = totpFor(secret).validate({ token, timestamp, window: TOTP_WINDOW_STEPS });
  return delta === null ? null : stepAt(timestamp) + delta;
}

/**
 * Recovery codes: ten codes of 10 characters from 31 that cannot be misread (no 0/o, 1/l/i),
 * about 50 random bits each, written xxxxx-xxxxx.
 */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from(
      { length: 10 },
      () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]!,
    );
    return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
  });
}

/** A recovery code as typed (any case, with or without the dash or spaces), as stored. */
export function normalizeRecoveryCode(code: string): string | null {
  const plain = code.toLowerCase().replace(/[\s-]/g, '');
  return /^[a-z2-9]{10}$/.test(plain) ? `${plain.slice(0, 5)}-${plain.slice(5)}` : null;
}
