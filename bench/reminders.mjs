// Expiry reminders at scale: what one run of the reminder job costs (ExpiryReminderJob,
// apps/api/src/modules/notifications/expiry-reminder.job.ts, docs/notifications.md).
//
// Data: 100,000 domains (BENCH_DOMAINS) of 1,000 owners (BENCH_OWNERS), loaded with plain SQL
// (INSERT ... SELECT FROM generate_series) into a freshly migrated database. Owners' time zones
// take turns over nine IANA zones (UTC-8 to UTC+13, one of them half an hour off the hour), one
// owner in a hundred is disabled; a few owners hold many domains (owner k of n is drawn with
// probability growing as r², so the largest holds about 3% of them). Expirations spread
// uniformly over the next 365 days (about 1/6 within the 60 days of the largest reminder day),
// 5% of the domains sold, 5% muted ("let it expire"), independently. No alert settings: every
// owner has the defaults (reminders on, days 60/30/14/7/1, no digest, no weekly summary).
//
// How a run is triggered: the built API (apps/api/dist, production settings) runs in this
// process (createApp, as dashboard-sorts.mjs and import-export.mjs do), with ALERTS_WORKER=off
// so that nothing else runs meanwhile; the benchmark resets the job's turn
// (`update scheduled_runs set finished_at = null, lease_until = null where name =
// 'expiry-reminders'`) and calls `ExpiryReminderJob.runIfDue()`, exactly what the alerts worker
// calls at its turn (claim of the turn, the run, its log line, the finish stamp). That is the
// same code path as the worker's, timed to the millisecond, and it works alike on PostgreSQL and
// on PGlite (whose single connection belongs to the process that opened it, so a separate API
// process could not share it with the benchmark). The routing of the stored events to channels
// (the worker's next step) is not part of the figures.
//
// Measured: (1) the first run, which sends every due reminder: wall time, domains read (rows the
// job's candidate query returned, counted by wrapping DomainsService.reminderCandidates),
// reminders stored, events, events per second, and where the time went (reading candidates and
// the per-page lookups vs. the per-owner transactions); (2) the runs right after it, when
// nothing is due (the steady state, what every hourly run costs), BENCH_ROUNDS times (5): the
// first of them is "the second run" the target judges, the others show its spread; (3) the
// process's resident memory (RSS) before and after each run and its peak during the runs,
// sampled every 20 ms (on PGlite the database lives in the process and counts too).
//
// Targets (printed beside the figures, never failing the run): the second run (nothing due)
// under 2 s for 100,000 domains, the first run under 30 s.
//
// Checked (a failure exits non-zero): after the first run, `expiry_reminders` holds exactly the
// keys an independent SQL rule gives (a domain not sold, not muted, of an owner neither disabled
// nor deleted, expiring between the owner's today and today + 60 in the owner's zone gets one
// reminder, for the smallest of 60/30/14/7/1 days at least its days left), with one
// `domain.expiring` event per reminder; a run when nothing is due stores nothing.
//
// Prints a table and writes its own section of bench/RESULTS.md, per database. Run `npm run
// build` first (`npm run bench -- reminders` does). Uses a throwaway database on the PostgreSQL
// server of DATABASE_URL when it is set, else PGlite in memory.
// Settings: BENCH_DOMAINS (100000), BENCH_OWNERS (1000), BENCH_ROUNDS (5), BENCH_SEED (1),
// BENCH_EXPLAIN=1 (print the plans of the job's candidate query, first and last page),
// BENCH_JSON_OUT (a file to write the figures to as JSON, in place of the RESULTS.md section).
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { jsonOut, writeFigures } from './lib/json-out.mjs';
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
import { summarize } from './lib/stats.mjs';
import { throwawayDatabase } from './lib/throwaway-database.mjs';

const require = createRequire(import.meta.url);
const { openDatabase } = require('../apps/api/dist/database/database.js');
const { loadConfig } = require('../apps/api/dist/config/app-config.js');
const { createApp } = require('../apps/api/dist/bootstrap.js');
const {
  ExpiryReminderJob,
} = require('../apps/api/dist/modules/notifications/expiry-reminder.job.js');
const { DomainsService } = require('../apps/api/dist/modules/domains/domains.service.js');
const { UsersService } = require('../apps/api/dist/modules/users/users.service.js');
const {
  AlertSettingsRepository,
} = require('../apps/api/dist/modules/notifications/alert-settings.repository.js');
const {
  ExpiryRemindersRepository,
} = require('../apps/api/dist/modules/notifications/expiry-reminders.repository.js');
const { DEFAULT_REMINDER_DAYS } = require('@domainfolio/contracts');

