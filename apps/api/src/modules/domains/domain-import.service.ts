import { Injectable } from '@nestjs/common';
import {
  ErrorCode,
  IMPORT_CHUNK_ROWS,
  IMPORT_ROWS_PER_UPLOAD,
  IMPORT_HEADER_ALIASES,
  ImportRowStatus,
  errorBody,
  localDate,
  planLimitsOf,
  planName,
  type ImportCounts,
  type ImportRowResult,
  type ImportSummary,
} from '@domainfolio/contracts';
import { plainToInstance } from 'class-transformer';
import { validateSync, type ValidationError } from 'class-validator';
import { AppError } from '../../common/errors/app-error';
import { OwnerEvents } from '../../common/events/owner-events';
import { normalizeBlankStrings } from '../../common/http/empty-strings';
import type { DbExecutor } from '../../database/database';
import type { UserRow } from '../../database/schema';
import { UnitOfWork } from '../../database/unit-of-work';
import { UsersService } from '../users/users.service';
import { DomainBulkRepository, type ImportColumns } from './domain-bulk.repository';
import { normalizeDomainName } from './domain-name';
import { addYears, columnsFrom } from './domain-rules';
import { DomainDetailSources } from './domain-detail-sources';
import { DomainsRepository } from './domains.repository';
import { ImportDomainRowDto } from './dto/import-domains.dto';

/** A row that passed the checks of a single-domain edit, ready to save. */
interface CheckedRow {
  line: number;
  notes?: string[];
  columns: ImportColumns;
}

export interface ImportOptions {
  dryRun: boolean;
  /** Rows already refused while reading the file, reported with the others. */
  refused?: ImportRowResult[];
  /** Notes per row number, from reading the file. */
  notes?: ReadonlyMap<number, string[]>;
  /**
   * Sent with the first chunk of an upload in several: the names of every row of the whole
   * upload, so the plan limit is checked for all of it before its first row is saved.
   */
  uploadNames?: readonly string[];
  /**
   * Whether this request ends an upload, so the owner's "import finished" alert is raised with
   * it (the default); false on the chunks of an upload in several but its last.
   */
  announce?: boolean;
  /** What an upload's earlier chunks came to, added to this one's counts in the alert. */
  earlier?: ImportCounts;
}

/** The keys an uploaded row may have: the domain's fields and its row number. */
const ROW_KEYS = new Set<string>([...Object.keys(IMPORT_HEADER_ALIASES), 'line']);

/**
 * A key that is no domain field means the client is broken, not the user's data: the request is
 * refused. Callers check before any object mapper runs, since mappers drop '__proto__' silently.
 */
export function refuseUnknownKeys(rows: readonly Record<string, unknown>[]): void {
  rows.forEach((raw, index) => {
    const unknown = Object.keys(raw).find((key) => !ROW_KEYS.has(key));
    if (unknown === undefined) return;
    const line = typeof raw['line'] === 'number' ? raw['line'] : index + 1;
    throw new AppError(ErrorCode.VALIDATION_FAILED, {
      message: `Row ${line}: ${unknown} is not a domain field.`,
      errors: [{ field: `domains.${index}.${unknown}`, message: 'unknown field' }],
    });
  });
}

function firstProblem(errors: ValidationError[]): string {
  const [error] = errors;
  const message = Object.values(error?.constraints ?? {})[0] ?? 'the row is not valid';
  return `${message.charAt(0).toUpperCase()}${message.slice(1)}.`;
}

/**
 * Uploads: every row is checked by the rules of a single-domain edit, then all are upserted by
 * name (one statement per chunk) in one transaction, within the plan's domain limit. A bad row
 * is reported with its row number and reason and never stops the good ones.
 */
@Injectable()
export class DomainImportService {
  constructor(
    private readonly bulk: DomainBulkRepository,
    private readonly domains: DomainsRepository,
    private readonly users: UsersService,
    private readonly unitOfWork: UnitOfWork,
    private readonly events: OwnerEvents,
    private readonly detailSources: DomainDetailSources,
  ) {}

