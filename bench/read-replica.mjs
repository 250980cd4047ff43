// Read replica: the public's reads served by the PostgreSQL primary and by a streaming replica of
// it, in the same run, on the same data, with the same requests.
//
// A primary and one streaming replica are started on free ports (startReplicaCluster from
// @domainfolio/test-fakes: real servers, pg_basebackup, fsync and full_page_writes off,
// shared_buffers 64MB each). The built API (apps/api/dist/main.js) migrates a fresh database on
// the primary, the marketplace data set is loaded into it with plain SQL (INSERT ... SELECT FROM
// generate_series, then VACUUM ANALYZE, whose statistics the replica replays), and the run waits
// until the replica has replayed the primary's `pg_current_wal_insert_lsn()`. Then the API is
// started twice, one after the other: (a) on the primary alone, (b) with DATABASE_READ_URLS set
// to the replica, measured only once its /api/health lists the replica `up`.
//
// In each mode: the landing data (`GET /api/public/domains/{name}` for a random listed name,
// with the owner's site host, `<username>.localhost`) and marketplace search (POST /api/search
// with no term, a common term and a rare term), one request at a time, the scenarios taking
// turns in a shuffled order each round; then all four mixed, CONCURRENCY at a time for SECONDS
// (requests/s and latency). Both modes ask exactly the same requests. Every answer is checked
// (status 200, the name asked for, the term in every name, results present).
//
// Where the reads went: pg_stat_database of the benchmark's database (transactions committed,
// rows returned, blocks read or hit) on the primary and on the replica, read before each mode's
// API starts and after it has stopped (a backend hands its counters in when it exits), so each
// mode's figures are the whole life of its API: start, health checks, the replica checks
// (two small queries a second), the requests. In mode (b) the replica must carry the reads; the
// primary keeps transactions that read next to nothing, mostly the NOTIFY that every POST (a
// search too) sends to empty the instances' kept pages, and its listeners' reading of it.
//
// Prints a table and writes the `## Read replica` section of bench/RESULTS.md. Exits non-zero
// only on a functional error (a wrong answer, the replica never `up`, the replica not carrying
// the reads in mode (b)), never on a slow figure. A 1-minute load average above 1.5 before the
// measuring is printed and recorded as a warning (no waiting). The cluster is removed at the end.
//
// Settings: BENCH_REPLICA_DOMAINS (1000000: on the 2-core machine of the other sections the
// whole run took about 3 minutes when the machine was otherwise quiet, 2 of them the load, and
// the replica kept up with it; 200000 takes under 1.5 minutes), one owner per 500 domains; BENCH_REPLICA_ROUNDS (sequential
// requests per scenario and mode, 200, after 5 rounds of warm-up); BENCH_REPLICA_CONCURRENCY (8);
// BENCH_REPLICA_SECONDS (15 s of concurrent load per mode, after 3 s not counted);
// BENCH_REPLICA_SEED.
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { Agent, request as httpRequest } from 'node:http';
import contracts from '@domainfolio/contracts';
import { startReplicaCluster } from '@domainfolio/test-fakes';
import { startApi } from './lib/api-server.mjs';
import {
  WORDS,
  describeMarketplace,
  listedCounts,
  loadMarketplace,
  randomSyllable,
} from './lib/marketplace-data.mjs';
import { connect } from './lib/pg-client.mjs';
import { seededRandom, shuffledOrder } from './lib/random.mjs';
import { RESULTS_FILE, writeResultsSection } from './lib/results-file.mjs';
import { wholeNumberSetting } from './lib/settings.mjs';
import {
  commitDescription,
  loadAverage,
  machineDescription,
  markdownTable,
  textTable,
  timestamp,
} from './lib/run-info.mjs';
import { summarize } from './lib/stats.mjs';
import { throwawayDatabase } from './lib/throwaway-database.mjs';

const { PAGE_SIZE, SEARCH_TERM_COUNT_CAP, SortKey } = contracts;

const NAME = 'read-replica';
const SECTION = 'Read replica';
const COMMAND = 'npm run bench -- read-replica';
const BUSY_LOAD = 1.5;
const DOMAINS_PER_OWNER = 500;
const WARM_UP_ROUNDS = 5;
const WARM_UP_SECONDS = 3;
const RARE_MAX = 100;
/** How many listed names the landing requests are drawn from (none asked twice in a row soon). */
const LANDING_POOL = 20_000;

