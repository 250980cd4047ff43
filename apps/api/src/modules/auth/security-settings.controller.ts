import {
  Body,
  Controller,
  Get,
  HttpCode,
  Param,
  ParseUUIDPipe,
  Post,
  Req,
  Res,
} from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  ErrorCode,
  SECOND_FACTOR_FRESH_MINUTES,
  SuccessCode,
  successBody,
  type LoginResponse,
  type Notification,
  type RecoveryCodesResponse,
  type SecurityOverviewResponse,
  type SessionsResponse,
  type TwoFactorSetupResponse,
} from '@domainfolio/contracts';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { Request, Response } from 'express';
import { ApiErrors, ApiNotification, ApiOwner, ApiPayload } from '../../common/api-docs/api-docs';
import { CurrentAuth } from '../../common/auth/current-user.decorator';
import { Public } from '../../common/auth/public.decorator';
import type { RequestAuth } from '../../common/auth/request-auth';
import { signedInOnly } from '../../common/auth/second-factor';
import { AppError } from '../../common/errors/app-error';
import { RateLimiter } from '../../common/http/rate-limiter';
import { requestOrigin } from '../../common/security/request-origin';
import { UserSchema } from '../users/dto/user-responses.dto';
import { UsersService } from '../users/users.service';
import { AUTH_RATE_LIMITS } from './auth-rate-limits';
import {
  AddPasskeyDto,
  DisableTwoFactorDto,
  LoginTwoFactorDto,
  PasskeySignInDto,
  PasskeySignInOptionsDto,
  PasswordConfirmDto,
  RenamePasskeyDto,
  TwoFactorCodeDto,
} from './dto/security.dto';
import {
  PasskeySchema,
  RecoveryCodesSchema,
  SecurityOverviewSchema,
  SignedInSessionSchema,
  TwoFactorSetupSchema,
  WebAuthnOptionsSchema,
} from './dto/security-responses.dto';
import { PasskeysService } from './passkeys.service';
import { SessionListService } from './session-list.service';
import { SignInService } from './sign-in.service';
import { TwoFactorCookie } from './two-factor-cookie';
import { TwoFactorService } from './two-factor.service';

/** An id that is no UUID names no session or passkey: 404, like another owner's. */
const ownedId = new ParseUUIDPipe({
  exceptionFactory: () => new AppError(ErrorCode.NOT_FOUND),
});

/** The second step of a sign-in, and passkey sign-in: no session yet, so public routes. */
@ApiTags('auth')
@Public()
@Controller('user')
export class SecondStepController {
  constructor(
    private readonly twoFactor: TwoFactorService,
    private readonly passkeys: PasskeysService,
    private readonly signIns: SignInService,
    private readonly users: UsersService,
    private readonly limiter: RateLimiter,
    private readonly cookie: TwoFactorCookie,
  ) {}

  @Post('login/2fa')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Finish a sign-in with a code from the authenticator app (or a recovery code); sets the session cookie',
  })
  @ApiPayload(UserSchema, { notification: true, description: 'Signed in' })
  @ApiErrors(400, 401, 403, 429)
  async loginSecondStep(
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
    @Body() body: LoginTwoFactorDto,
  ): Promise<LoginResponse> {
    await this.limiter.consume(`login-2fa:${request.ip}`, AUTH_RATE_LIMITS.loginPerAddress);
    const challenge = body.challenge || this.cookie.read(request);
    if (!challenge) throw new AppError(ErrorCode.TWO_FACTOR_CHALLENGE_EXPIRED);
    const done = await this.twoFactor.completeChallenge(
      challenge,
      body.code,
      requestOrigin(request),
    );
    this.cookie.clear(request, response);
    await this.signIns.complete(request, response, done.user, {
      persistent: done.challenge.persistent,
      method: done.challenge.method as 'PASSWORD' | 'GOOGLE',
      secondFactor: done.factor,
    });
    return {
      ...successBody(SuccessCode.SIGNED_IN, { displayName: done.user.displayName }),
      payload: await this.users.profile(done.user),
    };
  }

  @Post('passkeys/sign-in-options')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Options for signing in with a passkey (navigator.credentials.get, in JSON form)',
  })
  @ApiPayload(WebAuthnOptionsSchema)
  @ApiErrors(400, 429)
  async signInOptions(
    @Req() request: Request,
    @Body() body: PasskeySignInOptionsDto,
  ): Promise<{ payload: PublicKeyCredentialRequestOptionsJSON }> {
    await this.limiter.consume(`passkey:${request.ip}`, AUTH_RATE_LIMITS.loginPerAddress);
    return { payload: await this.passkeys.signInOptions(body.remember === true) };
  }

  @Post('passkeys/sign-in')
  @HttpCode(200)
  @ApiOperation({ summary: 'Sign in with a passkey; sets the session cookie' })
  @ApiPayload(UserSchema, { notification: true, description: 'Signed in' })
  @ApiErrors(400, 403, 429)
  async passkeySignIn(
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
    @Body() body: PasskeySignInDto,
  ): Promise<LoginResponse> {
    await this.limiter.consume(`passkey:${request.ip}`, AUTH_RATE_LIMITS.loginPerAddress);
    const { user, persistent } = await this.passkeys.signIn(
      body.response as unknown as AuthenticationResponseJSON,
    );
    await this.signIns.complete(request, response, user, {
      persistent,
      method: 'PASSKEY',
      secondFactor: 'PASSKEY',
    });
    return {
      ...successBody(SuccessCode.SIGNED_IN, { displayName: user.displayName }),
      payload: await this.users.profile(user),
    };
  }
}

