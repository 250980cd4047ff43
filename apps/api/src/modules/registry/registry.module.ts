import { Module } from '@nestjs/common';
import { DomainsModule } from '../domains/domains.module';
import { DomainHistoryRepository } from './domain-history.repository';
import { RdapClient } from './rdap/rdap.client';
import { RegistryController } from './registry.controller';
import { RegistryService } from './registry.service';
import { RegistryWorker } from './registry.worker';

/**
 * Registry data: RDAP look-ups of every domain (at once when added, daily after), what they
 * fill in and what they show differs, and each domain's history of registry changes.
 */
@Module({
  imports: [DomainsModule],
  controllers: [RegistryController],
  providers: [RegistryService, RegistryWorker, RdapClient, DomainHistoryRepository],
  exports: [RegistryService],
})
export class RegistryModule {}
