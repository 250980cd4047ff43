import { Injectable } from '@nestjs/common';
import { periodRange, type Interval, type PortfolioStats } from '@domainfolio/contracts';
import type { UserRow } from '../../database/schema';
import { DomainSalesService } from '../domains/domain-sales.service';
import { DomainsService } from '../domains/domains.service';
import { LeadsService } from '../leads/leads.service';

/**
 * The dashboard's tiles for a calendar period in the owner's time zone: figures of the domains,
 * their sales and the leads, which live in modules that do not know each other's way round.
 */
@Injectable()
export class PortfolioService {
  constructor(
    private readonly domains: DomainsService,
    private readonly sales: DomainSalesService,
    private readonly leads: LeadsService,
  ) {}

  async stats(owner: UserRow, interval: Interval, now = new Date()): Promise<PortfolioStats> {
    const [figures, sales, leads] = await Promise.all([
      this.domains.figures(owner, interval),
      this.sales.totals(owner, interval, now),
      this.leads.countIn(owner.id, periodRange(interval, now, owner.timeZone)),
    ]);
    return {
      totalDomains: figures.totals.domains,
      totalPortfolioValue: figures.totals.value,
      totalViews: figures.views,
      totalDomainExpirations: figures.expiring.count,
      totalRenewalCost: figures.expiring.renewalCost,
      totalLeads: leads,
      totalSalesRevenue: sales.revenue,
      totalSalesProfit: sales.profit,
    };
  }
}
