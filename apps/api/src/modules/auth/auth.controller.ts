import { SuccessCode, successBody } from '@domainfolio/contracts';
import { Body, Controller, Get, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import { ApiExtraModels, ApiOperation, ApiResponse, ApiTags, getSchemaPath } from '@nestjs/swagger';
import type { LoginResponse, Notification, TwoFactorChallenge } from '@domainfolio/contracts';
import type { Request, Response } from 'express';
import { UsersService } from '../users/users.service';
import { AuthService } from './auth.service';
import { DeviceConfirmationService } from './device-confirmation.service';
import {
  ConfirmDeviceDto,
  ConfirmEmailDto,
  EmailDto,
  LoginDto,
  RegisterDto,
  ResetPasswordDto,
} from './dto/auth.dto';
import { Public } from '../../common/auth/public.decorator';
import { RateLimiter } from '../../common/http/rate-limiter';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { AUTH_RATE_LIMITS } from './auth-rate-limits';
import { SessionService } from './session.service';
import { ApiErrors, ApiNotification, NotificationSchema } from '../../common/api-docs/api-docs';
import { requestOrigin } from '../../common/security/request-origin';
import { TwoFactorChallengeSchema } from './dto/security-responses.dto';
import { SignInService } from './sign-in.service';
import { TwoFactorService } from './two-factor.service';
import { UserSchema } from '../users/dto/user-responses.dto';

@ApiTags('auth')
@Public()
@Controller()
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly sessions: SessionService,
    private readonly users: UsersService,
    private readonly limiter: RateLimiter,
    private readonly devices: DeviceConfirmationService,
    private readonly twoFactor: TwoFactorService,
    private readonly signIns: SignInService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post('user/register')
  @ApiOperation({ summary: 'Create an account; a confirmation link is emailed' })
  @ApiNotification(
    201,
    'Created, or the address is taken (the same answer; its owner gets an email)',
  )
  @ApiErrors(400, 429)
  async register(@Req() request: Request, @Body() body: RegisterDto): Promise<Notification> {
    await this.limiter.consume(`register:${request.ip}`, {
      ...AUTH_RATE_LIMITS.registerPerAddress,
      limit: this.config.REGISTRATIONS_PER_HOUR_PER_ADDRESS,
    });
    return this.auth.register(body);
  }

  @Post('emails/confirm-email')
  @HttpCode(200)
  @ApiOperation({ summary: 'Send the confirmation link again' })
  @ApiNotification()
  @ApiErrors(400, 429)
  async resendConfirmation(@Req() request: Request, @Body() body: EmailDto): Promise<Notification> {
    await this.limitEmail(request, 'confirm', body.email);
    return this.auth.resendConfirmation(body.email);
  }

  @Post('user/confirm-email')
  @HttpCode(200)
  @ApiOperation({ summary: 'Confirm an email address with the emailed token' })
  @ApiNotification()
  @ApiErrors(400)
  confirmEmail(@Body() body: ConfirmEmailDto): Promise<Notification> {
    return this.auth.confirmEmail(body);
  }

  @Post('user/login')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Sign in; sets the session cookie, or (two-factor sign-in on) answers a challenge for POST /api/user/login/2fa',
  })
  @ApiExtraModels(UserSchema, NotificationSchema, TwoFactorChallengeSchema)
  @ApiResponse({
    status: 200,
    description:
      'Signed in (the session cookie is set), or a second step is due (no session yet: send a code with the challenge to /api/user/login/2fa)',
    schema: {
      oneOf: [
        {
          allOf: [
            { $ref: getSchemaPath(NotificationSchema) },
            {
              type: 'object',
              required: ['payload'],
              properties: { payload: { $ref: getSchemaPath(UserSchema) } },
            },
          ],
        },
        { $ref: getSchemaPath(TwoFactorChallengeSchema) },
      ],
    },
  })
  @ApiErrors(400, 401, 403, 429)
  async login(
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
    @Body() body: LoginDto,
  ): Promise<LoginResponse | TwoFactorChallenge> {
    await this.limiter.consume(`login:${request.ip}`, AUTH_RATE_LIMITS.loginPerAddress);
    await this.limiter.consume(`login:${body.email}`, AUTH_RATE_LIMITS.loginPerAccount);
    const user = await this.auth.verifyLogin(body, requestOrigin(request));
    await this.devices.requireKnownDevice(request, response, user);
    if (this.twoFactor.required(user))
      return this.twoFactor.challenge(user, 'PASSWORD', body.remember === true);
    await this.signIns.complete(request, response, user, {
      persistent: body.remember === true,
      method: 'PASSWORD',
      secondFactor: null,
    });
    return {
      ...successBody(SuccessCode.SIGNED_IN, { displayName: user.displayName }),
      payload: await this.users.profile(user),
    };
  }

  @Get('user/logout')
  @ApiOperation({ summary: 'Sign out (a browser following the link is sent home)' })
  @ApiNotification(200, 'Signed out (a browser is redirected to /)')
  async logout(@Req() request: Request, @Res() response: Response): Promise<void> {
    await this.sessions.end(request, response);
    if (request.accepts(['json', 'html']) === 'html') {
      response.redirect(302, '/');
      return;
    }
    response.json(successBody(SuccessCode.SIGNED_OUT));
  }

  @Post('user/confirm-device')
  @HttpCode(200)
  @ApiOperation({ summary: 'Confirm this browser with the emailed link (DEVICE_CONFIRMATION=on)' })
  @ApiNotification()
  @ApiErrors(400, 429)
  async confirmDevice(
    @Req() request: Request,
    @Body() body: ConfirmDeviceDto,
  ): Promise<Notification> {
    await this.limiter.consume(`confirm-device:${request.ip}`, AUTH_RATE_LIMITS.loginPerAddress);
    return this.devices.confirm(request, body.token);
  }

  @Post('emails/reset-password')
  @HttpCode(200)
  @ApiOperation({ summary: 'Email a password reset link' })
  @ApiNotification(200, 'The same answer whether or not the address is registered')
  @ApiErrors(400, 429)
  async forgotPassword(@Req() request: Request, @Body() body: EmailDto): Promise<Notification> {
    await this.limitEmail(request, 'reset', body.email);
    return this.auth.forgotPassword(body.email);
  }

  @Post('user/reset-password')
  @HttpCode(200)
  @ApiOperation({ summary: 'Set a new password with the emailed token; ends every session' })
  @ApiNotification()
  @ApiErrors(400, 429)
  async resetPassword(
    @Req() request: Request,
    @Body() body: ResetPasswordDto,
  ): Promise<Notification> {
    await this.limiter.consume(`reset-token:${request.ip}`, AUTH_RATE_LIMITS.loginPerAddress);
    return this.auth.resetPassword(body, requestOrigin(request));
  }

  private async limitEmail(request: Request, purpose: string, email: string): Promise<void> {
    await this.limiter.consume(`${purpose}:${request.ip}`, AUTH_RATE_LIMITS.emailPerAddress);
    await this.limiter.consume(`${purpose}:${email}`, AUTH_RATE_LIMITS.emailPerAccount);
  }
}
