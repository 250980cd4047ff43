import { Injectable } from '@nestjs/common';
import { periodRange, type Interval, type PortfolioStats } from '@domainfolio/contracts';
import type { UserRow } from '../../database/schema';
import { DomainsService } from '../domains/domains.service';
import { LeadsService } from '../leads/leads.service';

/**
 * The dashboard's tiles for a calendar period in the owner's time zone: figures of the domains
 * and of the leads, which live in modules that do not know each other's way round.
 */
@Injectable()
export class PortfolioService {
  constructor(
    private readonly domains: DomainsService,
    private readonly leads: LeadsService,
  ) {}

  async stats(owner: UserRow, interval: Interval, now = new Date()): Promise<PortfolioStats> {
    const [figures, leads] = await Promise.all([
      this.domains.figures(owner, interval),
      this.leads.countIn(owner.id, periodRange(interval, now, owner.timeZone)),
    ]);
    return {
      totalDomains: figures.totals.domains,
      totalPortfolioValue: figures.totals.value,
      totalViews: figures.views,
      totalDomainExpirations: figures.expiring.count,
      totalRenewalCost: figures.expiring.renewalCost,
      totalLeads: leads,
    };
  }
}
