import { Module } from '@nestjs/common';
import { DomainsModule } from '../domains/domains.module';
import { UsersModule } from '../users/users.module';
import { OwnerSiteController } from './owner-site.controller';
import { OwnerSiteService } from './owner-site.service';
import { SitesController } from './sites.controller';
import { SiteResolver } from './site-resolver';

/**
 * The sites: which site a host name shows (resolved once per request), the data an owner's site
 * shows visitors, and (site-router.ts, mounted by bootstrap) the HTML of every site with that
 * data inlined.
 */
@Module({
  imports: [UsersModule, DomainsModule],
  controllers: [SitesController, OwnerSiteController],
  providers: [SiteResolver, OwnerSiteService],
  exports: [SiteResolver, OwnerSiteService],
})
export class SitesModule {}
