// Lander analytics at scale: an owner with 5,000 names (BENCH_DOMAINS) and a year of rollups
// asks for the reports through the whole API over loopback HTTP:
// - GET /api/analytics?days=365 (the portfolio: owner rollups, top names from the domains'
//   daily rows, leads by day, sales and renewals by month);
// - GET /api/domains/{name}/analytics?days=365 (one name, drawn at random each time: a popular
//   one half the time, any of the 5,000 otherwise).
// Data, loaded with plain SQL into a freshly migrated database (like the counter would have
// written it): every name has a popularity drawn heavy-tailed (r^4), so a few draw most; each
// day a name is viewed with a chance growing with its popularity (about 11% of the 1,825,000
// name-days hold a row), with views, visitors (60-80%) and bots; each row has its referrers,
// countries and devices (up to three values each, up to 8 breakdown rows per name-day); the
// owner rollups are the sums; 3,000 leads over the year; 5% of the names sold in the year.
// Besides the owner, BENCH_NEIGHBOURS other owners (2) with 5,000 names each and the same
// rollups, so the tables are not the owner's alone.
// Requests go one at a time, the two reports taking turns, after a warm-up. Target: p95 of the
// client's wall time at most 100 ms each (printed beside the figures, never failing the run).
// Checked (a failure exits non-zero): every answer is a 200 with a full year of days whose
// views add up to the owner's (or the name's) rows.
//
// Prints a table and writes its own section of bench/RESULTS.md, per database. Run `npm run
// build` first (`npm run bench -- analytics` does). Uses a throwaway database on the PostgreSQL
// server of DATABASE_URL when it is set, else PGlite in memory.
// Settings: BENCH_ROUNDS (requests per report, 200), BENCH_DOMAINS (5000), BENCH_NEIGHBOURS
// (2), BENCH_SEED (1).
import { createHash, randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { seededRandom } from './lib/random.mjs';
import { writeResultsSection } from './lib/results-file.mjs';
import { wholeNumberSetting } from './lib/settings.mjs';
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

const NAME = 'analytics';
const commit = commitDescription();
const TARGET_P95_MS = 100;
const WARM_UP = 10;
const setting = (key, fallback, min) => wholeNumberSetting(NAME, key, fallback, min);
const ROUNDS = setting('BENCH_ROUNDS', 200);
const DOMAINS = setting('BENCH_DOMAINS', 5000);
const NEIGHBOURS = setting('BENCH_NEIGHBOURS', 2, 0);
const SEED = setting('BENCH_SEED', 1, 0);

class FunctionalError extends Error {}
const log = (line) => console.log(line);
const count = (n) => n.toLocaleString('en-US');
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const ms = (value) => value.toFixed(1);

const config = loadConfig({
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  APP_SECRET: randomBytes(32).toString('hex'),
  SERVE_SITES: 'false',
  EMAIL_WORKER: 'off',
  ALERTS_WORKER: 'off',
  RDAP_WORKER: 'off',
  REGISTRAR_SYNC_WORKER: 'off',
});
const server = process.env.DATABASE_URL ? await throwawayDatabase(process.env.DATABASE_URL) : null;
const handle = await openDatabase(
  server
    ? { databaseUrl: server.url, poolSize: config.DATABASE_POOL_SIZE }
    : { pgliteDataDir: 'memory://' },
);
const database = server ? 'PostgreSQL' : 'PGlite';

async function rawClient() {
  if (server) return handle.db.$client.connect();
  const client = handle.db.$client;
  return {
    query: async (text, params) => ({ rows: (await client.query(text, params)).rows }),
    release: () => undefined,
  };
}

const INSERT_OWNER = `
  insert into users (email, email_confirmed_at, username, display_name, plan_type, time_zone)
  values ($1, now(), $2, $2, 'PRO', 'UTC') returning id`;

// Names, each with its popularity; 5% sold in the last year, expirations over the next two.
const INSERT_DOMAINS = `
  insert into domains (owner_id, name, tld, sold, sale_date, sale_price, sale_fees, domain_cost,
                       renewal_cost, expiration, purchase_date, views)
  select $1, format('%s-%s.com', $2::text, n), 'com', r.sold, case when r.sold then current_date - floor(r.r * 360)::int end,
         case when r.sold then round((500 + r.r * 5000)::numeric, 0) end, case when r.sold then 50 end,
         10, round((9 + r.r * 10)::numeric, 2), current_date + floor(r.r * 730)::int,
         current_date - 800, 0
  from generate_series(1, $3::int) as n
  cross join lateral (select random() as r, random() < 0.05 as sold where n is not null) as r`;

// A popularity per name (heavy-tailed), then the name-days with a row.
const INSERT_DAYS = `
  with names as materialized (
    select id, owner_id, power(random(), 4) as pop from domains where owner_id = $1
  )
  insert into domain_views_daily (domain_id, owner_id, day, count, visitors, bots)
  select n.id, n.owner_id, current_date - g.day, v.views,
         greatest(1, round(v.views * (0.6 + 0.2 * random())))::int, floor(random() * 3)::int
  from names n cross join generate_series(0, 364) as g(day)
  cross join lateral (select 1 + floor(random() * (1 + 60 * n.pop))::int as views
                      where random() < 0.01 + 0.5 * n.pop) as v`;

const REFERRERS = [
  '',
  'google.com',
  'bing.com',
  'duckduckgo.com',
  'news.ycombinator.com',
  'x.com',
  'reddit.com',
  'namebio.com',
];
const COUNTRIES = ['US', 'GB', 'DE', 'IN', 'CA', 'AU', 'FR', 'NL', ''];
const DEVICES = ['desktop', 'mobile', 'tablet'];

// Each name-day's views split over three referrers, three countries and two devices.
const INSERT_TRAFFIC = `
  insert into domain_traffic_daily (domain_id, day, dimension, value, views)
  select v.domain_id, v.day, s.dimension, s.value, sum(s.views)::int
  from domain_views_daily v
  cross join lateral (
    select 'referrer' as dimension, ($2::text[])[1 + floor(random() * cardinality($2::text[]))::int] as value, ceil(v.count * 0.5)::int as views
    union all select 'referrer', ($2::text[])[1 + floor(random() * cardinality($2::text[]))::int], floor(v.count * 0.3)::int
    union all select 'referrer', ($2::text[])[1 + floor(random() * cardinality($2::text[]))::int], v.count - ceil(v.count * 0.5)::int - floor(v.count * 0.3)::int
    union all select 'country', ($3::text[])[1 + floor(random() * cardinality($3::text[]))::int], ceil(v.count * 0.6)::int
    union all select 'country', ($3::text[])[1 + floor(random() * cardinality($3::text[]))::int], floor(v.count * 0.25)::int
    union all select 'country', ($3::text[])[1 + floor(random() * cardinality($3::text[]))::int], v.count - ceil(v.count * 0.6)::int - floor(v.count * 0.25)::int
    union all select 'device', 'desktop', ceil(v.count * 0.55)::int
    union all select 'device', ($4::text[])[2 + floor(random() * 2)::int], v.count - ceil(v.count * 0.55)::int
  ) as s
  where v.owner_id = $1 and s.views > 0
  group by v.domain_id, v.day, s.dimension, s.value`;

const INSERT_OWNER_ROLLUPS = [
  `insert into owner_views_daily (owner_id, day, views, visitors, bots)
   select owner_id, day, sum(count)::int, sum(visitors)::int, sum(bots)::int
   from domain_views_daily where owner_id = $1 group by owner_id, day`,
  `insert into owner_traffic_daily (owner_id, day, dimension, value, views)
   select $1, t.day, t.dimension, t.value, sum(t.views)::int
   from domain_traffic_daily t join domains d on d.id = t.domain_id
   where d.owner_id = $1 group by t.day, t.dimension, t.value`,
  `update domains d set views = s.total
   from (select domain_id, sum(count)::int as total from domain_views_daily
         where owner_id = $1 group by domain_id) s
   where d.id = s.domain_id`,
];

const INSERT_LEADS = `
  insert into leads (domain_id, owner_id, domain_name, name, email, kind, bot_check, created_at)
  select d.id, d.owner_id, d.name, 'Buyer', 'buyer@bench.example',
         (array['INQUIRY', 'OFFER', 'BUY_NOW'])[1 + floor(random() * 3)::int], 'PASSED',
         now() - random() * interval '364 days'
  from (select id, owner_id, name from domains where owner_id = $1 order by random() limit $2) d`;

async function loadOwner(client, username, names) {
  const {
    rows: [{ id }],
  } = await client.query(INSERT_OWNER, [`${username}@bench.example`, username]);
  await client.query(INSERT_DOMAINS, [id, username, names]);
  await client.query(INSERT_DAYS, [id]);
  await client.query(INSERT_TRAFFIC, [id, REFERRERS, COUNTRIES, DEVICES]);
  for (const statement of INSERT_OWNER_ROLLUPS) await client.query(statement, [id]);
  await client.query(INSERT_LEADS, [id, Math.round(names * 0.6)]);
  return id;
}

let facts;
let ownerId;
let names;
let loadMs;
const token = randomBytes(32).toString('base64url');
try {
  const started = performance.now();
  await handle.migrate();
  log(
    `${NAME}: ${database}; loading ${count(DOMAINS)} names with a year of rollups, and ${NEIGHBOURS} other owners alike`,
  );
  const client = await rawClient();
  try {
    await client.query('select setseed($1)', [(SEED % 1000) / 1000]);
    for (let i = 0; i < NEIGHBOURS; i += 1) await loadOwner(client, `neighbour-${i}`, DOMAINS);
    ownerId = await loadOwner(client, 'analytics-owner', DOMAINS);
    await client.query(
      `insert into sessions (token_hash, user_id, expires_at) values ($1, $2, now() + interval '1 day')`,
      [createHash('sha256').update(token).digest('hex'), ownerId],
    );
    // Past days' rollups are settled rows, which autovacuum marks all-visible once they are
    // written (it runs after inserts too); the reports' index-only scans rely on that, so the
    // bench reads them as a running server would, not straight after a bulk load.
    await client.query('vacuum (analyze)');
    loadMs = performance.now() - started;
    const { rows } = await client.query(
      `select (select count(*)::int from domains where owner_id = $1) as names,
              (select count(*)::int from domain_views_daily where owner_id = $1) as name_days,
              (select count(*)::int from domain_views_daily) as all_name_days,
              (select count(*)::int from domain_traffic_daily t join domains d on d.id = t.domain_id
               where d.owner_id = $1) as breakdown_rows,
              (select count(*)::int from domain_traffic_daily) as all_breakdown_rows,
              (select count(*)::int from owner_traffic_daily where owner_id = $1) as owner_breakdown_rows,
              (select coalesce(sum(count), 0)::int from domain_views_daily where owner_id = $1) as views,
              (select version()) as version`,
      [ownerId],
    );
    facts = rows[0];
    const popular = await client.query(
      `select d.name, coalesce(sum(v.count), 0)::int as views
       from domains d left join domain_views_daily v on v.domain_id = d.id
       where d.owner_id = $1 group by d.name order by d.name`,
      [ownerId],
    );
    names = popular.rows;
  } finally {
    client.release();
  }
  if (facts.names !== DOMAINS) throw new FunctionalError(`loaded ${facts.names} names`);
} catch (error) {
  await handle.close();
  await server?.drop();
  if (error instanceof FunctionalError) {
    console.error(`${NAME}: ${error.message}`);
    process.exit(1);
  }
  throw error;
}
log(
  `${NAME}: loaded in ${seconds(loadMs)}: ${count(facts.name_days)} name-days and ${count(facts.breakdown_rows)} breakdown rows for the owner (${count(facts.all_name_days)} and ${count(facts.all_breakdown_rows)} in all)`,
);

const app = await createApp(config, handle);
await app.listen(0, '127.0.0.1');
const http = app.getHttpServer();
const clock = serverClock(http);
const base = `http://127.0.0.1:${http.address().port}`;
const random = seededRandom(SEED);
const byViews = [...names].sort((a, b) => b.views - a.views);
const viewsOf = new Map(names.map((n) => [n.name, n.views]));

const fullYear = (payload) =>
  payload.days === 365 && payload.series.length === 365 ? null : 'not a full year of days';
const addsUp = (payload, views) => {
  const seen = payload.series.reduce((sum, day) => sum + day.views, 0);
  return seen === views && payload.totals.views === views
    ? null
    : `${seen} views in the series, ${payload.totals.views} in the totals, ${views} stored`;
};

const SCENARIOS = [
  {
    label: 'GET /api/analytics?days=365',
    next: () => ({
      path: '/api/analytics?days=365',
      check: (p) =>
        fullYear(p) ?? addsUp(p, facts.views) ?? (p.topDomains.length === 10 ? null : 'no top 10'),
    }),
  },
  {
    label: 'GET /api/domains/{name}/analytics?days=365',
    next: () => {
      // Half the time one of the 50 most viewed names, else any name.
      const pool = random() < 0.5 ? byViews.slice(0, 50) : names;
      const name = pool[Math.floor(random() * pool.length)].name;
      return {
        path: `/api/domains/${name}/analytics?days=365`,
        check: (p) => fullYear(p) ?? addsUp(p, viewsOf.get(name)),
      };
    },
  },
];

async function ask(scenario) {
  const { path, check } = scenario.next();
  const timed = await clock.measure(async () => {
    const res = await fetch(`${base}${path}`, {
      headers: { cookie: `domainfolio_session=${token}` },
    });
    return { status: res.status, body: await res.text() };
  });
  if (timed.value.status !== 200)
    throw new FunctionalError(
      `${scenario.label}: HTTP ${timed.value.status} ${timed.value.body.slice(0, 200)}`,
    );
  const problem = check(JSON.parse(timed.value.body).payload);
  if (problem) throw new FunctionalError(`${scenario.label}: ${problem}`);
  return { wall: timed.wall, server: timed.server };
}

const samples = SCENARIOS.map(() => ({ wall: [], server: [] }));
const loadBefore = loadAverage();
try {
  for (const scenario of SCENARIOS) for (let i = 0; i < WARM_UP; i += 1) await ask(scenario);
  for (let round = 0; round < ROUNDS; round += 1)
    for (const [index, scenario] of SCENARIOS.entries()) {
      const { wall, server: serverMs } = await ask(scenario);
      samples[index].wall.push(wall);
      samples[index].server.push(serverMs);
    }
} catch (error) {
  await app.close();
  await server?.drop();
  if (error instanceof FunctionalError) {
    console.error(`${NAME}: ${error.message}`);
    process.exit(1);
  }
  throw error;
}
const loadAfter = loadAverage();
await app.close();
await server?.drop();

const head = [
  'report',
  'requests',
  'p50 ms',
  'p95 ms',
  'p99 ms',
  'max ms',
  'server p95 ms',
  'target',
];
const rows = SCENARIOS.map((scenario, index) => {
  const wall = summarize(samples[index].wall);
  const serverSide = summarize(samples[index].server);
  return [
    scenario.label,
    wall.n,
    ms(wall.p50),
    ms(wall.p95),
    ms(wall.p99),
    ms(wall.max),
    ms(serverSide.p95),
    `p95 ≤ ${TARGET_P95_MS} ms: ${wall.p95 <= TARGET_P95_MS ? 'met' : 'MISSED'}`,
  ];
});
const align = ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'l'];
log('');
for (const line of textTable(head, rows, align)) log(line);

