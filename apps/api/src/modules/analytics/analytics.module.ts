import { Module } from '@nestjs/common';
import { DomainsModule } from '../domains/domains.module';
import { LeadsModule } from '../leads/leads.module';
import { AnalyticsController } from './analytics.controller';
import { AnalyticsRepository } from './analytics.repository';
import { AnalyticsService } from './analytics.service';
import { ViewCounter } from './view-counter.service';
import { VisitorSalts } from './visitor-salts';

/**
 * Lander analytics: landing-page views sorted and counted as they arrive (ViewCounter, fed by
 * the sites module's view beacon), written into daily rollups, and the owner's reports.
 */
@Module({
  imports: [DomainsModule, LeadsModule],
  controllers: [AnalyticsController],
  providers: [AnalyticsService, AnalyticsRepository, ViewCounter, VisitorSalts],
  exports: [ViewCounter],
})
export class AnalyticsModule {}
