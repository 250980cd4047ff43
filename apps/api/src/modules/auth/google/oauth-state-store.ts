import { timingSafeEqual } from 'node:crypto';
import type { Request } from 'express';
import { randomToken } from '../../../common/crypto/tokens';
import type { AppConfig } from '../../../config/app-config';
import { secureCookie } from '../secure-cookie';

export const OAUTH_STATE_COOKIE = 'domainfolio_oauth_state';
const STATE_TTL_MS = 10 * 60 * 1000;

type StoreCallback = (error: Error | null, state?: string) => void;
type VerifyCallback = (error: Error | null, ok: boolean, info?: { message: string }) => void;

/**
 * OAuth `state` kept in a short-lived HttpOnly cookie (there is no server session before
 * sign-in): the callback must bring back the value this browser was given, or it is refused.
 */
export class CookieStateStore {
  constructor(private readonly config: Pick<AppConfig, 'APP_URL'>) {}

  store(req: Request, callback: StoreCallback): void {
    const state = randomToken(24);
    req.res?.cookie(OAUTH_STATE_COOKIE, state, {
      httpOnly: true,
      sameSite: 'lax',
      secure: secureCookie(this.config, req),
      path: '/api/auth/google',
      maxAge: STATE_TTL_MS,
    });
    callback(null, state);
  }

  verify(req: Request, provided: string, callback: VerifyCallback): void {
    const expected: unknown = req.cookies?.[OAUTH_STATE_COOKIE];
    req.res?.clearCookie(OAUTH_STATE_COOKIE, { path: '/api/auth/google' });
    const ok =
      typeof expected === 'string' &&
      typeof provided === 'string' &&
      expected.length === provided.length &&
      timingSafeEqual(Buffer.from(expected), Buffer.from(provided));
    callback(null, ok, ok ? undefined : { message: 'Invalid authorization request state.' });
  }
}
