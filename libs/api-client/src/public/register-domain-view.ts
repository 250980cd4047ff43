import { apiFetch } from '../http/api-fetch';

/**
 * Counts one view of a domain's landing page: GET /api/public/domains/{name}/view, with the
 * page's referrer as `ref` (the API keeps only its host, for the owner's "where visitors came
 * from"; none is sent for a visit without one). Fire and forget: `keepalive` lets it finish when
 * the visitor leaves at once, and a failure is ignored, since a lost view must never disturb
 * the page.
 */
export function registerDomainView(name: string, referrer = ''): void {
  const query = referrer ? `?${new URLSearchParams({ ref: referrer })}` : '';
  apiFetch<void>(`/api/public/domains/${encodeURIComponent(name)}/view${query}`, {
    keepalive: true,
  }).catch(() => undefined);
}
