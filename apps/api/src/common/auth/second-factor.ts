import { ErrorCode, SECOND_FACTOR_FRESH_MINUTES } from '@domainfolio/contracts';
import { AppError } from '../errors/app-error';
import type { RequestAuth } from './request-auth';

/**
 * Account security (factors, passkeys, devices, the log) is the signed-in owner's business,
 * never an API key's: a leaked key must not turn two-factor sign-in off or read where the owner
 * signs in from.
 */
export function signedInOnly(auth: RequestAuth): RequestAuth {
  if (auth.via !== 'session')
    throw new AppError(ErrorCode.FORBIDDEN, {
      message: 'Account security is managed when signed in, not with an API key.',
    });
  return auth;
}

/** Whether the request's session proved a second factor within SECOND_FACTOR_FRESH_MINUTES. */
export function secondFactorFresh(auth: RequestAuth, now = Date.now()): boolean {
  return (
    auth.secondFactorAt !== null &&
    now - auth.secondFactorAt.getTime() <= SECOND_FACTOR_FRESH_MINUTES * 60_000
  );
}

/**
 * For a step that could take an account over (a new API key): an owner with two-factor sign-in
 * on must have proved it in this session within SECOND_FACTOR_FRESH_MINUTES (the dashboard asks
 * for a code, POST /api/user/2fa/verify). An API key never has, so it cannot make another.
 */
export function requireFreshSecondFactor(auth: RequestAuth): void {
  if (auth.user.totpEnabledAt === null) return;
  if (auth.via === 'session' && secondFactorFresh(auth)) return;
  throw new AppError(ErrorCode.SECOND_FACTOR_REQUIRED);
}
