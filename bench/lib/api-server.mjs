// Runs the built API (apps/api/dist/main.js) as a child process, the way it runs in production,
// and makes sure it is stopped however the benchmark ends (normal end, error, Ctrl-C).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { freePort } from '@domainfolio/test-fakes';

export const API_MAIN = fileURLToPath(new URL('../../apps/api/dist/main.js', import.meta.url));

const running = new Set();
let hooked = false;

/** Kills any API still running when this process exits, and stops them on a signal first. */
function stopOnExit() {
  if (hooked) return;
  hooked = true;
  process.on('exit', () => {
    for (const child of running) child.kill('SIGKILL');
  });
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
    ['SIGHUP', 129],
  ]) {
    process.once(signal, () => {
      process.stderr.write(`\n${signal}: stopping the API and exiting\n`);
      Promise.all([...running].map((child) => stopChild(child, 3000))).finally(() =>
        process.exit(code),
      );
    });
  }
}

function stopChild(child, graceMs) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** What a child process needs from the shell whatever the product's settings are. */
const SYSTEM_ENV = ['PATH', 'HOME', 'TMPDIR', 'LANG', 'LC_ALL', 'TZ', 'NODE_OPTIONS'];

/**
 * Starts `node apps/api/dist/main.js` on a free loopback port and resolves once GET /api/health
 * answers. The database is PostgreSQL at `databaseUrl`, or, without it, the embedded database in
 * `pgliteDataDir` (the API applies the migrations before it listens). `serveSites` makes it serve
 * the built host and sites too, from `sitesDir` when given (a folder of `<app>/dist` folders)
 * instead of this checkout's apps/, `seedDemoData` lets it create the demo accounts in an empty
 * embedded database, and `defaultsOnly` starts it from an environment with none of the shell's
 * product settings (reCAPTCHA keys, remote URLs...), so that it runs as `npm start` does out of
 * the box whatever the developer's shell exports.
 */
export async function startApi({
  databaseUrl,
  pgliteDataDir,
  serveSites = false,
  sitesDir,
  seedDemoData = false,
  defaultsOnly = false,
  logLevel = 'warn',
  readyTimeoutMs = 600_000,
}) {
  if (!existsSync(API_MAIN))
    throw new Error(`${API_MAIN} is missing: build the API first (npm run bench builds it)`);
  if (!databaseUrl && !pgliteDataDir)
    throw new Error('startApi needs a databaseUrl (PostgreSQL) or a pgliteDataDir (embedded)');
  stopOnExit();
  const port = await freePort();
  const inherited = defaultsOnly
    ? Object.fromEntries(SYSTEM_ENV.filter((k) => k in process.env).map((k) => [k, process.env[k]]))
    : { ...process.env };
  delete inherited.DATABASE_URL;
  delete inherited.PGLITE_DATA_DIR;
  const child = spawn(process.execPath, [API_MAIN], {
    env: {
      ...inherited,
      NODE_ENV: 'production',
      APP_SECRET: randomBytes(32).toString('hex'),
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { PGLITE_DATA_DIR: pgliteDataDir }),
      HOST: '127.0.0.1',
      PORT: String(port),
      SERVE_SITES: serveSites ? 'true' : 'false',
      ...(sitesDir ? { SITES_DIR: sitesDir } : {}),
      EMAIL_WORKER: 'off',
      SEED_DEMO_DATA: seedDemoData ? 'auto' : 'never',
      LOG_LEVEL: logLevel,
      LOG_PRETTY: 'false',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));

  // The last lines of output only, to show when something goes wrong.
  const tail = [];
  const keep = (chunk) => {
    for (const line of chunk.toString().split('\n')) {
      if (!line.trim()) continue;
      tail.push(line.length > 500 ? `${line.slice(0, 500)}...` : line);
      if (tail.length > 40) tail.shift();
    }
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);

  const baseUrl = `http://127.0.0.1:${port}`;
  const api = {
    port,
    baseUrl,
    pid: child.pid,
    output: () => tail.join('\n'),
    exited: () => child.exitCode !== null || child.signalCode !== null,
    stop: () => stopChild(child, 10_000),
  };
  const deadline = Date.now() + readyTimeoutMs;
  for (;;) {
    if (api.exited())
      throw new Error(
        `the API exited (code ${child.exitCode}) before it was ready:\n${api.output()}`,
      );
    try {
      const res = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2000) });
      await res.arrayBuffer();
      if (res.ok) return api;
    } catch {
      // Not listening yet (migrations run first).
    }
    if (Date.now() > deadline) {
      await api.stop();
      throw new Error(`the API was not ready after ${readyTimeoutMs / 1000} s:\n${api.output()}`);
    }
    await sleep(150);
  }
}
