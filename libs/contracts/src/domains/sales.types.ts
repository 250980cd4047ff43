import type { PagedResult } from '../paging/paged-result';
import type { Domain } from './domain.types';

/**
 * A sold domain as the sales list shows it. What the sale cost is the domain's cost, its
 * renewal cost for every whole year it was held (`renewalCostPaid`) and the sale's fees;
 * `profit` is the sale price minus that cost, null when the price is not known.
 */
export type SoldDomain = Domain & { renewalCostPaid: number; profit: number | null };

/**
 * GET /api/domains/sales?interval&page&limit: the sales whose sale date is in the period, newest
 * first. A sale without a price counts in neither the cost nor the profit, so
 * `totalRevenue - totalCost = totalProfit`.
 */
export interface SalesResponse {
  payload: PagedResult<SoldDomain>;
  totalRevenue: number;
  totalCost: number;
  totalProfit: number;
}

/** GET /api/domains/sales/export?interval&format=csv|json: a download named by `salesExportFileName`. */
export const SALES_EXPORT_FORMATS = ['csv', 'json'] as const;
export type SalesExportFormat = (typeof SALES_EXPORT_FORMATS)[number];

/** One sale in an export: the JSON keys; the CSV has the same columns under `SALES_EXPORT_COLUMNS`' headers. */
export interface SalesExportRecord {
  /** The name as people read it ('bücher.de'). */
  domain: string;
  saleDate: string | null;
  salePrice: number | null;
  saleVenue: string | null;
  saleFees: number | null;
  domainCost: number | null;
  renewalCostPaid: number;
  profit: number | null;
}

/** The export's columns, in order, with their CSV headers. */
export const SALES_EXPORT_COLUMNS: readonly {
  field: keyof SalesExportRecord;
  header: string;
}[] = [
  { field: 'domain', header: 'Domain' },
  { field: 'saleDate', header: 'Sale Date' },
  { field: 'salePrice', header: 'Sale Price' },
  { field: 'saleVenue', header: 'Venue' },
  { field: 'saleFees', header: 'Fees' },
  { field: 'domainCost', header: 'Domain Cost' },
  { field: 'renewalCostPaid', header: 'Renewal Cost Paid' },
  { field: 'profit', header: 'Profit' },
];

/** `domainfolio-{username}-sales-{yyyy-MM-dd}.{csv|json}`, like the domain export's name. */
export function salesExportFileName(
  username: string,
  day: string,
  format: SalesExportFormat,
): string {
  return `domainfolio-${username}-sales-${day}.${format}`;
}
