import { Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  ErrorCode,
  type ApiKeyResponse,
  type Notification,
  SuccessCode,
  successBody,
} from '@domainfolio/contracts';
import { AppError } from '../../common/errors/app-error';
import type { UserRow } from '../../database/schema';
import { CurrentAuth, CurrentUser } from '../../common/auth/current-user.decorator';
import type { RequestAuth } from '../../common/auth/request-auth';
import { requireFreshSecondFactor } from '../../common/auth/second-factor';
import { requestOrigin } from '../../common/security/request-origin';
import { ApiKeysService } from './api-keys.service';
import { ApiErrors, ApiNotification, ApiOwner, ApiPayload } from '../../common/api-docs/api-docs';
import { ApiKeySchema } from './dto/api-key-responses.dto';

@ApiTags('account')
@ApiOwner()
@Controller('user/api-key')
export class ApiKeysController {
  constructor(private readonly apiKeys: ApiKeysService) {}

  @Post()
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Generate an API key (Pro); the previous key stops working. With two-factor sign-in on, the session must have confirmed a code in the last 15 minutes (POST /api/user/2fa/verify)',
  })
  @ApiPayload(ApiKeySchema, { notification: true })
  @ApiErrors(403)
  async generate(
    @Req() request: Request,
    @CurrentAuth() auth: RequestAuth,
  ): Promise<ApiKeyResponse & Notification> {
    requireFreshSecondFactor(auth);
    const apiKey = await this.apiKeys.generate(auth.user, requestOrigin(request));
    return { ...successBody(SuccessCode.API_KEY_GENERATED), payload: { apiKey } };
  }

  @Get()
  @ApiOperation({ summary: 'The current API key, for copying' })
  @ApiPayload(ApiKeySchema)
  @ApiErrors(404)
  async current(@CurrentUser() user: UserRow): Promise<ApiKeyResponse> {
    const apiKey = await this.apiKeys.current(user.id);
    if (!apiKey) throw new AppError(ErrorCode.NO_API_KEY_FOUND);
    return { payload: { apiKey } };
  }

  @Post('revoke')
  @HttpCode(200)
  @ApiOperation({ summary: 'Revoke the API key at once' })
  @ApiNotification()
  @ApiErrors(404)
  async revoke(@Req() request: Request, @CurrentUser() user: UserRow): Promise<Notification> {
    const revoked = await this.apiKeys.revokeByOwner(user, requestOrigin(request));
    if (!revoked) throw new AppError(ErrorCode.NO_API_KEY_FOUND);
    return successBody(SuccessCode.API_KEY_REVOKED);
  }
}