/** Two-factor sign-in, passkeys and signed-in devices, for the signed-in owner. */
@ApiTags('account')
@ApiOwner()
@Controller('user')
export class SecuritySettingsController {
  constructor(
    private readonly twoFactor: TwoFactorService,
    private readonly passkeys: PasskeysService,
    private readonly sessions: SessionListService,
    private readonly limiter: RateLimiter,
  ) {}

  @Get('security')
  @ApiOperation({ summary: 'Two-factor sign-in and passkeys, as the Security section shows them' })
  @ApiPayload(SecurityOverviewSchema)
  @ApiErrors(403)
  async overview(@CurrentAuth() auth: RequestAuth): Promise<SecurityOverviewResponse> {
    return { payload: await this.twoFactor.overview(signedInOnly(auth)) };
  }

  @Post('2fa/setup')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'A new secret for an authenticator app (QR code and text); confirm it with /api/user/2fa/enable',
  })
  @ApiPayload(TwoFactorSetupSchema)
  @ApiErrors(403, 409)
  async setup(@CurrentAuth() auth: RequestAuth): Promise<TwoFactorSetupResponse> {
    return { payload: await this.twoFactor.setup(signedInOnly(auth).user) };
  }

  @Post('2fa/enable')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Turn two-factor sign-in on with a first code; answers 10 recovery codes, shown this once',
  })
  @ApiPayload(RecoveryCodesSchema, { notification: true })
  @ApiErrors(400, 401, 403, 409, 429)
  async enable(
    @Req() request: Request,
    @CurrentAuth() auth: RequestAuth,
    @Body() body: TwoFactorCodeDto,
  ): Promise<RecoveryCodesResponse> {
    signedInOnly(auth);
    await this.limiter.consume(`2fa-enable:${auth.user.id}`, AUTH_RATE_LIMITS.loginPerAccount);
    const recoveryCodes = await this.twoFactor.enable(auth, body.code, requestOrigin(request));
    return { ...successBody(SuccessCode.TWO_FACTOR_ENABLED), payload: { recoveryCodes } };
  }

  @Post('2fa/disable')
  @HttpCode(200)
  @ApiOperation({ summary: 'Turn two-factor sign-in off (the password and a code)' })
  @ApiNotification()
  @ApiErrors(400, 401, 403, 409, 429)
  async disable(
    @Req() request: Request,
    @CurrentAuth() auth: RequestAuth,
    @Body() body: DisableTwoFactorDto,
  ): Promise<Notification> {
    signedInOnly(auth);
    return this.twoFactor.disable(auth.user, body, requestOrigin(request));
  }

  @Post('2fa/recovery-codes')
  @HttpCode(200)
  @ApiOperation({
    summary: 'A new set of 10 recovery codes (the password); the earlier ones stop working',
  })
  @ApiPayload(RecoveryCodesSchema, { notification: true })
  @ApiErrors(400, 401, 403, 409, 429)
  async recoveryCodes(
    @Req() request: Request,
    @CurrentAuth() auth: RequestAuth,
    @Body() body: PasswordConfirmDto,
  ): Promise<RecoveryCodesResponse> {
    signedInOnly(auth);
    const recoveryCodes = await this.twoFactor.regenerateRecoveryCodes(
      auth.user,
      body,
      requestOrigin(request),
    );
    return { ...successBody(SuccessCode.RECOVERY_CODES_CREATED), payload: { recoveryCodes } };
  }

  @Post('2fa/verify')
  @HttpCode(200)
  @ApiOperation({
    summary: `Confirm it is you with a code: for ${SECOND_FACTOR_FRESH_MINUTES} minutes this session may create API keys and open the admin screens`,
  })
  @ApiNotification()
  @ApiErrors(400, 401, 403, 409, 429)
  async verify(
    @Req() request: Request,
    @CurrentAuth() auth: RequestAuth,
    @Body() body: TwoFactorCodeDto,
  ): Promise<Notification> {
    await this.twoFactor.verifySession(signedInOnly(auth), body.code, requestOrigin(request));
    return successBody(SuccessCode.SECOND_FACTOR_CONFIRMED, {
      minutes: SECOND_FACTOR_FRESH_MINUTES,
    });
  }

  @Get('sessions')
  @ApiOperation({ summary: 'The browsers and apps signed in to the account' })
  @ApiPayload(SignedInSessionSchema, { isArray: true })
  @ApiErrors(403)
  async listSessions(@CurrentAuth() auth: RequestAuth): Promise<SessionsResponse> {
    return { payload: await this.sessions.list(signedInOnly(auth)) };
  }

  @Post('sessions/revoke-others')
  @HttpCode(200)
  @ApiOperation({ summary: 'Sign out every other browser and app (this one stays signed in)' })
  @ApiNotification()
  @ApiErrors(403)
  async revokeOthers(
    @Req() request: Request,
    @CurrentAuth() auth: RequestAuth,
  ): Promise<Notification> {
    const count = await this.sessions.revokeOthers(signedInOnly(auth), requestOrigin(request));
    return successBody(SuccessCode.OTHER_SESSIONS_REVOKED, { count });
  }

  @Post('sessions/:id/revoke')
  @HttpCode(200)
  @ApiOperation({ summary: 'Sign out one browser or app' })
  @ApiNotification()
  @ApiErrors(403, 404)
  async revoke(
    @Req() request: Request,
    @CurrentAuth() auth: RequestAuth,
    @Param('id', ownedId) id: string,
  ): Promise<Notification> {
    await this.sessions.revoke(signedInOnly(auth), id, requestOrigin(request));
    return successBody(SuccessCode.SESSION_REVOKED);
  }

  @Get('passkeys')
  @ApiOperation({ summary: 'The passkeys the owner can sign in with' })
  @ApiPayload(PasskeySchema, { isArray: true })
  @ApiErrors(403)
  async listPasskeys(@CurrentAuth() auth: RequestAuth) {
    return { payload: await this.passkeys.list(signedInOnly(auth).user) };
  }

  @Post('passkeys/registration-options')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Options for adding a passkey (navigator.credentials.create, in JSON form)',
  })
  @ApiPayload(WebAuthnOptionsSchema)
  @ApiErrors(403)
  async registrationOptions(
    @CurrentAuth() auth: RequestAuth,
  ): Promise<{ payload: PublicKeyCredentialCreationOptionsJSON }> {
    return { payload: await this.passkeys.registrationOptions(signedInOnly(auth).user) };
  }

  @Post('passkeys')
  @HttpCode(201)
  @ApiOperation({ summary: 'Add a passkey with the browser’s answer to the registration options' })
  @ApiPayload(PasskeySchema, { status: 201, notification: true })
  @ApiErrors(400, 403, 409)
  async addPasskey(
    @Req() request: Request,
    @CurrentAuth() auth: RequestAuth,
    @Body() body: AddPasskeyDto,
  ) {
    const passkey = await this.passkeys.register(
      signedInOnly(auth).user,
      body.name,
      body.response as unknown as RegistrationResponseJSON,
      requestOrigin(request),
    );
    return { ...successBody(SuccessCode.PASSKEY_ADDED, { name: passkey.name }), payload: passkey };
  }

  @Post('passkeys/:id/rename')
  @HttpCode(200)
  @ApiOperation({ summary: 'Rename a passkey' })
  @ApiPayload(PasskeySchema, { notification: true })
  @ApiErrors(400, 403, 404)
  async renamePasskey(
    @CurrentAuth() auth: RequestAuth,
    @Param('id', ownedId) id: string,
    @Body() body: RenamePasskeyDto,
  ) {
    const passkey = await this.passkeys.rename(signedInOnly(auth).user, id, body.name);
    return {
      ...successBody(SuccessCode.PASSKEY_RENAMED, { name: passkey.name }),
      payload: passkey,
    };
  }

  @Post('passkeys/:id/delete')
  @HttpCode(200)
  @ApiOperation({ summary: 'Remove a passkey: it can no longer sign in' })
  @ApiNotification()
  @ApiErrors(403, 404)
  async removePasskey(
    @Req() request: Request,
    @CurrentAuth() auth: RequestAuth,
    @Param('id', ownedId) id: string,
  ): Promise<Notification> {
    const passkey = await this.passkeys.remove(signedInOnly(auth).user, id, requestOrigin(request));
    return successBody(SuccessCode.PASSKEY_REMOVED, { name: passkey.name });
  }
}
