import { Injectable } from '@nestjs/common';
import {
  BREAKDOWN_ROWS,
  ErrorCode,
  type AnalyticsDays,
  type DomainAnalytics,
  type PortfolioAnalytics,
} from '@domainfolio/contracts';
import { AppError } from '../../common/errors/app-error';
import type { UserRow } from '../../database/schema';
import { DomainMoneyByMonthService } from '../domains/domain-money-by-month.service';
import { DomainViewsService } from '../domains/domain-views.service';
import { unicodeName } from '../domains/domains.mapper';
import { DomainsService } from '../domains/domains.service';
import { LeadsService } from '../leads/leads.service';
import {
  analyticsRange,
  assembleReport,
  firstDay,
  monthOf,
  renewalsByMonth,
  salesByMonth,
} from './analytics-report';
import { AnalyticsRepository } from './analytics.repository';

/** The owner's lander analytics: one domain's, or the whole portfolio's (UTC days and months). */
@Injectable()
export class AnalyticsService {
  constructor(
    private readonly domains: DomainsService,
    private readonly domainViews: DomainViewsService,
    private readonly money: DomainMoneyByMonthService,
    private readonly leads: LeadsService,
    private readonly repository: AnalyticsRepository,
  ) {}

  /** A domain of the owner's, by its name as stored or as shown; sold ones keep their figures. */
  async domain(
    owner: UserRow,
    rawName: string,
    days: AnalyticsDays,
    now = new Date(),
  ): Promise<DomainAnalytics> {
    const domain = await this.domains.findOwned(owner.id, rawName);
    if (!domain) throw new AppError(ErrorCode.NOT_FOUND);
    const range = analyticsRange(days, now);
    const [dayRows, leadRows, traffic] = await Promise.all([
      this.domainViews.days(domain.id, range.from, range.to),
      this.leads.countByDay(owner.id, domain.id, range.start, range.end),
      this.repository.traffic('domain', domain.id, range.from, range.to),
    ]);
    return {
      name: domain.name,
      unicodeName: unicodeName(domain.name),
      ...assembleReport(range, dayRows, leadRows, traffic),
    };
  }

  /** The whole portfolio: its daily rollups, top names, and money by month. */
  async portfolio(
    owner: UserRow,
    days: AnalyticsDays,
    now = new Date(),
  ): Promise<PortfolioAnalytics> {
    const range = analyticsRange(days, now);
    const [dayRows, leadRows, traffic, top, sales, renewals] = await Promise.all([
      this.repository.ownerDays(owner.id, range.from, range.to),
      this.leads.countByDay(owner.id, null, range.start, range.end),
      this.repository.traffic('owner', owner.id, range.from, range.to),
      this.domainViews.top(owner.id, range.from, range.to, BREAKDOWN_ROWS),
      this.money.sales(owner.id, {
        from: firstDay(monthOf(now, -11)),
        to: firstDay(monthOf(now, 1)),
      }),
      this.money.renewals(owner.id, {
        from: firstDay(monthOf(now, 0)),
        to: firstDay(monthOf(now, 12)),
      }),
    ]);
    const topLeads = await this.leads.countByDomain(
      owner.id,
      top.map((row) => row.domainId),
      range.start,
      range.end,
    );
    return {
      ...assembleReport(range, dayRows, leadRows, traffic),
      topDomains: top.map((row) => ({
        name: row.name,
        unicodeName: unicodeName(row.name),
        views: row.views,
        visitors: row.visitors,
        leads: topLeads.get(row.domainId) ?? 0,
      })),
      salesByMonth: salesByMonth(now, sales),
      renewalsByMonth: renewalsByMonth(now, renewals),
    };
  }
}
