import {
  SuccessCode,
  deletedBody,
  type DeleteLeadsResponse,
  type LeadsResponse,
} from '@domainfolio/contracts';
import { Body, Controller, Get, Header, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import type { UserRow } from '../../database/schema';
import { DeleteLeadsDto, LeadExportQueryDto, LeadsQueryDto } from './dto/leads-query.dto';
import { LeadsService } from './leads.service';
import {
  ApiErrors,
  ApiFileDownload,
  ApiOwner,
  ApiPayload,
  ErrorBodySchema,
} from '../../common/api-docs/api-docs';
import { DeletedCountSchema } from '../domains/dto/domain-responses.dto';
import { LeadPageSchema } from './dto/lead-responses.dto';

/** The owner's leads. */
@ApiTags('leads')
@ApiOwner()
@Controller('leads')
export class LeadsController {
  constructor(private readonly leads: LeadsService) {}

  @Get()
  @ApiOperation({ summary: 'Your leads, newest first' })
  @ApiPayload(LeadPageSchema)
  @ApiErrors(400)
  async list(@CurrentUser() owner: UserRow, @Query() query: LeadsQueryDto): Promise<LeadsResponse> {
    return { payload: await this.leads.list(owner, query) };
  }

  @Get('export')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Download your leads as CSV or JSON' })
  @ApiFileDownload('Your leads')
  @ApiErrors(400)
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
  @ApiPayload(LeadPageSchema)
  @ApiErrors(400)
  @ApiNotFoundResponse({ description: 'Not one of your domains', type: ErrorBodySchema })
  async forDomain(
    @CurrentUser() owner: UserRow,
    @Param('domain') domain: string,
    @Query() query: LeadsQueryDto,
  ): Promise<LeadsResponse> {
    return { payload: await this.leads.listForDomain(owner, domain, query) };
  }

  @Post('delete')
  @HttpCode(200)
  @ApiOperation({ summary: 'Delete some of your leads (all or none)' })
  @ApiPayload(DeletedCountSchema, { notification: true })
  @ApiErrors(400, 404)
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
