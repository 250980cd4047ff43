// Where and on what a benchmark ran, and its figures as tables: the header and body of a
// RESULTS.md section, and the same table in the terminal.
import { execFileSync } from 'node:child_process';
import { availableParallelism, cpus, loadavg, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Now, to the second, in UTC: the date a section records. */
export const timestamp = () => new Date().toISOString().replace(/\.\d+Z$/, 'Z');

/** The 1-minute load average: how busy the machine was around a run. */
export const loadAverage = () => loadavg()[0];

/** The checked-out commit, marked dirty when tracked files differ from it. */
export function commitDescription() {
  const git = (args) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();
  try {
    // Untracked files do not count, as with `git describe --dirty`.
    const dirty = git(['status', '--porcelain', '--untracked-files=no']) !== '';
    return `${git(['rev-parse', '--short', 'HEAD'])}${dirty ? ' (dirty)' : ''}`;
  } catch {
    return 'unknown (not a git checkout)';
  }
}

/** CPU model, cores, memory and Node version, then `extra` (other software, comma-joined). */
export function machineDescription(...extra) {
  const cpu = cpus()[0]?.model?.replace(/\s+/g, ' ').trim() ?? 'unknown CPU';
  const memory = `${(totalmem() / 1024 ** 3).toFixed(0)} GiB`;
  return [
    cpu,
    `${availableParallelism()} cores`,
    `${memory} memory`,
    `Node ${process.version}`,
    ...extra,
  ].join(', ');
}

const cell = (text) => String(text).replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** A Markdown table; `align` holds 'l' or 'r' per column ('l' when left out). */
export const markdownTable = (head, rows, align = []) =>
  [
    `| ${head.map(cell).join(' | ')} |`,
    `| ${head.map((_, i) => (align[i] === 'r' ? '---:' : '---')).join(' | ')} |`,
    ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`),
  ].join('\n');

/** The same table as lines of padded text for the terminal. */
export function textTable(head, rows, align = []) {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) =>
    cells
      .map((c, i) =>
        align[i] === 'r' ? String(c).padStart(widths[i]) : String(c).padEnd(widths[i]),
      )
      .join('  ')
      .trimEnd();
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)];
}
