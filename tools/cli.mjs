// Runs one of the API's operator commands (`npm run plan`, `npm run seed`) from the API's build.
// In a development checkout the build tools are installed, so the API is built first (Nx's cache
// makes that quick when nothing changed). The production image is installed without them and
// ships the build, so there the command runs as built.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const COMMANDS = { plan: 'plan.js', seed: 'seed.js' };
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const [name, ...args] = process.argv.slice(2);
if (!Object.hasOwn(COMMANDS, name ?? '')) {
  console.error(`Usage: node tools/cli.mjs ${Object.keys(COMMANDS).join('|')} [arguments]`);
  process.exit(2);
}

function buildToolsInstalled() {
  try {
    createRequire(join(root, 'package.json')).resolve('nx/package.json');
    return true;
  } catch {
    return false;
  }
}

if (buildToolsInstalled()) {
  const build = spawnSync('npx', ['nx', 'run', '@domainfolio/api:build', '--output-style=stream'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NX_DAEMON: 'false' },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const script = join(root, 'apps/api/dist/cli', COMMANDS[name]);
if (!existsSync(script)) {
  console.error(`${script} is missing: build the API first (npm run build).`);
  process.exit(1);
}
const run = spawnSync(process.execPath, [script, ...args], { cwd: root, stdio: 'inherit' });
process.exit(run.status ?? 1);
