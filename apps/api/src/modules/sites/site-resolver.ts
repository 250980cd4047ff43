import { Inject, Injectable } from '@nestjs/common';
import {
  planLimitsOf,
  selectSite,
  subdomainUrl,
  type SiteContext,
  type SiteOwner,
} from '@domainfolio/contracts';
import type { Request } from 'express';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { DomainsService } from '../domains/domains.service';
import type { ActiveOwner } from '../users/active-owner';
import { UsersService } from '../users/users.service';

/**
 * A host name, resolved: the context the host shell starts from, and for an owner's site the
 * owner with their page settings, so nothing downstream reads the owner again.
 */
export interface ResolvedSite {
  context: SiteContext;
  owner: ActiveOwner | null;
}

/**
 * Decides which site a host name shows (docs/product.md, "Sites and hosts") and tells the host
 * shell where the remotes are. Owner subdomains, verified custom domains and parked domains are
 * checked against the database; anything unknown is the not-found site. A request's host is
 * resolved once, however many parts of the request ask.
 */
@Injectable()
export class SiteResolver {
  private readonly perRequest = new WeakMap<Request, Promise<ResolvedSite>>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: UsersService,
    private readonly domains: DomainsService,
  ) {}

  /**
   * The site of the request's host (forwarded only by trusted proxies), resolved once, and
   * whether the request carries a session cookie for the main site.
   */
  forRequest(request: Request): Promise<ResolvedSite> {
    let resolved = this.perRequest.get(request);
    if (!resolved) {
      const hasCookie = this.hasSession(request);
      resolved = this.resolve(request.hostname).then((site) => ({
        ...site,
        context: { ...site.context, session: hasCookie && site.context.site === 'main' },
      }));
      this.perRequest.set(request, resolved);
    }
    return resolved;
  }

  /** Whether the request carries a session cookie (a signed-in visitor's pages differ). */
  hasSession(request: Request): boolean {
    return Boolean(request.cookies?.[this.config.SESSION_COOKIE_NAME]);
  }

  /**
   * The site a host name shows; its context names that host when it shows a site. A host that
   * shows none is not named back: any name a client makes up would otherwise be written into
   * the page it gets.
   */
  async resolve(hostname: string): Promise<ResolvedSite> {
    const site = await this.select(hostname);
    if (site.context.site === 'notFound') return site;
    return { ...site, context: { ...site.context, host: hostname } };
  }

  private async select(hostname: string): Promise<ResolvedSite> {
    const selection = selectSite(hostname, this.config.APP_HOST);
    switch (selection.site) {
      case 'main':
      case 'shop':
        return this.site(selection.site, null);
      case 'owner': {
        const owner = await this.users.findActiveOwner(selection.username);
        return owner
          ? this.site(
              'owner',
              { username: owner.username, customHost: false, parkedDomain: null },
              owner,
            )
          : this.site('notFound', null);
      }
      case 'custom':
        return this.resolveCustomHost(selection.host);
      default:
        return this.site('notFound', null);
    }
  }

  /** An owner's verified custom domain (with or without www.), else a parked domain. */
  private async resolveCustomHost(host: string): Promise<ResolvedSite> {
    const bare = host.startsWith('www.') ? host.slice(4) : host;
    const found =
      (await this.users.findActiveOwnerByCustomDomain(host)) ??
      (bare !== host ? await this.users.findActiveOwnerByCustomDomain(bare) : null);
    // A custom domain is a Pro feature: it stops showing the site when the owner leaves Pro.
    const owner = found && planLimitsOf(found.planType).customDomain ? found : null;
    if (owner)
      return this.site(
        'owner',
        { username: owner.username, customHost: true, parkedDomain: null },
        owner,
      );
    const parked = await this.domains.findParked(bare);
    const parkedOwner = parked ? await this.users.findActiveOwnerById(parked.ownerId) : null;
    if (parked && parkedOwner)
      return this.site(
        'owner',
        { username: parkedOwner.username, customHost: true, parkedDomain: parked.name },
        parkedOwner,
      );
    return this.site('notFound', null);
  }

  private site(
    site: SiteContext['site'],
    siteOwner: SiteOwner | null,
    owner: ActiveOwner | null = null,
  ): ResolvedSite {
    return { context: this.context(site, siteOwner), owner };
  }

  private context(site: SiteContext['site'], owner: SiteOwner | null): SiteContext {
    return {
      site,
      owner,
      appHost: this.config.APP_HOST,
      host: this.config.APP_HOST,
      appUrl: this.config.APP_URL,
      shopUrl: subdomainUrl(this.config.APP_URL, 'shop'),
      remotes: {
        main: this.config.REMOTE_URL_MAIN,
        shop: this.config.REMOTE_URL_SHOP,
        owner: this.config.REMOTE_URL_OWNER,
      },
      proxyIp: this.config.PROXY_IP,
      supportEmail: this.config.SUPPORT_EMAIL,
      session: false,
      auth: {
        googleSignIn: Boolean(this.config.GOOGLE_CLIENT_ID && this.config.GOOGLE_CLIENT_SECRET),
      },
      recaptcha: this.config.RECAPTCHA_SITE_KEY
        ? { siteKey: this.config.RECAPTCHA_SITE_KEY, scriptUrl: this.config.RECAPTCHA_SCRIPT_URL }
        : null,
    };
  }
}
