// Growth: how marketplace search and an owner's dashboard cost more as the marketplace grows, at
// 100,000, 1,000,000 and 5,000,000 domains on PostgreSQL.
//
// Each size has a database of its own, `bench_growth_<size>`, holding <size> domains in all: the
// marketplace data set (one owner per 500 domains, names and prices as search-marketplace.mjs
// makes them) and the dashboard owner's 5,000 domains with their sales, daily views and leads
// (as dashboard-sorts.mjs makes them). The data is generated in SQL (INSERT ... SELECT FROM
// generate_series, the secondary indexes dropped first and rebuilt after) and kept while the
// database's marker matches, so a second run only measures; `--fresh` (or BENCH_GROWTH_FRESH=1)
// rebuilds it.
//
// At each size this runs the other two benchmarks as children on that database, so their
// scenarios, checks and timing stay in one place: search-marketplace.mjs for a subset of its
// scenarios (no term; one term; a rare and a common term; one term with a price filter; a deep
// page; an owner's portfolio) with its naive whole-table baseline asked a few times, and
// dashboard-sorts.mjs for every scenario (sorts, search, stat tiles) without its baseline. Each
// writes its figures to a JSON file; this one writes the `## Growth` section of bench/RESULTS.md:
// p50/p95 per scenario per size, the table and index sizes, the generation time, and how the
// cost grows (the exponent k of a power law, time ∝ size^k, fitted between the smallest and the
// largest size: 0 is flat, 1 linear).
//
// Skips when PostgreSQL is not reachable. Exits non-zero when a child fails (a failed or wrong
// answer), never on the figures themselves.
// Settings: BENCH_GROWTH_DATABASE_URL (the server; default that of DATABASE_URL, else
// postgres://postgres@127.0.0.1:5432), BENCH_GROWTH_SIZES (comma-separated, default
// 100000,1000000,5000000), BENCH_GROWTH_ROUNDS (requests per scenario, 100),
// BENCH_GROWTH_BASELINE_ROUNDS (naive search queries per scenario, 5).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { addDashboardOwner } from './lib/dashboard-owner.mjs';
import { JSON_OUT_VARIABLE, readFigures } from './lib/json-out.mjs';
import { DATA_VERSION, loadMarketplace } from './lib/marketplace-data.mjs';
import { connect } from './lib/pg-client.mjs';
import { RESULTS_FILE, writeResultsSection } from './lib/results-file.mjs';
import {
  commitDescription,
  loadAverage,
  machineDescription,
  markdownTable,
  textTable,
  timestamp,
} from './lib/run-info.mjs';

const require = createRequire(import.meta.url);
const NAME = 'growth';
const SECTION = 'Growth';
const COMMAND = 'npm run bench -- growth';
const HERE = fileURLToPath(new URL('.', import.meta.url));
/** Bump when what this benchmark adds to the marketplace data changes. */
const GROWTH_VERSION = 1;
const OWNER_DOMAINS = 5000;
const DOMAINS_PER_OWNER = 500;
const SEED = 1;
const SEARCH_SCENARIOS = [
  'no-term',
  'term-LATEST',
  'rare',
  'common',
  'term-price',
  'deep-page',
  'owner',
];
/** The search-marketplace target, to say where term search would stop meeting it. */
const SEARCH_TARGET_MS = 20;

function wholeNumbers(key, fallback, min) {
  const values = (process.env[key] ?? fallback).split(',').map((v) => Number(v.trim()));
  if (values.length === 0 || values.some((v) => !Number.isInteger(v) || v < min)) {
    console.error(`${NAME}: ${key} must be whole numbers of ${min} or more, comma-separated`);
    process.exit(2);
  }
  return values;
}
const SIZES = [
  ...new Set(wholeNumbers('BENCH_GROWTH_SIZES', '100000,1000000,5000000', 20_000)),
].sort((a, b) => a - b);
const [ROUNDS] = wholeNumbers('BENCH_GROWTH_ROUNDS', '100', 1);
const [BASELINE_ROUNDS] = wholeNumbers('BENCH_GROWTH_BASELINE_ROUNDS', '5', 1);

