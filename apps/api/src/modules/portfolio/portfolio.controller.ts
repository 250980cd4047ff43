import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { PortfolioStatsResponse } from '@domainfolio/contracts';
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
}
