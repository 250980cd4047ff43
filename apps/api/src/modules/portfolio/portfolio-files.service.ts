import { Injectable } from '@nestjs/common';
import {
  ImportRowStatus,
  exportFileName,
  type ExportDomainsResponse,
  type ExportFormat,
  type ImportSummary,
} from '@domainfolio/contracts';
import {
  PortfolioFileError,
  exportRecord,
  readPortfolioFile,
  writePortfolioFile,
} from '@domainfolio/portfolio-files';
import { AppError } from '../../common/errors/app-error';
import type { UserRow } from '../../database/schema';
import { DomainImportService, type ImportOptions } from '../domains/domain-import.service';
import { DomainsService } from '../domains/domains.service';

/** The portfolio as files: uploads of rows or of a registrar's own export, and exports. */
@Injectable()
export class PortfolioFilesService {
  constructor(
    private readonly imports: DomainImportService,
    private readonly domains: DomainsService,
  ) {}

  /**
   * Rows the browser read from a file (one chunk of an upload); with the first chunk, the names
   * of the whole upload.
   */
  importRows(
    owner: UserRow,
    rows: readonly Record<string, unknown>[],
    dryRun: boolean,
    uploadNames?: readonly string[],
    finished: Pick<ImportOptions, 'announce' | 'earlier'> = {},
  ): Promise<ImportSummary> {
    return this.imports.import(owner, rows, { dryRun, uploadNames, ...finished });
  }

  /**
   * A file as the user has it (a registrar's or marketplace's export, our template, a list of
   * names), read by the same rules as in the browser, then imported whole.
   */
  async importFile(owner: UserRow, text: string, dryRun: boolean): Promise<ImportSummary> {
    let file;
    try {
      file = readPortfolioFile(text);
    } catch (error) {
      if (error instanceof PortfolioFileError) throw new AppError(error.code, { vars: error.vars });
      throw error;
    }
    const summary = await this.imports.import(
      owner,
      file.rows.map((row) => ({ ...row.fields, line: row.line })),
      {
        dryRun,
        refused: file.rejected.map((row) => ({
          line: row.line,
          name: row.written,
          status: ImportRowStatus.REJECTED,
          reason: row.reason,
        })),
        notes: new Map(file.rows.map((row) => [row.line, row.notes])),
      },
    );
    return {
      ...summary,
      file: {
        format: file.format.id,
        formatLabel: file.format.label,
        columns: file.columns,
        skipped: file.skipped.length,
      },
    };
  }

  /** The whole portfolio as a file to download. */
  async exportFile(owner: UserRow, format: ExportFormat, now = new Date()) {
    const file = writePortfolioFile(await this.domains.exportAll(owner), format);
    return { ...file, fileName: exportFileName(owner.username, now, format, owner.timeZone) };
  }

  /** The portfolio's export records, for a client that saves the file itself. */
  async exportRecords(
    owner: UserRow,
    format: ExportFormat,
    now = new Date(),
  ): Promise<ExportDomainsResponse> {
    const domains = await this.domains.exportAll(owner);
    return {
      payload: domains.map(exportRecord),
      fileName: exportFileName(owner.username, now, format, owner.timeZone),
    };
  }
}
