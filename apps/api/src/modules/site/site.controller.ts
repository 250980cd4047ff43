import { Controller, Get, Req } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { SiteContext } from '@domainfolio/contracts';
import type { Request } from 'express';
import { SiteService } from './site.service';
import { Public } from '../auth/public.decorator';

@ApiTags('site')
@Public()
@Controller('site')
export class SiteController {
  constructor(private readonly sites: SiteService) {}

  @Get()
  @ApiOperation({ summary: 'Which site this host name shows, and where the site bundles are' })
  @ApiOkResponse({ description: 'The site context' })
  resolve(@Req() request: Request): Promise<SiteContext> {
    return this.sites.resolve(request.hostname);
  }
}
