// Marketplace search speed: 1,000,000 domains on PostgreSQL, one-term pages through HTTP.
// Checks the target for a marketplace page of one term: p95 under 20 ms. The built API (apps/api/dist/main.js, as `npm run bench` builds it) runs as its own
// process against the database `bench_search`; requests are sequential (concurrency 1) and timed
// by the client. Prints p50/p95/p99/max per scenario and the share of capped totals (10,000+, or 1,000+ with a term).
//
// The data is loaded once (plain SQL, INSERT ... SELECT FROM generate_series) and reused while
// the database carries this benchmark's marker; `--fresh` (or BENCH_SEARCH_FRESH=1) rebuilds it,
// `--drop` drops the database at the end. Skips when PostgreSQL is not reachable. Exits non-zero
// only on a functional error (a failed or wrong response), never on a missed target.
//
// Settings: BENCH_SEARCH_DATABASE_URL (default: the server of DATABASE_URL, else
// postgres://postgres@127.0.0.1:5432, database bench_search), BENCH_SEARCH_DOMAINS (1000000),
// BENCH_SEARCH_OWNERS (2000), BENCH_SEARCH_REQUESTS (500 one-term LATEST requests),
// BENCH_SEARCH_ROUNDS (100 requests per other scenario), BENCH_SEARCH_SEED.
import { availableParallelism, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import contracts from '@domainfolio/contracts';
import pg from 'pg';
import { API_MAIN, startApi } from './lib/api-server.mjs';
import {
  CODAS,
  CODA_SHARE,
  DATA_VERSION,
  ONSETS,
  VOWELS,
  WORDS,
  describeMarketplace,
  loadMarketplace,
} from './lib/marketplace-data.mjs';
import { printTable, summarize } from './lib/stats.mjs';

const { PAGE_SIZE, SEARCH_COUNT_CAP, SEARCH_TERM_COUNT_CAP, SORT_KEYS, SortKey } = contracts;

const NAME = 'search-marketplace';
const TARGET_MS = 20;
const DOMAINS = Number(process.env.BENCH_SEARCH_DOMAINS ?? 1_000_000);
const OWNERS = Number(process.env.BENCH_SEARCH_OWNERS ?? 2000);
const REQUESTS = Number(process.env.BENCH_SEARCH_REQUESTS ?? 500);
const ROUNDS = Number(process.env.BENCH_SEARCH_ROUNDS ?? 100);
const WARM_UP = 50;
const DEEP_PAGE = 20;
const PRICE = { minPrice: 1000, maxPrice: 5000 };
const LENGTH = { minLength: 4, maxLength: 8 };

const args = process.argv.slice(2);
const unknown = args.filter((a) => a !== '--fresh' && a !== '--drop');
if (unknown.length > 0) {
  console.error(
    `usage: node bench/${NAME}.mjs [--fresh] [--drop]  (unknown: ${unknown.join(' ')})`,
  );
  process.exit(2);
}
const FRESH = args.includes('--fresh') || process.env.BENCH_SEARCH_FRESH === '1';
const DROP = args.includes('--drop');

class FunctionalError extends Error {}

// ---------------------------------------------------------------------------------------------
// Database: where, whether it is reachable, and whether the data can be reused.

function benchDatabaseUrl() {
  if (process.env.BENCH_SEARCH_DATABASE_URL) return new URL(process.env.BENCH_SEARCH_DATABASE_URL);
  const url = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  url.pathname = '/bench_search';
  return url;
}

const dbUrl = benchDatabaseUrl();
const dbName = decodeURIComponent(dbUrl.pathname.slice(1));
if (!/^[a-z_][a-z0-9_]{0,62}$/.test(dbName)) {
  console.error(`${NAME}: the database name "${dbName}" must be lowercase letters, digits and _`);
  process.exit(2);
}
const adminUrl = new URL(dbUrl);
adminUrl.pathname = '/postgres';
const where = `${dbUrl.hostname}:${dbUrl.port || 5432}`;

async function connect(url) {
  const client = new pg.Client({ connectionString: url.toString(), connectionTimeoutMillis: 5000 });
  client.on('error', () => undefined); // a dropped idle connection surfaces on the next query
  await client.connect();
  return client;
}

const wanted = { bench: NAME, version: DATA_VERSION, domains: DOMAINS, owners: OWNERS };

async function setMarker(admin, state, extra = {}) {
  const comment = JSON.stringify({ ...wanted, state, ...extra });
  await admin.query(
    `comment on database ${admin.escapeIdentifier(dbName)} is ${admin.escapeLiteral(comment)}`,
  );
}

/**
 * 'create' (no database yet), 'load' (a database this benchmark made, to rebuild) or 'reuse' (it
 * holds the data already). A database without this benchmark's marker is never touched.
 */
async function decide(admin) {
  const { rows } = await admin.query(
    `select shobj_description(oid, 'pg_database') as comment from pg_database where datname = $1`,
    [dbName],
  );
  if (rows.length === 0) return { action: 'create' };
  let marker = null;
  try {
    marker = JSON.parse(rows[0].comment ?? 'null');
  } catch {
    marker = null;
  }
  if (marker?.bench !== NAME)
    throw new FunctionalError(
      `database ${dbName} exists but was not made by this benchmark (no marker): drop it yourself ` +
        'or point BENCH_SEARCH_DATABASE_URL at another database name',
    );
  if (FRESH) return { action: 'load', why: '--fresh' };
  const db = await connect(dbUrl);
  try {
    const count = async (table) =>
      (await db.query(`select to_regclass($1) is not null as present`, [`public.${table}`])).rows[0]
        .present
        ? (await db.query(`select count(*)::int as n from ${table}`)).rows[0].n
        : 0;
    const [domains, owners] = [await count('domains'), await count('users')];
    const same =
      marker.state === 'ready' &&
      marker.version === DATA_VERSION &&
      marker.domains === DOMAINS &&
      marker.owners === OWNERS &&
      domains === DOMAINS &&
      owners === OWNERS;
    if (!same)
      return { action: 'load', why: `data set differs or is incomplete (${marker.state})` };
    return { action: 'reuse', marker };
  } finally {
    await db.end();
  }
}

// ---------------------------------------------------------------------------------------------
// Requests and their checks.

/** mulberry32: a small seeded generator, so every run asks the same sequence of terms. */
function generator(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = generator(Number(process.env.BENCH_SEARCH_SEED ?? 20_240_601));
const anyOf = (items) => items[Math.floor(random() * items.length)];
const TERM_WORDS = WORDS.filter((w) => w.length >= 2 && w.length <= 6);

/** A syllable as the names are built, but every fragment equally likely: common and rare ones. */
const syllable = () => anyOf(ONSETS) + anyOf(VOWELS) + (random() < CODA_SHARE ? anyOf(CODAS) : '');

/**
 * One term of 2-6 letters: a syllable ("ka" matches 10,000+ names, "quoo" a few hundred), two
 * syllables together (mostly rare), or a dictionary word.
 */
function randomTerm() {
  const r = random();
  if (r < 0.5) return syllable();
  if (r < 0.75)
    for (;;) {
      const term = syllable() + syllable();
      if (term.length <= 6) return term;
    }
  return anyOf(TERM_WORDS);
}

const labelLength = (name) => name.indexOf('.');
const ORDER_CHECKS = {
  [SortKey.LATEST]: (a, b) => Date.parse(a.createdDate) >= Date.parse(b.createdDate),
  [SortKey.HIGHEST_PRICE]: (a, b) =>
    b.sellingPrice === null || (a.sellingPrice !== null && a.sellingPrice >= b.sellingPrice),
  [SortKey.LOWEST_PRICE]: (a, b) =>
    b.sellingPrice === null || (a.sellingPrice !== null && a.sellingPrice <= b.sellingPrice),
  [SortKey.LONGEST]: (a, b) => a.name.length >= b.name.length,
  [SortKey.SHORTEST]: (a, b) => a.name.length <= b.name.length,
  [SortKey.ALPHABETICAL]: (a, b) => a.name <= b.name,
};

/** Throws a FunctionalError when the payload is not what the request asked for. */
function check(request, payload) {
  const { term, sort, page, limit, filters } = request;
  const fail = (why) => {
    throw new FunctionalError(`${why}\n  request: ${JSON.stringify(request)}`);
  };
  if (!payload || !Array.isArray(payload.docs)) fail('the response has no payload.docs');
  const { docs, totalDocs, totalIsCapped } = payload;
  const cap = term ? SEARCH_TERM_COUNT_CAP : SEARCH_COUNT_CAP;
  if (payload.page !== page || payload.limit !== limit)
    fail(`page/limit ${payload.page}/${payload.limit} in the response`);
  if (!Number.isInteger(totalDocs) || totalDocs < 0 || totalDocs > cap)
    fail(`totalDocs ${totalDocs} is not a count up to the cap ${cap}`);
  if (totalIsCapped && totalDocs !== cap) fail(`totalIsCapped with totalDocs ${totalDocs}`);
  const expected =
    totalIsCapped && page * limit <= cap
      ? limit
      : Math.max(0, Math.min(limit, totalDocs - (page - 1) * limit));
  if (docs.length !== expected)
    fail(`${docs.length} docs on page ${page} for totalDocs ${totalDocs} (expected ${expected})`);
  for (const doc of docs) {
    if (typeof doc.name !== 'string') fail('a doc without a name');
    if (term && !doc.name.includes(term)) fail(`${doc.name} does not contain "${term}"`);
    if (filters.minPrice !== undefined || filters.maxPrice !== undefined) {
      const price = doc.sellingPrice;
      if (price === null || price < (filters.minPrice ?? 0) || price > (filters.maxPrice ?? price))
        fail(`${doc.name} at price ${price} is outside the price filter`);
    }
    const length = labelLength(doc.name);
    if (length < (filters.minLength ?? 0) || length > (filters.maxLength ?? length))
      fail(`${doc.name} (label length ${length}) is outside the length filter`);
  }
  const inOrder = ORDER_CHECKS[sort];
  if (inOrder)
    for (let i = 1; i < docs.length; i += 1)
      if (!inOrder(docs[i - 1], docs[i]))
        fail(`${docs[i - 1].name} before ${docs[i].name} is out of ${sort} order`);
}

let api;

async function search({ term, sort = SortKey.LATEST, page = 1, filters = {} }) {
  const request = { term, sort, page, limit: PAGE_SIZE, filters };
  const query = new URLSearchParams({ page: String(page), limit: String(PAGE_SIZE), sort });
  for (const [key, value] of Object.entries(filters)) query.set(key, String(value));
  const started = performance.now();
  const res = await fetch(`${api.baseUrl}/api/search?${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: term }),
    signal: AbortSignal.timeout(60_000),
  });
  const text = await res.text();
  const ms = performance.now() - started;
  if (res.status !== 200)
    throw new FunctionalError(
      `HTTP ${res.status}: ${text.slice(0, 300)}\n  request: ${JSON.stringify(request)}`,
    );
  const { payload } = JSON.parse(text);
  check(request, payload);
  return {
    ms,
    total: payload.totalDocs,
    capped: payload.totalIsCapped === true,
    docs: payload.docs.length,
  };
}

/** The HTTP floor: GET /api/health goes through the same stack and runs one `select 1`. */
async function floor(count) {
  const row = { label: 'floor: GET /api/health (select 1)', samples: [] };
  for (let i = 0; i < count; i += 1) {
    const started = performance.now();
    const res = await fetch(`${api.baseUrl}/api/health`, { signal: AbortSignal.timeout(60_000) });
    await res.arrayBuffer();
    if (res.status !== 200) throw new FunctionalError(`GET /api/health: HTTP ${res.status}`);
    row.samples.push(performance.now() - started);
  }
  return row;
}

/** Runs `count` requests one after another; `make(i)` gives each request. */
async function scenario(label, count, make) {
  const row = { label, samples: [], capped: 0, empty: 0, results: [] };
  for (let i = 0; i < count; i += 1) {
    const request = make(i);
    const result = await search(request);
    row.samples.push(result.ms);
    if (result.capped) row.capped += 1;
    if (result.docs === 0) row.empty += 1;
    row.results.push({ term: request.term, ...result });
  }
  return row;
}

function subset(label, parent, keep) {
  const results = parent.results.filter(keep);
  return {
    label,
    samples: results.map((r) => r.ms),
    capped: results.filter((r) => r.capped).length,
    empty: results.filter((r) => r.docs === 0).length,
  };
}

// ---------------------------------------------------------------------------------------------

const fmt = (n) => n.toLocaleString('en-US');
const log = (line) => console.log(line);

async function main() {
  let admin;
  try {
    admin = await connect(adminUrl);
  } catch (error) {
    console.log(
      `${NAME}: skipped, PostgreSQL is not reachable at ${where} (${error.code ?? error.message}); ` +
        'start it or set BENCH_SEARCH_DATABASE_URL',
    );
    return 0;
  }
  try {
    const plan = await decide(admin);
    if (plan.action !== 'reuse') {
      await admin.query(`drop database if exists ${admin.escapeIdentifier(dbName)} with (force)`);
      await admin.query(`create database ${admin.escapeIdentifier(dbName)}`);
      await setMarker(admin, 'loading');
    }

    // The API applies the migrations before it answers, so it creates (or updates) the schema.
    api = await startApi({
      databaseUrl: dbUrl.toString(),
      logLevel: process.env.BENCH_SEARCH_LOG_LEVEL ?? 'warn',
    });

    const db = await connect(dbUrl);
    let loadSeconds = plan.marker?.loadSeconds;
    try {
      if (plan.action === 'reuse') {
        log(`${NAME}: reusing ${dbName} (loaded ${plan.marker.loadedAt}; --fresh rebuilds it)`);
      } else {
        log(
          `${NAME}: loading ${fmt(DOMAINS)} domains into ${dbName}${plan.why ? ` (${plan.why})` : ''}`,
        );
        loadSeconds = await loadMarketplace(db, { owners: OWNERS, domains: DOMAINS }, log);
        log(`  loaded in ${loadSeconds.toFixed(1)} s`);
        await setMarker(admin, 'ready', {
          loadSeconds: Number(loadSeconds.toFixed(1)),
          loadedAt: new Date().toISOString(),
        });
      }
      const data = await describeMarketplace(db);
      const {
        rows: [server],
      } = await db.query(`select current_setting('server_version') as version,
          current_setting('shared_buffers') as shared_buffers,
          current_setting('work_mem') as work_mem, current_setting('jit') as jit`);
      log(
        `search marketplace: ${fmt(data.domains)} domains (${fmt(data.listed)} listed: public, unsold, owner enabled), ` +
          `${fmt(data.owners)} owners, labels ${data.min_label}-${data.max_label} chars, ` +
          `${Math.round((100 * data.priced) / data.domains)}% priced, ${fmt(data.hidden)} hidden prices, ${fmt(data.bin)} buy-it-now, ${fmt(data.sold)} sold`,
      );
      log(
        `PostgreSQL ${server.version} at ${where}/${dbName}: table ${data.table_size} + indexes ${data.index_size}; ` +
          `shared_buffers ${server.shared_buffers}, work_mem ${server.work_mem}, jit ${server.jit}; ` +
          `data load ${loadSeconds === undefined ? '?' : `${Number(loadSeconds).toFixed(1)} s`}`,
      );
    } finally {
      await db.end();
    }
    log(
      `API ${API_MAIN.replace(/.*\/apps\//, 'apps/')} (pid ${api.pid}) at ${api.baseUrl}; ` +
        `POST /api/search without username, limit ${PAGE_SIZE}, sequential requests after ${WARM_UP} warm-up requests`,
    );

    const cores = availableParallelism();
    const loadBefore = loadavg()[0];
    for (let i = 0; i < WARM_UP; i += 1)
      await search({ term: randomTerm(), sort: SORT_KEYS[i % SORT_KEYS.length] });

    const rows = [await floor(ROUNDS)];
    const main = await scenario(`one term, ${SortKey.LATEST}, page 1`, REQUESTS, () => ({
      term: randomTerm(),
    }));
    rows.push(
      main,
      subset('  capped totals (1,000+)', main, (r) => r.capped),
      subset('  exact totals', main, (r) => !r.capped),
      subset('  2-letter terms (piece index)', main, (r) => r.term.length < 3),
      subset('  3-6 letter terms', main, (r) => r.term.length >= 3),
    );
    for (const sort of SORT_KEYS)
      rows.push(await scenario(`one term, ${sort}`, ROUNDS, () => ({ term: randomTerm(), sort })));
    rows.push(
      await scenario(`one term, price ${PRICE.minPrice}-${PRICE.maxPrice}`, ROUNDS, () => ({
        term: randomTerm(),
        filters: PRICE,
      })),
      await scenario(`one term, length ${LENGTH.minLength}-${LENGTH.maxLength}`, ROUNDS, () => ({
        term: randomTerm(),
        filters: LENGTH,
      })),
      await scenario('one term, price and length', ROUNDS, () => ({
        term: randomTerm(),
        filters: { ...PRICE, ...LENGTH },
      })),
    );
    const deepTerms = [
      ...new Set(main.results.filter((r) => r.total >= DEEP_PAGE * PAGE_SIZE).map((r) => r.term)),
    ];
    if (deepTerms.length > 0)
      rows.push(
        await scenario(`one term, page ${DEEP_PAGE} (${deepTerms.length} terms)`, ROUNDS, () => ({
          term: anyOf(deepTerms),
          page: DEEP_PAGE,
        })),
      );
    rows.push(await scenario('no term (landing), page 1', ROUNDS, () => ({ term: '' })));

    const loadAfter = loadavg()[0];
    console.log('');
    printTable(rows);
    const p95 = summarize(main.samples).p95;
    const wordP95 = summarize(main.results.filter((r) => r.term.length >= 3).map((r) => r.ms)).p95;
    console.log('');
    const busy = Math.max(loadBefore, loadAfter) > cores;
    console.log(
      `machine: ${cores} cores, 1-min load ${loadBefore.toFixed(1)} before / ${loadAfter.toFixed(1)} after` +
        (busy ? ' (busy: other work shared the CPU, figures are inflated)' : ''),
    );
    const verdict = (ms) =>
      `${ms.toFixed(1)} ms (target < ${TARGET_MS} ms): ${ms < TARGET_MS ? 'PASS' : 'FAIL'}`;
    console.log(`one-term page p95, terms of 3+ characters: ${verdict(wordP95)}`);
    console.log(`one-term page p95, every term (1-2 character terms too): ${verdict(p95)}`);
    if (DROP) {
      await api.stop();
      await admin.query(`drop database if exists ${admin.escapeIdentifier(dbName)} with (force)`);
      log(`dropped ${dbName}`);
    }
    return 0;
  } finally {
    await api?.stop();
    await admin.end().catch(() => undefined);
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    const functional = error instanceof FunctionalError;
    console.error(
      `${NAME}: ${functional ? 'functional error' : 'failed'}: ${error.stack ?? error}`,
    );
    if (api && !functional) console.error(`last API output:\n${api.output() || '(none)'}`);
    process.exit(1);
  },
);
