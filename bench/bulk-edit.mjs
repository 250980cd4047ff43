// Bulk edit at the size of a whole Pro portfolio: +10% on the selling price of 5,000 names
// (BENCH_DOMAINS), previewed (dry run), saved, and undone (POST /api/domains/bulk-edit and
// /api/domains/bulk-edit/{id}/undo; apps/api/src/modules/domains/domain-bulk-edit.service.ts,
// docs/tags-and-bulk-edit.md).
//
// Data: one Pro owner with 5,000 word-like names (the dashboard owner of lib/dashboard-owner.mjs:
// prices on 60%, Buy-It-Now on a third of those, some hidden, 5% sold), in a freshly migrated
// database that holds nothing else. The edit selects them by the table's search with no text
// (`filter: {}`, every name), so it changes every priced name (about 3,000) and leaves the
// others (nothing to raise).
//
// The API (apps/api/dist, production settings) runs in this process, as import-export.mjs does;
// requests go over loopback HTTP. Each round: a dry run, the saved edit, its undo. Measured per
// scenario: the client's wall time and the server's time (lib/server-clock.mjs, from the request
// headers to the last byte of the answer), p50/p95/max over the rounds. Beside them, the
// database alone: the edit's one UPDATE statement (the same jsonb_to_recordset of the same rows)
// run straight on the table, its indexes and all, rolled back: the floor of the write.
//
// Target (printed beside the figures, never failing the run): p95 server time of the saved edit
// and of its undo at most 100 ms.
//
// Checked (a failure exits non-zero): the saved edit changes every priced unsold-or-sold name by
// +10% to the cent (priceAfterPercent), the undo restores every price exactly, and each issues
// one UPDATE statement on domains (counted by a statement trigger).
//
// Prints a table and writes its own section of bench/RESULTS.md, per database. Run `npm run
// build` first (`npm run bench -- bulk-edit` does not). Uses a throwaway database on the
// PostgreSQL server of DATABASE_URL when it is set, else PGlite in memory.
// Settings: BENCH_DOMAINS (5000), BENCH_ROUNDS (20), BENCH_SEED (1).
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { addDashboardOwner, openDashboardSession } from './lib/dashboard-owner.mjs';
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
const { priceAfterPercent } = require('@domainfolio/contracts');

const NAME = 'bulk-edit';
/** The checkout's commit as the run starts (the API was built from it); it may move meanwhile. */
const commit = commitDescription();
const TARGET_MS = 100;
const setting = (key, fallback, min) => wholeNumberSetting(NAME, key, fallback, min);
const DOMAINS = setting('BENCH_DOMAINS', 5000);
const ROUNDS = setting('BENCH_ROUNDS', 20);
const SEED = setting('BENCH_SEED', 1, 0);

class FunctionalError extends Error {}

// ---------------------------------------------------------------------------------------------
// The database, the owner and the API.

const server = process.env.DATABASE_URL ? await throwawayDatabase(process.env.DATABASE_URL) : null;
const handle = await openDatabase(
  server ? { databaseUrl: server.url } : { pgliteDataDir: 'memory://' },
);
const database = server ? 'PostgreSQL' : 'PGlite';
await handle.migrate();

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

const client = await rawClient();
const [{ version: databaseVersion }] = (await client.query('select version()')).rows;
const { ownerId } = await addDashboardOwner(client, { domains: DOMAINS, seed: SEED });
const cookie = `domainfolio_session=${await openDashboardSession(client, ownerId)}`;
// Counts UPDATE statements on domains, whatever their rows (a statement trigger).
await client.query('create table bench_update_statements (n integer not null)');
await client.query('insert into bench_update_statements values (0)');
await client.query(`create function bench_count_update() returns trigger language plpgsql as
  $$ begin update bench_update_statements set n = n + 1; return null; end $$`);
await client.query(`create trigger bench_domains_updates after update on domains
  for each statement execute function bench_count_update()`);
