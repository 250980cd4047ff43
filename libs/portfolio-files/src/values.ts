/** A cell's value, typed; `undefined` when the cell is empty, an Error when it cannot be read. */
export type Parsed<T> = T | undefined | ParseProblem;

/** Why a cell could not be read, in words for the preview. */
export class ParseProblem {
  constructor(readonly message: string) {}
}

export function isProblem(value: unknown): value is ParseProblem {
  return value instanceof ParseProblem;
}

/**
 * Money as registrars write it: '$ 18.99', '$1,250', 'USD 4500', '1.200,50 €'. Two decimals at
 * most; negative amounts are refused. Returns dollars (or whatever currency the cell is in).
 */
export function parseMoney(cell: string): Parsed<number> {
  const text = cell.trim();
  if (text === '') return undefined;
  let digits = text.replace(/\s|[$€£]|USD|EUR|GBP/gi, '');
  const negative = /^-|^\(.*\)$/.test(digits);
  digits = digits.replace(/^[-(]|\)$/g, '');
  // '1.200,50' and '1200,50' are European notation; '1,250' and '1,250.00' American.
  if (/^\d{1,3}(?:\.\d{3})*,\d{1,2}$/.test(digits) || /^\d+,\d{1,2}$/.test(digits))
    digits = digits.replace(/\./g, '').replace(',', '.');
  else digits = digits.replace(/,(?=\d{3}(?:\D|$))/g, '');
  if (!/^\d+(?:\.\d+)?$/.test(digits)) return new ParseProblem(`'${text}' is not an amount`);
  if (negative) return new ParseProblem(`'${text}' is a negative amount`);
  const value = Number(digits);
  if (!Number.isFinite(value)) return new ParseProblem(`'${text}' is not an amount`);
  return Math.round(value * 100) / 100;
}

const TRUE = new Set(['true', 'yes', 'y', 'on', '1', 'x', 'listed', 'active', 'sold']);
const FALSE = new Set(['false', 'no', 'n', 'off', '0', 'unlisted', 'inactive']);

/** Yes/no as spreadsheets write it: true/false, yes/no, ON/OFF, 1/0. */
export function parseBoolean(cell: string): Parsed<boolean> {
  const text = cell.trim().toLowerCase();
  if (text === '') return undefined;
  if (TRUE.has(text)) return true;
  if (FALSE.has(text)) return false;
  return new ParseProblem(`'${cell.trim()}' is not yes or no`);
}

const MONTHS: Readonly<Record<string, number>> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  oct: 10,
  nov: 11,
  dec: 12,
};

function isoDate(year: number, month: number, day: number): string | null {
  if (year < 1985 || year > 2200 || month < 1 || month > 12 || day < 1) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1) return null;
  return date.toISOString().slice(0, 10);
}

const fullYear = (year: number) => (year < 100 ? 2000 + year : year);

/**
 * A calendar date as registrars and marketplaces write it → 'yyyy-MM-dd'. Read: ISO
 * ('2024-05-01', '2024-05-01 13:45:00', '2024-05-01T13:45:00Z'), year first with slashes
 * ('2021/11/24 11:43 PST'), month first ('11/24/2026', '06-29-2021', '1/9/27'), day first when the
 * first number cannot be a month ('24/11/2026'), and month names ('Dec 13 2021', '13 Dec 2021',
 * 'December 13, 2021'). A time of day or a time zone after the date is ignored: these are dates.
 */
export function parseDate(cell: string): Parsed<string> {
  const text = cell.trim();
  if (text === '') return undefined;
  let date: string | null = null;
  let match = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:$|[T\s])/.exec(text);
  if (match) date = isoDate(Number(match[1]), Number(match[2]), Number(match[3]));
  else if ((match = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{2}|\d{4})(?:$|\s)/.exec(text))) {
    const [first, second, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
    date =
      first > 12 ? isoDate(fullYear(year), second, first) : isoDate(fullYear(year), first, second);
  } else if ((match = /^([a-z]{3,9})\.?\s+(\d{1,2}),?\s+(\d{4})(?:$|\s)/i.exec(text))) {
    const month = MONTHS[match[1]!.toLowerCase().slice(0, 3)];
    if (month) date = isoDate(Number(match[3]), month, Number(match[2]));
  } else if ((match = /^(\d{1,2})[\s-]([a-z]{3,9})\.?[\s-](\d{4})(?:$|\s)/i.exec(text))) {
    const month = MONTHS[match[2]!.toLowerCase().slice(0, 3)];
    if (month) date = isoDate(Number(match[3]), month, Number(match[1]));
  }
  return date ?? new ParseProblem(`'${text}' is not a date`);
}
