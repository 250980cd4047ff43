import { Injectable } from '@nestjs/common';
import type { MonthlyRenewals, MonthlySales } from '@domainfolio/contracts';
import { DomainMoneyByMonthRepository, type MonthRange } from './domain-money-by-month.repository';

export type { MonthRange };

/**
 * An owner's sales and renewals by calendar month, for the analytics module's portfolio report:
 * months with none are left out.
 */
@Injectable()
export class DomainMoneyByMonthService {
  constructor(private readonly repository: DomainMoneyByMonthRepository) {}

  /** Sales whose sale date is in [from, to): count, revenue and profit per month. */
  sales(ownerId: string, range: MonthRange): Promise<MonthlySales[]> {
    return this.repository.sales(ownerId, range);
  }

  /** Unsold names expiring in [from, to): count and renewal cost per month. */
  renewals(ownerId: string, range: MonthRange): Promise<MonthlyRenewals[]> {
    return this.repository.renewals(ownerId, range);
  }
}
