import { tz } from '@date-fns/tz';
import { format } from 'date-fns';
import { PRODUCT_NAME } from '../app/app-info';
import type { DomainField } from '../domains/domain.types';
import { DEFAULT_TIME_ZONE, assertValidTimeZone } from '../periods/time-zone';

export const ExportFormat = {
  CSV: 'csv',
  JSON: 'json',
} as const;
export type ExportFormat = (typeof ExportFormat)[keyof typeof ExportFormat];

export function isExportFormat(value: unknown): value is ExportFormat {
  return value === ExportFormat.CSV || value === ExportFormat.JSON;
}

export interface ExportColumn {
  field: DomainField;
  /** The CSV header and JSON key: the field name, so an export imports back unchanged. */
  header: string;
  /** The human label for screens and the CSV template's help. */
  label: string;
}

const column = (field: DomainField, label: string): ExportColumn => ({
  field,
  header: field,
  label,
});

/** The export columns of spec 3, in order. */
export const EXPORT_COLUMNS: readonly ExportColumn[] = [
  column('name', 'Domain Name'),
  column('description', 'Description'),
  column('sellingPrice', 'Selling Price'),
  column('domainCost', 'Domain Cost'),
  column('renewalCost', 'Renewal Cost'),
  column('purchaseDate', 'Purchase Date'),
  column('expiration', 'Expiration'),
  column('registrar', 'Registrar'),
  column('buyItNow', 'Buy It Now'),
  column('public', 'Public'),
  column('sold', 'Sold'),
  column('purchaseUrl', 'Purchase URL'),
  column('financeUrl', 'Finance URL'),
  column('leaseUrl', 'Lease URL'),
];

/**
 * `domainfolio-{username}-{yyyy-MM-dd}.{csv|json}` with the date in `timeZone` (UTC by default).
 * Characters a username cannot hold are dropped, so the name is always safe in a header.
 */
export function exportFileName(
  username: string,
  date: Date,
  fileFormat: ExportFormat,
  timeZone: string = DEFAULT_TIME_ZONE,
): string {
  assertValidTimeZone(timeZone);
  const safeUsername = username.toLowerCase().replace(/[^a-z0-9-]/g, '');
  const day = format(date, 'yyyy-MM-dd', { in: tz(timeZone) });
  return `${PRODUCT_NAME.toLowerCase()}-${safeUsername}-${day}.${fileFormat}`;
}
