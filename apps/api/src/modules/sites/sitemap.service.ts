import { Injectable } from '@nestjs/common';
import { MAIN_SITE_PUBLIC_PAGES, SHOP_PUBLIC_PAGES } from '@domainfolio/contracts';
import { DomainsService } from '../domains/domains.service';
import type { ResolvedSite } from './site-resolver';
import { SITEMAP_MAX_URLS } from './sitemap';

/** A page of a site for its sitemap: its path on the site's host, and its last change. */
export interface SitePage {
  path: string;
  lastmod?: Date;
}

/**
 * Which pages of a site search engines are told about: the main site's marketing and legal
 * pages, the marketplace's page, and on an owner's site the portfolio page (when the owner
 * shows it) and the landing page of each listed domain (LISTED: public, not sold; the resolved
 * owner is active). A sold domain keeps its page, but asks to be dropped from search results,
 * so it is in no sitemap; nor is a private one.
 */
@Injectable()
export class SitemapService {
  constructor(private readonly domains: DomainsService) {}

  async pagesOf({ context, owner }: ResolvedSite): Promise<SitePage[]> {
    switch (context.site) {
      case 'main':
        return MAIN_SITE_PUBLIC_PAGES.map((path) => ({ path }));
      case 'shop':
        return SHOP_PUBLIC_PAGES.map((path) => ({ path }));
      case 'owner':
        if (!owner || !context.owner) return [];
        // A parked domain's host shows that one name: its landing page is its home.
        if (context.owner.parkedDomain) {
          const parked = await this.domains.findListed(owner.id, context.owner.parkedDomain);
          return parked ? [{ path: '/', lastmod: parked.updatedAt }] : [];
        }
        return this.ownerSite(owner.id, owner.page?.isEnabled ?? false);
      default:
        return [];
    }
  }

  /**
   * The portfolio (without a date: it changes whenever a domain leaves it, which leaves no
   * trace) and each listed domain's landing page at `/{name}`, the address the portfolio links
   * to, dated by the domain's last change.
   */
  private async ownerSite(ownerId: string, portfolioShown: boolean): Promise<SitePage[]> {
    const home: SitePage[] = portfolioShown ? [{ path: '/' }] : [];
    const listed = await this.domains.listedNames(ownerId, SITEMAP_MAX_URLS - home.length);
    return [
      ...home,
      ...listed.map(({ name, updatedAt }) => ({
        path: `/${encodeURIComponent(name)}`,
        lastmod: updatedAt,
      })),
    ];
  }
}
