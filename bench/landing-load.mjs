// A landing page under load: how many requests a second the product answers for the page a buyer
// opens first (its server-rendered HTML), its data and its view beacon, at 50 connections with
// wrk, each beside its baselines in the same run:
//
// - PostgreSQL, through nginx with the project's template (apps/e2e/support/nginx.mjs): nginx
//   answering a cached asset (the floor of the proxy), then the three landing requests.
// - PostgreSQL and the embedded PGlite, straight to the API: bare `node:http` answering the
//   landing page's bytes (the floor of Node itself), GET /api/health (the floor of the API's
//   request stack), then the three landing requests.
//
// Targets: through nginx at least 5,000 requests/s with p99 <= 20 ms for each landing request;
// straight to the API at least 2,000 requests/s for the landing HTML on PostgreSQL and 1,000 on
// PGlite, and for the landing data at least the landing HTML's requests/s of the same run (the
// data shows the page's facts and is kept as the page is, so it should cost no more; the two
// are loaded in turns of 2 s, so that both see the same moments of a machine that other work
// shares). Every target also needs no failed request. After each topology, the view counts
// are checked to be exact: a fixed number of beacons is sent (50 at a time) and the domain's
// lifetime views, read through the owner's API, must grow by exactly that number once the
// counter has written them. An owner's edit is timed
// until it shows on the landing page and, after another edit, in its data, straight from the
// API and through nginx (which keeps a page for a second and the data for 5 s); the time is
// reported, and more than four times the API's page cache lifetime (PUBLIC_PAGE_CACHE_MS, 5 s by
// default) is a functional error.
//
// The API runs as `npm start` would (built, production, default settings and logging) on the
// demo data. wrk must be installed (Debian: apt-get install wrk). Prints a table and writes the
// `## Landing page under load` section of bench/RESULTS.md. Exits non-zero on a functional
// error (a failed request, a wrong view count), never on a missed target.
//
// Settings: BENCH_LOAD_SECONDS (10 per scenario, after BENCH_LOAD_WARM_UP_SECONDS, 3, of the
// same load that is not counted), BENCH_LOAD_CONNECTIONS (50),
// BENCH_LOAD_BEACONS (5000 for the view-count check), DATABASE_URL's server for PostgreSQL
// (default postgres://postgres@127.0.0.1:5432).
import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, createServer, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { nginxVersion, startNginx } from '../apps/e2e/support/nginx.mjs';
import { startApi } from './lib/api-server.mjs';
import { writeResultsSection } from './lib/results-file.mjs';
import {
  commitDescription,
  loadAverage,
  machineDescription,
  markdownTable,
  timestamp,
} from './lib/run-info.mjs';
import { throwawayDatabase } from './lib/throwaway-database.mjs';

const NAME = 'landing-load';
const COMMAND = 'npm run bench -- landing-load';
const SECTION = 'Landing page under load';
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
const WARM_UP_SECONDS = Number(process.env.BENCH_LOAD_WARM_UP_SECONDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_LOAD_CONNECTIONS ?? 50);
const BEACONS = Number(process.env.BENCH_LOAD_BEACONS ?? 5000);
const TARGETS = { nginxRps: 5000, nginxP99Ms: 20, directHtmlRps: { postgres: 2000, pglite: 1000 } };
const DEMO = { email: 'demo@example.com', password: 'domainfolio-demo', username: 'demo' };
const PAGE_CACHE_MS = 5000;

class FunctionalError extends Error {}

const log = (line) => console.log(line);

function requireWrk() {
  const probe = spawnSync('wrk', ['-v'], { encoding: 'utf8' });
  if (probe.error) {
    console.error(`${NAME}: wrk is not installed (Debian/Ubuntu: apt-get install wrk)`);
    process.exit(2);
  }
  return (probe.stdout + probe.stderr).split('\n')[0].trim();
}

/** wrk's latency figure ("812.00us", "3.21ms", "1.02s") in milliseconds. */
function ms(text) {
  const match = /^([\d.]+)(us|ms|s)$/.exec(text ?? '');
  if (!match) return null;
  const value = Number(match[1]);
  return match[2] === 'us' ? value / 1000 : match[2] === 's' ? value * 1000 : value;
}

/**
 * The User-Agent every request sends: a browser's, as a buyer's would be. The view counter
 * counts a request without one (or a bot's) apart, in `bots`, and not in a domain's views.
 */