const wholeNumber = (key, fallback, min) => wholeNumberSetting(NAME, key, fallback, min);
const DOMAINS = wholeNumber('BENCH_REPLICA_DOMAINS', 1_000_000, 10_000);
const OWNERS = Math.max(1, Math.round(DOMAINS / DOMAINS_PER_OWNER));
const ROUNDS = wholeNumber('BENCH_REPLICA_ROUNDS', 200, 10);
const CONCURRENCY = wholeNumber('BENCH_REPLICA_CONCURRENCY', 8, 1);
const SECONDS = wholeNumber('BENCH_REPLICA_SECONDS', 15, 1);
const SEED = wholeNumber('BENCH_REPLICA_SEED', 20_261_127, 0);

if (process.argv.length > 2) {
  console.error(`usage: node bench/${NAME}.mjs  (settings are environment variables)`);
  process.exit(2);
}

// The shell's own replica settings must not reach mode (a); mode (b) sets its own. The API's
// background workers are off (api-server.mjs turns email off): with no network, the registry
// worker would write a failed look-up into every loaded domain on the primary while the reads
// are measured, and the replica would replay those writes.
for (const key of ['DATABASE_READ_URLS', 'DATABASE_DIRECT_URL']) delete process.env[key];
const WORKERS_OFF = ['RDAP_WORKER', 'REGISTRAR_SYNC_WORKER', 'ALERTS_WORKER'];
for (const key of WORKERS_OFF) process.env[key] = 'off';

class FunctionalError extends Error {}

const fmt = (n) => Math.round(n).toLocaleString('en-US');
const log = (line) => console.log(line);
const ms = (value) => value.toFixed(1);
const seconds = (started) => `${((performance.now() - started) / 1000).toFixed(1)} s`;
const sleep = (msec) => new Promise((resolve) => setTimeout(resolve, msec));

// ---------------------------------------------------------------------------------------------
// The servers: the cluster, connections to it, and what pg_stat_database says.

let cluster = null;
let api = null;
// However the run ends (an error, Ctrl-C), no server is left behind: api-server.mjs stops the
// API, and the cluster's close() stops both servers and removes their folder synchronously.
process.on('exit', () => cluster?.close());
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
  ['SIGHUP', 129],
])
  process.once(signal, () => process.exit(code));

/** `url` with its database replaced by `database`. */
const onDatabase = (url, database) => Object.assign(new URL(url), { pathname: `/${database}` });

const STATS = ['xact_commit', 'tup_returned', 'tup_fetched', 'blks_hit', 'blks_read'];

async function databaseStats(admin, database) {
  const { rows } = await admin.query(
    `select ${STATS.map((k) => `${k}::float8 as ${k}`).join(', ')}
     from pg_stat_database where datname = $1`,
    [database],
  );
  if (rows.length === 0) throw new Error(`no pg_stat_database row for ${database}`);
  return rows[0];
}

/** Waits until no backend is connected to `database` (their counters are handed in on exit). */
async function waitNoBackends(admin, database) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const { rows } = await admin.query(
      `select count(*)::int as n from pg_stat_activity where datname = $1`,
      [database],
    );
    if (rows[0].n === 0) return;
    if (Date.now() > deadline)
      throw new Error(`${rows[0].n} connections to ${database} still open after 15 s`);
    await sleep(100);
  }
}

const difference = (after, before) =>
  Object.fromEntries(STATS.map((key) => [key, after[key] - before[key]]));

/** Waits until the replica has replayed the primary's WAL up to `lsn`; resolves with the time. */
async function waitForReplay(replicaAdmin, lsn) {
  const started = performance.now();
  const deadline = Date.now() + 15 * 60_000;
  for (;;) {
    const { rows } = await replicaAdmin.query(
      `select pg_wal_lsn_diff(pg_last_wal_replay_lsn(), $1::pg_lsn)::float8 as ahead`,
      [lsn],
    );
    if (rows[0].ahead !== null && rows[0].ahead >= 0) return performance.now() - started;
    if (Date.now() > deadline)
      throw new FunctionalError(`the replica had not replayed ${lsn} after 15 minutes`);
    await sleep(200);
  }
}

