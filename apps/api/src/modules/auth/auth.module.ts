import { Module, type MiddlewareConsumer, type NestModule } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ApiKeysModule } from '../api-keys/api-keys.module';
import { EmailsModule } from '../emails/emails.module';
import { UsersModule } from '../users/users.module';
import { AuthController } from './auth.controller';
import { AuthGuard } from '../../common/auth/auth.guard';
import { AUTHENTICATOR } from '../../common/auth/authenticator';
import { AuthService } from './auth.service';
import { DeviceConfirmationService } from './device-confirmation.service';
import { KnownDeviceRepository } from './known-device.repository';
import { GoogleAccountService } from './google/google-account.service';
import { GoogleAuthController } from './google/google-auth.controller';
import { GoogleStrategy } from './google/google.strategy';
import { EmailedLinks } from './emailed-links';
import { OneTimeTokenRepository } from './one-time-token.repository';
import { PasswordHasher } from './password-hasher';
import { RequestAuthenticator } from './request-authenticator';
import { ApiKeyInUrlMiddleware } from './api-key-in-url.middleware';
import { SameOriginMiddleware } from './same-origin.middleware';
import { SessionRepository } from './session.repository';
import { SessionService } from './session.service';
import { SessionSweeper } from './session-sweeper';
import { SecurityModule } from '../security/security.module';
import { LoginChallengeRepository } from './login-challenge.repository';
import { PasskeyRepository } from './passkey.repository';
import { PasskeysService } from './passkeys.service';
import { RecoveryCodeRepository } from './recovery-code.repository';
import { SecondStepController, SecuritySettingsController } from './security-settings.controller';
import { SessionListService } from './session-list.service';
import { SignInService } from './sign-in.service';
import { TwoFactorCookie } from './two-factor-cookie';
import { TwoFactorService } from './two-factor.service';

@Module({
  imports: [UsersModule, ApiKeysModule, EmailsModule, SecurityModule],
  controllers: [
    AuthController,
    GoogleAuthController,
    SecondStepController,
    SecuritySettingsController,
  ],
  providers: [
    AuthService,
    SessionService,
    SessionSweeper,
    SessionRepository,
    OneTimeTokenRepository,
    EmailedLinks,
    PasswordHasher,
    RequestAuthenticator,
    { provide: AUTHENTICATOR, useExisting: RequestAuthenticator },
    DeviceConfirmationService,
    KnownDeviceRepository,
    GoogleStrategy,
    GoogleAccountService,
    SignInService,
    TwoFactorService,
    TwoFactorCookie,
    LoginChallengeRepository,
    RecoveryCodeRepository,
    PasskeyRepository,
    PasskeysService,
    SessionListService,
    { provide: APP_GUARD, useClass: AuthGuard },
  ],
  exports: [SessionService, PasswordHasher],
})
export class AuthModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(ApiKeyInUrlMiddleware, SameOriginMiddleware).forRoutes('{*path}');
  }
}
