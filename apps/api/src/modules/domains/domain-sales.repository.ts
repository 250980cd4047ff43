import { Inject, Injectable } from '@nestjs/common';
import { and, asc, count, desc, eq, sql, sum } from 'drizzle-orm';
import type { Database } from '../../database/database';
import { DATABASE } from '../../database/database-tokens';
import { domains, type DomainRow } from '../../database/schema';
import { inDates, type DateRange } from './domains.repository';

/** The renewal cost of every whole year between purchase and sale (none without a purchase date). */
const renewalCostPaid = sql<string>`coalesce(${domains.renewalCost}, 0) * greatest(0, floor((${domains.saleDate} - ${domains.purchaseDate}) / 365.25))`;

/** What a sale cost: the domain, its renewals while held and the sale's fees. */
const saleCost = sql<string>`coalesce(${domains.domainCost}, 0) + ${renewalCostPaid} + coalesce(${domains.saleFees}, 0)`;

/** Sale price minus cost; null when the price is not known (the sales report's rule, also by month). */
export const profit = sql<string | null>`${domains.salePrice} - (${saleCost})`;

export interface SaleRow {
  row: DomainRow;
  renewalCostPaid: number;
  profit: number | null;
}

export interface SalesTotals {
  count: number;
  revenue: number;
  cost: number;
  profit: number;
}

const soldIn = (ownerId: string, range: DateRange) =>
  and(eq(domains.ownerId, ownerId), eq(domains.sold, true), inDates(domains.saleDate, range));

/** The owner's sold domains whose sale date is in a period, and what they made. */
@Injectable()
export class DomainSalesRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** Newest sale first; a page of them, or every one when `page` is left out. */
  async list(
    ownerId: string,
    range: DateRange,
    page?: { offset: number; limit: number },
  ): Promise<SaleRow[]> {
    const query = this.db
      .select({ domain: domains, renewalCostPaid, profit })
      .from(domains)
      .where(soldIn(ownerId, range))
      .orderBy(desc(domains.saleDate), asc(domains.name), asc(domains.id));
    const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
    return rows.map((r) => ({
      row: r.domain,
      renewalCostPaid: Number(r.renewalCostPaid),
      profit: r.profit === null ? null : Number(r.profit),
    }));
  }

  /**
   * How many sold, for how much, at what cost and profit. A sale without a price counts in
   * neither cost nor profit, so revenue minus cost is the profit.
   */
  async totals(ownerId: string, range: DateRange): Promise<SalesTotals> {
    const [row] = await this.db
      .select({
        n: count(),
        revenue: sum(domains.salePrice),
        cost: sum(sql`case when ${domains.salePrice} is not null then ${saleCost} end`),
        profit: sum(profit),
      })
      .from(domains)
      .where(soldIn(ownerId, range));
    return {
      count: row?.n ?? 0,
      revenue: Number(row?.revenue ?? 0),
      cost: Number(row?.cost ?? 0),
      profit: Number(row?.profit ?? 0),
    };
  }
}