const NAME = 'reminders';
/** The checkout's commit as the run starts (the API was built from it); it may move meanwhile. */
const commit = commitDescription();
const TARGET_MS = { first: 30_000, steady: 2_000 };
const RUN_NAME = 'expiry-reminders';
const setting = (key, fallback, min) => wholeNumberSetting(NAME, key, fallback, min);
const DOMAINS = setting('BENCH_DOMAINS', 100_000);
const OWNERS = setting('BENCH_OWNERS', 1000);
const ROUNDS = setting('BENCH_ROUNDS', 5);
const SEED = setting('BENCH_SEED', 1, 0);
const EXPLAIN = process.env.BENCH_EXPLAIN === '1';
const JSON_OUT = jsonOut();
const ZONES = [
  'UTC',
  'America/Los_Angeles',
  'America/New_York',
  'Europe/London',
  'Europe/Berlin',
  'Asia/Kolkata',
  'Asia/Tokyo',
  'Australia/Sydney',
  'Pacific/Auckland',
];
const REMINDER_DAYS = [...DEFAULT_REMINDER_DAYS];
const LARGEST_DAY = Math.max(...REMINDER_DAYS);

class FunctionalError extends Error {}

const log = (line) => console.log(line);
const count = (n) => n.toLocaleString('en-US');
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const mib = (bytes) => `${Math.round(bytes / 1024 ** 2)} MiB`;

// ---------------------------------------------------------------------------------------------
// The database and the data.

const config = loadConfig({
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  APP_SECRET: randomBytes(32).toString('hex'),
  SERVE_SITES: 'false',
  EMAIL_WORKER: 'off',
  ALERTS_WORKER: 'off',
  REMINDERS_INTERVAL_MS: '86400000',
});
const server = process.env.DATABASE_URL ? await throwawayDatabase(process.env.DATABASE_URL) : null;
const handle = await openDatabase(
  server
    ? { databaseUrl: server.url, poolSize: config.DATABASE_POOL_SIZE }
    : { pgliteDataDir: 'memory://' },
);
const database = server ? 'PostgreSQL' : 'PGlite';

/** One connection that speaks node-postgres; PGlite answers the same queries with another shape. */
async function rawClient() {
  if (server) return handle.db.$client.connect();
  const client = handle.db.$client;
  return {
    query: async (text, params) => {
      const result = await client.query(text, params);
      return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
    },
    release: () => undefined,
  };
}

const INSERT_OWNERS = `
  insert into users (email, email_confirmed_at, username, display_name, plan_type, time_zone,
                     disabled_at)
  select format('reminders%s@bench.example', n), now(),
         format('reminders-%s', lpad(n::text, 6, '0')), format('Owner %s', n),
         case when n % 5 = 0 then 'PRO' else 'FREE' end,
         ($2::text[])[1 + n % cardinality($2::text[])],
         case when n % 100 = 0 then now() end
  from generate_series(1, $1::int) as n`;

// The draws are materialized first, so that random() is drawn once per domain and not once per
// row the join compares.
const INSERT_DOMAINS = `
  with owners as materialized (
    select id, row_number() over (order by username) as k from users
    where username like 'reminders-%'
  ), draws as materialized (
    select n, random() as r_owner, random() as r_exp, random() as r_sold, random() as r_muted,
           random() as r_cost
    from generate_series(1, $1::int) as n
  )
  insert into domains (owner_id, name, tld, expiration, sold, sale_date, sale_price,
                       reminders_muted, domain_cost, renewal_cost, registrar, purchase_date)
  select o.id, format('remind-%s-%s.com', d.n, substr(md5(d.n::text), 1, 6)), 'com',
         current_date + floor(d.r_exp * 365)::int,
         d.r_sold < 0.05, case when d.r_sold < 0.05 then current_date - 30 end,
         case when d.r_sold < 0.05 then 1500 end,
         d.r_muted < 0.05, round((8 + d.r_cost * 12)::numeric, 2),
         round((9 + d.r_cost * 14)::numeric, 2),
         (array['godaddy', 'namecheap', 'porkbun', 'dynadot'])[1 + floor(d.r_cost * 4)::int],
         current_date - 365 - floor(d.r_exp * 1000)::int
  from draws as d join owners as o on o.k = 1 + floor($2::int * power(d.r_owner, 2))::int`;