const BROWSER_AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** One wrk run of `seconds` against `url` (with a Host header for the site): its report. */
async function wrk(url, host, seconds) {
  const args = [
    `-t${Math.min(2, CONNECTIONS)}`,
    `-c${CONNECTIONS}`,
    `-d${seconds}s`,
    '--latency',
    '-H',
    'Accept-Encoding: br, gzip',
    '-H',
    `User-Agent: ${BROWSER_AGENT}`,
    ...(host ? ['-H', `Host: ${host}`] : []),
    url,
  ];
  // Not synchronous: the bare node:http baseline answers from this process meanwhile.
  const { stdout } = await promisify(execFile)('wrk', args, { encoding: 'utf8' });
  return stdout;
}

/**
 * Loads `url` with wrk and returns requests/s, the latency percentiles and the count of answers
 * that were not 2xx/3xx or of socket errors. A few seconds of the same load come first and are
 * not counted: the API's code is compiled and its caches and nginx's are filled, so the row is
 * the steady state a busy landing page lives in.
 */
async function load(url, host) {
  await wrk(url, host, WARM_UP_SECONDS);
  return report(await wrk(url, host, SECONDS));
}

/** How long one turn of `loadInTurns` lasts. */
const TURN_SECONDS = 2;

/**
 * Loads each of `urls` as `load` does, but in turns of TURN_SECONDS adding up to SECONDS each,
 * in an order that puts neither first more often (a b, b a, a b...), after each one's warm-up.
 * For two requests whose rates are compared: on a machine that other work shares, two runs of
 * the same request 10 s apart differed by up to a fifth, more than the difference measured;
 * in turns, both see the same moments. Requests/s is over all of a request's turns, failed
 * answers their sum, and each latency percentile the worst turn's.
 */
async function loadInTurns(urls, host) {
  for (const url of urls) await wrk(url, host, WARM_UP_SECONDS);
  const turns = Math.max(1, Math.round(SECONDS / TURN_SECONDS));
  const reports = urls.map(() => []);
  for (let turn = 0; turn < turns; turn += 1) {
    const order = turn % 2 === 0 ? [...urls.keys()] : [...urls.keys()].reverse();
    for (const i of order) reports[i].push(report(await wrk(urls[i], host, TURN_SECONDS)));
  }
  const worst = (runs, key) =>
    runs.some((run) => run[key] === null) ? null : Math.max(...runs.map((run) => run[key]));
  const sum = (runs, key) => runs.reduce((total, run) => total + run[key], 0);
  return reports.map((runs) => ({
    rps: sum(runs, 'requests') / sum(runs, 'seconds'),
    requests: sum(runs, 'requests'),
    p50: worst(runs, 'p50'),
    p90: worst(runs, 'p90'),
    p99: worst(runs, 'p99'),
    failed: sum(runs, 'failed'),
  }));
}

/** The figures of one wrk report. */
function report(out) {
  const percentile = (p) => ms(new RegExp(`^\\s+${p}%\\s+(\\S+)`, 'm').exec(out)?.[1]);
  // "12345 requests in 2.00s": the count and the time wrk actually ran.
  const total = /(\d+) requests in ([\d.]+(?:us|ms|s))/.exec(out);
  const requests = Number(total?.[1] ?? 0);
  const seconds = (ms(total?.[2]) ?? 0) / 1000;
  const bad = Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0);
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/
    .exec(out)
    ?.slice(1)
    .reduce((sum, n) => sum + Number(n), 0);
  return {
    rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0),
    requests,
    seconds,
    p50: percentile(50),
    p90: percentile(90),
    p99: percentile(99),
    failed: bad + (socketErrors ?? 0),
  };
}

/** Bare node:http answering every request with `body`, as HTML: the floor of Node itself. */
async function bareNode(body) {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}/`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });

/**
 * GET `url` with the site's Host header (fetch may not set Host, which chooses the site) and
 * resolves with the status and the body as text.
 */
function get(url, host) {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent, headers: { host, 'user-agent': BROWSER_AGENT } }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode, text: Buffer.concat(chunks).toString('utf8') }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** Signs the demo owner in through the API and returns their session cookie. */
async function signIn(baseUrl) {
  const res = await fetch(`${baseUrl}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO.email, password: DEMO.password }),
  });
  if (!res.ok) throw new FunctionalError(`sign-in failed: HTTP ${res.status}`);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('domainfolio_session='));
  if (!cookie) throw new FunctionalError('sign-in gave no session cookie');
  return cookie.split(';')[0];
}

