// Marketplace search speed: 1,000,000 domains on PostgreSQL, pages through HTTP, against a naive
// scan of the same data in the same run.
//
// The built API (apps/api/dist/main.js, as `npm run bench` builds it) runs as its own process
// against the database `bench_search` and answers POST /api/search. Every scenario the
// marketplace and an owner's portfolio meet is measured: each sort key with a term and without,
// rare and common terms, terms of one and two characters, the price and length filters alone and
// with a term, a deep page and an owner's portfolio page. Requests are sequential (concurrency 1),
// timed by the client, the scenarios taking turns in a shuffled order each round so that a burst
// of load elsewhere on the machine spreads over all of them; every response is checked (terms,
// filters, order, owner, totals). Target per scenario: p95 at most 20 ms.
//
// Baseline: a round of requests every few rounds answered again, right after the API answered
// them (so that both meet the same load), by a plain SQL `ILIKE '%term%'` query with the same
// filters, ORDER BY, LIMIT and OFFSET, sent straight to the same database on a connection that
// may not use an index (enable_indexscan, enable_indexonlyscan and enable_bitmapscan off; JIT
// off, so that compiling never inflates it): what a naive search costs. Its page must hold
// exactly the API's names. Target: the API's p95 at least 10 times lower than the baseline's.
//
// Prints a table and writes the `## Marketplace search` section of bench/RESULTS.md. The data is
// loaded once (plain SQL, INSERT ... SELECT FROM generate_series) and reused while the database
// carries this benchmark's marker; `--fresh` (or BENCH_SEARCH_FRESH=1) rebuilds it, `--drop`
// drops the database at the end. Skips when PostgreSQL is not reachable. Exits non-zero only on a
// functional error (a failed or wrong response), never on a missed target.
//
// Settings: BENCH_SEARCH_DATABASE_URL (default: the server of DATABASE_URL, else
// postgres://postgres@127.0.0.1:5432, database bench_search), BENCH_SEARCH_DOMAINS (1000000),
// BENCH_SEARCH_OWNERS (2000), BENCH_SEARCH_ROUNDS (requests per scenario, 100),
// BENCH_SEARCH_BASELINE_ROUNDS (naive queries per scenario, 20), BENCH_SEARCH_SEED.
// For another benchmark that runs this one (growth.mjs): BENCH_SEARCH_SCENARIOS (a comma-separated
// list of scenario keys, such as `no-term,rare,deep-page`, to run only those),
// BENCH_SEARCH_PREPARED=1 (the database already holds data its caller loaded and owns: use it as
// it is, without a marker, and never load or drop it) and BENCH_JSON_OUT (a file to write the
// figures to as JSON, in place of the RESULTS.md section).
import { availableParallelism, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import contracts from '@domainfolio/contracts';
import { API_MAIN, startApi } from './lib/api-server.mjs';
import {
  DATA_VERSION,
  WORDS,
  describeMarketplace,
  likePattern,
  listedCounts,
  loadMarketplace,
  randomSyllable,
} from './lib/marketplace-data.mjs';
import { jsonOut, writeFigures } from './lib/json-out.mjs';
import { RESULTS_FILE, writeResultsSection } from './lib/results-file.mjs';
import { connect } from './lib/pg-client.mjs';
import { seededRandom, shuffledOrder } from './lib/random.mjs';
import { commitDescription, machineDescription } from './lib/run-info.mjs';
import { summarize } from './lib/stats.mjs';

const { PAGE_SIZE, SEARCH_COUNT_CAP, SEARCH_TERM_COUNT_CAP, SORT_KEYS, SortKey } = contracts;

const NAME = 'search-marketplace';
const COMMAND = 'npm run bench -- search-marketplace';
const SECTION = 'Marketplace search';
const TARGET_MS = 20;
const TARGET_RATIO = 10;
const DOMAINS = Number(process.env.BENCH_SEARCH_DOMAINS ?? 1_000_000);
const OWNERS = Number(process.env.BENCH_SEARCH_OWNERS ?? 2000);
const ROUNDS = Number(process.env.BENCH_SEARCH_ROUNDS ?? 100);
const BASELINE_ROUNDS = Number(process.env.BENCH_SEARCH_BASELINE_ROUNDS ?? 20);
/** Rounds of every scenario before the measured ones: connections, caches, the JIT of Node. */
const WARM_UP_ROUNDS = 3;
const DEEP_PAGE = 20;
const PRICE = { minPrice: 1000, maxPrice: 5000 };
const LENGTH = { minLength: 4, maxLength: 8 };
/** A rare term has 1 to this many listed matches; a common one the term cap or more. */
const RARE_MAX = 100;
const TERM_CANDIDATES = 600;
const ONLY = process.env.BENCH_SEARCH_SCENARIOS?.split(',')
  .map((key) => key.trim())
  .filter(Boolean);
const PREPARED = process.env.BENCH_SEARCH_PREPARED === '1';
const JSON_OUT = jsonOut();

for (const [key, value] of [
  ['BENCH_SEARCH_ROUNDS', ROUNDS],
  ['BENCH_SEARCH_BASELINE_ROUNDS', BASELINE_ROUNDS],
]) {
  if (!Number.isInteger(value) || value < 1) {
    console.error(`${NAME}: ${key} must be a whole number of 1 or more`);
    process.exit(2);
  }
}

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
if (PREPARED && (FRESH || DROP)) {
  console.error(`${NAME}: --fresh and --drop do not apply to a prepared database`);
  process.exit(2);
}

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
  if (PREPARED) return { action: 'reuse', prepared: true };
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
// Terms and owners the scenarios ask for.

const random = seededRandom(Number(process.env.BENCH_SEARCH_SEED ?? 20_240_601));
const anyOf = (items) => items[Math.floor(random() * items.length)];
const TERM_WORDS = WORDS.filter((w) => w.length >= 2 && w.length <= 6);
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const CHARACTERS = `${LETTERS}0123456789-`;

const syllable = () => randomSyllable(random);

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

/** Two characters: half the start of a syllable ("ka", "br"), half any two letters ("qz"). */
const twoCharacters = () =>
  random() < 0.5 ? syllable().slice(0, 2) : anyOf([...LETTERS]) + anyOf([...LETTERS]);

/**
 * Terms of 3+ characters by how many listed domains (public, unsold, owner active) hold them,
 * counted on the database: rare ones, common ones (a capped total) and those with a page
 * DEEP_PAGE.
 */
async function termPools(db) {
  const candidates = [
    ...new Set(Array.from({ length: TERM_CANDIDATES }, randomTerm).filter((t) => t.length >= 3)),
  ];
  // Counted up to the most any pool needs to know.
  const rows = await listedCounts(
    db,
    candidates,
    Math.max(SEARCH_TERM_COUNT_CAP, DEEP_PAGE * PAGE_SIZE) + 1,
  );
  const pool = (keep) => rows.filter(keep).map((r) => r.term);
  const pools = {
    rare: pool((r) => r.listed >= 1 && r.listed <= RARE_MAX),
    common: pool((r) => r.listed > SEARCH_TERM_COUNT_CAP),
    deep: pool((r) => r.listed >= DEEP_PAGE * PAGE_SIZE),
  };
  for (const [name, terms] of Object.entries(pools))
    if (terms.length === 0)
      throw new FunctionalError(`no ${name} term among ${candidates.length} candidates`);
  return pools;
}

/** Active owners with listed domains, the largest portfolio first. */
async function listedOwners(db) {
  const { rows } = await db.query(
    `select u.username, count(*)::int as listed
     from users as u join domains as d on d.owner_id = u.id
     where u.disabled_at is null and d.public and not d.sold
     group by u.username order by listed desc, u.username`,
  );
  if (rows.length === 0) throw new FunctionalError('no owner lists a domain');
  return rows;
}

// ---------------------------------------------------------------------------------------------
// Scenarios: each a label and its requests, made up front so that the baseline asks the same.

function scenarios({ pools, owners }) {
  const largest = owners[0];
  const list = [];
  const add = (key, label, make) => {
    const requests = Array.from({ length: WARM_UP_ROUNDS + ROUNDS }, (_, i) => ({
      term: '',
      sort: SortKey.LATEST,
      page: 1,
      filters: {},
      ...make(i),
    }));
    list.push({ key, label, requests });
  };
  const eachSort = (i) => SORT_KEYS[i % SORT_KEYS.length];
  const price = `price ${PRICE.minPrice}-${PRICE.maxPrice}`;
  const length = `length ${LENGTH.minLength}-${LENGTH.maxLength}`;

  add('no-term', `no term (empty query), ${SortKey.LATEST}`, () => ({}));
  add('no-term-sorts', 'no term, each sort in turn', (i) => ({ sort: eachSort(i) }));
  for (const sort of SORT_KEYS)
    add(`term-${sort}`, `one term, ${sort}`, () => ({ term: randomTerm(), sort }));
  add('rare', `rare term (1-${RARE_MAX} listed)`, () => ({ term: anyOf(pools.rare) }));
  add('common', `common term (${fmt(SEARCH_TERM_COUNT_CAP)}+ listed)`, () => ({
    term: anyOf(pools.common),
  }));
  add('one-character', 'one-character term', () => ({ term: anyOf([...CHARACTERS]) }));
  add('two-characters', 'two-character term', () => ({ term: twoCharacters() }));
  add('no-term-price', `no term, ${price}`, () => ({ filters: PRICE }));
  add('no-term-length', `no term, ${length}`, () => ({ filters: LENGTH }));
  add('no-term-price-length', `no term, ${price}, ${length}`, () => ({
    filters: { ...PRICE, ...LENGTH },
  }));
  add('term-price', `one term, ${price}`, () => ({ term: randomTerm(), filters: PRICE }));
  add('term-length', `one term, ${length}`, () => ({ term: randomTerm(), filters: LENGTH }));
  add('term-price-length', `one term, ${price}, ${length}`, () => ({
    term: randomTerm(),
    filters: { ...PRICE, ...LENGTH },
  }));
  add('deep-page', `deep page: one term, page ${DEEP_PAGE}`, () => ({
    term: anyOf(pools.deep),
    page: DEEP_PAGE,
  }));
  add('owner', "owner's portfolio (?username=, random owner)", () => ({
    username: anyOf(owners).username,
  }));
  add(
    'owner-largest-sorts',
    `owner's portfolio, largest (${fmt(largest.listed)} listed), each sort in turn`,
    (i) => ({ username: largest.username, sort: eachSort(i) }),
  );
  add('owner-largest-term', `owner's portfolio, largest, one term`, () => ({
    username: largest.username,
    term: randomTerm(),
  }));
  // Every scenario's requests are drawn above whether it runs or not, so that a subset asks
  // exactly the requests the whole run asks.
  if (!ONLY) return list;
  const unknownKeys = ONLY.filter((key) => !list.some((scenario) => scenario.key === key));
  if (unknownKeys.length > 0)
    throw new FunctionalError(
      `BENCH_SEARCH_SCENARIOS: no scenario ${unknownKeys.join(', ')}; ` +
        `known: ${list.map((scenario) => scenario.key).join(', ')}`,
    );
  return list.filter((scenario) => ONLY.includes(scenario.key));
}

// ---------------------------------------------------------------------------------------------
// The API's answers and their checks.

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
  const { term, sort, page, filters, username } = request;
  const fail = (why) => {
    throw new FunctionalError(`${why}\n  request: ${JSON.stringify(request)}`);
  };
  if (!payload || !Array.isArray(payload.docs)) fail('the response has no payload.docs');
  const { docs, totalDocs, totalIsCapped } = payload;
  const limit = PAGE_SIZE;
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
    if (username && doc.username !== username) fail(`${doc.name} belongs to ${doc.username}`);
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

async function search(request) {
  const { term, sort, page, filters, username } = request;
  const query = new URLSearchParams({ page: String(page), limit: String(PAGE_SIZE), sort });
  if (username) query.set('username', username);
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
    capped: payload.totalIsCapped === true,
    names: payload.docs.map((doc) => doc.name),
  };
}

