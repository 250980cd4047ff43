import type { LeadExportFormat } from '@domainfolio/contracts';

/**
 * GET /api/leads/export: the server answers with an attachment, so a plain link downloads it
 * with the session cookie and nothing is held in the page.
 */
export function leadExportUrl(format: LeadExportFormat): string {
  return `/api/leads/export?${new URLSearchParams({ format }).toString()}`;
}
