// The dashboard at scale: an owner with 5,000 domains, among other owners' domains, asks for
// what the dashboard shows, through the whole API over loopback HTTP:
// - their list in every sort order (POST /api/search?dashboard=true, a page of PAGE_SIZE on a
//   random page of the 5,000);
// - a search of their list as typed in the top bar (a piece of 1 to 5 characters of one of their
//   names, first page, newest first);
// - the stat tiles of each period tab (GET /api/domains/portfolio-stats?interval=…).
// The owner has what the tiles add up: sold domains, daily view counts and leads over two years.
// Requests go one at a time, the scenarios taking turns in a shuffled order each round and each
// asked of the API and then of its baseline, so a burst of load elsewhere on the machine spreads
// over all of them. Target: p95 of the client's
// wall time at most 50 ms per scenario. Baseline: the same requests with the database kept off
// its indexes (enable_indexscan, enable_indexonlyscan and enable_bitmapscan off; on PostgreSQL a
// second API instance whose connections start so), so every query reads the whole table: what
// the indexes buy.
//
// Prints a table and writes its own section of bench/RESULTS.md, per database. Exits non-zero
// only on a functional error (a failed or wrong answer), never on a missed target.
// Run `npm run build` first (`npm run bench -- dashboard-sorts` does). Uses a throwaway database
// on the PostgreSQL server of DATABASE_URL when it is set, else PGlite in memory.
// Settings: BENCH_ROUNDS (requests per scenario, 100), BENCH_DOMAINS (the owner's, 5000),
// BENCH_NEIGHBOUR_DOMAINS (other owners' domains, 100000), BENCH_NEIGHBOURS (other owners, 1000),
// BENCH_SEED (1). For another benchmark that runs this one (growth.mjs):
// BENCH_DASHBOARD_DATABASE_URL (a PostgreSQL database its caller prepared and keeps, holding the
// owner and the other owners' domains already: used as it is, nothing loaded or dropped),
// BENCH_DASHBOARD_BASELINE=0 (no baseline without indexes) and BENCH_JSON_OUT (a file to write
// the figures to as JSON, in place of the RESULTS.md section).
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import {
  addDashboardOwner,
  findDashboardOwner,
  openDashboardSession,
} from './lib/dashboard-owner.mjs';
import { jsonOut, writeFigures } from './lib/json-out.mjs';
import { loadMarketplace } from './lib/marketplace-data.mjs';
import { seededRandom } from './lib/random.mjs';
import { writeResultsSection } from './lib/results-file.mjs';
import {
  commitDescription,
  loadAverage,
  machineDescription,
  markdownTable,
  textTable,
  timestamp,
} from './lib/run-info.mjs';
import { serverClock } from './lib/server-clock.mjs';
import { summarize } from './lib/stats.mjs';
import { throwawayDatabase } from './lib/throwaway-database.mjs';

const require = createRequire(import.meta.url);
const { openDatabase } = require('../apps/api/dist/database/database.js');
const { loadConfig } = require('../apps/api/dist/config/app-config.js');
const { createApp } = require('../apps/api/dist/bootstrap.js');
const {
  DASHBOARD_INTERVALS,
  DASHBOARD_SORT_TABS,
  PAGE_SIZE,
  SORT_KEYS,
  SortKey,
} = require('@domainfolio/contracts');
const { sql } = require('drizzle-orm');

const NAME = 'dashboard-sorts';
/** The checkout's commit as the run starts (the API was built from it); it may move meanwhile. */
const commit = commitDescription();
const TARGET_MS = 50;
const WARM_UP = 5;
const setting = (key, fallback) => {
  const value = Number(process.env[key] ?? fallback);
  if (!Number.isInteger(value) || value < 0) {
    console.error(`${NAME}: ${key} must be a whole number`);
    process.exit(2);
  }
  return value;
};
const ROUNDS = setting('BENCH_ROUNDS', 100);
const DOMAINS = setting('BENCH_DOMAINS', 5000);
const NEIGHBOUR_DOMAINS = setting('BENCH_NEIGHBOUR_DOMAINS', 100_000);
const NEIGHBOURS = setting('BENCH_NEIGHBOURS', 1000);
const SEED = setting('BENCH_SEED', 1);
const PREPARED_URL = process.env.BENCH_DASHBOARD_DATABASE_URL;
const BASELINE = process.env.BENCH_DASHBOARD_BASELINE !== '0';
const JSON_OUT = jsonOut();

