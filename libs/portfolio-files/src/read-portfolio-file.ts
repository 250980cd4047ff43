import {
  ErrorCode,
  IMPORT_ROWS_PER_UPLOAD,
  ImportColumnStatus,
  RegistrarCode,
  importFieldForHeader,
  isRegistrarCode,
  mapImportHeaders,
  normalizeImportHeader,
  parseTags,
  registrarFromName,
  type DomainField,
  type DomainFields,
  errorBody,
  type ImportColumnMapping,
  type MessageVars,
} from '@domainfolio/contracts';
import Papa from 'papaparse';
import { checkDomainName, domainNameProblem } from './domain-name';
import { LIST_FORMAT, PortfolioFormat, detectFormat, type FormatInfo } from './formats';
import { isProblem, parseBoolean, parseDate, parseMoney, type Parsed } from './values';

/** A domain as a file describes it: the name (stored form) and the fields it gives. */
export type ImportFields = Pick<DomainFields, 'name'> & Partial<Omit<DomainFields, 'name'>>;

export interface ImportRow {
  /** The row's number in the file as a spreadsheet numbers it (title and header rows count). */
  line: number;
  /** The name as written in the file ('münchen.de'), for the preview. */
  written: string;
  fields: ImportFields;
  /** Values read but not imported, and why. */
  notes: string[];
}

export interface RejectedRow {
  line: number;
  written: string;
  reason: string;
}

export interface PortfolioFile {
  format: FormatInfo;
  /** ',' or ';' or tab: as detected. */
  delimiter: string;
  /** Row number of the header, or null for a plain list of names. */
  headerLine: number | null;
  columns: ImportColumnMapping[];
  rows: ImportRow[];
  rejected: RejectedRow[];
  /** Lines that are not domains at all (a template's instructions), skipped. */
  skipped: { line: number; text: string }[];
}

/** A file the importer cannot read at all: the catalogue's error, for a 400 or the screen. */
export class PortfolioFileError extends Error {
  constructor(
    readonly code: typeof ErrorCode.IMPORT_FILE_UNREADABLE | typeof ErrorCode.IMPORT_TOO_MANY_ROWS,
    readonly vars: MessageVars,
  ) {
    super(errorBody(code, vars).message);
  }
}

const unreadable = (reason: string) =>
  new PortfolioFileError(ErrorCode.IMPORT_FILE_UNREADABLE, { reason });

/** The header names that are object internals, never a column: refused outright. */
const FORBIDDEN_HEADERS = new Set(['__proto__', 'constructor', 'prototype']);
/** No cell of a portfolio file is longer (descriptions and notes are far shorter). */
export const MAX_IMPORT_CELL = 5000;
/** Title and notice rows the importer looks past to find the header. */
const HEADER_SEARCH_ROWS = 10;

/** How a cell is read for each field. */
type FieldKind = 'money' | 'date' | 'boolean' | 'registrar' | 'tags' | 'text';

/**
 * Every field a file may give, and how its cells are read. A Record over all the fields, so a
 * field added to the domain (and so to the export) cannot be read back as the wrong type: the
 * build fails until it is listed here.
 */
const FIELD_KINDS: Readonly<Record<Exclude<DomainField, 'name'>, FieldKind>> = {
  description: 'text',
  sellingPrice: 'money',
  floorPrice: 'money',
  offersEnabled: 'boolean',
  remindersMuted: 'boolean',
  domainCost: 'money',
  renewalCost: 'money',
  salePrice: 'money',
  saleVenue: 'text',
  saleFees: 'money',
  expiration: 'date',
  purchaseDate: 'date',
  saleDate: 'date',
  public: 'boolean',
  buyItNow: 'boolean',
  priceHidden: 'boolean',
  sold: 'boolean',
  registrar: 'registrar',
  purchaseUrl: 'text',
  financeUrl: 'text',
  leaseUrl: 'text',
  privateNotes: 'text',
  // Every tag or category column of a row adds its tags (parseTags: split on , ; |).
  tags: 'tags',
};

const fieldsOfKind = (kind: FieldKind) =>
  (Object.keys(FIELD_KINDS) as (keyof typeof FIELD_KINDS)[]).filter(
    (field) => FIELD_KINDS[field] === kind,
  );
const MONEY_FIELDS = fieldsOfKind('money');

/**
 * Undoes the quote an export puts before a cell that a spreadsheet would run as a formula
 * ("'=SUM(A1)" was "=SUM(A1)"), so an exported portfolio imports back unchanged.
 */
