import { SuccessCode, successBody, type SendLeadResponse } from '@domainfolio/contracts';
import { Body, Controller, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { Public } from '../../common/auth/public.decorator';
import { RateLimiter } from '../../common/http/rate-limiter';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { SendLeadDto } from './dto/send-lead.dto';
import { LeadsService } from './leads.service';
import { ApiErrors, ApiPayload } from '../../common/api-docs/api-docs';
import { SentLeadSchema } from './dto/lead-responses.dto';

const HOUR = 60 * 60_000;

/** The landing page's offer form posts here (POST /api/emails/send). */
@ApiTags('leads')
@Controller('emails')
export class LeadFormController {
  constructor(
    private readonly leads: LeadsService,
    private readonly limiter: RateLimiter,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Public()
  @Post('send')
  @HttpCode(200)
  @ApiOperation({ summary: "Send an inquiry, offer or Buy-It-Now request to a domain's owner" })
  @ApiPayload(SentLeadSchema, { notification: true })
  @ApiErrors(400, 404, 409, 429)
  async send(@Req() request: Request, @Body() body: SendLeadDto): Promise<SendLeadResponse> {
    await this.limiter.consume(`lead:${request.ip}`, {
      limit: this.config.LEADS_PER_HOUR_PER_ADDRESS,
      windowMs: HOUR,
    });
    const lead = await this.leads.send(body.data, {
      ipAddress: request.ip ?? null,
      userAgent: request.get('user-agent') ?? null,
    });
    return {
      ...successBody(SuccessCode.LEAD_SENT, { domain: lead.domain }),
      payload: { leadId: lead.id },
    };
  }
}
