import type { ThreadExportFormat } from '@domainfolio/contracts';

/**
 * GET /api/leads/{id}/export: the server answers with an attachment, so a plain link downloads
 * it with the session cookie, as the leads export does.
 */
export function threadExportUrl(id: string, format: ThreadExportFormat): string {
  return `/api/leads/${encodeURIComponent(id)}/export?${new URLSearchParams({ format }).toString()}`;
}
