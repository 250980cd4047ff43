import { Module } from '@nestjs/common';
import { DomainsModule } from '../domains/domains.module';
import { RegistryModule } from '../registry/registry.module';
import { RegistrarConnectionsRepository } from './registrar-connections.repository';
import { RegistrarConnectors } from './registrar-connectors';
import { RegistrarSyncJob } from './registrar-sync.job';
import { RegistrarSyncSignal } from './registrar-sync-signal';
import { RegistrarsController } from './registrars.controller';
import { RegistrarsService } from './registrars.service';

/** Registrar connections: owners' accounts at five registrars, synced into their portfolios. */
@Module({
  imports: [DomainsModule, RegistryModule],
  controllers: [RegistrarsController],
  providers: [
    RegistrarsService,
    RegistrarConnectors,
    RegistrarConnectionsRepository,
    RegistrarSyncJob,
    RegistrarSyncSignal,
  ],
})
export class RegistrarsModule {}
