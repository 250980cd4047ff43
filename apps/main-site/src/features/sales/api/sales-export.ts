import type { Interval, SalesExportFormat } from '@domainfolio/contracts';

/**
 * GET /api/domains/sales/export: the server answers with an attachment, so a plain link
 * downloads it with the session cookie and nothing is held in the page.
 */
export function salesExportUrl(interval: Interval, format: SalesExportFormat): string {
  return `/api/domains/sales/export?${new URLSearchParams({ interval, format }).toString()}`;
}
