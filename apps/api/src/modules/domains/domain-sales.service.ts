import { Injectable } from '@nestjs/common';
import {
  SALES_EXPORT_COLUMNS,
  buildPagedResult,
  localDate,
  salesExportFileName,
  type Interval,
  type SalesExportFormat,
  type SalesExportRecord,
  type SalesResponse,
  type SoldDomain,
} from '@domainfolio/contracts';
import { toCsv } from '@domainfolio/portfolio-files';
import type { UserRow } from '../../database/schema';
import { DomainSalesRepository, type SaleRow, type SalesTotals } from './domain-sales.repository';
import { toDomain } from './domains.mapper';
import { periodDates } from './domains.service';
import type { PagedIntervalQueryDto } from './dto/domain-requests.dto';

/** A file to send as an attachment. */
export interface SalesFile {
  fileName: string;
  contentType: string;
  body: string;
}

/**
 * An owner's sales over a calendar period in their time zone (the sale date decides): the list,
 * the figures the sales screen and the dashboard show, and the period as a file.
 */
@Injectable()
export class DomainSalesService {
  constructor(private readonly repository: DomainSalesRepository) {}

  async list(owner: UserRow, query: PagedIntervalQueryDto): Promise<SalesResponse> {
    const dates = periodDates(query.interval, owner.timeZone);
    const [rows, totals] = await Promise.all([
      this.repository.list(owner.id, dates, {
        offset: (query.page - 1) * query.limit,
        limit: query.limit,
      }),
      this.repository.totals(owner.id, dates),
    ]);
    return {
      payload: buildPagedResult(
        rows.map((sale) => soldDomain(sale, owner.username)),
        totals.count,
        query.page,
        query.limit,
      ),
      totalRevenue: totals.revenue,
      totalCost: totals.cost,
      totalProfit: totals.profit,
    };
  }

  /** The period's count, revenue, cost and profit. */
  totals(owner: UserRow, interval: Interval, now = new Date()): Promise<SalesTotals> {
    return this.repository.totals(owner.id, periodDates(interval, owner.timeZone, now));
  }

  /** Every sale of the period, newest first, as CSV (formula-escaped) or JSON. */
  async export(
    owner: UserRow,
    interval: Interval,
    format: SalesExportFormat,
    now = new Date(),
  ): Promise<SalesFile> {
    const rows = await this.repository.list(owner.id, periodDates(interval, owner.timeZone, now));
    const records = rows.map((sale) => exportRecord(soldDomain(sale, owner.username)));
    const fileName = salesExportFileName(owner.username, localDate(now, owner.timeZone), format);
    if (format === 'json')
      return {
        fileName,
        contentType: 'application/json; charset=utf-8',
        body: `${JSON.stringify(records, null, 2)}\n`,
      };
    return {
      fileName,
      contentType: 'text/csv; charset=utf-8',
      body: toCsv([
        SALES_EXPORT_COLUMNS.map((column) => column.header),
        ...records.map((record) => SALES_EXPORT_COLUMNS.map((column) => record[column.field])),
      ]),
    };
  }
}

function soldDomain(sale: SaleRow, username: string): SoldDomain {
  return {
    ...toDomain(sale.row, username),
    renewalCostPaid: sale.renewalCostPaid,
    profit: sale.profit,
  };
}

function exportRecord(sale: SoldDomain): SalesExportRecord {
  return {
    domain: sale.unicodeName,
    saleDate: sale.saleDate,
    salePrice: sale.salePrice,
    saleVenue: sale.saleVenue,
    saleFees: sale.saleFees,
    domainCost: sale.domainCost,
    renewalCostPaid: sale.renewalCostPaid,
    profit: sale.profit,
  };
}