await client.query('analyze domains');
const updateStatements = async () =>
  Number((await client.query('select n from bench_update_statements')).rows[0].n);
const prices = async () =>
  (
    await client.query(
      'select id, selling_price::text as price from domains where owner_id = $1 order by id',
      [ownerId],
    )
  ).rows;
const original = await prices();
const priced = original.filter((row) => row.price !== null).length;

const app = await createApp(
  loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    APP_SECRET: randomBytes(32).toString('hex'),
    SERVE_SITES: 'false',
    EMAIL_WORKER: 'off',
    ALERTS_WORKER: 'off',
    // Nothing else writes the names meanwhile (the registry look-ups would), so the statements
    // counted are the edit's.
    RDAP_WORKER: 'off',
    REGISTRAR_SYNC_WORKER: 'off',
  }),
  handle,
);
await app.listen(0, '127.0.0.1');
const httpServer = app.getHttpServer();
const base = `http://127.0.0.1:${httpServer.address().port}`;
const clock = serverClock(httpServer);

async function post(label, path, body) {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new FunctionalError(`${label}: HTTP ${res.status} ${text.slice(0, 300)}`);
  return JSON.parse(text).payload;
}

const EDIT = { filter: {}, changes: { sellingPrice: { percent: 10 } } };

async function checkPrices(label, expected) {
  const now = await prices();
  const wrong = now.find((row, index) => row.price !== expected(original[index]));
  if (wrong) throw new FunctionalError(`${label}: ${wrong.id} has ${wrong.price}`);
}
const raised = (row) =>
  row.price === null ? null : priceAfterPercent(Number(row.price), 10).toFixed(2);

/**
 * The edit's one UPDATE straight on the table (the rows the API would send), rolled back: what
 * the database alone takes to write them.
 */
async function writeAlone() {
  const rows = original
    .filter((row) => row.price !== null)
    .map((row) => ({ id: row.id, v: { sellingPrice: Number(raised(row)) } }));
  await client.query('begin');
  const started = performance.now();
  await client.query(
    `update domains d set selling_price = case when r.v ? 'sellingPrice' then (r.v->>'sellingPrice')::numeric else d.selling_price end, updated_at = now()
     from jsonb_to_recordset($1::jsonb) as r(id uuid, v jsonb)
     where d.id = r.id and d.owner_id = $2`,
    [JSON.stringify(rows), ownerId],
  );
  const took = performance.now() - started;
  await client.query('rollback');
  return took;
}

// ---------------------------------------------------------------------------------------------
// The rounds.

const SCENARIOS = [
  { key: 'dry', label: `dry run, +10% on ${DOMAINS.toLocaleString('en-US')} names` },
  {
    key: 'save',
    label: `saved edit, +10% on ${DOMAINS.toLocaleString('en-US')} names`,
    target: true,
  },
  { key: 'undo', label: 'its undo', target: true },
];
const samples = Object.fromEntries(SCENARIOS.map(({ key }) => [key, { wall: [], server: [] }]));
const alone = [];
const record = (key, { wall, server: serverTime }) => {
  samples[key].wall.push(wall);
  samples[key].server.push(serverTime);
};