const args = process.argv.slice(2);
if (args.some((a) => a !== '--fresh')) {
  console.error(`usage: node bench/${NAME}.mjs [--fresh]`);
  process.exit(2);
}
const FRESH = args.includes('--fresh') || process.env.BENCH_GROWTH_FRESH === '1';

class FunctionalError extends Error {}

const fmt = (n) => n.toLocaleString('en-US');
const log = (line) => console.log(line);
const ms = (value) => value.toFixed(1);
const mib = (bytes) => bytes / 1024 ** 2;
const size = (bytes) =>
  bytes >= 1024 ** 3 ? `${(bytes / 1024 ** 3).toFixed(2)} GiB` : `${Math.round(mib(bytes))} MiB`;
const millions = (n) => (n >= 1e6 ? `${fmt(n / 1e6)}M` : `${fmt(n / 1e3)}k`);

// ---------------------------------------------------------------------------------------------
// The databases, one per size, kept while their marker matches.

function serverUrl() {
  const url = new URL(
    process.env.BENCH_GROWTH_DATABASE_URL ??
      process.env.DATABASE_URL ??
      'postgres://postgres@127.0.0.1:5432/postgres',
  );
  url.pathname = '/postgres';
  return url;
}
const ADMIN_URL = serverUrl();
const databaseUrl = (name) => Object.assign(new URL(ADMIN_URL), { pathname: `/${name}` });

const wantedMarker = (domains) => ({
  bench: NAME,
  version: `${DATA_VERSION}.${GROWTH_VERSION}`,
  domains,
  owners: ownersOf(domains),
  ownerDomains: OWNER_DOMAINS,
});
const ownersOf = (domains) => Math.max(1, Math.round(domains / DOMAINS_PER_OWNER));

async function readMarker(admin, name) {
  const { rows } = await admin.query(
    `select shobj_description(oid, 'pg_database') as comment from pg_database where datname = $1`,
    [name],
  );
  if (rows.length === 0) return { exists: false };
  try {
    return { exists: true, marker: JSON.parse(rows[0].comment ?? 'null') };
  } catch {
    return { exists: true, marker: null };
  }
}

async function setMarker(admin, name, marker) {
  await admin.query(
    `comment on database ${admin.escapeIdentifier(name)} is ${admin.escapeLiteral(JSON.stringify(marker))}`,
  );
}

/** The database of `domains` domains, generated unless it holds them already. */
async function prepare(admin, domains) {
  const name = `bench_growth_${domains}`;
  const wanted = wantedMarker(domains);
  const { exists, marker } = await readMarker(admin, name);
  if (exists && marker?.bench !== NAME)
    throw new FunctionalError(
      `database ${name} exists but was not made by this benchmark (no marker): drop it yourself`,
    );
  const same =
    marker?.state === 'ready' &&
    Object.entries(wanted).every(([key, value]) => marker[key] === value);
  if (same && !FRESH) {
    log(`${NAME}: reusing ${name} (generated ${marker.loadedAt}; --fresh rebuilds it)`);
    return { name, url: databaseUrl(name), loadSeconds: marker.loadSeconds };
  }

  log(`${NAME}: generating ${fmt(domains)} domains into ${name}`);
  const started = performance.now();
  await admin.query(`drop database if exists ${admin.escapeIdentifier(name)} with (force)`);
  await admin.query(`create database ${admin.escapeIdentifier(name)}`);
  await setMarker(admin, name, { ...wanted, state: 'loading' });
  const url = databaseUrl(name);
  // The schema, as the API makes it: its own migrations.
  const { openDatabase } = require('../apps/api/dist/database/database.js');
  const handle = await openDatabase({ databaseUrl: url.toString() });
  try {
    await handle.migrate();
  } finally {
    await handle.close();
  }
  const db = await connect(url);
  try {
    await loadMarketplace(db, { owners: ownersOf(domains), domains: domains - OWNER_DOMAINS }, log);
    const step = performance.now();
    await addDashboardOwner(db, { domains: OWNER_DOMAINS, seed: SEED });
    await db.query('analyze');
    log(`  the dashboard owner's ${fmt(OWNER_DOMAINS)} domains: ${seconds(step)} s`);
  } finally {
    await db.end();
  }
  const loadSeconds = Number(seconds(started));
  await setMarker(admin, name, {
    ...wanted,
    state: 'ready',
    loadSeconds,
    loadedAt: timestamp(),
  });
  log(`  generated in ${loadSeconds} s`);
  return { name, url, loadSeconds };
}

