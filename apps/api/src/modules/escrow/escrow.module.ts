import { Module } from '@nestjs/common';
import { DomainsModule } from '../domains/domains.module';
import { LeadsModule } from '../leads/leads.module';
import { SitesModule } from '../sites/sites.module';
import { EscrowLeadCheckout } from './escrow-lead-checkout';
import { EscrowController } from './escrow.controller';
import { EscrowGateway } from './escrow.gateway';
import { EscrowRepository } from './escrow.repository';
import { EscrowService } from './escrow.service';

/** Buy-It-Now through Escrow.com. */
@Module({
  imports: [SitesModule, DomainsModule, LeadsModule],
  controllers: [EscrowController],
  providers: [EscrowService, EscrowGateway, EscrowRepository, EscrowLeadCheckout],
  exports: [EscrowGateway],
})
export class EscrowModule {}