async function serverSettings(admin) {
  const { rows } = await admin.query(`select current_setting('server_version') as version,
      current_setting('shared_buffers') as shared_buffers, current_setting('work_mem') as work_mem,
      current_setting('jit') as jit, pg_is_in_recovery() as recovering`);
  return rows[0];
}

// ---------------------------------------------------------------------------------------------
// The requests: landing names and their owners, terms, and the scenarios.

const random = seededRandom(SEED);
const anyOf = (items) => items[Math.floor(random() * items.length)];
const syllable = () => randomSyllable(random);

/** Listed names (public, unsold, owner active) with their owners, in a random order. */
async function landingNames(db) {
  await db.query('select setseed($1)', [(SEED % 1000) / 1000]);
  const { rows } = await db.query(
    `select d.name, u.username from domains as d join users as u on u.id = d.owner_id
     where d.public and not d.sold and u.disabled_at is null
     order by random() limit $1`,
    [LANDING_POOL],
  );
  if (rows.length === 0) throw new FunctionalError('no listed domain to open a landing page of');
  return rows;
}

/**
 * Terms of 3-6 letters by how many listed domains hold them (counted up to the cap + 1): rare
 * ones (1-RARE_MAX) and common ones (past the search's term cap; at a small size, where none
 * is, the five most frequent).
 */
async function termPools(db) {
  const candidates = new Set(WORDS.filter((w) => w.length >= 3 && w.length <= 6));
  while (candidates.size < 500) {
    const term = random() < 0.5 ? syllable() : syllable() + syllable();
    if (term.length >= 3 && term.length <= 6) candidates.add(term);
  }
  const terms = [...candidates];
  // The most listed first (the fallback common terms are the top five), ties by term.
  const rows = (await listedCounts(db, terms, SEARCH_TERM_COUNT_CAP + 1)).sort(
    (a, b) => b.listed - a.listed || (a.term < b.term ? -1 : a.term > b.term ? 1 : 0),
  );
  const rare = rows.filter((r) => r.listed >= 1 && r.listed <= RARE_MAX);
  let common = rows.filter((r) => r.listed > SEARCH_TERM_COUNT_CAP);
  const capped = common.length > 0;
  if (!capped) common = rows.slice(0, 5).filter((r) => r.listed > RARE_MAX);
  if (rare.length === 0 || common.length === 0)
    throw new FunctionalError(
      `no ${rare.length === 0 ? 'rare' : 'common'} term among ${terms.length}`,
    );
  return {
    rare: rare.map((r) => r.term),
    common: common.map((r) => r.term),
    commonLabel: capped
      ? `common term (${fmt(SEARCH_TERM_COUNT_CAP)}+ listed)`
      : `common term (${fmt(common.at(-1).listed)}-${fmt(common[0].listed)} listed)`,
  };
}

const SCENARIOS = ['landing', 'no-term', 'common', 'rare'];

/** The label of each scenario, once the terms are known. */
const scenarioLabels = (pools) => ({
  landing: 'landing data: GET /api/public/domains/{name}',
  'no-term': 'search: no term (empty query), LATEST',
  common: `search: ${pools.commonLabel}`,
  rare: `search: rare term (1-${RARE_MAX} listed)`,
});

/**
 * The requests both modes ask: `sequential[scenario][round]` and a mixed list for the
 * concurrent load, taken in turn (and again from the start if the load outlasts it).
 */
function requestPlan(names, pools) {
  let nextName = 0;
  const make = (scenario) => {
    switch (scenario) {
      case 'landing': {
        const { name, username } = names[nextName++ % names.length];
        return { scenario, name, username };
      }
      case 'no-term':
        return { scenario, term: '' };
      case 'common':
        return { scenario, term: anyOf(pools.common) };
      default:
        return { scenario, term: anyOf(pools.rare) };
    }
  };
  const rounds = WARM_UP_ROUNDS + ROUNDS;
  const sequential = Object.fromEntries(
    SCENARIOS.map((s) => [s, Array.from({ length: rounds }, () => make(s))]),
  );
  const orders = Array.from({ length: rounds }, () => shuffled(SCENARIOS.length));
  const mixed = Array.from({ length: 40_000 }, (_, i) => make(SCENARIOS[i % SCENARIOS.length]));
  return { sequential, orders, mixed };
}

