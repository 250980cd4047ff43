import { Module } from '@nestjs/common';
import { DomainsModule } from '../domains/domains.module';
import { LeadsModule } from '../leads/leads.module';
import { PortfolioFilesController } from './portfolio-files.controller';
import { PortfolioFilesService } from './portfolio-files.service';
import { PortfolioController } from './portfolio.controller';
import { PortfolioService } from './portfolio.service';

/**
 * The portfolio as a whole, above domains and leads: its period figures, and moving it in and
 * out as files. Its routes (/api/domains/portfolio-stats, /import, /export) must be registered
 * before the domains module's /api/domains/:domain, so the application module lists it first.
 */
@Module({
  imports: [DomainsModule, LeadsModule],
  controllers: [PortfolioController, PortfolioFilesController],
  providers: [PortfolioService, PortfolioFilesService],
  exports: [PortfolioFilesService],
})
export class PortfolioModule {}