/** The owner's view of one domain (its id, price and lifetime views). */
async function ownDomain(baseUrl, cookie, name) {
  const res = await fetch(`${baseUrl}/api/domains/${encodeURIComponent(name)}`, {
    headers: { cookie },
  });
  if (!res.ok) throw new FunctionalError(`GET /api/domains/${name}: HTTP ${res.status}`);
  return (await res.json()).payload;
}

/** A listed domain of the demo owner, priced, whose landing page the benchmark loads. */
async function landingDomain(baseUrl) {
  const res = await fetch(`${baseUrl}/api/search?username=${DEMO.username}&limit=20`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '' }),
  });
  if (!res.ok) throw new FunctionalError(`search: HTTP ${res.status}`);
  const docs = (await res.json()).payload.docs;
  const priced = docs
    .filter((d) => d.sellingPrice !== null)
    .sort((a, b) => (a.name < b.name ? -1 : 1));
  if (priced.length === 0) throw new FunctionalError('the demo owner lists no priced domain');
  return priced[0].name;
}

/** The API writes counted views this often (VIEW_FLUSH_INTERVAL_MS, left at its default). */
const VIEW_FLUSH_MS = 5000;

/**
 * The views once every counted one is written: read again a flush interval later until two
 * readings agree (the counter writes in batches, at most one interval late).
 */
async function settledViews(read) {
  let last = await read();
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, VIEW_FLUSH_MS + 500));
    const now = await read();
    if (now === last) return now;
    last = now;
  }
}

/**
 * Sends `count` view beacons, `CONNECTIONS` at a time, and waits until the owner's API reports
 * the domain's views grown by exactly that many (the counter writes in batches): the count must
 * be exact, and reach it within 30 s.
 */
