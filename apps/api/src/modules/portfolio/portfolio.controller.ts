import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { PortfolioStatsResponse, RenewalsResponse } from '@domainfolio/contracts';
import { RenewalsQueryDto, RenewalsSummarySchema } from './dto/renewals.dto';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import type { UserRow } from '../../database/schema';
import { IntervalQueryDto } from '../domains/dto/domain-requests.dto';
import { PortfolioService } from './portfolio.service';
import { ApiErrors, ApiOwner, ApiPayload } from '../../common/api-docs/api-docs';
import { PortfolioStatsSchema } from '../domains/dto/domain-responses.dto';

@ApiTags('domains')
@ApiOwner()
@Controller('domains')
export class PortfolioController {
  constructor(private readonly portfolio: PortfolioService) {}

  @Get('portfolio-stats')
  @ApiOperation({ summary: "Portfolio totals for a calendar period in the owner's time zone" })
  @ApiPayload(PortfolioStatsSchema)
  @ApiErrors(400)
  async stats(
    @CurrentUser() owner: UserRow,
    @Query() query: IntervalQueryDto,
  ): Promise<PortfolioStatsResponse> {
    return { payload: await this.portfolio.stats(owner, query.interval) };
  }

  @Get('renewals')
  @ApiOperation({
    summary: 'Renew or drop: your names expiring in the next days, with a suggestion for each',
    description:
      'Unsold names expiring from your today to `days` ahead (90 by default), soonest first: each with its purchase cost, renewals paid so far, renewal cost, landing-page views and leads in the last year, the best offer it drew, and a suggestion (renew, reprice or drop) with its reason. `letExpire` is your choice ("let it expire" turns its reminders off: POST /api/domains/reminders). The totals give the budget of renewing all of them and the ones you keep.',
  })
  @ApiPayload(RenewalsSummarySchema)
  @ApiErrors(400)
  async renewals(
    @CurrentUser() owner: UserRow,
    @Query() query: RenewalsQueryDto,
  ): Promise<RenewalsResponse> {
    return { payload: await this.portfolio.renewals(owner, query.days) };
  }
}