/** The HTTP floor: GET /api/health goes through the same stack and runs one `select 1`. */
async function floor(count) {
  const samples = [];
  for (let i = 0; i < count; i += 1) {
    const started = performance.now();
    const res = await fetch(`${api.baseUrl}/api/health`, { signal: AbortSignal.timeout(60_000) });
    await res.arrayBuffer();
    if (res.status !== 200) throw new FunctionalError(`GET /api/health: HTTP ${res.status}`);
    samples.push(performance.now() - started);
  }
  return samples;
}

// ---------------------------------------------------------------------------------------------
// The naive baseline: one plain query per page, no index.

/** The API's order for each sort key, as plain SQL; the id breaks ties, as in the API. */
const NAIVE_ORDER = {
  [SortKey.LATEST]: 'd.created_at desc',
  [SortKey.MOST_VIEWS]: 'd.views desc',
  [SortKey.HIGHEST_PRICE]: 'd.visible_price desc nulls last',
  [SortKey.LOWEST_PRICE]: 'd.visible_price asc nulls last',
  [SortKey.LONGEST]: 'char_length(d.name) desc, d.name collate "C"',
  [SortKey.SHORTEST]: 'char_length(d.name) asc, d.name collate "C"',
  [SortKey.BUY_IT_NOW]: 'd.buy_it_now desc, d.created_at desc',
  [SortKey.ALPHABETICAL]: 'd.name collate "C"',
  [SortKey.EXPIRATION]: 'd.expiration asc nulls last',
};

