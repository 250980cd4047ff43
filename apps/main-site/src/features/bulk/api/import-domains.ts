import { apiFetch } from '@domainfolio/api-client';
import type {
  ImportCounts,
  ImportDomainRow,
  ImportDomainsRequest,
  ImportDomainsResponse,
} from '@domainfolio/contracts';

/**
 * POST /api/domains/import: one chunk of rows; with `dryRun` the server only says what it would
 * do. `uploadNames`, with the first chunk of an upload in several, names every row of the upload
 * so the server refuses it whole when it would pass the plan limit. `upload` says whether more
 * chunks follow (the owner's "import finished" alert waits for the last) and, on the last, what
 * the earlier ones came to.
 */
export function importDomains(
  rows: ImportDomainRow[],
  dryRun: boolean,
  signal?: AbortSignal,
  uploadNames?: string[],
  upload: { more?: boolean; earlier?: ImportCounts } = {},
): Promise<ImportDomainsResponse> {
  const body: ImportDomainsRequest = {
    domains: rows,
    ...(uploadNames ? { uploadNames } : {}),
    ...(upload.more ? { more: true } : {}),
    ...(upload.earlier ? { earlier: upload.earlier } : {}),
  };
  return apiFetch<ImportDomainsResponse>(`/api/domains/import?dryRun=${dryRun}`, {
    method: 'POST',
    body,
    signal,
  });
}