const shuffled = (n) => shuffledOrder(n, random);

// ---------------------------------------------------------------------------------------------
// Asking the API and checking its answers.

const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });

/** One HTTP request (node:http, which lets the Host header choose the site); the body as text. */
function send(baseUrl, { method = 'GET', path, host, body }) {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    const req = httpRequest(
      `${baseUrl}${path}`,
      {
        agent,
        method,
        headers: {
          ...(host ? { host } : {}),
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': payload.length }
            : {}),
        },
        timeout: 60_000,
      },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode, text: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('no answer within 60 s')));
    req.on('error', reject);
    req.end(payload);
  });
}

/** Requests asked so far (warm-up included), to set against the transactions they made. */
let asked = 0;

/** Asks `request` of the API at `baseUrl`, checks the answer, resolves with the time (ms). */
async function ask(baseUrl, request) {
  asked += 1;
  const fail = (why) => {
    throw new FunctionalError(`${why}\n  request: ${JSON.stringify(request)}`);
  };
  const landing = request.scenario === 'landing';
  const started = performance.now();
  const res = landing
    ? await send(baseUrl, {
        path: `/api/public/domains/${encodeURIComponent(request.name)}`,
        host: `${request.username}.localhost`,
      })
    : await send(baseUrl, {
        method: 'POST',
        path: `/api/search?page=1&limit=${PAGE_SIZE}&sort=${SortKey.LATEST}`,
        body: { query: request.term },
      });
  const elapsed = performance.now() - started;
  if (res.status !== 200) fail(`HTTP ${res.status}: ${res.text.slice(0, 300)}`);
  let payload;
  try {
    ({ payload } = JSON.parse(res.text));
  } catch {
    fail(`not JSON: ${res.text.slice(0, 300)}`);
  }
  if (landing) {
    if (payload?.domain?.name !== request.name || payload.owner?.username !== request.username)
      fail(`the landing data names ${payload?.domain?.name} of ${payload?.owner?.username}`);
  } else {
    const docs = payload?.docs;
    if (!Array.isArray(docs) || docs.length === 0) fail('no results');
    if (docs.length > PAGE_SIZE) fail(`${docs.length} results on a page of ${PAGE_SIZE}`);
    for (const doc of docs)
      if (typeof doc.name !== 'string' || !doc.name.includes(request.term))
        fail(`${doc.name} does not hold "${request.term}"`);
  }
  return elapsed;
}

/** GET /api/health's body (its payload). */
async function health(baseUrl) {
  const res = await send(baseUrl, { path: '/api/health' });
  if (res.status !== 200) throw new FunctionalError(`GET /api/health: HTTP ${res.status}`);
  const body = JSON.parse(res.text);
  return body.payload ?? body;
}

/** Waits until /api/health lists the replica `up`; resolves with its entry. */
async function waitReplicaUp(baseUrl) {
  const deadline = Date.now() + 30_000;
  let last;
  for (;;) {
    last = (await health(baseUrl)).replicas?.[0];
    if (last?.state === 'up') return last;
    if (Date.now() > deadline)
      throw new FunctionalError(
        `/api/health did not list the replica up within 30 s: ${JSON.stringify(last ?? null)}`,
      );
    await sleep(250);
  }
}

/** The sequential rounds: every scenario once a round, in that round's shuffled order. */
async function sequentialRounds(baseUrl, plan) {
  const samples = Object.fromEntries(SCENARIOS.map((s) => [s, []]));
  for (let r = 0; r < WARM_UP_ROUNDS + ROUNDS; r += 1)
    for (const i of plan.orders[r]) {
      const scenario = SCENARIOS[i];
      const elapsed = await ask(baseUrl, plan.sequential[scenario][r]);
      if (r >= WARM_UP_ROUNDS) samples[scenario].push(elapsed);
    }
  return samples;
}

/**
 * CONCURRENCY workers taking the mixed requests in turn: WARM_UP_SECONDS not counted, then
 * SECONDS counted. Resolves with requests/s and the latencies of the counted ones.
 */
