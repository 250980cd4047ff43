import { Body, Controller, HttpCode, Post, Query, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorCode, type Domain, type SearchDomainsResponse } from '@domainfolio/contracts';
import type { Request } from 'express';
import { AppError } from '../../common/errors/app-error';
import { DomainsService } from '../domains/domains.service';
import { SearchDomainsBodyDto, SearchDomainsQueryDto } from './dto/search-domains.dto';
import { SearchService } from './search.service';
import { Public } from '../auth/public.decorator';

@ApiTags('search')
@Public()
@Controller('search')
export class SearchController {
  constructor(
    private readonly search: SearchService,
    private readonly domains: DomainsService,
  ) {}

  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: "Search public domains: the marketplace, or one owner's portfolio" })
  searchDomains(
    @Req() request: Request,
    @Query() query: SearchDomainsQueryDto,
    @Body() body: SearchDomainsBodyDto,
  ): Promise<SearchDomainsResponse | SearchDomainsResponse<Domain>> {
    if (!query.dashboard) return this.search.searchPublic(query, body);
    if (!request.auth) throw new AppError(ErrorCode.UNAUTHENTICATED);
    return this.domains.searchOwn(
      request.auth.user,
      body.query,
      query.sort,
      query.page,
      query.limit,
    );
  }
}
