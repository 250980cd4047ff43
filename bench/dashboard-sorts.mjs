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
// BENCH_SEED (1).
import { createHash, randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import {
  CODAS,
  CODA_SHARE,
  ONSETS,
  VOWELS,
  WORDS,
  loadMarketplace,
} from './lib/marketplace-data.mjs';
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
const HISTORY_DAYS = 730;

class FunctionalError extends Error {}

/** A small seeded generator (mulberry32), so every run asks the same questions. */
function generator(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = generator(SEED);
const pick = (array, skew = 1) => array[Math.floor(array.length * random() ** skew)];

/** Word-like names as the marketplace data set builds them: syllables and words. */
function ownerNames(count) {
  const syllable = () =>
    `${pick(ONSETS, 1.5)}${pick(VOWELS, 1.5)}${random() < CODA_SHARE ? pick(CODAS, 1.5) : ''}`;
  const part = () => (random() < 0.25 ? pick(WORDS, 2) : syllable());
  const tlds = ['com', 'com', 'com', 'net', 'io', 'ai', 'co'];
  const names = new Set();
  while (names.size < count) {
    const parts = 1 + Math.floor(random() * 3);
    const label = Array.from({ length: parts }, part).join('').slice(0, 20);
    if (label.length >= 3) names.add(`${label}.${pick(tlds)}`);
  }
  return [...names];
}

// ---------------------------------------------------------------------------------------------
// The data: other owners' domains (the marketplace data set), then the owner's.

const server = process.env.DATABASE_URL ? await throwawayDatabase(process.env.DATABASE_URL) : null;
const handle = await openDatabase(
  server ? { databaseUrl: server.url } : { pgliteDataDir: 'memory://' },
);
const database = server ? 'PostgreSQL' : 'PGlite';
const log = (line) => console.log(line);

/** loadMarketplace speaks node-postgres; PGlite answers the same queries with another shape. */
function rawClient() {
  const client = handle.db.$client;
  if (server) return client;
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
  await handle.migrate();
  log(`${NAME}: ${database}; ${NEIGHBOUR_DOMAINS.toLocaleString('en-US')} domains of other owners`);
  if (NEIGHBOUR_DOMAINS > 0) {
    const client = server ? await handle.db.$client.connect() : rawClient();
    try {
      await loadMarketplace(client, { owners: NEIGHBOURS, domains: NEIGHBOUR_DOMAINS }, log);
    } finally {
      client.release?.();
    }
  }

  log(`${NAME}: the owner's ${DOMAINS.toLocaleString('en-US')} domains, views, leads and sales`);
  token = randomBytes(32).toString('base64url');
  [{ id: ownerId }] = (
    await handle.db.execute(sql`insert into users (email, username, display_name, plan_type,
        email_confirmed_at, time_zone)
      values ('dashboard@bench.example', 'dashboard-owner', 'Dashboard Owner', 'PRO', now(),
        'America/New_York') returning id`)
  ).rows;
  await handle.db.execute(sql`insert into sessions (token_hash, user_id, expires_at)
    values (${createHash('sha256').update(token).digest('hex')}, ${ownerId},
      now() + interval '1 day')`);
  names = ownerNames(DOMAINS);
  await handle.db.execute(sql`select setseed(${(SEED % 1000) / 1000})`);
  // Prices on 60%, Buy-It-Now on a third of those, hidden on a tenth; 5% sold in the last two
  // years; added over three years; expiring from a month ago to two years ahead.
  await handle.db.execute(sql`
    insert into domains (owner_id, name, tld, selling_price, price_hidden, buy_it_now, public,
                         sold, sale_date, sale_price, sale_fees, domain_cost, renewal_cost,
                         expiration, purchase_date, registrar, views, created_at, updated_at)
    select ${ownerId}, n.name, substr(n.name, strpos(n.name, '.') + 1),
           r.price, r.price is not null and r.r_hidden < 0.1,
           r.price is not null and r.r_bin < 0.35, r.r_public < 0.85,
           r.r_sold < 0.05, case when r.r_sold < 0.05 then current_date - floor(r.r_sold * 14600)::int end,
           case when r.r_sold < 0.05 then coalesce(r.price, 900) end,
           case when r.r_sold < 0.05 then 50 end,
           round((8 + r.r_cost * 12)::numeric, 2), round((9 + r.r_cost * 14)::numeric, 2),
           current_date + (floor(r.r_exp * 760)::int - 30), r.created::date,
           (array['godaddy', 'namecheap', 'porkbun', 'dynadot'])[1 + floor(r.r_cost * 4)::int],
           floor(5001 * power(r.r_views, 3))::int, r.created, r.created
    from jsonb_array_elements_text(${JSON.stringify(names)}::jsonb) as n(name)
    cross join lateral (
      select case when random() < 0.6 then round((100 + random() * 20000)::numeric, -1) end as price,
             random() as r_hidden, random() as r_bin, random() as r_public, random() as r_sold,
             random() as r_cost, random() as r_exp, random() as r_views,
             now() - random() * interval '3 years' as created
      where n.name is not null
    ) as r`);
  // Views on about 3% of the domains each day, leads on a few each day, for two years.
  await handle.db.execute(sql`
    insert into domain_views_daily (domain_id, owner_id, day, count)
    select d.id, d.owner_id, current_date - g.day, 1 + floor(20 * power(random(), 3))::int
    from domains as d cross join generate_series(0, ${HISTORY_DAYS}) as g(day)
    where d.owner_id = ${ownerId} and random() < 0.03`);
  await handle.db.execute(sql`
    insert into leads (domain_id, owner_id, domain_name, name, email, kind, bot_check, created_at)
    select d.id, d.owner_id, d.name, 'Buyer', 'buyer@bench.example', 'INQUIRY',
           case when random() < 0.05 then 'FAILED' else 'PASSED' end,
           now() - random() * interval '${sql.raw(String(HISTORY_DAYS))} days'
    from domains as d cross join generate_series(1, 3)
    where d.owner_id = ${ownerId} and random() < 0.15`);
  await handle.db.execute(sql`analyze`);
} catch (error) {
  await handle.close();
  await server?.drop();
  throw error;
}

const {
  rows: [facts],
} = await handle.db.execute(sql`
  select (select count(*)::int from domains) as domains,
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

const pages = Math.ceil(DOMAINS / PAGE_SIZE);
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
    const expected = query ? undefined : Math.min(PAGE_SIZE, DOMAINS - (page - 1) * PAGE_SIZE);
    if (!query && (payload.totalDocs !== DOMAINS || payload.docs.length !== expected))
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
        payload.totalDomains === DOMAINS ? null : `${payload.totalDomains} domains in the tiles`,
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
  const noIndexes = await withoutIndexes(api);
  try {
    [measured, baseline] = await measure([api, noIndexes], ROUNDS);
  } finally {
    await noIndexes.close();
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
    ms(summarize(baseline[index].wall).p95),
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
  `- Data: the owner's ${count(DOMAINS)} domains (${count(facts.sold)} sold), ${count(facts.view_days)} daily view counts and ${count(facts.leads)} leads over two years, among ${count(facts.domains)} domains of ${count(NEIGHBOURS + 1)} owners`,
  '',
  markdownTable(HEAD, rows, ALIGN),
  '',
  `Times are the client's wall time over loopback HTTP, ${count(ROUNDS)} requests per scenario after ${WARM_UP} to warm up, one at a time, the scenarios taking turns in a shuffled order each round and each asked of the API and then of the baseline; "server" is the same requests timed in the server, from their headers to the last byte of the answer. Sorts ask for a random page of ${PAGE_SIZE} of the ${count(DOMAINS)} (the dashboard's sort tabs, and the sorts only the API offers); the search asks for the first page of names holding a piece of 1 to 5 characters of one of the owner's names; the stat tiles are each period tab's figures. Without indexes: the same requests ${server ? 'to a second API instance whose database connections' : 'with the database connection set so that it'} may not use indexes (${NO_INDEXES.join(', ')} off), so every query reads the whole table.`,
].join('\n');

await writeResultsSection(`Dashboard, ${count(DOMAINS)} domains (${database})`, section);
log(`${NAME}: wrote its section of bench/RESULTS.md`);
for (const app of apps) await app.close();
await server?.drop();