/** A connection whose queries read whole tables: no index, bitmap or index-only scans. */
async function naiveConnection() {
  const db = await connect(dbUrl);
  for (const setting of ['enable_indexscan', 'enable_indexonlyscan', 'enable_bitmapscan', 'jit'])
    await db.query(`set ${setting} = off`);
  return db;
}

function naiveQuery({ term, sort, page, filters, username }) {
  const values = [];
  const param = (value) => {
    values.push(value);
    return `$${values.length}`;
  };
  const conditions = ['d.public', 'not d.sold', 'u.disabled_at is null'];
  if (term) conditions.push(`d.name ilike ${param(likePattern(term))}`);
  if (username) conditions.push(`u.username = ${param(username)}`);
  if (filters.minPrice !== undefined)
    conditions.push(`d.visible_price >= ${param(filters.minPrice)}`);
  if (filters.maxPrice !== undefined)
    conditions.push(`d.visible_price <= ${param(filters.maxPrice)}`);
  if (filters.minLength !== undefined)
    conditions.push(`d.label_length >= ${param(filters.minLength)}`);
  if (filters.maxLength !== undefined)
    conditions.push(`d.label_length <= ${param(filters.maxLength)}`);
  const text = `select d.*, u.username from domains as d join users as u on u.id = d.owner_id
    where ${conditions.join(' and ')}
    order by ${NAIVE_ORDER[sort]}, d.id
    limit ${param(PAGE_SIZE)} offset ${param((page - 1) * PAGE_SIZE)}`;
  return { text, values };
}

