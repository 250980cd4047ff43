import type { CreateDomainInput } from '../domains/domain.types';
import type { Notification } from '../notifications/notification';
import type { ImportColumnMapping } from './import-columns';

/** One row of an upload: a domain's fields, and the row number it had in the user's file. */
export type ImportDomainRow = CreateDomainInput & { line?: number };

/**
 * POST /api/domains/import: the rows the browser read from a file, a chunk at a time
 * (`IMPORT_CHUNK_ROWS`). The same endpoint also takes the file itself (a `text/csv` body or a
 * multipart `file`), read on the server by the same rules.
 */
export interface ImportDomainsRequest {
  domains: ImportDomainRow[];
  /**
   * On the first request of an upload sent in several chunks: the name of every row of the
   * whole upload. The server then refuses the upload whole, before saving its first chunk, when
   * the names the portfolio does not have yet would take it past the plan's domain limit.
   */
  uploadNames?: string[];
  /**
   * On every chunk of an upload in several but its last: the owner's "import finished" alert
   * waits for the last chunk.
   */
  more?: boolean;
  /** On the last chunk of an upload in several: what came before it, so the alert counts it all. */
  earlier?: ImportCounts;
}

/** How many rows of an upload were added, updated and not imported. */
export interface ImportCounts {
  created: number;
  updated: number;
  rejected: number;
}

export const ImportRowStatus = {
  CREATED: 'CREATED',
  UPDATED: 'UPDATED',
  REJECTED: 'REJECTED',
} as const;
export type ImportRowStatus = (typeof ImportRowStatus)[keyof typeof ImportRowStatus];

export interface ImportRowResult {
  /** The row number in the user's file (or the row's position when none was sent). */
  line: number;
  /** The name as stored, or as written when it was refused. */
  name: string;
  /** With `dryRun`, what would happen. */
  status: ImportRowStatus;
  reason?: string;
  /** Values read but not imported (a price in another currency, an unknown registrar). */
  notes?: string[];
}

export interface ImportSummary {
  /** True when nothing was saved: the answer says what an upload would do. */
  dryRun: boolean;
  created: number;
  updated: number;
  rejected: number;
  rows: ImportRowResult[];
  /** The portfolio's size against the plan: now, and after this upload. */
  domains: { limit: number; before: number; after: number };
  /** Only when the server read a file: what it recognized. */
  file?: {
    format: string;
    formatLabel: string;
    columns: ImportColumnMapping[];
    /** Lines that were not domains at all (a template's instructions). */
    skipped: number;
  };
}

export type ImportDomainsResponse = Notification & { payload: ImportSummary };

/** A domain as an export writes it: the export columns' headers and values. */
export type ExportRecord = Record<string, string | number | boolean | null>;

/** POST /api/domains/export: the portfolio's export records and the file name to save them as. */
export interface ExportDomainsResponse {
  payload: ExportRecord[];
  fileName: string;
}
