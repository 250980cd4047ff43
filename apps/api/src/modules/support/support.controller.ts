import {
  SUPPORT_MESSAGES_PER_HOUR,
  SuccessCode,
  successBody,
  type SuccessBody,
} from '@domainfolio/contracts';
import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { RateLimiter } from '../../common/http/rate-limiter';
import type { UserRow } from '../../database/schema';
import { FeedbackDto, SupportDto } from './dto/support.dto';
import { SupportService } from './support.service';
import { ApiErrors, ApiNotification, ApiOwner } from '../../common/api-docs/api-docs';

const HOUR = 60 * 60_000;

/** The dashboard's support form and feedback button (session or API key). */
@ApiTags('support')
@ApiOwner()
@Controller('emails')
export class SupportController {
  constructor(
    private readonly support: SupportService,
    private readonly limiter: RateLimiter,
  ) {}

  @Post('support')
  @HttpCode(200)
  @ApiOperation({ summary: 'Send a support request to the support team' })
  @ApiNotification()
  @ApiErrors(400, 429)
  async requestSupport(
    @CurrentUser() user: UserRow,
    @Body() body: SupportDto,
  ): Promise<SuccessBody> {
    await this.limiter.consume(`support:${user.id}`, {
      limit: SUPPORT_MESSAGES_PER_HOUR,
      windowMs: HOUR,
    });
    await this.support.requestSupport(user, body);
    return successBody(SuccessCode.SUPPORT_RECEIVED);
  }

  @Post('feedback')
  @HttpCode(200)
  @ApiOperation({ summary: 'Send feedback to the support team' })
  @ApiNotification()
  @ApiErrors(400, 429)
  async sendFeedback(
    @CurrentUser() user: UserRow,
    @Body() body: FeedbackDto,
  ): Promise<SuccessBody> {
    await this.limiter.consume(`feedback:${user.id}`, {
      limit: SUPPORT_MESSAGES_PER_HOUR,
      windowMs: HOUR,
    });
    await this.support.sendFeedback(user, body);
    return successBody(SuccessCode.FEEDBACK_RECEIVED);
  }
}
