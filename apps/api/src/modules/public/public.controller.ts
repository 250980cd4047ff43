import { Controller, Get, HttpCode, Param, Req } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { PublicDomainResponse, PublicPortfolioResponse } from '@domainfolio/contracts';
import type { Request } from 'express';
import { PublicService } from './public.service';
import { Public } from '../auth/public.decorator';

@ApiTags('public')
@Public()
@Controller('public')
export class PublicController {
  constructor(private readonly publicPages: PublicService) {}

  @Get('portfolio/:username')
  @ApiOperation({ summary: "An owner's public portfolio page settings" })
  @ApiNotFoundResponse({ description: 'No such owner, or the page is disabled' })
  portfolio(@Param('username') username: string): Promise<PublicPortfolioResponse> {
    return this.publicPages.portfolio(username);
  }

  @Get('domains/:domain/view')
  @HttpCode(204)
  @ApiOperation({ summary: 'Counts a view of a landing page (written in batches)' })
  @ApiNotFoundResponse({ description: 'No such public domain for this host' })
  async view(@Req() request: Request, @Param('domain') domain: string): Promise<void> {
    await this.publicPages.registerView(request.hostname, domain);
  }

  @Get('domains/:domain')
  @ApiOperation({ summary: "A domain's landing page data, for the owner the host name belongs to" })
  @ApiNotFoundResponse({ description: 'No such public domain for this host' })
  domain(@Req() request: Request, @Param('domain') domain: string): Promise<PublicDomainResponse> {
    return this.publicPages.domain(request.hostname, domain);
  }
}
