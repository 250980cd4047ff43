import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module';
import { DomainBulkRepository } from './domain-bulk.repository';
import { DomainBulkEditController } from './domain-bulk-edit.controller';
import { DomainBulkEditRepository } from './domain-bulk-edit.repository';
import { DomainBulkEditService } from './domain-bulk-edit.service';
import { DomainTagsRepository } from './domain-tags';
import { DomainImportService } from './domain-import.service';
import { DomainSaleListeners } from './domain-sales-hooks';
import { DomainDetailSources } from './domain-detail-sources';
import { DomainRegistrarRepository, DomainRegistryRepository } from './domain-registry.repository';
import { DomainSalesRepository } from './domain-sales.repository';
import { DomainSalesService } from './domain-sales.service';
import { DomainSearchRepository } from './domain-search.repository';
import { DomainViewsRepository } from './domain-views.repository';
import { DomainViewsService } from './domain-views.service';
import { DomainMoneyByMonthRepository } from './domain-money-by-month.repository';
import { DomainMoneyByMonthService } from './domain-money-by-month.service';
import { DomainsController } from './domains.controller';
import { DomainsRepository } from './domains.repository';
import { DomainsService } from './domains.service';

/** Domains: the owner's portfolio, and through DomainsService everything others need of it. */
@Module({
  imports: [UsersModule],
  // Before DomainsController: its GET /domains/:domain would take /domains/tags and
  // /domains/bulk-edit for names.
  controllers: [DomainBulkEditController, DomainsController],
  providers: [
    DomainsService,
    DomainImportService,
    DomainSalesService,
    DomainsRepository,
    DomainSalesRepository,
    DomainBulkRepository,
    DomainBulkEditRepository,
    DomainBulkEditService,
    DomainTagsRepository,
    DomainSearchRepository,
    DomainViewsRepository,
    DomainViewsService,
    DomainMoneyByMonthRepository,
    DomainMoneyByMonthService,
    DomainSaleListeners,
    DomainRegistryRepository,
    DomainRegistrarRepository,
    DomainDetailSources,
  ],
  exports: [
    DomainsService,
    DomainImportService,
    DomainSalesService,
    DomainSaleListeners,
    DomainDetailSources,
    DomainViewsService,
    DomainMoneyByMonthService,
  ],
})
export class DomainsModule {}
