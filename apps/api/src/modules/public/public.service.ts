import { domainToASCII } from 'node:url';
import { Injectable } from '@nestjs/common';
import {
  DEFAULT_PORTFOLIO_PAGE,
  ErrorCode,
  planLimits,
  type PublicAnalytics,
  type PublicDomainResponse,
  type PublicPortfolioResponse,
} from '@domainfolio/contracts';
import { AppError } from '../../common/errors/app-error';
import { toPublicDomain } from '../search/domain.mapper';
import { SiteService } from '../site/site.service';
import { PublicRepository, type PublicOwnerRow } from './public.repository';

function pageOf(owner: PublicOwnerRow) {
  const page = owner.page ?? DEFAULT_PORTFOLIO_PAGE;
  return {
    isEnabled: page.isEnabled,
    title: page.title,
    theme: page.theme,
    logo: page.logo,
    logoLight: page.logoLight,
    description: page.description,
  };
}

/** The analytics tag is a Pro feature: a Free owner's stored ID is not used. */
function analyticsOf(owner: PublicOwnerRow): PublicAnalytics {
  const allowed = planLimits(owner.planType === 'PRO' ? 'PRO' : 'FREE').analytics;
  return { googleAnalyticsTrackingId: allowed ? owner.googleAnalyticsTrackingId : null };
}

@Injectable()
export class PublicService {
  constructor(
    private readonly repository: PublicRepository,
    private readonly sites: SiteService,
  ) {}

  /** An owner's public portfolio page; a disabled page is not shown. */
  async portfolio(username: string): Promise<PublicPortfolioResponse> {
    const owner = await this.repository.findOwner(username.toLowerCase());
    if (!owner || !owner.page?.isEnabled) throw new AppError(ErrorCode.NOT_FOUND);
    const page = pageOf(owner);
    return {
      payload: {
        page: {
          title: page.title ?? owner.displayName,
          theme: page.theme,
          logo: page.logo,
          description: page.description,
        },
        analytics: analyticsOf(owner),
      },
    };
  }

  /** A domain's landing page, looked up within the owner that the request's host names. */
  async domain(hostname: string, rawName: string): Promise<PublicDomainResponse> {
    const context = await this.sites.resolve(hostname);
    const name = domainToASCII(rawName.trim().toLowerCase());
    if (context.site !== 'owner' || !context.owner || !name)
      throw new AppError(ErrorCode.NOT_FOUND);
    const owner = await this.repository.findOwner(context.owner.username);
    const domain = owner ? await this.repository.findPublicDomain(owner.id, name) : null;
    if (!owner || !domain) throw new AppError(ErrorCode.NOT_FOUND);
    return {
      type: 'SUCCESS',
      payload: {
        domain: toPublicDomain(domain, owner.username),
        owner: { username: owner.username, displayName: owner.displayName },
        page: pageOf(owner),
        analytics: analyticsOf(owner),
      },
    };
  }
}
