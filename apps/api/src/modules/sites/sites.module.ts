import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { AnalyticsModule } from '../analytics/analytics.module';
import { DomainsModule } from '../domains/domains.module';
import { UsersModule } from '../users/users.module';
import { OwnerSiteController } from './owner-site.controller';
import { OwnerSiteService } from './owner-site.service';
import { PageChanges } from './page-changes';
import { PublicPageCache } from './public-page-cache';
import { SitesController } from './sites.controller';
import { SiteResolver } from './site-resolver';
import { SitemapService } from './sitemap.service';

/**
 * The sites: which site a host name shows (resolved once per request), the data an owner's site
 * shows visitors, which of its pages its sitemap lists, and (site-router.ts, mounted by
 * bootstrap) the HTML of every site with that data inlined, and each site's robots.txt and
 * sitemap.xml, kept for a few seconds (PublicPageCache) and emptied on every instance after a
 * write (PageChanges).
 */
@Module({
  imports: [UsersModule, DomainsModule, AnalyticsModule],
  controllers: [SitesController, OwnerSiteController],
  providers: [
    SiteResolver,
    OwnerSiteService,
    SitemapService,
    {
      provide: PublicPageCache,
      useFactory: (config: AppConfig) => new PublicPageCache(config.PUBLIC_PAGE_CACHE_MS),
      inject: [APP_CONFIG],
    },
    PageChanges,
  ],
  exports: [SiteResolver, OwnerSiteService, SitemapService, PublicPageCache, PageChanges],
})
export class SitesModule {}
