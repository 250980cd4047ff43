import type { Request } from 'express';
import type { RequestAuth } from './request-auth';

/** Who a request acts for: provided by the auth module, used by the global guard. */
export interface Authenticator {
  /** The request's owner; throws UNAUTHENTICATED, ACCOUNT_DISABLED or an API-key error. */
  authenticate(request: Request): Promise<RequestAuth>;
  /** Whether the request carries anything to authenticate with (an API key or a session). */
  hasCredentials(request: Request): boolean;
}

export const AUTHENTICATOR = Symbol('AUTHENTICATOR');
