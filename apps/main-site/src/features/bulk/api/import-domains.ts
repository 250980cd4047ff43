import { apiFetch } from '@domainfolio/api-client';
import type {
  ImportDomainRow,
  ImportDomainsRequest,
  ImportDomainsResponse,
} from '@domainfolio/contracts';

/**
 * POST /api/domains/import: one chunk of rows; with `dryRun` the server only says what it would
 * do. `uploadNames`, with the first chunk of an upload in several, names every row of the upload
 * so the server refuses it whole when it would pass the plan limit.
 */
export function importDomains(
  rows: ImportDomainRow[],
  dryRun: boolean,
  signal?: AbortSignal,
  uploadNames?: string[],
): Promise<ImportDomainsResponse> {
  const body: ImportDomainsRequest = uploadNames
    ? { domains: rows, uploadNames }
    : { domains: rows };
  return apiFetch<ImportDomainsResponse>(`/api/domains/import?dryRun=${dryRun}`, {
    method: 'POST',
    body,
    signal,
  });
}