async function checkViewCount({ siteBase, host, apiBase, cookie, name }) {
  const views = async () => (await ownDomain(apiBase, cookie, name)).views;
  // The beacons of the load before are still being written: start from a settled count.
  const before = await settledViews(views);
  let next = 0;
  const worker = async () => {
    while (next < BEACONS) {
      next += 1;
      const res = await get(
        `${siteBase}/api/public/domains/${encodeURIComponent(name)}/view`,
        host,
      );
      if (res.status !== 204) throw new FunctionalError(`view beacon: HTTP ${res.status}`);
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  const after = await settledViews(views);
  if (after !== before + BEACONS)
    throw new FunctionalError(
      `view count not exact: ${BEACONS} beacons sent, views went from ${before} to ${after}`,
    );
  return { sent: BEACONS, before, after };
}

/**
 * Changes the domain's price through the owner's API and times how long until `path` (the
 * landing page, or its data) fetched through `siteBase` shows it.
 */
async function timeEditShown({ siteBase, host, apiBase, cookie, name, path }) {
  const domain = await ownDomain(apiBase, cookie, name);
  const price = Math.round(domain.sellingPrice) + 1;
  const res = await fetch(`${apiBase}/api/domains/edit`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ domain: { _id: domain._id, sellingPrice: price } }),
  });
  if (!res.ok) throw new FunctionalError(`edit: HTTP ${res.status}`);
  const started = performance.now();
  const needle = `"sellingPrice":${price}`;
  for (;;) {
    const shown = await get(`${siteBase}${path}`, host);
    if (shown.text.includes(needle)) return performance.now() - started;
    if (performance.now() - started > 4 * PAGE_CACHE_MS)
      throw new FunctionalError(`the new price did not show within ${4 * PAGE_CACHE_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

// ---------------------------------------------------------------------------------------------

const wrkVersion = requireWrk();
const rows = [];
const checks = [];
const loadBefore = loadAverage();
const started = timestamp();
const commitAtStart = commitDescription();
const serverUrl = new URL(
  process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
);
serverUrl.pathname = '/postgres';

async function topology(database) {
  let db = null;
  let dataDir = null;
  let api = null;
  let nginx = null;
  let bare = null;
  try {
    if (database === 'postgres') {
      db = await throwawayDatabase(serverUrl.toString());
      execFileSync(process.execPath, [join(ROOT, 'apps/api/dist/cli/seed.js')], {
        env: { ...process.env, DATABASE_URL: db.url, APP_SECRET: 'bench'.repeat(13) },
        stdio: 'ignore',
      });
    } else {
      dataDir = mkdtempSync(join(tmpdir(), 'domainfolio-load-'));
    }
    api = await startApi({
      databaseUrl: db?.url,
      pgliteDataDir: dataDir ?? undefined,
      serveSites: true,
      seedDemoData: database === 'pglite',
      defaultsOnly: true,
      logLevel: 'info',
    });
    const host = `${DEMO.username}.localhost:${api.port}`;
    const name = await landingDomain(api.baseUrl);
    const paths = {
      'landing HTML': `/${encodeURIComponent(name)}`,
      'landing data': `/api/public/domains/${encodeURIComponent(name)}`,
      'view beacon': `/api/public/domains/${encodeURIComponent(name)}/view`,
    };
    const cookie = await signIn(api.baseUrl);
    const add = (path, scenario, result, target) => {
      // Answers that failed (an error status, or no answer within wrk's 2 s) are counted in the
      // row, which then misses its target; they do not stop the run.
      rows.push({ database, path, scenario, ...result, target });
      log(
        `${database.padEnd(8)} ${path.padEnd(6)} ${scenario.padEnd(26)} ${String(Math.round(result.rps)).padStart(7)}/s  p50 ${result.p50} ms  p99 ${result.p99} ms${result.failed ? `  ${result.failed} failed` : ''}`,
      );
    };

    if (database === 'postgres') {
      nginx = await startNginx({ apiPort: api.port, workers: 'auto' });
      const via = `http://127.0.0.1:${nginx.port}`;
      const nginxHost = `${DEMO.username}.localhost:${nginx.port}`;
      // The floor: a hashed asset nginx keeps after its first request.
      const { text: html } = await get(`${via}${paths['landing HTML']}`, nginxHost);
      const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
      if (!asset) throw new FunctionalError('the landing page names no script asset');
      await get(`${via}${asset}`, nginxHost);
      add('nginx', 'nginx: a cached asset (floor)', await load(`${via}${asset}`, nginxHost), null);
      for (const [scenario, path] of Object.entries(paths))
        add('nginx', scenario, await load(`${via}${path}`, nginxHost), {
          rps: TARGETS.nginxRps,
          p99: TARGETS.nginxP99Ms,
        });
      const nginxSite = { siteBase: via, host: nginxHost, apiBase: api.baseUrl, cookie, name };
      checks.push({
        database,
        path: 'nginx',
        views: await checkViewCount(nginxSite),
        editShownMs: await timeEditShown({ ...nginxSite, path: paths['landing HTML'] }),
        dataEditShownMs: await timeEditShown({ ...nginxSite, path: paths['landing data'] }),
      });
    }

    const page = await get(`${api.baseUrl}${paths['landing HTML']}`, host);
    if (page.status !== 200) throw new FunctionalError(`landing page: HTTP ${page.status}`);
    bare = await bareNode(Buffer.from(page.text));
    add('API', 'bare node:http (floor)', await load(bare.url), null);
    add('API', 'GET /api/health (floor)', await load(`${api.baseUrl}/api/health`), null);
    // The landing data's target is the landing HTML's rate, so the two are loaded in turns.
    const [html, data] = await loadInTurns(
      [`${api.baseUrl}${paths['landing HTML']}`, `${api.baseUrl}${paths['landing data']}`],
      host,
    );
    add('API', 'landing HTML', html, { rps: TARGETS.directHtmlRps[database] });
    add('API', 'landing data', data, { rps: html.rps, of: 'the landing HTML' });
    add('API', 'view beacon', await load(`${api.baseUrl}${paths['view beacon']}`, host), null);
    const apiSite = { siteBase: api.baseUrl, host, apiBase: api.baseUrl, cookie, name };
    checks.push({
      database,
      path: 'API',
      views: await checkViewCount(apiSite),
      editShownMs: await timeEditShown({ ...apiSite, path: paths['landing HTML'] }),
      dataEditShownMs: await timeEditShown({ ...apiSite, path: paths['landing data'] }),
    });
  } catch (error) {
    if (api?.exited()) error.message += `\nThe API exited:\n${api.output()}`;
    throw error;
  } finally {
    await bare?.close();
    await nginx?.stop();
    await api?.stop();
    await db?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

try {
  for (const database of ['postgres', 'pglite']) await topology(database);
} catch (error) {
  console.error(
    `${NAME}: ${error instanceof FunctionalError ? '' : 'unexpected error: '}${error.stack ?? error}`,
  );
  if (error?.cause) console.error('cause:', error.cause);
  process.exit(1);
}

// ---------------------------------------------------------------------------------------------
// The results.

const verdict = (row) => {
  if (!row.target) return '';
  const rpsOk = row.rps >= row.target.rps;
  const p99Ok = row.target.p99 === undefined || (row.p99 !== null && row.p99 <= row.target.p99);
  return rpsOk && p99Ok && row.failed === 0 ? 'pass' : 'miss';
};
const targetText = (row) => {
  if (!row.target) return 'baseline';
  const rps = `${Math.round(row.target.rps).toLocaleString('en-US')}/s`;
  if (row.target.of) return `>= ${row.target.of} (${rps})`;
  return `>= ${rps}${row.target.p99 ? `, p99 <= ${row.target.p99} ms` : ''}`;
};
const fmt = (value) => (value === null || value === undefined ? '-' : value.toFixed(2));
const table = markdownTable(
  [
    'database',
    'served by',
    'request',
    'requests/s',
    'p50 ms',
    'p90 ms',
    'p99 ms',
    'failed',
    'target',
    'result',
  ],
  rows.map((row) => [
    row.database === 'postgres' ? 'PostgreSQL' : 'PGlite',
    row.path,
    row.scenario,
    Math.round(row.rps).toLocaleString('en-US'),
    fmt(row.p50),
    fmt(row.p90),
    fmt(row.p99),
    row.failed.toLocaleString('en-US'),
    targetText(row),
    verdict(row),
  ]),
  ['l', 'l', 'l', 'r', 'r', 'r', 'r', 'r', 'l', 'l'],
);
const checkLines = checks.map(
  (check) =>
    `- ${check.database === 'postgres' ? 'PostgreSQL' : 'PGlite'}, ${check.path === 'nginx' ? 'through nginx' : 'straight to the API'}: ${check.views.sent.toLocaleString('en-US')} beacons sent, lifetime views ${check.views.before.toLocaleString('en-US')} -> ${check.views.after.toLocaleString('en-US')} (exact); an owner's price edit showed on the landing page after ${Math.round(check.editShownMs)} ms, another in its data after ${Math.round(check.dataEditShownMs)} ms.`,
);
const pgVersion = await (async () => {
  const client = new pg.Client({ connectionString: serverUrl.toString() });
  await client.connect();
  try {
    return (await client.query('show server_version')).rows[0].server_version;
  } finally {
    await client.end();
  }
})();
const body = [
  `Written by \`bench/${NAME}.mjs\`; reproduce with \`${COMMAND}\` (needs wrk: \`apt-get install wrk\`).`,
  '',
  `- Date: ${started}`,
  `- Commit: ${commitAtStart}`,
  `- Machine: ${machineDescription()}; load average ${loadBefore.toFixed(2)} before, ${loadAverage().toFixed(2)} after; the load generator shares the cores`,
  `- Load: ${wrkVersion}, ${CONNECTIONS} connections, ${SECONDS} s per request after ${WARM_UP_SECONDS} s of the same load not counted (straight to the API, the landing HTML and its data in turns of ${TURN_SECONDS} s, each percentile its worst turn's), \`Accept-Encoding: br, gzip\`; ${nginxVersion()} with the project's template and one worker per core (as the official image); PostgreSQL ${pgVersion}; the API built, production settings, default logging, demo data`,
  '',
  table,
  '',
  ...checkLines,
  '',
  `The API keeps each page it sends, and each landing page's data, for ${PAGE_CACHE_MS / 1000} s (\`PUBLIC_PAGE_CACHE_MS\`), made once for the requests that ask at the same time, and empties them after any write made through it, so an owner's edit shows at once on the server that made it, and on every other server on the same database as soon as that server's notice arrives (PostgreSQL NOTIFY), at the latest when its copy expires. Both are answered ahead of the API's routing (the data to visitors without a session or key, after the same security headers and compression as any API answer), so straight to the API the data's target is the page's rate in the same run. nginx keeps a page for 1 s when the API marks it so (\`X-Accel-Expires\`, sent to visitors without a session cookie only) and the landing data (\`/api/public/\`) for 5 s, serving the old copy while one request refreshes it; it never keeps a view beacon, which every time reaches the API and is counted there (the API answers it ahead of its other middleware). So through nginx an edit shows on the landing page within about a second, and in its data within 5 s.`,
].join('\n');
await writeResultsSection(SECTION, body);
log(`\n${NAME}: wrote the "${SECTION}" section of bench/RESULTS.md`);
