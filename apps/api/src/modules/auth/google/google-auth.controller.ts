import { Controller, Get, Inject, Next, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { NextFunction, Request, Response } from 'express';
import passport from 'passport';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import type { UserRow } from '../../../database/schema';
import { AppError } from '../../../common/errors/app-error';
import { NoAnswerError, withinDeadline } from '../../../common/outbound/deadline';
import { Public } from '../../../common/auth/public.decorator';
import { SignInService } from '../sign-in.service';
import { TwoFactorCookie } from '../two-factor-cookie';
import { TwoFactorService } from '../two-factor.service';
import { GOOGLE_STRATEGY, googleConfigured } from './google.strategy';

/** Browser redirects, not JSON: both ends of the Google sign-in round trip. */
@ApiExcludeController()
@Public()
@Controller('auth/google')
export class GoogleAuthController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly twoFactor: TwoFactorService,
    private readonly signIns: SignInService,
    private readonly cookie: TwoFactorCookie,
  ) {}

  @Get('login')
  login(@Req() request: Request, @Res() response: Response, @Next() next: NextFunction): void {
    if (!googleConfigured(this.config)) {
      response.redirect(302, '/login?error=google-unavailable');
      return;
    }
    passport.authenticate(GOOGLE_STRATEGY, { session: false })(request, response, next);
  }

  @Get('callback')
  async callback(
    @Req() request: Request,
    @Res() response: Response,
    @Next() next: NextFunction,
  ): Promise<void> {
    if (!googleConfigured(this.config)) {
      response.redirect(302, '/login?error=google-unavailable');
      return;
    }
    // The strategy exchanges the code and reads the profile at Google: within the request's
    // deadline, so a Google that never answers sends the visitor back to sign-in in time.
    const outcome = await withinDeadline(
      'Google',
      () =>
        new Promise<{ user: UserRow | null; error: unknown }>((resolve) => {
          passport.authenticate(
            GOOGLE_STRATEGY,
            { session: false },
            (error: unknown, user: UserRow | false) => resolve({ user: user || null, error }),
          )(request, response, next);
        }),
    ).catch((error: unknown) => {
      if (error instanceof NoAnswerError) return { user: null, error };
      throw error;
    });
    if (!outcome.user) {
      const reason =
        outcome.error instanceof AppError && outcome.error.code === 'ACCOUNT_DISABLED'
          ? 'disabled'
          : outcome.error instanceof NoAnswerError
            ? 'google-no-answer'
            : 'google';
      response.redirect(302, `/login?error=${reason}`);
      return;
    }
    if (this.twoFactor.required(outcome.user)) {
      const { challenge } = await this.twoFactor.challenge(outcome.user, 'GOOGLE', false);
      this.cookie.set(request, response, challenge);
      response.redirect(302, '/login?step=2fa');
      return;
    }
    await this.signIns.complete(request, response, outcome.user, {
      persistent: false,
      method: 'GOOGLE',
      secondFactor: null,
    });
    response.redirect(302, '/dashboard');
  }
}