async function concurrentLoad(baseUrl, plan) {
  let next = 0;
  const samples = [];
  const start = performance.now();
  const countFrom = start + WARM_UP_SECONDS * 1000;
  const stopAt = countFrom + SECONDS * 1000;
  let counted = 0;
  const worker = async () => {
    while (performance.now() < stopAt) {
      const request = plan.mixed[next++ % plan.mixed.length];
      const sent = performance.now();
      const elapsed = await ask(baseUrl, request);
      if (sent >= countFrom && sent < stopAt) {
        samples.push(elapsed);
        counted += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { rps: counted / SECONDS, requests: counted, ...summarize(samples) };
}

// ---------------------------------------------------------------------------------------------
// One mode: its API started, measured, stopped, and the counters around it.

/** Both servers' counters once no API connection is left on either (none still counting). */
async function settledStats(admins, dbName) {
  await Promise.all([
    waitNoBackends(admins.primary, dbName),
    waitNoBackends(admins.replica, dbName),
  ]);
  return {
    primary: await databaseStats(admins.primary, dbName),
    replica: await databaseStats(admins.replica, dbName),
  };
}

async function measureMode(mode, { dbUrl, replicaDbUrl, dbName, admins, plan }) {
  const before = await settledStats(admins, dbName);
  if (mode === 'replica') process.env.DATABASE_READ_URLS = replicaDbUrl;
  try {
    api = await startApi({ databaseUrl: dbUrl });
  } finally {
    delete process.env.DATABASE_READ_URLS;
  }
  const askedBefore = asked;
  let replicaBefore = null;
  let replicaAfter = null;
  const loadBefore = loadAverage();
  const started = performance.now();
  let sequential;
  let concurrent;
  try {
    if (mode === 'replica') replicaBefore = await waitReplicaUp(api.baseUrl);
    else if ((await health(api.baseUrl)).replicas?.length)
      throw new FunctionalError('the API on the primary alone lists a replica');
    sequential = await sequentialRounds(api.baseUrl, plan);
    concurrent = await concurrentLoad(api.baseUrl, plan);
    if (mode === 'replica') replicaAfter = (await health(api.baseUrl)).replicas?.[0] ?? null;
  } catch (error) {
    if (api.exited()) error.message += `\nThe API exited:\n${api.output()}`;
    throw error;
  } finally {
    await api.stop();
    api = null;
  }
  const measuredSeconds = (performance.now() - started) / 1000;
  const loadAfter = loadAverage();
  const after = await settledStats(admins, dbName);
  return {
    mode,
    sequential,
    concurrent,
    replicaBefore,
    replicaAfter,
    loadBefore,
    loadAfter,
    measuredSeconds,
    requests: asked - askedBefore,
    counts: {
      primary: difference(after.primary, before.primary),
      replica: difference(after.replica, before.replica),
    },
  };
}

// ---------------------------------------------------------------------------------------------
// The figures: three tables (head, rows, align), printed and written.

const MODE_LABEL = { primary: '(a) primary alone', replica: '(b) reads on the replica' };
const ratio = (replica, primary) => `${(replica / primary).toFixed(2)}×`;
const share = (replica, primary) => `${((100 * replica) / (replica + primary)).toFixed(1)}%`;

function figureTables(modes, labels) {
  const latencyRow = (label, requests, a, r) => [
    label,
    requests,
    ms(a.p50),
    ms(a.p95),
    ms(a.p99),
    ms(r.p50),
    ms(r.p95),
    ms(r.p99),
    ratio(r.p50, a.p50),
    ratio(r.p95, a.p95),
  ];
  const latencyHead = [
    'scenario',
    'requests',
    'primary p50 ms',
    'p95',
    'p99',
    'replica p50 ms',
    'p95',
    'p99',
    'p50 ratio',
    'p95 ratio',
  ];
  const latency = [
    ...SCENARIOS.map((s) => {
      const a = summarize(modes.primary.sequential[s]);
      return latencyRow(labels[s], String(a.n), a, summarize(modes.replica.sequential[s]));
    }),
    latencyRow(
      `all four mixed, ${CONCURRENCY} at a time, ${SECONDS} s`,
      `${fmt(modes.primary.concurrent.requests)} / ${fmt(modes.replica.concurrent.requests)}`,
      modes.primary.concurrent,
      modes.replica.concurrent,
    ),
  ];

  const throughputHead = [
    `${CONCURRENCY} at a time, ${SECONDS} s`,
    'requests/s',
    'requests',
    'p50 ms',
    'p95 ms',
    'p99 ms',
  ];
  const throughput = ['primary', 'replica'].map((mode) => {
    const c = modes[mode].concurrent;
    return [MODE_LABEL[mode], fmt(c.rps), fmt(c.requests), ms(c.p50), ms(c.p95), ms(c.p99)];
  });
  throughput.push([
    'replica / primary',
    ratio(modes.replica.concurrent.rps, modes.primary.concurrent.rps),
    '',
    '',
    '',
    '',
  ]);

  const countsHead = [
    'mode',
    'requests',
    'primary: transactions',
    'rows returned',
    'blocks read or hit',
    'replica: transactions',
    'rows returned',
    'blocks read or hit',
    'replica share: transactions',
    'rows',
  ];
  const counts = ['primary', 'replica'].map((mode) => {
    const { primary: p, replica: r } = modes[mode].counts;
    return [
      MODE_LABEL[mode],
      fmt(modes[mode].requests),
      fmt(p.xact_commit),
      fmt(p.tup_returned + p.tup_fetched),
      fmt(p.blks_hit + p.blks_read),
      fmt(r.xact_commit),
      fmt(r.tup_returned + r.tup_fetched),
      fmt(r.blks_hit + r.blks_read),
      share(r.xact_commit, p.xact_commit),
      share(r.tup_returned + r.tup_fetched, p.tup_returned + p.tup_fetched),
    ];
  });
  const right = (head) => ['l', ...head.slice(1).map(() => 'r')];
  return [
    [latencyHead, latency, right(latencyHead)],
    [throughputHead, throughput, right(throughputHead)],
    [countsHead, counts, right(countsHead)],
  ];
}

function sectionBody(info) {
  const { modes, servers } = info;
  const [atStart, beforeMeasuring, atEnd] = info.loads;
  const server = (s) =>
    `PostgreSQL ${s.version} (shared_buffers ${s.shared_buffers}, work_mem ${s.work_mem}, jit ${s.jit})`;
  const replicaState = (entry) =>
    entry ? `${entry.state}, lag ${entry.lagMs ?? '?'} ms` : 'not listed';
  const modeLine = (mode) => {
    const m = modes[mode];
    return `${MODE_LABEL[mode]}: load average ${m.loadBefore.toFixed(2)} before, ${m.loadAfter.toFixed(2)} after, ${m.measuredSeconds.toFixed(0)} s`;
  };
  const b = modes.replica;
  return `Written by \`bench/${NAME}.mjs\`; reproduce with \`${COMMAND}\` (or
\`node bench/${NAME}.mjs\` once the API is built; BENCH_REPLICA_DOMAINS sets the size).

- Date: ${info.date}
- Commit: ${info.commit}
- Machine: ${machineDescription()}; load average ${atStart.toFixed(2)} at the start, ${beforeMeasuring.toFixed(2)} before measuring, ${atEnd.toFixed(2)} at the end; the whole run took ${fmt(info.totalSeconds)} s${info.busyWarning ? `\n- **Warning: ${info.busyWarning}**` : ''}
- Servers: a primary and a streaming replica on the same machine (\`startReplicaCluster\`: fsync and full_page_writes off), ${server(servers.primary)}; the replica ${server(servers.replica)}
- Data: ${info.dataLine}
- Modes, one after the other, the same requests in each: ${modeLine('primary')}; ${modeLine('replica')}, the replica ${replicaState(b.replicaBefore)} when measuring began and ${replicaState(b.replicaAfter)} at its end

${info.tables.map((table) => markdownTable(...table)).join('\n\n')}

The built API over loopback HTTP, one process per mode with the default pool of 10 connections (and 10 more to the replica in mode (b)), its background workers off (${WORKERS_OFF.join(', ')} and email). Sequential rows: ${ROUNDS} requests per scenario and mode, one at a time after ${WARM_UP_ROUNDS} rounds of warm-up, the scenarios taking turns in a shuffled order each round; milliseconds are the client's wall time. The landing data asks a different listed name each time (out of ${fmt(info.landingNames)} drawn at random), with its owner's site as the Host, so the API's 5 s page cache does not answer it; search asks for the first page of ${PAGE_SIZE}, newest first. Concurrent rows: the four scenarios in turn, ${CONCURRENCY} requests in flight for ${SECONDS} s after ${WARM_UP_SECONDS} s not counted. Ratios are replica / primary (below 1: the replica was faster). Every answer was checked: status 200, the landing data of the name and owner asked for, results holding the term.

Where the reads went: pg_stat_database of the benchmark's database on each server, read before each mode's API started and after it stopped (its whole life: start, health checks, every request); rows returned counts tup_returned + tup_fetched, blocks counts blks_hit + blks_read. In mode (b) the primary's remainder reads almost no rows: start-up, the health checks' \`select 1\`, the primary's log position sampled twice a second for the replica's lag, and about three transactions per search: every successful POST, \`POST /api/search\` included, empties the API's kept pages and sends a NOTIFY on the primary (\`PageChanges\`), which the API's two listening connections (one per channel) each read in a transaction of their own. The replica's transactions include its own checks, two a second.
`;
}

// ---------------------------------------------------------------------------------------------

async function main() {
  const runStarted = performance.now();
  const date = timestamp();
  const commit = commitDescription();
  const loadAtStart = loadAverage();

  log(`${NAME}: starting a PostgreSQL primary and a streaming replica`);
  let step = performance.now();
  cluster = await startReplicaCluster();
  log(`  cluster up in ${seconds(step)}`);
  const admins = {
    primary: await connect(cluster.primaryUrl),
    replica: await connect(cluster.replicaUrl),
  };
  try {
    const database = await throwawayDatabase(cluster.primaryUrl);
    const dbUrl = database.url;
    const dbName = new URL(dbUrl).pathname.slice(1);
    const replicaDbUrl = onDatabase(cluster.replicaUrl, dbName).toString();

    // The API applies the migrations before it answers; it is stopped again before the load, so
    // that nothing it keeps in memory (the search's sample of the table) predates the data.
    step = performance.now();
    api = await startApi({ databaseUrl: dbUrl });
    await api.stop();
    api = null;
    log(`  migrated ${dbName} in ${seconds(step)}`);

    const {
      rows: [{ lsn: lsnBeforeLoad }],
    } = await admins.primary.query(`select pg_current_wal_insert_lsn()::text as lsn`);
    const db = await connect(dbUrl);
    let data;
    let size;
    let pools;
    let names;
    let loadSeconds;
    try {
      log(`${NAME}: loading ${fmt(DOMAINS)} domains of ${fmt(OWNERS)} owners`);
      loadSeconds = await loadMarketplace(db, { owners: OWNERS, domains: DOMAINS }, log);
      log(`  loaded in ${loadSeconds.toFixed(1)} s (VACUUM ANALYZE included)`);
      data = await describeMarketplace(db);
      ({
        rows: [size],
      } = await db.query(`select count(*)::float8 as domains,
          pg_total_relation_size('domains')::float8 as total,
          pg_relation_size('domains')::float8 as heap,
          pg_indexes_size('domains')::float8 as indexes,
          pg_database_size(current_database())::float8 as database
          from domains`));
      pools = await termPools(db);
      names = await landingNames(db);
    } finally {
      await db.end();
    }

    const {
      rows: [{ lsn, wal }],
    } = await admins.primary.query(
      `select pg_current_wal_insert_lsn()::text as lsn,
              pg_wal_lsn_diff(pg_current_wal_insert_lsn(), $1::pg_lsn)::float8 as wal`,
      [lsnBeforeLoad],
    );
    const replayMs = await waitForReplay(admins.replica, lsn);
    log(
      `  the replica replayed ${lsn} (${fmt(wal / 1024 ** 2)} MiB of WAL since the load began) ` +
        `${(replayMs / 1000).toFixed(1)} s after the load`,
    );
    const replicaDb = await connect(replicaDbUrl);
    try {
      const { rows } = await replicaDb.query(`select count(*)::float8 as n from domains`);
      if (rows[0].n !== size.domains)
        throw new FunctionalError(`the replica holds ${rows[0].n} domains, not ${size.domains}`);
    } finally {
      await replicaDb.end();
    }

    const servers = {
      primary: await serverSettings(admins.primary),
      replica: await serverSettings(admins.replica),
    };
    if (servers.primary.recovering || !servers.replica.recovering)
      throw new FunctionalError('the replica is not in recovery, or the primary is');

    const plan = requestPlan(names, pools);
    const loadBeforeMeasuring = loadavg()[0];
    const busyWarning =
      loadBeforeMeasuring > BUSY_LOAD
        ? `load average ${loadBeforeMeasuring.toFixed(2)} before (above ${BUSY_LOAD}: other ` +
          'work shared the CPU, the figures are inflated)'
        : null;
    if (busyWarning) log(`${NAME}: WARNING: ${busyWarning}`);

    const modes = {};
    for (const mode of ['primary', 'replica']) {
      log(
        `${NAME}: mode ${MODE_LABEL[mode]}: ` +
          `${SCENARIOS.length} scenarios x ${ROUNDS} requests after ${WARM_UP_ROUNDS} rounds of ` +
          `warm-up, then ${CONCURRENCY} at a time for ${SECONDS} s`,
      );
      modes[mode] = await measureMode(mode, { dbUrl, replicaDbUrl, dbName, admins, plan });
      const m = modes[mode];
      log(
        `  ${Math.round(m.concurrent.rps)} requests/s at ${CONCURRENCY} at a time; ` +
          `transactions: primary ${fmt(m.counts.primary.xact_commit)}, ` +
          `replica ${fmt(m.counts.replica.xact_commit)}`,
      );
    }

    // The replica must have carried the public reads of mode (b): each request reads at least
    // once, so its transactions must reach at least half the requests made.
    const b = modes.replica;
    if (b.counts.replica.xact_commit < b.requests / 2)
      throw new FunctionalError(
        `in mode (b) the replica committed ${fmt(b.counts.replica.xact_commit)} transactions for ` +
          `${fmt(b.requests)} requests: it did not carry the public reads ` +
          `(primary: ${fmt(b.counts.primary.xact_commit)})`,
      );
    if (b.replicaAfter?.state !== 'up')
      log(`${NAME}: note: the replica was ${b.replicaAfter?.state} after mode (b)`);

    const tables = figureTables(modes, scenarioLabels(pools));
    log('');
    for (const table of tables) {
      for (const line of textTable(...table)) log(line);
      log('');
    }
    const dataLine =
      `${fmt(data.domains)} domains (${fmt(data.listed)} listed: public, unsold, owner active) of ` +
      `${fmt(data.owners)} owners; table ${data.table_size} + indexes ${data.index_size}, ` +
      `database ${fmt(size.database / 1024 ** 2)} MiB; ` +
      `pg_total_relation_size('domains') / count(*) = ${fmt(size.total / size.domains)} bytes a ` +
      `domain (heap ${fmt(size.heap / size.domains)}, indexes ${fmt(size.indexes / size.domains)}); ` +
      `loaded in ${loadSeconds.toFixed(1)} s, ${fmt(wal / 1024 ** 2)} MiB of WAL, replayed ` +
      `${(replayMs / 1000).toFixed(1)} s after the load ended`;
    log(`data: ${dataLine}`);
    const body = sectionBody({
      date,
      commit,
      loads: [loadAtStart, loadBeforeMeasuring, loadAverage()],
      totalSeconds: (performance.now() - runStarted) / 1000,
      busyWarning,
      servers,
      dataLine,
      modes,
      tables,
      landingNames: names.length,
    });
    await writeResultsSection(SECTION, body);
    log(`${NAME}: wrote the "${SECTION}" section of ${RESULTS_FILE}`);
  } finally {
    await admins.primary.end().catch(() => undefined);
    await admins.replica.end().catch(() => undefined);
  }
  return 0;
}

main()
  .then(
    (code) => code,
    (error) => {
      const functional = error instanceof FunctionalError;
      console.error(
        `${NAME}: ${functional ? 'functional error' : 'failed'}: ${error.stack ?? error}`,
      );
      if (api && !functional) console.error(`last API output:\n${api.output() || '(none)'}`);
      return 1;
    },
  )
  .then(async (code) => {
    await api?.stop();
    await cluster?.close();
    cluster = null;
    process.exit(code);
  });