const seconds = (started) => ((performance.now() - started) / 1000).toFixed(1);

/** Rows, table and index sizes of a prepared database. */
async function describe(url) {
  const db = await connect(url);
  try {
    const {
      rows: [row],
    } = await db.query(`
      select (select count(*)::int from domains) as domains,
             (select count(*)::int from users) as owners,
             (select count(*)::int from domains as d join users as u on u.id = d.owner_id
              where d.public and not d.sold and u.disabled_at is null) as listed,
             pg_table_size('domains')::float8 as table_bytes,
             pg_indexes_size('domains')::float8 as index_bytes,
             (select count(*)::int from pg_index where indrelid = 'domains'::regclass) as indexes,
             (select coalesce(sum(pg_relation_size(i.indexrelid)), 0)::float8
              from pg_index as i join pg_class as c on c.oid = i.indexrelid
              join pg_am as am on am.oid = c.relam
              where i.indrelid = 'domains'::regclass and am.amname = 'gin') as gin_bytes,
             pg_database_size(current_database())::float8 as database_bytes,
             current_setting('server_version') as version,
             current_setting('shared_buffers') as shared_buffers,
             current_setting('work_mem') as work_mem,
             current_setting('jit') as jit`);
    return row;
  } finally {
    await db.end();
  }
}

// ---------------------------------------------------------------------------------------------
// The children: search-marketplace.mjs and dashboard-sorts.mjs on a prepared database.

function runChild(file, env, jsonDir) {
  const out = join(jsonDir, `${file}.json`);
  rmSync(out, { force: true });
  const result = spawnSync(process.execPath, [join(HERE, file)], {
    cwd: HERE,
    stdio: 'inherit',
    env: { ...process.env, ...env, [JSON_OUT_VARIABLE]: out },
  });
  if (result.status !== 0)
    throw new FunctionalError(`${file} failed (exit ${result.status ?? result.signal})`);
  return readFigures(out);
}

function measureSize(prepared, jsonDir) {
  const loadBefore = loadAverage();
  const search = runChild(
    'search-marketplace.mjs',
    {
      BENCH_SEARCH_DATABASE_URL: prepared.url.toString(),
      BENCH_SEARCH_PREPARED: '1',
      BENCH_SEARCH_SCENARIOS: SEARCH_SCENARIOS.join(','),
      BENCH_SEARCH_ROUNDS: String(ROUNDS),
      BENCH_SEARCH_BASELINE_ROUNDS: String(BASELINE_ROUNDS),
    },
    jsonDir,
  );
  const dashboard = runChild(
    'dashboard-sorts.mjs',
    {
      BENCH_DASHBOARD_DATABASE_URL: prepared.url.toString(),
      BENCH_DASHBOARD_BASELINE: '0',
      BENCH_ROUNDS: String(ROUNDS),
    },
    jsonDir,
  );
  return { search, dashboard, loadBefore, loadAfter: loadAverage() };
}

// ---------------------------------------------------------------------------------------------
// The report.

/** k in time ∝ size^k between the smallest and the largest size. */
const exponent = (first, last, small, large) => Math.log(last / first) / Math.log(large / small);

/** Flat, between logarithmic and linear, or about linear, by the fitted exponent. */
function growthWord(k) {
  if (k < 0.1) return 'flat';
  if (k < 0.6) return 'sublinear';
  return 'about linear';
}