class FunctionalError extends Error {}

const random = seededRandom(SEED);
const pick = (array) => array[Math.floor(array.length * random())];

// ---------------------------------------------------------------------------------------------
// The data: other owners' domains (the marketplace data set), then the owner's.

// A database a caller prepared (PostgreSQL, kept), else a throwaway one on the server of
// DATABASE_URL, else PGlite in memory.
const server = PREPARED_URL
  ? { url: PREPARED_URL, drop: async () => undefined }
  : process.env.DATABASE_URL
    ? await throwawayDatabase(process.env.DATABASE_URL)
    : null;
const handle = await openDatabase(
  server ? { databaseUrl: server.url } : { pgliteDataDir: 'memory://' },
);
const database = server ? 'PostgreSQL' : 'PGlite';
const log = (line) => console.log(line);

/** One connection that speaks node-postgres; PGlite answers the same queries with another shape. */
async function rawClient() {
  if (server) return handle.db.$client.connect();
  const client = handle.db.$client;
  return {
    query: async (text, params) => {
      const result = await client.query(text, params);
      return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
    },
  };
}

const apps = [];
let ownerId;
let token;
let names;
try {
  const client = await rawClient();
  try {
    if (PREPARED_URL) {
      ({ ownerId, names } = (await findDashboardOwner(client)) ?? {});
      if (!ownerId)
        throw new FunctionalError(`BENCH_DASHBOARD_DATABASE_URL holds no dashboard owner`);
      log(`${NAME}: ${database}, the prepared database of its caller`);
    } else {
      await handle.migrate();
      log(
        `${NAME}: ${database}; ${NEIGHBOUR_DOMAINS.toLocaleString('en-US')} domains of other owners`,
      );
      if (NEIGHBOUR_DOMAINS > 0)
        await loadMarketplace(client, { owners: NEIGHBOURS, domains: NEIGHBOUR_DOMAINS }, log);
      log(
        `${NAME}: the owner's ${DOMAINS.toLocaleString('en-US')} domains, views, leads and sales`,
      );
      ({ ownerId, names } = await addDashboardOwner(client, { domains: DOMAINS, seed: SEED }));
      await client.query('analyze');
    }
    token = await openDashboardSession(client, ownerId);
  } finally {
    client.release?.();
  }
} catch (error) {
  await handle.close();
  await server?.drop();
  if (error instanceof FunctionalError) {
    console.error(`${NAME}: ${error.message}`);
    process.exit(1);
  }
  throw error;
}
const owned = names.length;

const {
  rows: [facts],
} = await handle.db.execute(sql`
  select (select count(*)::int from domains) as domains,
         (select count(*)::int from users) as owners,
         (select count(*)::int from domains where owner_id = ${ownerId} and sold) as sold,
         (select count(*)::int from domain_views_daily where owner_id = ${ownerId}) as view_days,
         (select count(*)::int from leads where owner_id = ${ownerId}) as leads,
         (select version()) as version`);

// ---------------------------------------------------------------------------------------------
// The API: as configured, and a second one kept off the indexes for the baseline.

const config = loadConfig({
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  APP_SECRET: randomBytes(32).toString('hex'),
  SERVE_SITES: 'false',
  EMAIL_WORKER: 'off',
});
const NO_INDEXES = ['enable_indexscan', 'enable_indexonlyscan', 'enable_bitmapscan'];

/** An API on `appHandle`; closing it closes the handle too. */
async function startApp(appHandle) {
  const app = await createApp(config, appHandle);
  apps.push(app);
  await app.listen(0, '127.0.0.1');
  const httpServer = app.getHttpServer();
  return {
    base: `http://127.0.0.1:${httpServer.address().port}`,
    clock: serverClock(httpServer),
    close: async () => {
      apps.splice(apps.indexOf(app), 1);
      await app.close();
    },
  };
}

/**
 * The API kept off the indexes: on PostgreSQL a second instance whose connections start with
 * them turned off; on PGlite the same instance, its only connection turned so before each of
 * the baseline's requests and back after it (outside the timing).
 */
