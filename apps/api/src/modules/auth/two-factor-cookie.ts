import { Inject, Injectable } from '@nestjs/common';
import { TWO_FACTOR_CHALLENGE_MINUTES } from '@domainfolio/contracts';
import type { CookieOptions, Request, Response } from 'express';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { secureCookie } from './secure-cookie';

/** Where a Google sign-in keeps its second step's challenge while the browser is redirected. */
export const TWO_FACTOR_COOKIE = 'domainfolio_2fa';

/**
 * A sign-in through Google ends in a redirect, not in JSON, so its challenge rides in a
 * short-lived HttpOnly cookie (sent only to the second step's route) rather than in the URL,
 * where logs and the browser's history would keep it.
 */
@Injectable()
export class TwoFactorCookie {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  set(request: Request, response: Response, challenge: string): void {
    response.cookie(TWO_FACTOR_COOKIE, challenge, {
      ...this.options(request),
      maxAge: TWO_FACTOR_CHALLENGE_MINUTES * 60_000,
    });
  }

  read(request: Request): string | null {
    const value: unknown = request.cookies?.[TWO_FACTOR_COOKIE];
    return typeof value === 'string' && value.length > 0 && value.length <= 128 ? value : null;
  }

  clear(request: Request, response: Response): void {
    if (request.cookies?.[TWO_FACTOR_COOKIE] !== undefined)
      response.clearCookie(TWO_FACTOR_COOKIE, this.options(request));
  }

  private options(request: Request): CookieOptions {
    return {
      httpOnly: true,
      sameSite: 'lax',
      secure: secureCookie(this.config, request),
      path: '/api/user/login',
    };
  }
}