/** One series per scenario: its label and its figures at each size (same order as SIZES). */
function seriesOf(results) {
  const series = [];
  const add = (label, kind, pick) =>
    series.push({ label, kind, figures: results.map((r) => pick(r)) });
  for (const [i, scenario] of results[0].search.scenarios.entries()) {
    add(`search: ${scenario.label}`, scenario.key, (r) => r.search.scenarios[i]);
  }
  for (const [i, scenario] of results[0].search.scenarios.entries())
    if (scenario.naive)
      add(`naive scan: ${scenario.label}`, 'naive', (r) => r.search.scenarios[i].naive);
  for (const [i, scenario] of results[0].dashboard.scenarios.entries())
    add(`dashboard: ${scenario.label}`, 'dashboard', (r) => r.dashboard.scenarios[i]);
  for (const s of series) {
    const [first, last] = [s.figures[0], s.figures.at(-1)];
    s.k = SIZES.length > 1 ? exponent(first.p50, last.p50, SIZES[0], SIZES.at(-1)) : 0;
  }
  return series;
}

function latencyTable(series) {
  const head = [
    'scenario',
    ...SIZES.map((n) => `${millions(n)} p50 / p95 ms`),
    ...(SIZES.length > 1 ? [`p50 ×, ${millions(SIZES[0])} → ${millions(SIZES.at(-1))}`, 'k'] : []),
  ];
  const rows = series.map((s) => [
    s.label,
    ...s.figures.map((f) => `${ms(f.p50)} / ${ms(f.p95)}`),
    ...(SIZES.length > 1
      ? [`${(s.figures.at(-1).p50 / s.figures[0].p50).toFixed(1)}×`, s.k.toFixed(2)]
      : []),
  ]);
  return { head, rows, align: ['l', ...head.slice(1).map(() => 'r')] };
}

function dataTable(results) {
  const head = [
    'domains',
    'owners',
    'listed',
    'table',
    'indexes',
    'of which GIN (term search)',
    'database',
    'generated in',
    'load average before / after',
  ];
  const rows = results.map((r) => [
    fmt(r.data.domains),
    fmt(r.data.owners),
    fmt(r.data.listed),
    size(r.data.table_bytes),
    `${size(r.data.index_bytes)} (${r.data.indexes})`,
    size(r.data.gin_bytes),
    size(r.data.database_bytes),
    r.loadSeconds === undefined ? '?' : `${fmt(r.loadSeconds)} s`,
    `${r.loadBefore.toFixed(2)} / ${r.loadAfter.toFixed(2)}`,
  ]);
  return { head, rows, align: ['r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r'] };
}

/** "label p50 first → last ms (k …)" for each series of a group. */
const describeGroup = (group) =>
  group
    .map(
      (s) =>
        `${s.label.replace(/^[a-z ]+: /, '')} ${ms(s.figures[0].p50)} → ` +
        `${ms(s.figures.at(-1).p50)} ms (k ${s.k.toFixed(2)})`,
    )
    .join('; ');

const median = (values) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)];
const seconds1 = (value) => (value === undefined ? '?' : `${fmt(value)} s`);

/** What term search would do at larger sizes if it kept growing at its measured rate. */
function termOutlook(api, large) {
  const terms = api.filter(
    (s) => s.kind.startsWith('term') || ['common', 'deep-page'].includes(s.kind),
  );
  if (terms.length === 0) return null;
  const worst = terms.reduce((a, b) => (b.k > a.k ? b : a));
  const fastest = api.every((s) => s.k <= worst.k);
  const label = worst.label.replace(/^search: /, '');
  const p95 = worst.figures.at(-1).p95;
  const lead = `${fastest ? 'Term search grows fastest' : 'Of the term searches, the fastest-growing'} (${label}: k ${worst.k.toFixed(2)}, p95 ${ms(p95)} ms at ${fmt(large)} domains)`;
  if (p95 > SEARCH_TARGET_MS)
    return `${lead}, and it already misses the ${SEARCH_TARGET_MS} ms target of the marketplace search at that size`;
  if (worst.k < 0.05)
    return `${lead}; at that rate it stays within the ${SEARCH_TARGET_MS} ms target of the marketplace search far beyond the sizes measured`;
  const limit = large * (SEARCH_TARGET_MS / p95) ** (1 / worst.k);
  return `${lead}; at that rate its p95 reaches the ${SEARCH_TARGET_MS} ms target of the marketplace search at about ${fmt(Math.max(1, Math.round(limit / 1e6)))} million domains`;
}