async function withoutIndexes(target) {
  if (server) {
    const url = new URL(server.url);
    url.searchParams.set('options', NO_INDEXES.map((name) => `-c ${name}=off`).join(' '));
    return startApp(await openDatabase({ databaseUrl: url.toString() }));
  }
  const turn = (setting) => async () => {
    for (const name of NO_INDEXES) await handle.db.execute(sql.raw(`set ${name} = ${setting}`));
  };
  return { ...target, enter: turn('off'), leave: turn('on'), close: async () => undefined };
}

// ---------------------------------------------------------------------------------------------
// The scenarios.

const pages = Math.ceil(owned / PAGE_SIZE);
const cookie = () => `domainfolio_session=${token}`;
const dashboardSorts = new Set(DASHBOARD_SORT_TABS.map((tab) => tab.key));

/** A piece of one of the owner's names, 1 to 5 characters, as typed into the search box. */
function searchTerm() {
  const label = pick(names).split('.')[0];
  const length = Math.min(label.length, 1 + Math.floor(random() * 5));
  const start = Math.floor(random() * (label.length - length + 1));
  return label.slice(start, start + length);
}

const listRequest = (sort, page, query) => ({
  path: `/api/search?dashboard=true&sort=${sort}&page=${page}&limit=${PAGE_SIZE}`,
  init: {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: cookie() },
    body: JSON.stringify({ query }),
  },
  check: (payload) => {
    const expected = query ? undefined : Math.min(PAGE_SIZE, owned - (page - 1) * PAGE_SIZE);
    if (!query && (payload.totalDocs !== owned || payload.docs.length !== expected))
      return `${payload.docs.length} of ${payload.totalDocs} domains on page ${page}`;
    if (query && (payload.totalDocs < 1 || payload.docs.some((d) => !d.name.includes(query))))
      return `"${query}" found ${payload.totalDocs} domains, or names without it`;
    return null;
  },
});

const SCENARIOS = [
  ...SORT_KEYS.map((sort) => ({
    label: `sort ${sort}${dashboardSorts.has(sort) ? '' : ' (API only)'}`,
    next: () => listRequest(sort, 1 + Math.floor(random() * pages), ''),
  })),
  { label: 'search, 1-5 characters', next: () => listRequest(SortKey.LATEST, 1, searchTerm()) },
  ...DASHBOARD_INTERVALS.map((interval) => ({
    label: `stat tiles ${interval}`,
    next: () => ({
      path: `/api/domains/portfolio-stats?interval=${interval}`,
      init: { headers: { cookie: cookie() } },
      check: (payload) =>
        payload.totalDomains === owned ? null : `${payload.totalDomains} domains in the tiles`,
    }),
  })),
];

async function ask(target, scenario) {
  const { path, init, check } = scenario.next();
  await target.enter?.();
  let timed;
  try {
    timed = await target.clock.measure(async () => {
      const res = await fetch(`${target.base}${path}`, init);
      return { status: res.status, body: await res.text() };
    });
  } finally {
    await target.leave?.();
  }
  const { wall, server: serverMs, value } = timed;
  if (value.status !== 200)
    throw new FunctionalError(
      `${scenario.label}: HTTP ${value.status} ${value.body.slice(0, 200)}`,
    );
  const problem = check(JSON.parse(value.body).payload);
  if (problem) throw new FunctionalError(`${scenario.label}: ${problem}`);
  return { wall, server: serverMs };
}

/**
 * Every scenario `rounds` times on every target (the API, and the baseline's), taking turns in
 * a new shuffled order each round, each scenario asking the targets one after the other; so a
 * burst of load elsewhere on the machine falls on the API and its baseline alike.
 */
async function measure(targets, rounds) {
  const samples = targets.map(() => SCENARIOS.map(() => ({ wall: [], server: [] })));
  for (const target of targets)
    for (const scenario of SCENARIOS)
      for (let i = 0; i < WARM_UP; i += 1) await ask(target, scenario);
  const order = SCENARIOS.map((_, index) => index);
  for (let round = 0; round < rounds; round += 1) {
    for (let i = order.length - 1; i > 0; i -= 1) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j], order[i]];
    }
    for (const index of order)
      for (const [t, target] of targets.entries()) {
        const { wall, server: serverMs } = await ask(target, SCENARIOS[index]);
        samples[t][index].wall.push(wall);
        samples[t][index].server.push(serverMs);
      }
  }
  return samples;
}

