/** Characters that make a spreadsheet read a cell as a formula (formula injection). */
const FORMULA_START = /^[=+\-@\t\r\n]/;

/**
 * Prefixes a single quote to a CSV cell that starts with =, +, -, @, tab, CR or LF, so
 * spreadsheets show it as text instead of running it. Other cells are returned unchanged.
 */
export function escapeCsvFormula(cell: string): string {
  return FORMULA_START.test(cell) ? `'${cell}` : cell;
}
