import { tz } from '@date-fns/tz';
import { format } from 'date-fns';
import { PRODUCT_NAME } from '../app/app-info';
import type { DomainField } from '../domains/domain.types';
import { DEFAULT_TIME_ZONE, assertValidTimeZone } from '../periods/time-zone';

export const ExportFormat = {
  CSV: 'csv',
  JSON: 'json',
  /** The marketplaces' own upload files, for listing the same names there. */
  AFTERNIC: 'afternic',
  SEDO: 'sedo',
  DAN: 'dan',
} as const;
export type ExportFormat = (typeof ExportFormat)[keyof typeof ExportFormat];

/** The portfolio as a file of Domainfolio's own: every field an owner sets. */
export type PortfolioExportFormat = typeof ExportFormat.CSV | typeof ExportFormat.JSON;

export const EXPORT_FORMATS: readonly ExportFormat[] = Object.values(ExportFormat);

export function isExportFormat(value: unknown): value is ExportFormat {
  return (EXPORT_FORMATS as readonly unknown[]).includes(value);
}

/** The file name's ending for each export format. */
export const EXPORT_FILE_EXTENSION: Readonly<Record<ExportFormat, 'csv' | 'json'>> = {
  csv: 'csv',
  json: 'json',
  afternic: 'csv',
  sedo: 'csv',
  dan: 'csv',
};

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

/** The export columns, in order. */
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
  // Beyond the classic columns, so that an export imports back with nothing lost.
  column('priceHidden', 'Hide Price'),
  column('salePrice', 'Sale Price'),
  column('saleDate', 'Sale Date'),
  column('saleVenue', 'Sale Venue'),
  column('saleFees', 'Sale Fees'),
  column('privateNotes', 'Private Notes'),
  column('floorPrice', 'Floor'),
  column('offersEnabled', 'Offers Enabled'),
  column('remindersMuted', 'Reminders Muted'),
  // Comma-separated in a CSV cell and a JSON record alike ('brandable, ai'), read back with
  // parseTags.
  column('tags', 'Tags'),
];

/**
 * `domainfolio-{username}-{yyyy-MM-dd}.{csv|json}` with the date in `timeZone` (UTC by default);
 * a marketplace's file adds its name (`domainfolio-{username}-afternic-{yyyy-MM-dd}.csv`).
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
  const venue = EXPORT_FILE_EXTENSION[fileFormat] === fileFormat ? '' : `-${fileFormat}`;
  return `${PRODUCT_NAME.toLowerCase()}-${safeUsername}${venue}-${day}.${EXPORT_FILE_EXTENSION[fileFormat]}`;
}
