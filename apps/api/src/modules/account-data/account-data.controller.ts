import {
  Body,
  Controller,
  Get,
  Header,
  HttpCode,
  Post,
  Req,
  Res,
  StreamableFile,
} from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import { SuccessCode, successBody, type Notification } from '@domainfolio/contracts';
import type { Request, Response } from 'express';
import type { RequestAuth } from '../../common/auth/request-auth';
import { CurrentAuth, CurrentUser } from '../../common/auth/current-user.decorator';
import { ApiErrors, ApiNotification, ApiOwner } from '../../common/api-docs/api-docs';
import type { UserRow } from '../../database/schema';
import { RateLimiter } from '../../common/http/rate-limiter';
import { AUTH_RATE_LIMITS } from '../auth/auth-rate-limits';
import { SessionService } from '../auth/session.service';
import { requestOrigin } from '../../common/security/request-origin';
import { AccountDeletionService } from './account-deletion.service';
import { AccountExportService } from './account-export.service';
import { DeleteAccountDto } from './dto/delete-account.dto';

@ApiTags('account')
@ApiOwner()
@Controller('user')
export class AccountDataController {
  constructor(
    private readonly exports: AccountExportService,
    private readonly deletion: AccountDeletionService,
    private readonly sessions: SessionService,
    private readonly limiter: RateLimiter,
  ) {}

  @Get('export')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: 'Download all your data in one zip',
    description:
      'account.json (profile, plan, portfolio page), domains.csv and domains.json, leads.csv and leads.json, sales.csv. No password, token or key is ever included.',
  })
  @ApiProduces('application/zip')
  @ApiResponse({
    status: 200,
    description: 'The zip (an attachment named domainfolio-{username}-{yyyy-MM-dd}.zip)',
    content: { 'application/zip': { schema: { type: 'string', format: 'binary' } } },
  })
  async export(
    @CurrentUser() owner: UserRow,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    const archive = await this.exports.archive(owner);
    await this.exports.recordExport(owner, requestOrigin(request));
    response.setHeader('Content-Type', 'application/zip');
    response.setHeader('Content-Disposition', `attachment; filename="${archive.fileName}"`);
    return new StreamableFile(archive.body);
  }

  @Post('delete')
  @HttpCode(200)
  @ApiNotification(200, 'The account is deleted; the session cookie is cleared')
  @ApiErrors(400, 403, 429)
  @ApiOperation({
    summary: 'Delete your account',
    description:
      'Needs the password, or for an account that signs in with Google only, a Google sign-in in the last 10 minutes. Ends every session and the API key and takes your sites offline at once; the data is removed for good after 90 days.',
  })
  async delete(
    @CurrentAuth() auth: RequestAuth,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
    @Body() body: DeleteAccountDto,
  ): Promise<Notification> {
    // The password is checked here as at sign-in: a stolen session or key must not be able
    // to guess it without limit.
    await this.limiter.consume(`delete-account:${auth.user.id}`, AUTH_RATE_LIMITS.loginPerAccount);
    const vars = await this.deletion.delete(auth, body.password, requestOrigin(request));
    this.sessions.clearCookie(request, response);
    return successBody(SuccessCode.ACCOUNT_DELETION_REQUESTED, vars);
  }
}