/**
 * The reminder keys due at `at` by the rule of docs/notifications.md, written in SQL apart from
 * the job's code: per domain the smallest reminder day at least its days left, for the domains
 * expiring between the owner's today and today + the largest day, in the owner's zone.
 */
const DUE_KEYS = `
  with owner_today as (
    select id, ($1::timestamptz at time zone time_zone)::date as today from users
    where disabled_at is null and deleted_at is null
  )
  select d.id as domain_id, d.expiration,
         (select min(x) from unnest($2::int[]) as x where x >= d.expiration - o.today) as days
  from domains as d join owner_today as o on o.id = d.owner_id
  where not d.sold and not d.reminders_muted
    and d.expiration between o.today and o.today + $3::int`;

const CHECK_KEYS = `
  with due as (${DUE_KEYS})
  select (select count(*)::int from due) as due,
         (select count(*)::int from expiry_reminders) as stored,
         (select count(*)::int from due where not exists (
            select 1 from expiry_reminders as r
            where r.domain_id = due.domain_id and r.expiration = due.expiration
              and r.days = due.days)) as missing,
         (select count(*)::int from expiry_reminders as r where not exists (
            select 1 from due
            where r.domain_id = due.domain_id and r.expiration = due.expiration
              and r.days = due.days)) as extra,
         (select count(*)::int from owner_events where type = 'domain.expiring') as events,
         (select coalesce(sum(jsonb_array_length(payload -> 'domains')), 0)::int
          from owner_events where type = 'domain.expiring') as event_domains`;

let facts;
let loadMs;
try {
  const started = performance.now();
  await handle.migrate();
  log(
    `${NAME}: ${database}; loading ${count(DOMAINS)} domains of ${count(OWNERS)} owners with SQL`,
  );
  const client = await rawClient();
  try {
    await client.query('select setseed($1)', [(SEED % 1000) / 1000]);
    await client.query(INSERT_OWNERS, [OWNERS, ZONES]);
    await client.query(INSERT_DOMAINS, [DOMAINS, OWNERS]);
    await client.query('analyze');
    loadMs = performance.now() - started;
    const { rows } = await client.query(
      `select (select count(*)::int from domains) as domains,
              (select count(*)::int from users) as owners,
              (select count(*)::int from users where disabled_at is not null) as disabled,
              (select count(*)::int from domains where sold) as sold,
              (select count(*)::int from domains where reminders_muted) as muted,
              (select max(c)::int from (select count(*) as c from domains group by owner_id) as o)
                as largest,
              (select version()) as version`,
    );
    facts = rows[0];
  } finally {
    client.release();
  }
  if (facts.domains !== DOMAINS || facts.owners !== OWNERS)
    throw new FunctionalError(
      `loaded ${facts.domains} domains of ${facts.owners} owners, not ${DOMAINS} of ${OWNERS}`,
    );
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
  `${NAME}: loaded in ${seconds(loadMs)}: ${count(facts.sold)} sold, ${count(facts.muted)} muted, ` +
    `${facts.disabled} owners disabled, the largest owner holds ${count(facts.largest)}`,
);

// ---------------------------------------------------------------------------------------------
// The API and its reminder job.

const app = await createApp(config, handle);
await app.init();
const job = app.get(ExpiryReminderJob, { strict: false });
const domainsService = app.get(DomainsService, { strict: false });

