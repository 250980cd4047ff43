import { SuccessCode, successBody, deletedBody } from '@domainfolio/contracts';
import { Body, Controller, Get, Header, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type {
  DeleteDomainsResponse,
  DomainResponse,
  ExpiringDomainsResponse,
  Notification,
  SalesResponse,
} from '@domainfolio/contracts';
import type { UserRow } from '../../database/schema';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { DomainSalesService } from './domain-sales.service';
import { DomainsService } from './domains.service';
import {
  CreateDomainDto,
  DeleteDomainsDto,
  EditDomainDto,
  MuteRemindersDto,
  PagedIntervalQueryDto,
} from './dto/domain-requests.dto';
import { SalesExportQueryDto } from './dto/sales-export-query.dto';
import { ApiErrors, ApiFileDownload, ApiOwner, ApiPayload } from '../../common/api-docs/api-docs';
import {
  ChangedCountSchema,
  DeletedCountSchema,
  DomainDetailSchema,
  DomainSchema,
  ExpiringDomainsResponseSchema,
  SalesResponseSchema,
} from './dto/domain-responses.dto';

@ApiTags('domains')
@ApiOwner()
@Controller('domains')
export class DomainsController {
  constructor(
    private readonly domains: DomainsService,
    private readonly sales: DomainSalesService,
  ) {}

  @Post('new')
  @ApiOperation({ summary: 'Add a domain to the portfolio' })
  @ApiPayload(DomainSchema, { status: 201, notification: true })
  @ApiErrors(400, 403, 409)
  async create(
    @CurrentUser() owner: UserRow,
    @Body() body: CreateDomainDto,
  ): Promise<DomainResponse> {
    const domain = await this.domains.create(owner, body.domain);
    return {
      ...successBody(SuccessCode.DOMAIN_ADDED, { domain: domain.unicodeName }),
      payload: domain,
    };
  }

  @Post('edit')
  @HttpCode(200)
  @ApiOperation({ summary: 'Change fields of one of your domains' })
  @ApiPayload(DomainSchema, { notification: true })
  @ApiErrors(400, 404, 409)
  async edit(@CurrentUser() owner: UserRow, @Body() body: EditDomainDto): Promise<DomainResponse> {
    const domain = await this.domains.edit(owner, body.domain);
    return {
      ...successBody(SuccessCode.DOMAIN_UPDATED, { domain: domain.unicodeName }),
      payload: domain,
    };
  }

  @Post('reminders')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Turn expiry reminders off ("let it expire") or on for some of your domains',
    description:
      'All the ids or none: an id that is not one of your domains changes nothing (404).',
  })
  @ApiPayload(ChangedCountSchema, { notification: true })
  @ApiErrors(400, 404)
  async muteReminders(
    @CurrentUser() owner: UserRow,
    @Body() body: MuteRemindersDto,
  ): Promise<Notification & { payload: { changed: number } }> {
    const changed = await this.domains.setRemindersMuted(owner, body.payload, body.muted);
    const count = `${changed.toLocaleString('en-US')} ${changed === 1 ? 'domain' : 'domains'}`;
    return {
      ...successBody(body.muted ? SuccessCode.REMINDERS_MUTED : SuccessCode.REMINDERS_UNMUTED, {
        count,
      }),
      payload: { changed },
    };
  }

  @Post('delete')
  @HttpCode(200)
  @ApiOperation({ summary: 'Delete some of your domains (all or none)' })
  @ApiPayload(DeletedCountSchema, { notification: true })
  @ApiErrors(400, 404)
  async delete(
    @CurrentUser() owner: UserRow,
    @Body() body: DeleteDomainsDto,
  ): Promise<DeleteDomainsResponse> {
    const deleted = await this.domains.delete(owner, body.payload);
    return {
      ...deletedBody(deleted, SuccessCode.DOMAIN_DELETED, SuccessCode.DOMAINS_DELETED),
      payload: { deleted },
    };
  }

  @Get('expiring')
  @ApiOperation({ summary: 'Domains expiring in a period, with renewal cost and registrar count' })
  @ApiOkResponse({ type: ExpiringDomainsResponseSchema })
  @ApiErrors(400)
  expiring(
    @CurrentUser() owner: UserRow,
    @Query() query: PagedIntervalQueryDto,
  ): Promise<ExpiringDomainsResponse> {
    return this.domains.expiring(owner, query);
  }

  @Get('sales')
  @ApiOperation({ summary: 'Domains sold in a period, with revenue, cost and profit' })
  @ApiOkResponse({ type: SalesResponseSchema })
  @ApiErrors(400)
  listSales(
    @CurrentUser() owner: UserRow,
    @Query() query: PagedIntervalQueryDto,
  ): Promise<SalesResponse> {
    return this.sales.list(owner, query);
  }

  @Get('sales/export')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Download the sales of a period as CSV or JSON' })
  @ApiProduces('text/csv', 'application/json')
  @ApiFileDownload('The sales of the period')
  @ApiErrors(400)
  async exportSales(
    @CurrentUser() owner: UserRow,
    @Query() query: SalesExportQueryDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<string> {
    const file = await this.sales.export(owner, query.interval, query.format);
    response.setHeader('Content-Type', file.contentType);
    response.setHeader('Content-Disposition', `attachment; filename="${file.fileName}"`);
    return file.body;
  }

  @Get(':domain')
  @ApiOperation({
    summary: 'One of your domains by name, with its registry data and history',
    description:
      'Besides the domain: `registry`, what its registry publishes through RDAP (dates, registrar, nameservers, statuses), when it was read and where it differs from your values; `history`, the registry and registrar changes seen (renewals, transfers, at-risk statuses); `atRegistrars`, what each connected registrar account says of it.',
  })
  @ApiPayload(DomainDetailSchema)
  @ApiErrors(404)
  async get(
    @CurrentUser() owner: UserRow,
    @Param('domain') name: string,
  ): Promise<{ payload: Awaited<ReturnType<DomainsService['get']>> }> {
    return { payload: await this.domains.get(owner, name) };
  }
}
