import { Body, Controller, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { SearchDomainsResponse } from '@domainfolio/contracts';
import { SearchDomainsBodyDto, SearchDomainsQueryDto } from './dto/search-domains.dto';
import { SearchService } from './search.service';
import { Public } from '../auth/public.decorator';

@ApiTags('search')
@Public()
@Controller('search')
export class SearchController {
  constructor(private readonly search: SearchService) {}

  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: "Search public domains: the marketplace, or one owner's portfolio" })
  searchDomains(
    @Query() query: SearchDomainsQueryDto,
    @Body() body: SearchDomainsBodyDto,
  ): Promise<SearchDomainsResponse> {
    return this.search.searchPublic(query, body);
  }
}
