import type { RateLimit } from '../../common/http/rate-limiter';

/** Sign-in, sign-up and email-sending limits, per client address and per account. */
export const AUTH_RATE_LIMITS = {
  loginPerAddress: { limit: 30, windowMs: 15 * 60_000 },
  loginPerAccount: { limit: 10, windowMs: 15 * 60_000 },
  /** The limit is REGISTRATIONS_PER_HOUR_PER_ADDRESS (10 by default). */
  registerPerAddress: { limit: 10, windowMs: 60 * 60_000 },
  emailPerAddress: { limit: 10, windowMs: 60 * 60_000 },
  emailPerAccount: { limit: 3, windowMs: 60 * 60_000 },
} as const satisfies Record<string, RateLimit>;