/** Time spent in the job's steps during the current run (ms), and the candidates it read. */
let spent;
const resetSpent = () => {
  spent = {
    candidates: 0,
    pages: 0,
    candidateMs: 0,
    lookupMs: 0,
    findDueMs: 0,
    remindMs: 0,
    owners: 0,
  };
};
resetSpent();
/** Wraps `target[method]` (on the instance: the job holds the same one) to add up its time. */
function timeMethod(target, method, add) {
  const original = target[method];
  if (typeof original !== 'function') throw new Error(`${method} is not a method of the API`);
  target[method] = async function timed(...args) {
    const started = performance.now();
    const value = await original.apply(this, args);
    add(performance.now() - started, value);
    return value;
  };
}
timeMethod(domainsService, 'reminderCandidates', (ms, page) => {
  spent.candidateMs += ms;
  spent.pages += 1;
  spent.candidates += page.length;
});
// A page's owners, settings and sent keys are read at once: their time is the span during
// which at least one of them is waiting.
let lookupsWaiting = 0;
let lookupsSince = 0;
for (const [target, method] of [
  [app.get(UsersService, { strict: false }), 'findManyById'],
  [app.get(AlertSettingsRepository, { strict: false }), 'findMany'],
  [app.get(ExpiryRemindersRepository, { strict: false }), 'sentFor'],
]) {
  const original = target[method];
  if (typeof original !== 'function') throw new Error(`${method} is not a method of the API`);
  target[method] = async function timed(...args) {
    if (lookupsWaiting === 0) lookupsSince = performance.now();
    lookupsWaiting += 1;
    try {
      return await original.apply(this, args);
    } finally {
      lookupsWaiting -= 1;
      if (lookupsWaiting === 0) spent.lookupMs += performance.now() - lookupsSince;
    }
  };
}
timeMethod(job, 'findDue', (ms) => {
  spent.findDueMs += ms;
});
timeMethod(job, 'remind', (ms) => {
  spent.remindMs += ms;
  spent.owners += 1;
});

/** Resident memory: sampled while a run goes on, to catch its peak. */
const memory = { peak: 0 };
const sampler = setInterval(() => {
  memory.peak = Math.max(memory.peak, process.memoryUsage.rss());
}, 20);
sampler.unref();

async function sqlRows(text, params = []) {
  const client = await rawClient();
  try {
    return (await client.query(text, params)).rows;
  } finally {
    client.release();
  }
}

const checkKeys = async (at) =>
  (await sqlRows(CHECK_KEYS, [at.toISOString(), REMINDER_DAYS, LARGEST_DAY]))[0];

/** One turn of the job, as the worker takes it after its interval; its figures. */
async function runOnce() {
  await sqlRows(
    `update scheduled_runs set finished_at = null, lease_until = null where name = $1`,
    [RUN_NAME],
  );
  resetSpent();
  const rssBefore = process.memoryUsage.rss();
  memory.peak = rssBefore;
  const before = new Date();
  const started = performance.now();
  const result = await job.runIfDue();
  const wallMs = performance.now() - started;
  const after = new Date();
  const rssAfter = process.memoryUsage.rss();
  memory.peak = Math.max(memory.peak, rssAfter);
  if (!result) throw new FunctionalError('the job did not take its turn after the reset');
  const [row] = await sqlRows(
    `select finished_at, lease_until from scheduled_runs where name = $1`,
    [RUN_NAME],
  );
  if (!row?.finished_at || row.lease_until !== null)
    throw new FunctionalError('the run did not stamp its turn finished');
  return {
    ...result,
    ...spent,
    wallMs,
    before,
    after,
    rssBefore,
    rssAfter,
    rssPeak: memory.peak,
    heapUsed: process.memoryUsage().heapUsed,
  };
}

/**
 * The stored keys and events against the rule, at the run's start or its end (a local midnight
 * between the two may move a domain into a window): the figures at the moment that matches.
 */
async function verifyFirst(run) {
  const checks = [await checkKeys(run.before), await checkKeys(run.after)];
  const match = checks.find((c) => c.missing === 0 && c.extra === 0);
  if (!match) {
    const c = checks[0];
    throw new FunctionalError(
      `first run: ${c.stored} reminders stored where ${c.due} are due (${c.missing} missing, ${c.extra} not due)`,
    );
  }
  if (run.reminders !== match.due || run.events !== match.due)
    throw new FunctionalError(
      `first run: the job says ${run.reminders} domains in ${run.events} messages, ${match.due} are due`,
    );
  if (match.events !== match.due || match.event_domains !== match.due)
    throw new FunctionalError(
      `first run: ${match.events} domain.expiring events naming ${match.event_domains} domains for ${match.due} reminders`,
    );
  return match;
}

/** A run after the first: nothing new is due, unless a local midnight passed since. */
async function verifySteady(run, storedBefore) {
  const checks = [await checkKeys(run.before), await checkKeys(run.after)];
  const added = checks[0].stored - storedBefore;
  if (!checks.some((c) => c.missing === 0 && c.extra === 0))
    throw new FunctionalError(
      `run after the first: ${checks[0].missing} due reminders left unsent, ${checks[0].extra} stored not due`,
    );
  if (run.reminders !== added)
    throw new FunctionalError(
      `run after the first: the job says ${run.reminders} domains, ${added} keys were stored`,
    );
  return { added, total: checks[0].stored };
}