/** The paragraphs on how the cost grows and what a larger marketplace needs, from the figures. */
function analysis(results, series) {
  if (SIZES.length < 2) return 'One size only: two sizes or more show how the cost grows.';
  const [small, large] = [SIZES[0], SIZES.at(-1)];
  const last = results.at(-1);
  const api = series.filter((s) => s.kind !== 'naive');
  const naive = series.filter((s) => s.kind === 'naive');
  const groups = ['flat', 'sublinear', 'about linear'].map((word) => ({
    word,
    members: api.filter((s) => growthWord(s.k) === word),
  }));
  const text = [
    `From ${fmt(small)} to ${fmt(large)} domains (${fmt(large / small)} times the data), p50 per ` +
      `request at the smallest and the largest size and k, the exponent of time ∝ size^k between ` +
      'the smallest and the largest size (0 flat, 1 linear; flat below 0.1, about linear from 0.6):',
    '',
  ];
  for (const { word, members } of groups)
    if (members.length > 0) text.push(`- ${word}: ${describeGroup(members)}.`);
  if (naive.length > 0)
    text.push(
      `- the naive whole-table scan, for comparison: ${describeGroup(naive)}; what the indexes ` +
        'save grows with the table.',
    );
  const bytesPerMillion = last.data.database_bytes / (last.data.domains / 1e6);
  const indexShare = last.data.index_bytes / (last.data.index_bytes + last.data.table_bytes);
  text.push(
    `- storage: the database ${results.map((r) => size(r.data.database_bytes)).join(' → ')}, ` +
      `about ${size(bytesPerMillion)} per million domains; the ${last.data.indexes} indexes of ` +
      `\`domains\` are ${Math.round(100 * indexShare)}% of table + indexes ` +
      `(${size(last.data.index_bytes)} at ${fmt(large)}: the GIN indexes of term search ` +
      `${size(last.data.gin_bytes)}, the B-tree indexes of the sorts, owners and names ` +
      `${size(last.data.index_bytes - last.data.gin_bytes)}); generation ${results.map((r) => seconds1(r.loadSeconds)).join(' → ')}.`,
  );

  const count = (word) => groups.find((g) => g.word === word).members.length;
  const lastP50 = median(api.map((s) => s.figures.at(-1).p50));
  const cores = availableParallelism();
  const memory = totalmem();
  const outlook = termOutlook(api, large);
  text.push(
    '',
    `What a much larger marketplace needs, from these figures: ${count('flat')} of the ` +
      `${api.length} indexed scenarios stay flat, ${count('sublinear')} grow sublinearly and ` +
      `${count('about linear')} about linearly, while the naive scan grows ` +
      `${naive.length > 0 ? `with k ${median(naive.map((s) => s.k)).toFixed(2)} (median)` : 'with the table'}. ` +
      `Storage grows linearly: at about ${size(bytesPerMillion)} per million domains the data and ` +
      `its indexes outgrow this machine's ${size(memory)} of memory at about ` +
      `${fmt(Math.round(memory / bytesPerMillion))} million domains, after which reads that are ` +
      'cached here go to disk. Every request measured is a read; at a median p50 of ' +
      `${ms(lastP50)} ms per request at ${fmt(large)} domains, this ${cores}-core machine answers at ` +
      `most in the order of ${fmt(Math.round((cores * 1000) / lastP50 / 10) * 10)} such requests a second, ` +
      'and more read throughput than one server gives comes from read replicas behind the API, ' +
      'each holding the whole database. Partitioning `domains` (by hash of the owner, which the ' +
      "dashboard and an owner's portfolio already filter on) keeps each index, VACUUM and index " +
      `build a fraction of the whole: generating ${fmt(large)} domains, which builds the indexes ` +
      `once, took ${seconds1(last.loadSeconds)}.` +
      (outlook
        ? ` ${outlook}; for term search beyond that, or once relevance, typos and facets ` +
          'matter, a search engine (Meilisearch or OpenSearch) fed from the domains table would ' +
          'answer the term queries, while PostgreSQL keeps the sorts, the portfolios and the ' +
          'dashboard.'
        : ''),
  );
  return text.join('\n');
}