/** Times the naive page of `request`; it must list the names the API listed. */
async function naive(db, request, apiNames) {
  const { text, values } = naiveQuery(request);
  const started = performance.now();
  const { rows } = await db.query(text, values);
  const ms = performance.now() - started;
  const names = rows.map((row) => row.name);
  if (JSON.stringify(names) !== JSON.stringify(apiNames))
    throw new FunctionalError(
      `the API's page differs from the naive query's\n  request: ${JSON.stringify(request)}\n` +
        `  API:   ${apiNames.join(' ')}\n  naive: ${names.join(' ')}`,
    );
  return ms;
}

// ---------------------------------------------------------------------------------------------
// Running the rounds.

const shuffled = (n) => shuffledOrder(n, random);

/**
 * Round r asks request r of every scenario, in a shuffled order; the first WARM_UP_ROUNDS are
 * not counted. After every few rounds, spread over the run, the naive query answers that round's
 * requests again, so that both are measured under the same load (and in a block of their own,
 * so that their whole-table reads do not come just before most of the API's requests); the
 * first round warms it up.
 */
async function run(list, naiveDb) {
  for (const scenario of list)
    Object.assign(scenario, { samples: [], naive: [], capped: 0, empty: 0 });
  const baselineRounds = Math.min(BASELINE_ROUNDS, ROUNDS);
  const every = Math.floor(ROUNDS / baselineRounds);
  for (let r = 0; r < WARM_UP_ROUNDS + ROUNDS; r += 1) {
    const answers = new Map();
    for (const s of shuffled(list.length)) {
      const scenario = list[s];
      const result = await search(scenario.requests[r]);
      answers.set(scenario, result.names);
      if (r < WARM_UP_ROUNDS) continue;
      scenario.samples.push(result.ms);
      if (result.capped) scenario.capped += 1;
      if (result.names.length === 0) scenario.empty += 1;
    }
    const measured = r - WARM_UP_ROUNDS;
    const asked = measured % every === 0 && measured / every < baselineRounds;
    if (r !== 0 && !asked) continue;
    for (const s of shuffled(list.length)) {
      const scenario = list[s];
      const ms = await naive(naiveDb, scenario.requests[r], answers.get(scenario));
      if (asked) scenario.naive.push(ms);
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Where and on what it ran; the printed table and the RESULTS.md section.

const fmt = (n) => n.toLocaleString('en-US');
const log = (line) => console.log(line);
const ms = (value) => value.toFixed(1);
const share = (part, whole) => `${Math.round((100 * part) / whole)}%`;

const HEAD = [
  'scenario',
  'requests',
  'p50 ms',
  'p95 ms',
  'p99 ms',
  'max ms',
  `≤ ${TARGET_MS} ms`,
  'naive p50',
  'naive p95',
  'speed-up',
  `≥ ${TARGET_RATIO}×`,
  'capped',
  'empty',
];
const ALIGN = ['l', ...HEAD.slice(1).map(() => 'r')];

/** One row per scenario, and whether it meets both targets. */
function rowOf(scenario) {
  const s = summarize(scenario.samples);
  const row = [scenario.label, String(s.n), ms(s.p50), ms(s.p95), ms(s.p99), ms(s.max)];
  if (!scenario.naive) return { row: [...row, '-', '-', '-', '-', '-', '-', '-'], pass: null };
  const n = summarize(scenario.naive);
  const ratio = n.p95 / s.p95;
  const fast = s.p95 <= TARGET_MS;
  const far = ratio >= TARGET_RATIO;
  return {
    row: [
      ...row,
      fast ? 'pass' : 'MISS',
      ms(n.p50),
      ms(n.p95),
      `${ratio.toFixed(1)}×`,
      far ? 'pass' : 'MISS',
      share(scenario.capped, s.n),
      share(scenario.empty, s.n),
    ],
    pass: fast && far,
  };
}

function printTable(rows) {
  const widths = HEAD.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells) =>
    cells
      .map((c, i) => (ALIGN[i] === 'l' ? c.padEnd(widths[i]) : c.padStart(widths[i])))
      .join('  ');
  log(line(HEAD));
  log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) log(line(row));
}

const cell = (text) => String(text).replace(/\|/g, '\\|');
const markdownTable = (rows) =>
  [
    `| ${HEAD.map(cell).join(' | ')} |`,
    `| ${ALIGN.map((a) => (a === 'l' ? '---' : '---:')).join(' | ')} |`,
    ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`),
  ].join('\n');

function resultsSection({ info, rows, passed, measured }) {
  const busy = Math.max(info.loadBefore, info.loadAfter) > info.cores;
  return `Written by \`bench/${NAME}.mjs\`; reproduce with \`${COMMAND}\` (or
\`node bench/${NAME}.mjs\` once the API is built).

- Date: ${info.date}
- Commit: ${info.commit}
- Machine: ${info.machine}; load average ${info.loadBefore.toFixed(2)} before, ${info.loadAfter.toFixed(2)} after${busy ? ' (busy: other work shared the CPU, the figures are inflated)' : ''}
- Database: PostgreSQL ${info.server.version} on the same machine (shared_buffers ${info.server.shared_buffers}, work_mem ${info.server.work_mem}, jit ${info.server.jit}); ${info.data}
- API: \`apps/api/dist/main.js\` over loopback HTTP, POST /api/search with limit ${PAGE_SIZE}, one request at a time, ${WARM_UP_ROUNDS} rounds of warm-up, the scenarios taking turns in a shuffled order each round; the HTTP floor (GET /api/health, one \`select 1\`) was p50 ${ms(info.floor.p50)} ms, p95 ${ms(info.floor.p95)} ms

${markdownTable(rows)}

${passed} of ${measured} scenarios meet both targets: p95 at most ${TARGET_MS} ms through HTTP, and at least ${TARGET_RATIO} times faster than the naive baseline. Milliseconds are the client's wall time per request. A term is random: a syllable, two syllables or a word, 2-6 characters; rare and common terms are drawn from such terms by how many listed domains hold them, and the deep page's from those with a page ${DEEP_PAGE}. "each sort in turn" cycles through the ${SORT_KEYS.length} sort keys. "capped" is the share of answers whose total was capped (${fmt(SEARCH_TERM_COUNT_CAP)}+ with a term, ${fmt(SEARCH_COUNT_CAP)}+ without), "empty" the share with no domain.

Naive baseline: ${Math.min(BASELINE_ROUNDS, ROUNDS)} requests of each scenario, a round of them every few rounds over the whole run, answered again right after the API answered them, each as one plain query sent straight to the database (no HTTP): \`ILIKE '%term%'\` with the same filters, ORDER BY, LIMIT and OFFSET, on a connection with enable_indexscan, enable_indexonlyscan and enable_bitmapscan off (JIT off too), so it reads the whole table, as a search without its indexes would; its pages held exactly the API's names. Speed-up: naive p95 / API p95.
`;
}

// ---------------------------------------------------------------------------------------------

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
  let naiveDb;
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
    let data;
    let server;
    let list;
    try {
      if (plan.prepared) {
        log(`${NAME}: using ${dbName} as its caller prepared it`);
      } else if (plan.action === 'reuse') {
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
      data = await describeMarketplace(db);
      ({
        rows: [server],
      } = await db.query(`select current_setting('server_version') as version,
          current_setting('shared_buffers') as shared_buffers,
          current_setting('work_mem') as work_mem, current_setting('jit') as jit`));
      list = scenarios({ pools: await termPools(db), owners: await listedOwners(db) });
    } finally {
      await db.end();
    }
    const dataLine =
      `${fmt(data.domains)} domains (${fmt(data.listed)} listed: public, unsold, owner active) of ` +
      `${fmt(data.owners)} owners, labels ${data.min_label}-${data.max_label} characters, ` +
      `${Math.round((100 * data.priced) / data.domains)}% priced, ${fmt(data.hidden)} hidden prices, ` +
      `${fmt(data.sold)} sold; table ${data.table_size} + indexes ${data.index_size}`;
    log(`search marketplace: ${dataLine}`);
    log(
      `PostgreSQL ${server.version} at ${where}/${dbName}: shared_buffers ${server.shared_buffers}, ` +
        `work_mem ${server.work_mem}, jit ${server.jit}; data load ` +
        `${loadSeconds === undefined ? '?' : `${Number(loadSeconds).toFixed(1)} s`}`,
    );
    log(
      `API ${API_MAIN.replace(/.*\/apps\//, 'apps/')} (pid ${api.pid}) at ${api.baseUrl}: ` +
        `${list.length} scenarios x ${ROUNDS} requests after ${WARM_UP_ROUNDS} rounds of warm-up, ` +
        `${Math.min(BASELINE_ROUNDS, ROUNDS)} of them also asked naively`,
    );

    const cores = availableParallelism();
    const loadBefore = loadavg()[0];
    naiveDb = await naiveConnection();
    const floorSamples = await floor(ROUNDS);
    await run(list, naiveDb);
    const loadAfter = loadavg()[0];

    const results = list.map(rowOf);
    const floorRow = rowOf({ label: 'floor: GET /api/health (select 1)', samples: floorSamples });
    const rows = [floorRow.row, ...results.map((r) => r.row)];
    const passed = results.filter((r) => r.pass).length;
    log('');
    printTable(rows);
    log('');
    const busy = Math.max(loadBefore, loadAfter) > cores;
    log(
      `machine: ${cores} cores, 1-min load ${loadBefore.toFixed(1)} before / ${loadAfter.toFixed(1)} after` +
        (busy ? ' (busy: other work shared the CPU, figures are inflated)' : ''),
    );
    log(
      `${passed} of ${results.length} scenarios meet both targets (p95 <= ${TARGET_MS} ms, ` +
        `>= ${TARGET_RATIO}x faster than the naive baseline)`,
    );

    if (JSON_OUT) {
      writeFigures(
        JSON_OUT,
        { loadBefore, loadAfter },
        {
          server,
          data,
          floor: summarize(floorSamples),
          scenarios: list.map((scenario) => ({
            key: scenario.key,
            label: scenario.label,
            ...summarize(scenario.samples),
            naive: scenario.naive.length > 0 ? summarize(scenario.naive) : null,
            capped: scenario.capped,
            empty: scenario.empty,
          })),
        },
      );
    } else {
      await writeResultsSection(
        SECTION,
        resultsSection({
          info: {
            date: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
            commit: commitDescription(),
            machine: machineDescription(),
            cores,
            loadBefore,
            loadAfter,
            server,
            data: dataLine,
            floor: summarize(floorSamples),
          },
          rows: rows.slice(1),
          passed,
          measured: results.length,
        }),
      );
      log(`${NAME}: wrote the "${SECTION}" section of ${RESULTS_FILE}`);
    }

    if (DROP) {
      await naiveDb.end();
      naiveDb = undefined;
      await api.stop();
      await admin.query(`drop database if exists ${admin.escapeIdentifier(dbName)} with (force)`);
      log(`dropped ${dbName}`);
    }
    return 0;
  } finally {
    await naiveDb?.end().catch(() => undefined);
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
