import { Controller, Get, HttpCode, Param, Req, Res } from '@nestjs/common';
import {
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import { type PublicPortfolioResponse } from '@domainfolio/contracts';
import type { Request, Response } from 'express';
import { Public } from '../../common/auth/public.decorator';
import { PublicReads } from '../../common/http/read-routing.interceptor';
import { OwnerSiteService } from './owner-site.service';
import { sendAnswer } from './public-page-cache';
import { SiteResolver } from './site-resolver';
import { visitOf } from './view-beacon';
import { ApiPayload, ErrorBodySchema } from '../../common/api-docs/api-docs';
import { LandingPageSchema, PublicPortfolioSchema } from './dto/site-responses.dto';

/** The data an owner's site shows visitors: open to anyone. */
@ApiTags('public')
@Public()
@PublicReads()
@Controller('public')
export class OwnerSiteController {
  constructor(
    private readonly ownerSites: OwnerSiteService,
    private readonly sites: SiteResolver,
  ) {}

  @Get('portfolio/:username')
  @ApiOperation({ summary: "An owner's public portfolio page settings" })
  @ApiPayload(PublicPortfolioSchema)
  @ApiNotFoundResponse({
    description: 'No such owner, or the page is disabled',
    type: ErrorBodySchema,
  })
  portfolio(@Param('username') username: string): Promise<PublicPortfolioResponse> {
    return this.ownerSites.portfolio(username);
  }

  @Get('domains/:domain/view')
  @HttpCode(204)
  @ApiOperation({
    summary: 'Counts a view of a landing page (written in batches)',
    description:
      "`ref` is the page's `document.referrer`: only its host is kept (an invalid one counts as direct). Bots (by user agent) are counted apart; the address is looked up for its country and a daily salted visitor hash, and never stored.",
  })
  @ApiQuery({ name: 'ref', required: false, description: "The page's referrer (a URL)" })
  @ApiNoContentResponse({ description: 'Counted' })
  @ApiNotFoundResponse({
    description: 'No such public domain for this host',
    type: ErrorBodySchema,
  })
  async view(@Req() request: Request, @Param('domain') domain: string): Promise<void> {
    await this.ownerSites.registerView(
      request.hostname,
      domain,
      () => this.sites.forRequest(request),
      visitOf(request),
    );
  }

  @Get('domains/:domain')
  @ApiOperation({ summary: "A domain's landing page data, for the owner the host name belongs to" })
  @ApiPayload(LandingPageSchema)
  @ApiNotFoundResponse({
    description: 'No such public domain for this host',
    type: ErrorBodySchema,
  })
  async domain(
    @Req() request: Request,
    @Res() response: Response,
    @Param('domain') domain: string,
  ): Promise<void> {
    // Sent as kept, as the handler ahead of the framework sends it to visitors without
    // credentials (landing-data.ts): the same answer, whichever way it is sent.
    sendAnswer(response, await this.ownerSites.landingAnswer(request, domain));
  }
}
