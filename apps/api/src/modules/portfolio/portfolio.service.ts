import { Injectable } from '@nestjs/common';
import {
  RENEWALS_LISTED_MAX,
  localDate,
  periodRange,
  renewalAdvice,
  type Interval,
  type PortfolioStats,
  type RenewalCandidate,
  type RenewalsSummary,
} from '@domainfolio/contracts';
import { unicodeName } from '../domains/domains.mapper';
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

  /**
   * Renew or drop: the owner's unsold names expiring in the next `days` days (from the owner's
   * today), each with its costs, last year's interest, the best offer it drew and a suggestion
   * with its reason; the budget of renewing all of them and of the ones the owner keeps.
   */
  async renewals(owner: UserRow, days: number, now = new Date()): Promise<RenewalsSummary> {
    const today = localDate(now, owner.timeZone);
    const range = { from: today, to: plusDays(today, days) };
    const yearAgo = plusDays(today, -365);
    const [rows, totals] = await Promise.all([
      this.domains.renewalCandidates(owner.id, range, yearAgo, RENEWALS_LISTED_MAX),
      this.domains.renewalTotals(owner.id, range),
    ]);
    const interest = await this.leads.interestIn(
      owner.id,
      rows.map((row) => row.id),
      new Date(now.getTime() - 365 * DAY_MS),
    );
    const domains = rows.map((row): RenewalCandidate => {
      const renewalCost = money(row.renewalCost);
      const domainCost = money(row.domainCost);
      const yearsOwned = row.purchaseDate
        ? Math.max(0, Math.floor(dayDiff(row.purchaseDate, today) / 365.25))
        : 0;
      const renewalsPaid = round2((renewalCost ?? 0) * yearsOwned);
      const seen = interest.get(row.id) ?? { leads: 0, bestOffer: null };
      const sellingPrice = money(row.sellingPrice);
      const advice = renewalAdvice({
        renewalCost,
        sellingPrice,
        viewsLastYear: row.viewsLastYear,
        leadsLastYear: seen.leads,
        bestOffer: seen.bestOffer,
      });
      return {
        _id: row.id,
        name: row.name,
        unicodeName: unicodeName(row.name),
        expiration: row.expiration!,
        daysLeft: dayDiff(today, row.expiration!),
        registrar: row.registrar,
        domainCost,
        renewalCost,
        renewalsPaid,
        costBasis: round2((domainCost ?? 0) + renewalsPaid),
        sellingPrice,
        viewsLastYear: row.viewsLastYear,
        leadsLastYear: seen.leads,
        bestOffer: seen.bestOffer,
        letExpire: row.remindersMuted,
        suggestion: advice.suggestion,
        reason: advice.reason,
      };
    });
    return { days, domains, ...totals };
  }
}

const DAY_MS = 86_400_000;
const money = (value: string | null) => (value === null ? null : Number(value));
const round2 = (value: number) => Math.round(value * 100) / 100;
const dayOf = (date: string) =>
  Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10));
/** Whole days from one calendar date to another. */
const dayDiff = (from: string, to: string) => Math.round((dayOf(to) - dayOf(from)) / DAY_MS);
const plusDays = (date: string, days: number) =>
  new Date(dayOf(date) + days * DAY_MS).toISOString().slice(0, 10);
