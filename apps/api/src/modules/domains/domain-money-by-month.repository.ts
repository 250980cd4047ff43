import { Inject, Injectable } from '@nestjs/common';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { MonthlyRenewals, MonthlySales } from '@domainfolio/contracts';
import type { Database } from '../../database/database';
import { DATABASE } from '../../database/database-tokens';
import { domains } from '../../database/schema';
import { profit } from './domain-sales.repository';

/** A month's first day and the next month's ('yyyy-MM-01'), as calendar dates. */
export interface MonthRange {
  from: string;
  /** Exclusive. */
  to: string;
}

/**
 * An owner's money by calendar month: sales by their sale date (the sales report's rules for
 * revenue and profit), and the unsold names by the month they expire with what renewing them
 * costs. Months without any are left out; the caller fills them.
 */
@Injectable()
export class DomainMoneyByMonthRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async sales(ownerId: string, range: MonthRange): Promise<MonthlySales[]> {
    const month = sql<string>`to_char(${domains.saleDate}, 'YYYY-MM')`;
    const rows = await this.db
      .select({
        month,
        sales: sql<number>`count(*)::int`,
        revenue: sql<string | null>`sum(${domains.salePrice})`,
        profit: sql<string | null>`sum(${profit})`,
      })
      .from(domains)
      .where(
        and(
          eq(domains.ownerId, ownerId),
          eq(domains.sold, true),
          gte(domains.saleDate, range.from),
          lt(domains.saleDate, range.to),
        ),
      )
      .groupBy(month);
    return rows.map((row) => ({
      month: row.month,
      sales: Number(row.sales),
      revenue: Number(row.revenue ?? 0),
      profit: Number(row.profit ?? 0),
    }));
  }

  async renewals(ownerId: string, range: MonthRange): Promise<MonthlyRenewals[]> {
    const month = sql<string>`to_char(${domains.expiration}, 'YYYY-MM')`;
    const rows = await this.db
      .select({
        month,
        count: sql<number>`count(*)::int`,
        renewalCost: sql<string | null>`sum(${domains.renewalCost})`,
      })
      .from(domains)
      .where(
        and(
          eq(domains.ownerId, ownerId),
          eq(domains.sold, false),
          gte(domains.expiration, range.from),
          lt(domains.expiration, range.to),
        ),
      )
      .groupBy(month);
    return rows.map((row) => ({
      month: row.month,
      count: Number(row.count),
      renewalCost: Number(row.renewalCost ?? 0),
    }));
  }
}
