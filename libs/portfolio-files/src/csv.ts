import { escapeCsvFormula } from '@domainfolio/contracts';

export type CsvCell = string | number | boolean | null | undefined;

/**
 * One CSV cell: text is formula-escaped (a cell starting with =, +, -, @, tab, CR or LF is
 * written as text), and quoted when it holds the delimiter, a quote or a line break. A number
 * cannot be a formula, so a loss stays a number (-30) that spreadsheets can add up.
 */
export function csvCell(value: CsvCell, delimiter = ','): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  const text = escapeCsvFormula(String(value));
  return text.includes(delimiter) || /["\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * A CSV file: CRLF line ends (RFC 4180) and a byte-order mark, so spreadsheets read UTF-8
 * names and descriptions correctly.
 */
export function toCsv(rows: readonly (readonly CsvCell[])[], delimiter = ','): string {
  const lines = rows.map((row) => row.map((cell) => csvCell(cell, delimiter)).join(delimiter));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