  async import(
    owner: UserRow,
    rows: readonly Record<string, unknown>[],
    options: ImportOptions,
  ): Promise<ImportSummary> {
    const refusedBefore = options.refused?.length ?? 0;
    if (rows.length + refusedBefore > IMPORT_ROWS_PER_UPLOAD)
      throw new AppError(ErrorCode.IMPORT_TOO_MANY_ROWS, {
        vars: { rows: (rows.length + refusedBefore).toLocaleString('en-US') },
      });
    const results: ImportRowResult[] = [...(options.refused ?? [])];
    refuseUnknownKeys(rows);
    const checked = this.check(rows, results, options.notes);

    const run = async (tx: DbExecutor) => {
      // The plan as it is under the lock: a downgrade may have committed since the request
      // read the owner.
      const plan =
        (options.dryRun ? null : await this.users.lockForUpdate(tx, owner.id)) ?? owner.planType;
      const before = await this.domains.countOwned(tx, owner.id);
      const existing = new Map(
        (
          await this.bulk.findByNames(
            tx,
            owner.id,
            checked.map((row) => row.columns.name),
          )
        ).map((row) => [row.name, row]),
      );
      const accepted = checked.filter((row) => {
        const current = existing.get(row.columns.name);
        const buyItNow = row.columns.buyItNow ?? current?.buyItNow ?? false;
        const price = row.columns.sellingPrice ?? current?.sellingPrice ?? null;
        if (buyItNow && price === null) {
          results.push(this.refused(row, errorBody(ErrorCode.BUY_IT_NOW_REQUIRES_PRICE).message));
          return false;
        }
        const floor = row.columns.floorPrice ?? current?.floorPrice ?? null;
        if (floor !== null && price !== null && Number(floor) > Number(price)) {
          results.push(this.refused(row, errorBody(ErrorCode.FLOOR_ABOVE_PRICE).message));
          return false;
        }
        return true;
      });
      const created = accepted.filter((row) => !existing.has(row.columns.name)).length;
      const limit = planLimitsOf(plan).domains;
      // An upload of more than one chunk is several requests, each its own transaction. With
      // its first chunk the browser sends the names of the whole upload, and that chunk is
      // refused (nothing saved) when all the upload's new names would pass the limit, so an
      // upload over the limit is refused whole. Under the owner-row lock taken above no other
      // upload or added domain changes the count while it is checked. The race that remains:
      // the lock ends with each chunk, so a domain added elsewhere (another tab, an API key)
      // between two chunks can take room the upload counted on. The later chunk is then refused
      // by this same check of its own new names, the chunks before it stay saved, and the
      // screen says which rows were saved and which were not. A client that sends chunks
      // without uploadNames gets only the check of each chunk. Either way the portfolio never
      // passes the limit, since every chunk is checked.
      const adding =
        options.uploadNames && !options.dryRun
          ? await this.namesToAdd(tx, owner.id, options.uploadNames, accepted)
          : created;
      if (!options.dryRun && before + adding > limit)
        throw new AppError(ErrorCode.DOMAIN_LIMIT_REACHED, {
          vars: {
            plan: planName(plan),
            limit: limit.toLocaleString('en-US'),
            total: (before + adding).toLocaleString('en-US'),
          },
        });

      if (!options.dryRun) {
        const today = localDate(new Date(), owner.timeZone);
        const defaults = { expiration: addYears(today, 1), purchaseDate: today };
        for (let start = 0; start < accepted.length; start += IMPORT_CHUNK_ROWS) {
          const chunk = accepted.slice(start, start + IMPORT_CHUNK_ROWS).map((row) => row.columns);
          await this.bulk.upsert(tx, owner.id, chunk, defaults);
        }
      }
      if (!options.dryRun && options.announce !== false) {
        const updated = accepted.filter((row) => existing.has(row.columns.name)).length;
        const earlier = options.earlier ?? { created: 0, updated: 0, rejected: 0 };
        await this.events.record(tx, owner.id, {
          type: 'import.finished',
          payload: {
            created: earlier.created + accepted.length - updated,
            updated: earlier.updated + updated,
            rejected:
              earlier.rejected +
              results.filter((row) => row.status === ImportRowStatus.REJECTED).length,
          },
        });
      }
      for (const row of accepted)
        results.push({
          line: row.line,
          name: row.columns.name,
          // Every accepted row was saved: a new name as a new domain, a known one as its update.
          status: existing.has(row.columns.name)
            ? ImportRowStatus.UPDATED
            : ImportRowStatus.CREATED,
          ...(row.notes?.length ? { notes: row.notes } : {}),
        });
      return { limit, before, after: before + created };
    };
    // A dry run reads in a transaction too, so its counts come from one snapshot.
    const domains = await this.unitOfWork.run(run);
    // New names get their registry data looked up from now on (without holding the import).
    if (!options.dryRun && domains.after > domains.before) this.detailSources.added();

    results.sort((a, b) => a.line - b.line);
    const count = (status: ImportRowResult['status']) =>
      results.filter((row) => row.status === status).length;
    return {
      dryRun: options.dryRun,
      created: count(ImportRowStatus.CREATED),
      updated: count(ImportRowStatus.UPDATED),
      rejected: count(ImportRowStatus.REJECTED),
      rows: results,
      domains,
    };
  }