function unescapeFormula(cell: string): string {
  return cell.replace(/^'(?=[=+\-@\t\r\n])/, '');
}

interface FileRecord {
  line: number;
  cells: string[];
}

const DELIMITERS = [',', ';', '\t', '|'];

interface FileRecords {
  /** The rows with a value, up to as many as an upload may hold with its header above. */
  records: FileRecord[];
  /** How many rows with a value the whole file has. */
  count: number;
  delimiter: string;
}

/**
 * The delimiter that splits a header row (among the first few rows) into several columns, one
 * of them the domain's: a title row above the header is one cell whatever the delimiter, and
 * in a short file it weighs as much as the rows below in a guess from field counts, which then
 * finds no delimiter and falls back to commas. A file without such a header (a plain list)
 * is left to Papa's guess.
 */
function guessDelimiter(body: string): string {
  let best: { delimiter: string; columns: number } | null = null;
  for (const delimiter of DELIMITERS) {
    const rows = Papa.parse<string[]>(body, {
      delimiter,
      skipEmptyLines: 'greedy',
      preview: HEADER_SEARCH_ROWS,
    }).data;
    const header = rows.find((cells) =>
      cells.some((cell) => importFieldForHeader(cell) === 'name'),
    );
    if (header && header.length > (best?.columns ?? 1))
      best = { delimiter, columns: header.length };
  }
  if (best) return best.delimiter;
  // Papa guesses from the first rows, where a blank one (the line end after a short file's
  // last row) counts as a row of one cell and makes a file of semicolons or tabs look like one
  // column. The guess skips blank rows; the read keeps them, for the row numbers.
  return (
    Papa.parse<string[]>(body, {
      delimiter: '',
      delimitersToGuess: DELIMITERS,
      skipEmptyLines: 'greedy',
      preview: 1,
    }).meta.delimiter || ','
  );
}

/**
 * The file's rows with a value, each with its row number. A file of millions of rows keeps
 * only the first few thousand (enough to tell it has too many): reading it costs the text and
 * one row at a time, not every row as an array of cells at once.
 */
function readRecords(text: string): FileRecords {
  if (text.includes('\0'))
    throw unreadable(
      'The file contains NUL bytes, so it is not a text file. Save it as CSV (comma-separated values) and try again.',
    );
  const body = text.replace(/^\uFEFF/, '');
  const delimiter = guessDelimiter(body);
  const keep = IMPORT_ROWS_PER_UPLOAD + HEADER_SEARCH_ROWS + 1;
  const records: FileRecord[] = [];
  let count = 0;
  let index = 0;
  let problem: PortfolioFileError | null = null;
  Papa.parse<string[]>(body, {
    delimiter,
    skipEmptyLines: false,
    step: ({ data: cells }, parser) => {
      index += 1;
      const long = cells.find((cell) => cell.length > MAX_IMPORT_CELL);
      if (long !== undefined) {
        problem = unreadable(
          `Row ${index} has a cell of ${long.length.toLocaleString('en-US')} characters; cells hold at most ${MAX_IMPORT_CELL.toLocaleString('en-US')}.`,
        );
        parser.abort();
        return;
      }
      if (!cells.some((cell) => cell.trim() !== '')) return;
      count += 1;
      if (records.length < keep) records.push({ line: index, cells: cells.map(unescapeFormula) });
    },
  });
  if (problem) throw problem;
  return { records, count, delimiter };
}

/** The first record (of the first few) that names a domain column: the header row. */
function findHeader(records: readonly FileRecord[]): number {
  return records
    .slice(0, HEADER_SEARCH_ROWS)
    .findIndex((record) => record.cells.some((cell) => importFieldForHeader(cell) === 'name'));
}

function typed(
  field: Exclude<DomainField, 'name'>,
  cell: string,
): Parsed<DomainFields[DomainField]> {
  const text = cell.trim();
  switch (FIELD_KINDS[field]) {
    case 'money':
      return parseMoney(text);
    case 'date':
      return parseDate(text);
    case 'boolean':
      return parseBoolean(text);
    case 'tags': {
      const tags = parseTags(text);
      return tags.length === 0 ? undefined : tags;
    }
    case 'registrar':
      if (text === '') return undefined;
      return registrarFromName(text) ?? (isRegistrarCode(text) ? text : RegistrarCode.OTHER);
    default:
      return text === '' ? undefined : text;
  }
}

/** The cell under a header the format knows, whatever column it is in. */
function cellUnder(headers: readonly string[], cells: readonly string[], header: string): string {
  const index = headers.findIndex(
    (h) => normalizeImportHeader(h) === normalizeImportHeader(header),
  );
  return index === -1 ? '' : (cells[index] ?? '').trim();
}

/**
 * What each service's file means beyond its columns: Efty writes 0.00 for "not set" and marks
 * sold names in Status; Sedo prices may be in another currency than dollars.
 */
function applyFormatRules(
  format: FormatInfo,
  headers: readonly string[],
  cells: readonly string[],
  fields: ImportFields,
  notes: string[],
): void {
  if (format.id === PortfolioFormat.EFTY) {
    for (const field of MONEY_FIELDS) if (fields[field] === 0) delete fields[field];
    if (cellUnder(headers, cells, 'Status').toLowerCase() === 'sold') fields.sold = true;
  }
  if (format.id === PortfolioFormat.SEDO) {
    const currency = cellUnder(headers, cells, 'Currency').toUpperCase();
    if (currency !== '' && currency !== 'USD' && fields.sellingPrice !== undefined) {
      notes.push(
        `Price ${fields.sellingPrice} ${currency} not imported: prices here are in US dollars.`,
      );
      delete fields.sellingPrice;
      delete fields.floorPrice;
    }
  }
  if (format.registrar !== null && fields.registrar === undefined)
    fields.registrar = format.registrar;
}

/**
 * Reads a portfolio file as registrars and marketplaces export it, unchanged: finds the header
 * past any title or notice rows, recognizes the service from it, maps each column to a domain
 * field (contact and auth-code columns are never read), and types every value. Rows that cannot
 * be imported are listed with their row number and the reason; nothing is thrown for them.
 * Throws PortfolioFileError only for a file that cannot be read at all.
 */
export function readPortfolioFile(text: string): PortfolioFile {
  const { records, count, delimiter } = readRecords(text);
  if (records.length === 0) throw unreadable('The file has no domains in it.');
  const headerIndex = findHeader(records);
  const header = headerIndex === -1 ? null : records[headerIndex]!;
  const headers = header?.cells ?? ['name'];
  const forbidden = headers.find((cell) => FORBIDDEN_HEADERS.has(normalizeImportHeader(cell)));
  if (forbidden !== undefined)
    throw unreadable(`'${forbidden}' cannot be a column name. Rename or remove that column.`);
  const format = header ? detectFormat(headers) : LIST_FORMAT;
  const columns = header ? mapImportHeaders(headers) : mapImportHeaders(['name']);
  const mapped = columns.filter(
    (column): column is Extract<ImportColumnMapping, { status: 'MAPPED' }> =>
      column.status === ImportColumnStatus.MAPPED,
  );
  // Every row below the header (readRecords keeps all of them when they are few enough).
  const dataCount = count - (headerIndex + 1);
  if (dataCount > IMPORT_ROWS_PER_UPLOAD)
    throw new PortfolioFileError(ErrorCode.IMPORT_TOO_MANY_ROWS, {
      rows: dataCount.toLocaleString('en-US'),
    });
  const dataRecords = records.slice(headerIndex + 1);

  const file: PortfolioFile = {
    format,
    delimiter,
    headerLine: header?.line ?? null,
    columns,
    rows: [],
    rejected: [],
    skipped: [],
  };
  const seen = new Map<string, number>();
  for (const { line, cells } of dataRecords) {
    const nameColumn = mapped.find((column) => column.field === 'name')!;
    const written = (cells[nameColumn.index] ?? '').trim();
    const check = checkDomainName(written);
    if (!check.ok) {
      // A template's instructions below its rows are no domains: skip them, and say so.
      if (
        format.id === PortfolioFormat.UNIREGISTRY &&
        /\s/.test(written) &&
        check.reason === 'INVALID'
      )
        file.skipped.push({ line, text: cells.join(delimiter) });
      else
        file.rejected.push({
          line,
          written,
          reason: written === '' ? 'No domain name.' : domainNameProblem(check),
        });
      continue;
    }
    const earlier = seen.get(check.name);
    if (earlier !== undefined) {
      file.rejected.push({ line, written, reason: `${written} is already on row ${earlier}.` });
      continue;
    }
    const fields: ImportFields = { name: check.name };
    const notes: string[] = [];
    const problems: string[] = [];
    for (const column of mapped) {
      if (column.field === 'name') continue;
      const cell = (cells[column.index] ?? '').trim();
      const value = typed(column.field, cell);
      if (isProblem(value)) problems.push(`${column.header}: ${value.message}.`);
      else if (column.field === 'tags' && Array.isArray(value))
        // The union of the row's tag and category columns, in column order.
        fields.tags = parseTags([...(fields.tags ?? []), ...value].join(','));
      else if (value !== undefined) (fields as Record<string, unknown>)[column.field] = value;
      if (
        column.field === 'registrar' &&
        value === RegistrarCode.OTHER &&
        cell.toLowerCase() !== RegistrarCode.OTHER
      )
        notes.push(`Registrar '${cell}' is not in the registrar list; saved as Other.`);
    }
    if (problems.length > 0) {
      file.rejected.push({ line, written, reason: problems.join(' ') });
      continue;
    }
    applyFormatRules(format, headers, cells, fields, notes);
    seen.set(check.name, line);
    file.rows.push({ line, written, fields, notes });
  }
  return file;
}
