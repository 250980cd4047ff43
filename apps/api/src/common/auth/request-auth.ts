import type { UserRow } from '../../database/schema';

/** Who a request acts for, and how it proved it. */
export interface RequestAuth {
  user: UserRow;
  via: 'session' | 'apiKey';
  /** The session's stored hash, for sign-out. */
  sessionTokenHash: string | null;
  /** When the session last proved a second factor (null for API keys and one-factor sessions). */
  secondFactorAt: Date | null;
}

declare module 'express-serve-static-core' {
  interface Request {
    auth?: RequestAuth;
  }
}