  /** The checks of a single-domain edit, row by row; refused rows go to `results`. */
  private check(
    rows: readonly Record<string, unknown>[],
    results: ImportRowResult[],
    notes: ReadonlyMap<number, string[]> | undefined,
  ): CheckedRow[] {
    const checked: CheckedRow[] = [];
    const seen = new Map<string, number>();
    rows.forEach((raw, index) => {
      const line = typeof raw['line'] === 'number' ? raw['line'] : index + 1;
      // A blank value is an empty cell: like one in an uploaded file, it keeps what is saved.
      const row = plainToInstance(
        ImportDomainRowDto,
        normalizeBlankStrings(ImportDomainRowDto, raw, { blankClears: false }),
      );
      const errors = validateSync(row, { whitelist: true, stopAtFirstError: true });
      const written = typeof raw['name'] === 'string' ? raw['name'] : '';
      if (errors.length > 0) {
        results.push({
          line,
          name: written,
          status: ImportRowStatus.REJECTED,
          reason: firstProblem(errors),
        });
        return;
      }
      let name: { name: string; tld: string };
      try {
        name = normalizeDomainName(row.name);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        const reason = error.options.message ?? errorBody(error.code, error.options.vars).message;
        results.push({ line, name: written, status: ImportRowStatus.REJECTED, reason });
        return;
      }
      const earlier = seen.get(name.name);
      if (earlier !== undefined) {
        results.push({
          line,
          name: written,
          status: ImportRowStatus.REJECTED,
          reason: `${written} is already on row ${earlier}.`,
        });
        return;
      }
      seen.set(name.name, line);
      checked.push({ line, notes: notes?.get(line), columns: { ...columnsFrom(row), ...name } });
    });
    return checked;
  }

  /**
   * How many domains the whole upload adds: its names (this chunk's among them) that the owner
   * does not have yet. A name that is no domain name is left out, as its row will be refused.
   */
  private async namesToAdd(
    tx: DbExecutor,
    ownerId: string,
    uploadNames: readonly string[],
    chunk: readonly CheckedRow[],
  ): Promise<number> {
    const names = new Set(chunk.map((row) => row.columns.name));
    for (const written of uploadNames) {
      try {
        names.add(normalizeDomainName(written).name);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
      }
    }
    const owned = await this.bulk.findByNames(tx, ownerId, [...names]);
    return names.size - owned.length;
  }

  private refused(row: CheckedRow, reason: string): ImportRowResult {
    return { line: row.line, name: row.columns.name, status: ImportRowStatus.REJECTED, reason };
  }
}
