import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy, type Profile } from 'passport-google-oauth20';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import type { UserRow } from '../../../database/schema';
import { GoogleAccountService } from './google-account.service';
import { CookieStateStore } from './oauth-state-store';

export const GOOGLE_STRATEGY = 'google';

export function googleConfigured(config: AppConfig): boolean {
  return Boolean(config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET);
}

/**
 * Google sign-in (OpenID Connect via passport-google-oauth20). Every endpoint is a setting,
 * so tests run the whole flow against a local fake Google.
 */
@Injectable()
export class GoogleStrategy extends PassportStrategy(Strategy, GOOGLE_STRATEGY) {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly accounts: GoogleAccountService,
  ) {
    super({
      // Placeholders keep the strategy constructible; the controller refuses when unconfigured.
      clientID: config.GOOGLE_CLIENT_ID ?? 'not-configured',
      clientSecret: config.GOOGLE_CLIENT_SECRET ?? 'not-configured',
      callbackURL: `${config.APP_URL}/api/auth/google/callback`,
      authorizationURL: config.GOOGLE_AUTH_URL,
      tokenURL: config.GOOGLE_TOKEN_URL,
      userProfileURL: config.GOOGLE_USERINFO_URL,
      scope: ['openid', 'email', 'profile'],
      state: true,
      store: new CookieStateStore(config) as never,
    });
  }

  validate(_accessToken: string, _refreshToken: string, profile: Profile): Promise<UserRow> {
    return this.accounts.signIn(profile);
  }
}
