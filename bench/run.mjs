// `npm run bench`: every benchmark in this folder, one after another; each prints its figures.
// `npm run bench -- pages search-marketplace`: only the named ones (a name is a file of this
// folder without `.mjs`), in the order given.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));
const available = readdirSync(here)
  .filter((f) => f.endsWith('.mjs') && f !== 'run.mjs')
  .map((f) => f.slice(0, -'.mjs'.length))
  .sort();

const requested = process.argv.slice(2).map((arg) => arg.replace(/\.mjs$/, ''));
const unknown = requested.filter((name) => !available.includes(name));
if (unknown.length > 0) {
  console.error(
    `bench: no benchmark named ${unknown.map((n) => `"${n}"`).join(', ')}; ` +
      `available: ${available.join(', ')}\n` +
      'usage: npm run bench [-- <name>...]  (no name runs them all)',
  );
  process.exit(2);
}

for (const name of requested.length > 0 ? requested : available) {
  const result = spawnSync(process.execPath, [`${name}.mjs`], {
    cwd: here,
    stdio: 'inherit',
    env: process.env,
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
