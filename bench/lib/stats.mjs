// Latency summaries and the printed table shared by the benchmarks.

/** Nearest-rank percentile of an ascending array (the same rule as dashboard-sorts.mjs). */
export const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** p50/p95/p99/max of a list of samples in ms, plus how many there were. */
export function summarize(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    n: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1),
  };
}

const ms = (value) => (value === undefined ? '-' : value.toFixed(1));
const share = (part, whole) =>
  part === undefined || whole === 0 ? '-' : `${Math.round((100 * part) / whole)}%`;

/**
 * Prints one row per scenario: `rows` are { label, samples (ms), capped, empty } where capped
 * and empty count the responses with a capped total and with no docs (undefined prints '-').
 */
export function printTable(rows) {
  const head = ['scenario', 'requests', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'capped', 'empty'];
  const body = rows.map((row) => {
    const s = summarize(row.samples);
    return [
      row.label,
      String(s.n),
      ms(s.p50),
      ms(s.p95),
      ms(s.p99),
      ms(s.max),
      share(row.capped, s.n),
      share(row.empty, s.n),
    ];
  });
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((r) => r[i].length)));
  const line = (cells) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(line(head));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of body) console.log(line(r));
}
