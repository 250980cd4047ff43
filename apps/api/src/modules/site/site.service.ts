import { Inject, Injectable } from '@nestjs/common';
import { selectSite, subdomainUrl, type SiteContext, type SiteOwner } from '@domainfolio/contracts';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { SiteRepository } from './site.repository';

/**
 * Decides which site a host name shows (decisions.md, site selection) and tells the host shell
 * where the remotes are. Owner subdomains, verified custom domains and parked domains are
 * checked against the database; anything unknown is the not-found site.
 */
@Injectable()
export class SiteService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly repository: SiteRepository,
  ) {}

  async resolve(hostname: string): Promise<SiteContext> {
    const selection = selectSite(hostname, this.config.APP_HOST);
    switch (selection.site) {
      case 'main':
      case 'shop':
        return this.context(selection.site, null);
      case 'owner': {
        const username = await this.repository.findActiveUsername(selection.username);
        return username
          ? this.context('owner', { username, customHost: false, parkedDomain: null })
          : this.context('notFound', null);
      }
      case 'custom':
        return this.context(...(await this.resolveCustomHost(selection.host)));
      default:
        return this.context('notFound', null);
    }
  }

  private async resolveCustomHost(host: string): Promise<[SiteContext['site'], SiteOwner | null]> {
    const bare = host.startsWith('www.') ? host.slice(4) : host;
    const username =
      (await this.repository.findUsernameByCustomDomain(host)) ??
      (bare !== host ? await this.repository.findUsernameByCustomDomain(bare) : null);
    if (username) return ['owner', { username, customHost: true, parkedDomain: null }];
    const parked = await this.repository.findParkedDomain(bare);
    if (parked)
      return ['owner', { username: parked.username, customHost: true, parkedDomain: parked.name }];
    return ['notFound', null];
  }

  private context(site: SiteContext['site'], owner: SiteOwner | null): SiteContext {
    return {
      site,
      owner,
      appHost: this.config.APP_HOST,
      appUrl: this.config.APP_URL,
      shopUrl: subdomainUrl(this.config.APP_URL, 'shop'),
      remotes: {
        main: this.config.REMOTE_URL_MAIN,
        shop: this.config.REMOTE_URL_SHOP,
        owner: this.config.REMOTE_URL_OWNER,
      },
      proxyIp: this.config.PROXY_IP,
      supportEmail: this.config.SUPPORT_EMAIL,
      auth: {
        googleSignIn: Boolean(this.config.GOOGLE_CLIENT_ID && this.config.GOOGLE_CLIENT_SECRET),
      },
      recaptcha: this.config.RECAPTCHA_SITE_KEY
        ? { siteKey: this.config.RECAPTCHA_SITE_KEY, scriptUrl: this.config.RECAPTCHA_SCRIPT_URL }
        : null,
    };
  }
}
