// bench/RESULTS.md: the latest figures of the benchmarks, one `## ` section per benchmark. Each
// benchmark replaces only its own section, so the file keeps every benchmark's last run.
import {
  closeSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';

export const RESULTS_FILE = fileURLToPath(new URL('../RESULTS.md', import.meta.url));

const HEADER = `# Benchmark results

Figures measured by the benchmarks in this folder (\`npm run bench\`, or \`npm run bench -- <name>\`
for one of them) on the machine each section names. Every \`##\` section is written by its
benchmark, which replaces its own section on each run and leaves the others as they are.
`;

/**
 * Puts `body` under the heading `## ${title}` in `file`, in place of that section's previous
 * text (up to the next `## ` heading), or at the end when there is none yet; creates the file
 * with a short header when it is missing. `body` must not hold `## ` headings of its own (use
 * `###`), or the next run would take them for another benchmark's sections. The file is
 * formatted with the repository's Prettier settings, as the lint checks every Markdown file.
 */
export async function writeResultsSection(title, body, file = RESULTS_FILE) {
  const heading = `## ${title}`;
  if (/^## /m.test(body)) throw new Error(`the "${title}" section must not hold "## " headings`);
  await withLock(`${file}.lock`, () => replaceSection(file, heading, body));
}

/** How long a lock may be held before it is taken for one a killed run left behind. */
const STALE_LOCK_MS = 60_000;

/**
 * Runs `write` while holding `lock` (a file created exclusively): benchmarks run side by side
 * would otherwise read the file, each add its section, and the last to write drop the other's.
 */
async function withLock(lock, write) {
  for (;;) {
    try {
      closeSync(openSync(lock, 'wx'));
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      const age = Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > STALE_LOCK_MS) rmSync(lock, { force: true });
      else await sleep(50);
    }
  }
  try {
    await write();
  } finally {
    rmSync(lock, { force: true });
  }
}

async function replaceSection(file, heading, body) {
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if (error.code !== 'ENOENT') throw error;
    text = HEADER;
  }
  const section = `${heading}\n\n${body.trim()}\n`;
  const lines = text.split('\n');
  const start = lines.findIndex((line) => line.trimEnd() === heading);
  let updated;
  if (start === -1) {
    updated = `${text.trimEnd()}\n\n${section}`;
  } else {
    const next = lines.findIndex((line, i) => i > start && /^## /.test(line));
    const before = lines.slice(0, start).join('\n').trimEnd();
    const after = next === -1 ? '' : lines.slice(next).join('\n').trim();
    updated = `${before ? `${before}\n\n` : ''}${section}${after ? `\n${after}\n` : ''}`;
  }
  // Written aside and renamed, so that an interrupted run never leaves half a file.
  const temporary = `${file}.${process.pid}.tmp`;
  const options = (await prettier.resolveConfig(file)) ?? {};
  writeFileSync(temporary, await prettier.format(updated, { ...options, filepath: file }));
  renameSync(temporary, file);
}