function section(results, info) {
  const series = seriesOf(results);
  const latency = latencyTable(series);
  const data = dataTable(results);
  const busy = Math.max(info.loadBefore, info.loadAfter) > availableParallelism();
  const server = results[0].data;
  return {
    series,
    latency,
    data,
    body: [
      `Written by \`bench/${NAME}.mjs\`; reproduce with \`${COMMAND}\` (or \`node bench/${NAME}.mjs\` once the API is built).`,
      '',
      `- Date: ${info.date}`,
      `- Commit: ${info.commit}`,
      `- Machine: ${machineDescription()}; load average ${info.loadBefore.toFixed(2)} before, ${info.loadAfter.toFixed(2)} after${busy ? ' (busy: other work shared the CPU, the figures are inflated)' : ''}`,
      `- Database: PostgreSQL ${server.version} on the same machine (shared_buffers ${server.shared_buffers}, work_mem ${server.work_mem}, jit ${server.jit}), one database per size (\`bench_growth_<size>\`), kept between runs`,
      `- Data: at each size, the marketplace data set (one owner per ${DOMAINS_PER_OWNER} domains) and the dashboard owner's ${fmt(OWNER_DOMAINS)} domains, ${fmt(OWNER_DOMAINS)} included in the size; generated in SQL (INSERT ... SELECT FROM generate_series, secondary indexes rebuilt after the insert, then VACUUM ANALYZE)`,
      `- Requests: ${ROUNDS} per scenario and size, one at a time over loopback HTTP, after a warm-up; search through \`search-marketplace.mjs\` (the API as its own process; the naive scan ${BASELINE_ROUNDS} times per scenario), the dashboard through \`dashboard-sorts.mjs\` (the API in its process; no baseline)`,
      '',
      markdownTable(data.head, data.rows, data.align),
      '',
      markdownTable(latency.head, latency.rows, latency.align),
      '',
      analysis(results, series),
    ].join('\n'),
  };
}

// ---------------------------------------------------------------------------------------------

async function main() {
  let admin;
  try {
    admin = await connect(ADMIN_URL);
  } catch (error) {
    log(
      `${NAME}: skipped, PostgreSQL is not reachable at ${ADMIN_URL.host} ` +
        `(${error.code ?? error.message}); start it or set BENCH_GROWTH_DATABASE_URL`,
    );
    return 0;
  }
  const commit = commitDescription();
  const loadBefore = loadAverage();
  const jsonDir = mkdtempSync(join(tmpdir(), 'domainfolio-growth-'));
  const results = [];
  try {
    for (const domains of SIZES) {
      const prepared = await prepare(admin, domains);
      const data = await describe(prepared.url);
      log(
        `${NAME}: ${fmt(data.domains)} domains, table ${size(data.table_bytes)} + indexes ` +
          `${size(data.index_bytes)}; measuring`,
      );
      results.push({
        domains,
        data,
        loadSeconds: prepared.loadSeconds,
        ...measureSize(prepared, jsonDir),
      });
    }
  } finally {
    rmSync(jsonDir, { recursive: true, force: true });
    await admin.end().catch(() => undefined);
  }
  const info = { date: timestamp(), commit, loadBefore, loadAfter: loadAverage() };
  const { data, latency, body } = section(results, info);
  log('');
  for (const line of textTable(data.head, data.rows, data.align)) log(line);
  log('');
  for (const line of textTable(latency.head, latency.rows, latency.align)) log(line);
  await writeResultsSection(SECTION, body);
  log(`${NAME}: wrote the "${SECTION}" section of ${RESULTS_FILE}`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(
      `${NAME}: ${error instanceof FunctionalError ? error.message : (error.stack ?? error)}`,
    );
    process.exit(1);
  },
);