const version = String(facts.version).split(' ').slice(0, 2).join(' ');
const section = `
${timestamp()}, commit ${commit}, ${machineDescription(database === 'PostgreSQL' ? version : 'PGlite')};
load average ${loadBefore.toFixed(2)} before, ${loadAfter.toFixed(2)} after.

An owner with ${count(DOMAINS)} names and a year of rollups: ${count(facts.name_days)} name-days
(domain_views_daily rows), ${count(facts.breakdown_rows)} breakdown rows (domain_traffic_daily),
${count(facts.owner_breakdown_rows)} portfolio breakdown rows; ${NEIGHBOURS} other owners with as
many (${count(facts.all_name_days)} name-days and ${count(facts.all_breakdown_rows)} breakdown rows
in all). Requests one at a time over loopback HTTP with a session, the two reports taking turns,
after ${WARM_UP} warm-up requests each; the name is one of the 50 most viewed half the time, any
name otherwise. Wall time is the client's; server time from the request's arrival to the
answer's last byte. Loaded in ${seconds(loadMs)}.

${markdownTable(head, rows, align)}
`;
await writeResultsSection(
  `Lander analytics, ${count(DOMAINS)} names, 365 days (${database})`,
  section,
);
log(`\n${NAME}: written to bench/RESULTS.md`);
