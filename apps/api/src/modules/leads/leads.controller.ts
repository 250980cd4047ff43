import { SuccessCode, successBody, deletedBody } from '@domainfolio/contracts';
import {
  Body,
  Controller,
  Inject,
  Get,
  Header,
  HttpCode,
  Param,
  Post,
  Query,
  Req,
  Res,
} from '@nestjs/common';
import { ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { DeleteLeadsResponse, LeadsResponse, SendLeadResponse } from '@domainfolio/contracts';
import type { Request, Response } from 'express';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import type { UserRow } from '../../database/schema';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { Public } from '../../common/auth/public.decorator';
import { RateLimiter } from '../../common/http/rate-limiter';
import { DeleteLeadsDto, LeadExportQueryDto, LeadsQueryDto } from './dto/leads-query.dto';
import { SendLeadDto } from './dto/send-lead.dto';
import { LeadsService } from './leads.service';

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
  async send(@Req() request: Request, @Body() body: SendLeadDto): Promise<SendLeadResponse> {
    this.limiter.consume(`lead:${request.ip}`, {
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

/** The owner's leads. */
@ApiTags('leads')
@Controller('leads')
export class LeadsController {
  constructor(private readonly leads: LeadsService) {}

  @Get()
  @ApiOperation({ summary: 'Your leads, newest first' })
  async list(@CurrentUser() owner: UserRow, @Query() query: LeadsQueryDto): Promise<LeadsResponse> {
    return { payload: await this.leads.list(owner, query.page, query.limit) };
  }

  @Get('export')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Download your leads as CSV or JSON' })
  async export(
    @CurrentUser() owner: UserRow,
    @Query() query: LeadExportQueryDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<string> {
    const file = await this.leads.export(owner, query.format);
    response.setHeader('Content-Type', file.contentType);
    response.setHeader('Content-Disposition', `attachment; filename="${file.fileName}"`);
    return file.body;
  }

  @Get(':domain')
  @ApiOperation({ summary: "One of your domains' leads, newest first" })
  @ApiNotFoundResponse({ description: 'Not one of your domains' })
  async forDomain(
    @CurrentUser() owner: UserRow,
    @Param('domain') domain: string,
    @Query() query: LeadsQueryDto,
  ): Promise<LeadsResponse> {
    return { payload: await this.leads.listForDomain(owner, domain, query.page, query.limit) };
  }

  @Post('delete')
  @HttpCode(200)
  @ApiOperation({ summary: 'Delete some of your leads (all or none)' })
  async delete(
    @CurrentUser() owner: UserRow,
    @Body() body: DeleteLeadsDto,
  ): Promise<DeleteLeadsResponse> {
    const deleted = await this.leads.delete(owner, body.payload);
    return {
      ...deletedBody(deleted, SuccessCode.LEAD_DELETED, SuccessCode.LEADS_DELETED),
      payload: { deleted },
    };
  }
}
