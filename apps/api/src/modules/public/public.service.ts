import { domainToASCII } from 'node:url';
import { Injectable } from '@nestjs/common';
import {
  DEFAULT_PORTFOLIO_PAGE,
  ErrorCode,
  planLimits,
  type PublicAnalytics,
  type PublicDomainResponse,
  type PublicPortfolioResponse,
  type SiteContext,
} from '@domainfolio/contracts';
import { AppError } from '../../common/errors/app-error';
import { toPublicDomain } from '../search/domain.mapper';
import { SiteService } from '../site/site.service';
import type { DomainRow } from '../../database/schema';
import { PublicRepository, type PublicOwnerRow } from './public.repository';
import { ViewCounter } from './view-counter.service';

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

/** How long a host + name → domain lookup for the view beacon is reused. */
const VIEW_LOOKUP_TTL_MS = 30_000;
const VIEW_LOOKUP_MAX = 10_000;

@Injectable()
export class PublicService {
  private readonly viewLookups = new Map<
    string,
    { at: number; domain: { id: string; ownerId: string } | null }
  >();

  constructor(
    private readonly repository: PublicRepository,
    private readonly sites: SiteService,
    private readonly views: ViewCounter,
  ) {}

  /**
   * Counts a view of a landing page. The lookup (the same rules as the page itself) is reused
   * for a short while, so a burst of visitors to one page costs neither reads nor writes.
   */
  async registerView(hostname: string, rawName: string): Promise<void> {
    const key = `${hostname}\n${rawName.trim().toLowerCase()}`;
    const now = Date.now();
    let cached = this.viewLookups.get(key);
    if (!cached || now - cached.at > VIEW_LOOKUP_TTL_MS) {
      const found = await this.findLanding(await this.sites.resolve(hostname), rawName);
      cached = { at: now, domain: found && { id: found.domain.id, ownerId: found.owner.id } };
      if (this.viewLookups.size >= VIEW_LOOKUP_MAX) this.viewLookups.clear();
      this.viewLookups.set(key, cached);
    }
    if (!cached.domain) throw new AppError(ErrorCode.NOT_FOUND);
    this.views.record(cached.domain.id, cached.domain.ownerId);
  }

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
    const payload = await this.landing(await this.sites.resolve(hostname), rawName);
    if (!payload) throw new AppError(ErrorCode.NOT_FOUND);
    return { type: 'SUCCESS', payload };
  }

  /** The landing data of a domain on a host already resolved, or null when it has none. */
  async landing(
    context: SiteContext,
    rawName: string,
  ): Promise<PublicDomainResponse['payload'] | null> {
    const found = await this.findLanding(context, rawName);
    if (!found) return null;
    const { owner, domain } = found;
    return {
      domain: toPublicDomain(domain, owner.username),
      owner: { username: owner.username, displayName: owner.displayName },
      page: pageOf(owner),
      analytics: analyticsOf(owner),
    };
  }

  private async findLanding(
    context: SiteContext,
    rawName: string,
  ): Promise<{ owner: PublicOwnerRow; domain: DomainRow } | null> {
    const name = domainToASCII(rawName.trim().toLowerCase());
    if (context.site !== 'owner' || !context.owner || !name) return null;
    const owner = await this.repository.findOwner(context.owner.username);
    const domain = owner ? await this.repository.findPublicDomain(owner.id, name) : null;
    return owner && domain ? { owner, domain } : null;
  }
}
