import type { ExportFormat } from '@domainfolio/contracts';

/**
 * GET /api/domains/export: the server answers with an attachment, so a plain link downloads it
 * with the session cookie and nothing is held in the page.
 */
export function domainExportUrl(format: ExportFormat): string {
  return `/api/domains/export?${new URLSearchParams({ format }).toString()}`;
}
