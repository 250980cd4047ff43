import { Controller, Get, Req } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { SiteContext } from '@domainfolio/contracts';
import type { Request } from 'express';
import { Public } from '../../common/auth/public.decorator';
import { PublicReads } from '../../common/http/read-routing.interceptor';
import { SiteContextSchema } from './dto/site-responses.dto';
import { SiteResolver } from './site-resolver';

@ApiTags('site')
@Public()
@PublicReads()
@Controller('site')
export class SitesController {
  constructor(private readonly sites: SiteResolver) {}

  @Get()
  @ApiOperation({ summary: 'Which site this host name shows, and where the site bundles are' })
  @ApiOkResponse({ description: 'The site context', type: SiteContextSchema })
  async resolve(@Req() request: Request): Promise<SiteContext> {
    return (await this.sites.forRequest(request)).context;
  }
}
