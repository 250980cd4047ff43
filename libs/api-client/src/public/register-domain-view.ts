import { apiFetch } from '../http/api-fetch';

/**
 * Counts one view of a domain's landing page: GET /api/public/domains/{name}/view. Fire and
 * forget: `keepalive` lets it finish when the visitor leaves at once, and a failure is ignored,
 * since a lost view must never disturb the page.
 */
export function registerDomainView(name: string): void {
  apiFetch<void>(`/api/public/domains/${encodeURIComponent(name)}/view`, {
    keepalive: true,
  }).catch(() => undefined);
}