const loadBefore = loadAverage();
console.log(
  `${NAME}: ${DOMAINS.toLocaleString('en-US')} names (${priced.toLocaleString('en-US')} priced), ${ROUNDS} rounds, ${database}, load average ${loadBefore.toFixed(2)}`,
);
try {
  for (let round = 0; round < ROUNDS; round += 1) {
    const dry = await clock.measure(() =>
      post('dry run', '/api/domains/bulk-edit', { ...EDIT, dryRun: true }),
    );
    if (dry.value.changed.length !== priced || dry.value.id !== null)
      throw new FunctionalError(`dry run: ${dry.value.changed.length} changed, not ${priced}`);
    record('dry', dry);
    const statements = await updateStatements();
    const saved = await clock.measure(() => post('edit', '/api/domains/bulk-edit', EDIT));
    if (saved.value.changed.length !== priced || saved.value.skipped.length !== 0)
      throw new FunctionalError(
        `edit: ${saved.value.changed.length} changed and ${saved.value.skipped.length} skipped, not ${priced} and 0`,
      );
    record('save', saved);
    if ((await updateStatements()) !== statements + 1)
      throw new FunctionalError('edit: not exactly one UPDATE statement on domains');
    if (round === 0) await checkPrices('edit', raised);
    const undone = await clock.measure(() =>
      post('undo', `/api/domains/bulk-edit/${saved.value.id}/undo`, {}),
    );
    if (undone.value.restored !== priced)
      throw new FunctionalError(`undo: ${undone.value.restored} restored, not ${priced}`);
    record('undo', undone);
    if ((await updateStatements()) !== statements + 2)
      throw new FunctionalError('undo: not exactly one UPDATE statement on domains');
    await checkPrices('undo', (row) => row.price);
    alone.push(await writeAlone());
  }
} catch (error) {
  client.release();
  await app.close();
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

const ms = (value) => `${value.toFixed(0)} ms`;
const HEAD = [
  'scenario',
  'wall p50',
  'wall p95',
  'server p50',
  'server p95',
  'server max',
  `server p95 ≤ ${TARGET_MS} ms`,
];
const ALIGN = ['l', ...HEAD.slice(1).map(() => 'r')];
const rows = SCENARIOS.map(({ key, label, target }) => {
  const wall = summarize(samples[key].wall);
  const time = summarize(samples[key].server);
  return [
    label,
    ms(wall.p50),
    ms(wall.p95),
    ms(time.p50),
    ms(time.p95),
    ms(time.max),
    target ? (time.p95 <= TARGET_MS ? 'pass' : 'miss') : '-',
  ];
});
const floor = summarize(alone);
rows.push([
  `database alone: the one UPDATE of ${priced.toLocaleString('en-US')} rows`,
  '-',
  '-',
  ms(floor.p50),
  ms(floor.p95),
  ms(floor.max),
  '-',
]);

console.log('');
for (const line of textTable(HEAD, rows, ALIGN)) console.log(line);
console.log(`load average ${loadBefore.toFixed(2)} before, ${loadAfter.toFixed(2)} after`);

const command = `${server ? 'DATABASE_URL=postgres://… ' : ''}npm run bench -- ${NAME}`;
const section = [
  `Written by \`bench/${NAME}.mjs\`; reproduce with \`${command}\`${server ? ' (a throwaway database on that server)' : ' (PGlite in memory; with DATABASE_URL set, PostgreSQL)'}.`,
  '',
  `- Date: ${timestamp()}`,
  `- Commit: ${commit}`,
  `- Machine: ${machineDescription()}; load average ${loadBefore.toFixed(2)} before, ${loadAfter.toFixed(2)} after`,
  `- Database: ${database} (${String(databaseVersion).split(' on ')[0]}), the API in the benchmark's process (apps/api/dist, production settings)`,
  `- Data: one Pro owner with ${DOMAINS.toLocaleString('en-US')} names, ${priced.toLocaleString('en-US')} of them priced (the others have no price to raise); ${ROUNDS} rounds of dry run, edit, undo`,
  '',
  markdownTable(HEAD, rows, ALIGN),
  '',
  `Wall: what the client waits for over loopback HTTP (the answer lists every changed name with its before and after: about ${Math.round(priced * 0.1)} kB). Server: from the request's headers to the last byte of its answer. Each edit and each undo issued exactly one UPDATE statement on domains (checked every round). Database alone: that statement run straight on the table and rolled back; every changed row is rewritten with each of the table's indexes (the selling price feeds the visible price, which the marketplace's indexes hold), which is most of the edit's time.`,
].join('\n');

await writeResultsSection(
  `Bulk edit, ${DOMAINS.toLocaleString('en-US')} names (${database})`,
  section,
);
console.log(`${NAME}: wrote its section of bench/RESULTS.md`);
client.release();
await app.close();
await server?.drop();
