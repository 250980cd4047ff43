import { apiFetch } from '@domainfolio/api-client';
import type {
  ImportDomainRow,
  ImportDomainsRequest,
  ImportDomainsResponse,
} from '@domainfolio/contracts';

/** POST /api/domains/import: one chunk of rows; with `dryRun` the server only says what it would do. */
export function importDomains(
  rows: ImportDomainRow[],
  dryRun: boolean,
  signal?: AbortSignal,
): Promise<ImportDomainsResponse> {
  const body: ImportDomainsRequest = { domains: rows };
  return apiFetch<ImportDomainsResponse>(`/api/domains/import?dryRun=${dryRun}`, {
    method: 'POST',
    body,
    signal,
  });
}
