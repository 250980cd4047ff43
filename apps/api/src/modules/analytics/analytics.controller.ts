import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { DomainAnalyticsResponse, PortfolioAnalyticsResponse } from '@domainfolio/contracts';
import { ApiErrors, ApiOwner, ApiPayload } from '../../common/api-docs/api-docs';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import type { UserRow } from '../../database/schema';
import { AnalyticsService } from './analytics.service';
import {
  AnalyticsQueryDto,
  DomainAnalyticsSchema,
  PortfolioAnalyticsSchema,
} from './dto/analytics.dto';

const COUNTED =
  "Views are people's visits of your landing pages (bots, link previews and monitors are counted apart as `bots`); visitors are unique per day, counted without cookies and without storing addresses. Days and months are UTC calendar days and months; `days` (7, 30, 90 or 365, 30 by default) ends today (UTC).";

@ApiTags('analytics')
@ApiOwner()
@Controller()
export class AnalyticsController {
  constructor(private readonly analytics: AnalyticsService) {}

  @Get('domains/:domain/analytics')
  @ApiOperation({
    summary:
      "A domain's landing-page analytics: views, visitors, leads, referrers, countries, devices",
    description: `${COUNTED} The domain is named as stored or as shown (Unicode); a sold domain keeps its figures.`,
  })
  @ApiPayload(DomainAnalyticsSchema)
  @ApiErrors(400, 404)
  async domain(
    @CurrentUser() owner: UserRow,
    @Param('domain') domain: string,
    @Query() query: AnalyticsQueryDto,
  ): Promise<DomainAnalyticsResponse> {
    return { payload: await this.analytics.domain(owner, domain, query.days) };
  }

  @Get('analytics')
  @ApiOperation({
    summary: 'Your portfolio at a glance: traffic, top names, sales and renewals by month',
    description: `${COUNTED} Sales by month use the sales report's rules (revenue; profit after fees, purchase price and renewals paid); renewals by month count the unsold names by expiration month with their renewal cost.`,
  })
  @ApiPayload(PortfolioAnalyticsSchema)
  @ApiErrors(400)
  async portfolio(
    @CurrentUser() owner: UserRow,
    @Query() query: AnalyticsQueryDto,
  ): Promise<PortfolioAnalyticsResponse> {
    return { payload: await this.analytics.portfolio(owner, query.days) };
  }
}
