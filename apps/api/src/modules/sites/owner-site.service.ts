import { Inject, Injectable } from '@nestjs/common';
import {
  DEFAULT_PORTFOLIO_PAGE,
  ErrorCode,
  planLimitsOf,
  type PublicAnalytics,
  type PublicDomain,
  type PublicDomainResponse,
  type PublicPortfolioResponse,
} from '@domainfolio/contracts';
import type { Request } from 'express';
import { AppError } from '../../common/errors/app-error';
import { toErrorResponse } from '../../common/errors/app-exception.filter';
import { APP_CONFIG, escrowConfigured, type AppConfig } from '../../config/app-config';
import type { DomainRow } from '../../database/schema';
import { ViewCounter, type Visit } from '../analytics/view-counter.service';
import { toPublicDomain } from '../domains/domains.mapper';
import { DomainsService } from '../domains/domains.service';
import type { ActiveOwner } from '../users/active-owner';
import { UsersService } from '../users/users.service';
import { PublicPageCache, type KeptAnswer } from './public-page-cache';
import { SiteResolver, type ResolvedSite } from './site-resolver';

type LandingData = PublicDomainResponse['payload'];

function pageOf(owner: ActiveOwner) {
  const page = owner.page ?? DEFAULT_PORTFOLIO_PAGE;
  // A custom logo is a Pro feature: after a downgrade the default logo shows again.
  const logos = planLimitsOf(owner.planType).customLogo;
  return {
    isEnabled: page.isEnabled,
    title: page.title,
    theme: page.theme,
    logo: logos ? page.logo : null,
    logoLight: logos ? page.logoLight : null,
    description: page.description,
  };
}

/** The analytics tag is a Pro feature: a Free owner's stored ID is not used. */
function analyticsOf(owner: ActiveOwner): PublicAnalytics {
  const allowed = planLimitsOf(owner.planType).analytics;
  return { googleAnalyticsTrackingId: allowed ? owner.googleAnalyticsTrackingId : null };
}

/** How long a host + name → domain lookup for the view beacon is reused. */
const VIEW_LOOKUP_TTL_MS = 30_000;
const VIEW_LOOKUP_MAX = 10_000;

/**
 * The landing data's answer for a name the host shows no landing page of: the API's 404, as
 * its exception filter writes it.
 */
const NO_LANDING: KeptAnswer = toErrorResponse(new AppError(ErrorCode.NOT_FOUND));

/** What an owner's site shows visitors: the portfolio page settings and each landing page. */
@Injectable()
export class OwnerSiteService {
  private readonly viewLookups = new Map<
    string,
    { at: number; domain: Pick<DomainRow, 'id' | 'ownerId'> | null }
  >();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: UsersService,
    private readonly domains: DomainsService,
    private readonly sites: SiteResolver,
    private readonly pages: PublicPageCache,
    private readonly views: ViewCounter,
  ) {}

  /** An owner's public portfolio page; a disabled page is not shown. */
  async portfolio(username: string): Promise<PublicPortfolioResponse> {
    const owner = await this.users.findActiveOwner(username);
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

  /**
   * The landing data of a domain on a resolved owner's site, or null when it has none. A sold
   * domain keeps its page, which says so and offers nothing to buy.
   */
  async landing(site: ResolvedSite, rawName: string): Promise<LandingData | null> {
    const { owner } = site;
    const domain = owner ? await this.domains.findOnLanding(owner.id, rawName) : null;
    if (!owner || !domain) return null;
    return {
      domain: this.shownOnLanding(domain, owner.username),
      sold: domain.sold,
      owner: { username: owner.username, displayName: owner.displayName },
      page: pageOf(owner),
      analytics: analyticsOf(owner),
    };
  }

  /**
   * The answer of `GET /api/public/domains/:domain` for a request. It shows the landing page's
   * facts and is asked for as often (by the page's script, by API clients), so it is made once
   * for the requests that ask at the same time and kept as the page is, in the pages' cache: by
   * scheme, host (which decides the owner), URL and session state, for PUBLIC_PAGE_CACHE_MS,
   * emptied by any write on any instance. A name the host shows no landing page of is kept as
   * its 404, as the page's 404 is: a write that lists the domain empties it like any other. A
   * lookup that fails is not kept.
   */
  landingAnswer(request: Request, rawName: string): Promise<KeptAnswer> {
    const key = PublicPageCache.keyOf(request, this.sites.hasSession(request));
    return this.pages.answer(key, async () => {
      const payload = await this.landing(await this.sites.forRequest(request), rawName);
      if (!payload) return NO_LANDING;
      const body: PublicDomainResponse = { type: 'SUCCESS', payload };
      return { status: 200, body };
    });
  }

  /**
   * The domain as its landing page shows it: a sold one with nothing left to buy (no price, no
   * checkout, no payment links).
   */
  private shownOnLanding(domain: DomainRow, username: string): PublicDomain {
    const shown = toPublicDomain(domain, username, escrowConfigured(this.config));
    if (domain.sold)
      return {
        ...shown,
        sellingPrice: null,
        buyItNow: false,
        purchaseUrl: null,
        financeUrl: null,
        leaseUrl: null,
      };
    return shown;
  }

  /**
   * Counts a view of a landing page. The lookup (the same rule as the page itself) is reused
   * for a short while, so a burst of visitors to one page costs neither reads nor writes. The
   * visit is sorted in memory by the analytics module's counter (bot or person, device, country,
   * referrer, visitor hash), which keeps neither the address nor the user agent.
   */
  async registerView(
    hostname: string,
    rawName: string,
    site: () => Promise<ResolvedSite>,
    visit: Omit<Visit, 'host'>,
  ) {
    const key = `${hostname}\n${rawName.trim().toLowerCase()}`;
    const now = Date.now();
    let cached = this.viewLookups.get(key);
    if (!cached || now - cached.at > VIEW_LOOKUP_TTL_MS) {
      const { owner } = await site();
      const domain = owner ? await this.domains.findListed(owner.id, rawName) : null;
      cached = { at: now, domain: domain && { id: domain.id, ownerId: domain.ownerId } };
      if (this.viewLookups.size >= VIEW_LOOKUP_MAX) this.viewLookups.clear();
      this.viewLookups.set(key, cached);
    }
    if (!cached.domain) throw new AppError(ErrorCode.NOT_FOUND);
    this.views.record(cached.domain, { ...visit, host: hostname });
  }
}
