// Figures for a benchmark that runs another as a child (growth.mjs runs search-marketplace.mjs
// and dashboard-sorts.mjs): with BENCH_JSON_OUT set to a file, the child writes its figures
// there as JSON, in place of its RESULTS.md section, for its parent to read back.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';

export const JSON_OUT_VARIABLE = 'BENCH_JSON_OUT';

/** The file the figures go to, or undefined when the benchmark writes its own section. */
export const jsonOut = () => process.env[JSON_OUT_VARIABLE] || undefined;

/** Writes the figures of a run, with the load average before and after it, to `file`. */
export function writeFigures(file, { loadBefore, loadAfter }, figures) {
  writeFileSync(file, JSON.stringify({ loadBefore, loadAfter, ...figures }));
  console.log(`figures written to ${file}`);
}

/** Reads and removes what writeFigures wrote. */
export function readFigures(file) {
  const figures = JSON.parse(readFileSync(file, 'utf8'));
  rmSync(file, { force: true });
  return figures;
}