let measured;
let baseline;
const loadBefore = loadAverage();
try {
  log(`${NAME}: ${ROUNDS} requests per scenario and API, ${SCENARIOS.length} scenarios`);
  const api = await startApp(handle);
  const noIndexes = BASELINE ? await withoutIndexes(api) : null;
  try {
    [measured, baseline] = await measure(noIndexes ? [api, noIndexes] : [api], ROUNDS);
  } finally {
    await noIndexes?.close();
  }
} catch (error) {
  for (const app of apps) await app.close();
  await server?.drop();
  if (error instanceof FunctionalError) {
    console.error(`${NAME}: ${error.message}`);
    process.exit(1);
  }
  throw error;
}
const loadAfter = loadAverage();

if (JSON_OUT) {
  writeFigures(
    JSON_OUT,
    { loadBefore, loadAfter },
    {
      facts,
      scenarios: SCENARIOS.map((scenario, index) => ({
        label: scenario.label,
        ...summarize(measured[index].wall),
        server: summarize(measured[index].server),
        withoutIndexes: baseline ? summarize(baseline[index].wall) : null,
      })),
    },
  );
  for (const app of apps) await app.close();
  await server?.drop();
  process.exit(0);
}

// ---------------------------------------------------------------------------------------------
// The report.

const ms = (value) => value.toFixed(1);
const HEAD = [
  'scenario',
  'requests',
  'p50 ms',
  'p95 ms',
  'p99 ms',
  'max ms',
  'server p95 ms',
  'without indexes p95 ms',
  `p95 ≤ ${TARGET_MS} ms`,
];
const ALIGN = ['l', ...HEAD.slice(1).map(() => 'r')];
const rows = SCENARIOS.map((scenario, index) => {
  const wall = summarize(measured[index].wall);
  return [
    scenario.label,
    String(wall.n),
    ms(wall.p50),
    ms(wall.p95),
    ms(wall.p99),
    ms(wall.max),
    ms(summarize(measured[index].server).p95),
    baseline ? ms(summarize(baseline[index].wall).p95) : '-',
    wall.p95 <= TARGET_MS ? 'pass' : 'miss',
  ];
});

log('');
for (const line of textTable(HEAD, rows, ALIGN)) log(line);
log(`load average ${loadBefore.toFixed(2)} before, ${loadAfter.toFixed(2)} after`);

const count = (n) => n.toLocaleString('en-US');
const command = `${server ? 'DATABASE_URL=postgres://… ' : ''}npm run bench -- ${NAME}`;
const section = [
  `Written by \`bench/${NAME}.mjs\`; reproduce with \`${command}\`${server ? ' (a throwaway database on that server)' : ' (PGlite in memory; with DATABASE_URL set, PostgreSQL)'}.`,
  '',
  `- Date: ${timestamp()}`,
  `- Commit: ${commit}`,
  `- Machine: ${machineDescription()}; load average ${loadBefore.toFixed(2)} before, ${loadAfter.toFixed(2)} after`,
  `- Database: ${database} (${String(facts.version).split(' on ')[0]}), the API in the benchmark's process (apps/api/dist, production settings)`,
  `- Data: the owner's ${count(owned)} domains (${count(facts.sold)} sold), ${count(facts.view_days)} daily view counts and ${count(facts.leads)} leads over two years, among ${count(facts.domains)} domains of ${count(facts.owners)} owners`,
  '',
  markdownTable(HEAD, rows, ALIGN),
  '',
  `Times are the client's wall time over loopback HTTP, ${count(ROUNDS)} requests per scenario after ${WARM_UP} to warm up, one at a time, the scenarios taking turns in a shuffled order each round and each asked of the API and then of the baseline; "server" is the same requests timed in the server, from their headers to the last byte of the answer. Sorts ask for a random page of ${PAGE_SIZE} of the ${count(owned)} (the dashboard's sort tabs, and the sorts only the API offers); the search asks for the first page of names holding a piece of 1 to 5 characters of one of the owner's names; the stat tiles are each period tab's figures. Without indexes: the same requests ${server ? 'to a second API instance whose database connections' : 'with the database connection set so that it'} may not use indexes (${NO_INDEXES.join(', ')} off), so every query reads the whole table.`,
].join('\n');

await writeResultsSection(`Dashboard, ${count(owned)} domains (${database})`, section);
log(`${NAME}: wrote its section of bench/RESULTS.md`);
for (const app of apps) await app.close();
await server?.drop();