let first;
let firstCheck;
const steady = [];
let plans = [];
const loadBefore = loadAverage();
try {
  log(`${NAME}: first run (every due reminder)`);
  first = await runOnce();
  firstCheck = await verifyFirst(first);
  log(
    `${NAME}: ${count(first.reminders)} reminders in ${count(first.events)} events in ${seconds(first.wallMs)}`,
  );
  let stored = firstCheck.stored;
  for (let round = 0; round < ROUNDS; round += 1) {
    const run = await runOnce();
    const check = await verifySteady(run, stored);
    stored = check.total;
    steady.push({ ...run, added: check.added });
    log(
      `${NAME}: run ${round + 2} (nothing due): ${seconds(run.wallMs)}, ${check.added} reminders`,
    );
  }
  if (EXPLAIN) plans = await explainCandidates();
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

/** The plans of the job's candidate query (as the repository writes it), first and last page. */
async function explainCandidates() {
  const range = (
    await sqlRows(
      `select ($1::timestamptz at time zone 'Etc/GMT+12')::date as "from",
              ($1::timestamptz at time zone 'Pacific/Kiritimati')::date + $2::int as "to"`,
      [new Date().toISOString(), LARGEST_DAY],
    )
  )[0];
  const dateText = (d) => (typeof d === 'string' ? d : d.toISOString().slice(0, 10));
  const [from, to] = [dateText(range.from), dateText(range.to)];
  const [last] = await sqlRows(
    `select expiration::text, id::text from domains
     where not sold and expiration is not null and expiration >= $1 and expiration <= $2
     order by expiration desc, id desc offset 500 limit 1`,
    [from, to],
  );
  const query = (after) => `
    explain (analyze, buffers, costs off)
    select id, owner_id, name, expiration, renewal_cost, registrar, reminders_muted
    from domains
    where sold = false and expiration is not null and expiration >= '${from}'
      and expiration <= '${to}'
      ${after ? `and (expiration, id) > ('${after.expiration}'::date, '${after.id}'::uuid)` : ''}
    order by expiration asc, id asc limit 1000`;
  const out = [];
  for (const [label, after] of [
    ['first page', null],
    ['last page', last],
  ]) {
    const rows = await sqlRows(query(after));
    out.push({ label, plan: rows.map((r) => r['QUERY PLAN']).join('\n') });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// The report.

const steadyWall = summarize(steady.map((run) => run.wallMs));
const second = steady[0];
const perSecond = (run) => Math.round(run.events / (run.wallMs / 1000));
const verdict = (ms, target) => (ms <= target ? 'pass' : 'miss');
const labelled = [
  ['run 1: every due reminder', first, TARGET_MS.first],
  ['run 2: nothing due', second, TARGET_MS.steady],
  ...steady.slice(1).map((run, index) => [`run ${index + 3}: nothing due`, run, TARGET_MS.steady]),
];
const HEAD = ['run', 'wall', 'domains read', 'reminders stored', 'events', 'events/s', 'target'];
const ALIGN = ['l', ...HEAD.slice(1).map(() => 'r')];
const rows = labelled.map(([label, run, target]) => [
  label,
  seconds(run.wallMs),
  count(run.candidates),
  count(run.reminders),
  count(run.events),
  run.events > 0 ? count(perSecond(run)) : '-',
  `< ${seconds(target)}: ${verdict(run.wallMs, target)}`,
]);
const SPLIT_HEAD = [
  'run',
  'candidate query',
  'owners, settings, sent keys',
  'window rule (CPU)',
  'owner transactions',
  'rest',
  'RSS before → after',
  'RSS peak',
  'V8 heap after',
];
const SPLIT_ALIGN = ['l', ...SPLIT_HEAD.slice(1).map(() => 'r')];
const splitRows = labelled.map(([label, run]) => [
  label,
  `${seconds(run.candidateMs)} (${run.pages} pages)`,
  seconds(run.lookupMs),
  seconds(run.findDueMs - run.candidateMs - run.lookupMs),
  run.owners > 0 ? `${seconds(run.remindMs)} (${count(run.owners)} owners)` : '-',
  seconds(run.wallMs - run.findDueMs - run.remindMs),
  `${mib(run.rssBefore)} → ${mib(run.rssAfter)}`,
  mib(run.rssPeak),
  mib(run.heapUsed),
]);

log('');
for (const line of textTable(HEAD, rows, ALIGN)) log(line);
log('');
for (const line of textTable(SPLIT_HEAD, splitRows, SPLIT_ALIGN)) log(line);
log(
  `runs with nothing due: median ${seconds(steadyWall.p50)}, max ${seconds(steadyWall.max)} over ${steadyWall.n}`,
);
log(`load average ${loadBefore.toFixed(2)} before, ${loadAfter.toFixed(2)} after`);
for (const { label, plan } of plans) log(`\ncandidate query, ${label}:\n${plan}`);

if (JSON_OUT) {
  const figures = (run) => {
    const { before: _before, after: _after, ...rest } = run;
    return rest;
  };
  writeFigures(
    JSON_OUT,
    { loadBefore, loadAfter },
    { database, facts, due: firstCheck.due, first: figures(first), steady: steady.map(figures) },
  );
  clearInterval(sampler);
  await app.close();
  await server?.drop();
  process.exit(0);
}

const dueShare = ((100 * firstCheck.due) / DOMAINS).toFixed(1);
const command = `${server ? 'DATABASE_URL=postgres://… ' : ''}npm run bench -- ${NAME}`;
const section = [
  `Written by \`bench/${NAME}.mjs\`; reproduce with \`${command}\`${server ? ' (a throwaway database on that server)' : ' (PGlite in memory; with DATABASE_URL set, PostgreSQL)'}.`,
  '',
  `- Date: ${timestamp()}`,
  `- Commit: ${commit}`,
  `- Machine: ${machineDescription()}; load average ${loadBefore.toFixed(2)} before, ${loadAfter.toFixed(2)} after`,
  `- Database: ${database} (${String(facts.version).split(' on ')[0]}), the API in the benchmark's process (apps/api/dist, production settings, ${server ? `a pool of ${config.DATABASE_POOL_SIZE} connections` : 'its one connection'}); each run is \`ExpiryReminderJob.runIfDue()\`, what the alerts worker calls at its turn, after resetting its \`scheduled_runs\` row`,
  `- Data: ${count(facts.domains)} domains of ${count(facts.owners)} owners (${facts.disabled} disabled; the largest holds ${count(facts.largest)}), in ${ZONES.length} time zones, expiring over the next 365 days; ${count(facts.sold)} sold, ${count(facts.muted)} muted; default alert settings (days ${REMINDER_DAYS.join('/')}, no digest); loaded with SQL in ${seconds(loadMs)}`,
  `- Due at the first run: ${count(firstCheck.due)} reminders (${dueShare}% of the domains), checked key by key against the rule in SQL; every later run stored ${steady.every((run) => run.added === 0) ? 'none' : steady.map((run) => run.added).join(', ')}`,
  '',
  markdownTable(HEAD, rows, ALIGN),
  '',
  markdownTable(SPLIT_HEAD, splitRows, SPLIT_ALIGN),
  '',
  `Targets: the first run under ${seconds(TARGET_MS.first)}, the second (nothing due) under ${seconds(TARGET_MS.steady)}. Runs with nothing due: median ${seconds(steadyWall.p50)}, max ${seconds(steadyWall.max)} over ${steadyWall.n}. Wall time is the whole \`runIfDue()\` (claiming the turn, the run, stamping it finished). Domains read: the rows the job's candidate query returned in pages of 1,000 (unsold, expiring from the earliest today on Earth to the furthest one plus ${LARGEST_DAY} days).`,
  '',
  `Where the time went, from the API's own services wrapped in the benchmark: the candidate query (\`DomainsService.reminderCandidates\`, every page); the owners, alert settings and keys already sent of each page (read at once: the span while any of them waits); the window rule, the rest of the pass over the candidates: JavaScript (the owner's today and the windows' local midnights of every candidate, \`expiry-windows.ts\`) but for one small update per page extending the turn's lease; the owner transactions (per owner with something due: the settings, then the keys and one event per reminder in one transaction); the rest (claiming and finishing the turn, the weekly summaries, none routed, and pruning old keys). RSS is the benchmark's process, which holds the API${server ? '' : ' and PGlite (the whole database)'}, before and after each run and its peak sampled every 20 ms; the V8 heap (heapUsed) shows how little of it is JavaScript objects.`,
].join('\n');

await writeResultsSection(
  `Expiry reminders, ${count(facts.domains)} domains (${database})`,
  section,
);
log(`${NAME}: wrote its section of bench/RESULTS.md`);
clearInterval(sampler);
await app.close();
await server?.drop();
