import {
  ErrorCode,
  SuccessCode,
  deletedBody,
  formatCurrency,
  localDate,
  successBody,
  type DeleteLeadsResponse,
  type LeadsSummaryResponse,
  type LeadThread,
  type LeadThreadChangedResponse,
} from '@domainfolio/contracts';
import { Body, Controller, Get, Header, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import {
  ApiExtraModels,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  getSchemaPath,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { AppError } from '../../common/errors/app-error';
import type { UserRow } from '../../database/schema';
import {
  DeleteLeadsDto,
  LeadExportQueryDto,
  LeadsQueryDto,
  LeadsSummaryQueryDto,
} from './dto/leads-query.dto';
import { DeclineLeadDto, ReplyToLeadDto, ThreadExportQueryDto } from './dto/negotiation.dto';
import { LeadsService } from './leads.service';
import { NegotiationService } from './negotiation.service';
import { threadExport, threadExportFileName } from './thread-export';
import {
  ApiErrors,
  ApiFileDownload,
  ApiOwner,
  ApiPayload,
  ErrorBodySchema,
} from '../../common/api-docs/api-docs';
import { DeletedCountSchema } from '../domains/dto/domain-responses.dto';
import { LeadPageSchema, LeadsSummarySchema, LeadThreadSchema } from './dto/lead-responses.dto';

/** A lead's id: a UUID, which never holds a dot (a domain name always does). */
const LEAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function leadId(value: string): string {
  if (!LEAD_ID.test(value)) throw new AppError(ErrorCode.NOT_FOUND);
  return value.toLowerCase();
}

/** The notification after an owner's move, naming what was sent to whom. */
function moved(code: SuccessCode, thread: LeadThread): LeadThreadChangedResponse {
  const amount = thread.status === 'ACCEPTED' ? thread.agreedAmount : thread.currentAmount;
  return {
    ...successBody(code, {
      domain: thread.unicodeDomain,
      buyer: thread.name,
      amount: amount === null ? '' : formatCurrency(amount),
    }),
    payload: thread,
  };
}

/** The owner's leads: the inbox, each lead's negotiation thread, and its moves. */
@ApiTags('leads')
@ApiOwner()
@Controller('leads')
export class LeadsController {
  constructor(
    private readonly leads: LeadsService,
    private readonly negotiation: NegotiationService,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'Your leads, by status (NEEDS_REPLY, ...), newest activity or highest offer first',
  })
  @ApiPayload(LeadPageSchema)
  @ApiErrors(400)
  async list(@CurrentUser() owner: UserRow, @Query() query: LeadsQueryDto) {
    return { payload: await this.leads.list(owner, query) };
  }

  @Get('summary')
  @ApiOperation({
    summary: 'The inbox figures: needing a reply, open offers, accepted in the period, offer ratio',
  })
  @ApiPayload(LeadsSummarySchema)
  @ApiErrors(400)
  async summary(
    @CurrentUser() owner: UserRow,
    @Query() query: LeadsSummaryQueryDto,
  ): Promise<LeadsSummaryResponse> {
    return { payload: await this.leads.summary(owner, query.interval) };
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

  @Get(':domainOrId')
  @ApiOperation({
    summary: "One lead's negotiation thread (by its id), or one of your domains' leads (by name)",
    description:
      'A domain name always holds a dot and a lead id never does: `/api/leads/example.com` ' +
      "answers the domain's leads (a LeadPage), `/api/leads/{id}` the lead with its status " +
      'and messages (a LeadThread).',
  })
  @ApiExtraModels(LeadThreadSchema, LeadPageSchema)
  @ApiOkResponse({
    description: 'A LeadThread for an id, a LeadPage for a domain name',
    schema: {
      type: 'object',
      required: ['payload'],
      properties: {
        payload: {
          oneOf: [
            { $ref: getSchemaPath(LeadThreadSchema) },
            { $ref: getSchemaPath(LeadPageSchema) },
          ],
        },
      },
    },
  })
  @ApiErrors(400)
  @ApiNotFoundResponse({ description: 'Not one of your leads or domains', type: ErrorBodySchema })
  async forDomainOrLead(
    @CurrentUser() owner: UserRow,
    @Param('domainOrId') domainOrId: string,
    @Query() query: LeadsQueryDto,
  ) {
    if (domainOrId.includes('.'))
      return { payload: await this.leads.listForDomain(owner, domainOrId, query) };
    return { payload: await this.negotiation.thread(owner, leadId(domainOrId)) };
  }

  @Post(':id/reply')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Write to the buyer; with counterOffer, counter at that price (open 7 days unless said)',
  })
  @ApiPayload(LeadThreadSchema, { notification: true })
  @ApiErrors(400, 404, 409)
  async reply(
    @CurrentUser() owner: UserRow,
    @Param('id') id: string,
    @Body() body: ReplyToLeadDto,
  ): Promise<LeadThreadChangedResponse> {
    const thread = await this.negotiation.reply(owner, leadId(id), body);
    return moved(
      body.counterOffer === undefined ? SuccessCode.LEAD_REPLIED : SuccessCode.LEAD_COUNTERED,
      thread,
    );
  }

  @Post(':id/accept')
  @HttpCode(200)
  @ApiOperation({ summary: "Accept the buyer's price" })
  @ApiPayload(LeadThreadSchema, { notification: true })
  @ApiErrors(404, 409)
  async accept(
    @CurrentUser() owner: UserRow,
    @Param('id') id: string,
  ): Promise<LeadThreadChangedResponse> {
    return moved(SuccessCode.LEAD_ACCEPTED, await this.negotiation.accept(owner, leadId(id)));
  }

  @Post(':id/decline')
  @HttpCode(200)
  @ApiOperation({ summary: 'Decline and end the conversation, with an optional message' })
  @ApiPayload(LeadThreadSchema, { notification: true })
  @ApiErrors(400, 404, 409)
  async decline(
    @CurrentUser() owner: UserRow,
    @Param('id') id: string,
    @Body() body: DeclineLeadDto,
  ): Promise<LeadThreadChangedResponse> {
    return moved(
      SuccessCode.LEAD_DECLINED,
      await this.negotiation.decline(owner, leadId(id), body.message),
    );
  }

  @Get(':id/export')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: "Download a lead's thread: every message with its time, sender, amount and address",
  })
  @ApiFileDownload('The thread')
  @ApiErrors(400, 404)
  async exportThread(
    @CurrentUser() owner: UserRow,
    @Param('id') id: string,
    @Query() query: ThreadExportQueryDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<string> {
    const thread = await this.negotiation.thread(owner, leadId(id));
    const file = threadExport(thread, query.format);
    const name = threadExportFileName(
      owner.username,
      thread.domain,
      localDate(new Date(), owner.timeZone),
      query.format,
    );
    response.setHeader('Content-Type', file.contentType);
    response.setHeader('Content-Disposition', `attachment; filename="${name}"`);
    return file.body;
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
