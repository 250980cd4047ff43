import { Module } from '@nestjs/common';
import { DomainsModule } from '../domains/domains.module';
import { LeadsModule } from '../leads/leads.module';
import { PortfolioController } from './portfolio.controller';
import { PortfolioService } from './portfolio.service';

/**
 * The portfolio's period figures, above domains and leads. Its route, /api/domains/portfolio-stats,
 * must be registered before the domains module's /api/domains/:domain, so the application
 * module lists this module first.
 */
@Module({
  imports: [DomainsModule, LeadsModule],
  controllers: [PortfolioController],
  providers: [PortfolioService],
})
export class PortfolioModule {}
