// Portfolio files at their largest, 5,000 rows, through the whole API over loopback HTTP:
// - a GoDaddy export sent to POST /api/domains/import as curl sends it (text/csv, read and
//   checked on the server): into an empty portfolio (5,000 new domains), the same file again
//   (nothing to change), then with a new renewal price on every row (5,000 updates);
// - the bulk screen's way with the same file: read in the client by the same rules as in the
//   browser (libs/portfolio-files), checked by dry-run chunks of IMPORT_CHUNK_ROWS, then sent in
//   chunks into an empty portfolio, the first carrying every name of the upload;
// - GET /api/domains/export of the 5,000 domains in every format, as the screen's links and curl
//   fetch them (the client accepts gzip, as browsers do).
//
// Each scenario has two figures per round: the wall time the client waits (for the bulk screen,
// reading the file too) and the server time, from the moment the server has a request's headers
// to the moment its answer's last byte is written, added up over the scenario's requests
// (lib/server-clock.mjs; the API runs in this process, from apps/api/dist). Targets: 5,000 rows
// in under 1 s of wall time and 0.3 s of server time, judged on the median of the rounds.
// The baseline is the database alone doing the same work without the API: inserting the same
// 5,000 rows into the same table and indexes (import), reading the 5,000 rows the export reads
// (export): the part of the time no change to the API can remove.
//
// Prints a table and writes its own section of bench/RESULTS.md, per database. Exits non-zero
// only on a functional error (a failed or wrong answer), never on a missed target.
// Run `npm run build` first (`npm run bench -- import-export` does). Uses a throwaway database on
// the PostgreSQL server of DATABASE_URL when it is set, else PGlite in memory.
// Settings: BENCH_ROUNDS (5), BENCH_IMPORT_ROWS (5000).
import { createHash, randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
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
const { EXPORT_FORMATS, IMPORT_CHUNK_ROWS } = require('@domainfolio/contracts');
const { readPortfolioFile } = require('@domainfolio/portfolio-files');
const { sql } = require('drizzle-orm');

const NAME = 'import-export';
/** The checkout's commit as the run starts (the API was built from it); it may move meanwhile. */
const commit = commitDescription();
const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 5000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const TARGET = { wall: 1000, server: 300 };

for (const [key, value] of [
  ['BENCH_IMPORT_ROWS', ROWS],
  ['BENCH_ROUNDS', ROUNDS],
])
  if (!Number.isInteger(value) || value < 1) {
    console.error(`${NAME}: ${key} must be a whole number of 1 or more`);
    process.exit(2);
  }

class FunctionalError extends Error {}

const HEADER =
  'Domain Name,International Domain Name,TLD,Create Date,Ownership Date,Expiration Date,Lock,Auto-renew,Status,Renewal Price,Nameservers,Forwarding URL,Privacy,Estimated Value,Valuation Wholesale Amount,Profile Name,Cashparking,Expiration Protection,FolderMemberships,ListingStatus,Privacy Level,Protection Plan,Registrant First Name,Registrant Email';

const nameOf = (n) => `bench-${n.toString(36)}-${(n * 7919).toString(36)}.com`;

/** A GoDaddy export with every column, in GoDaddy's value styles; `renewal` shifts prices. */
function godaddyExport(rows, renewal = 10) {
  const lines = [HEADER];
  for (let n = 0; n < rows; n += 1) {
    const name = nameOf(n);
    const year = 2015 + (n % 10);
    const date = `${(n % 12) + 1}/${(n % 28) + 1}/${year}`;
    const expires = `${(n % 12) + 1}/${(n % 28) + 1}/${2026 + (n % 3)}`;
    lines.push(
      [
        name,
        name,
        'com',
        date,
        date,
        expires,
        'Locked',
        n % 2 ? 'On' : 'Off',
        'Active',
        `$ ${(renewal + (n % 20)).toFixed(2)}`,
        '"ns1.domaincontrol.com, ns2.domaincontrol.com"',
        '',
        'On',
        `"$ ${(1000 + n).toLocaleString('en-US')}"`,
        '$ 90',
        'Default',
        'Off',
        'Off',
        '',
        'Not listed',
        'Full',
        'None',
        'Jordan',
        'jordan@example.org',
      ].join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

// ---------------------------------------------------------------------------------------------
// The database, the API and the owners.

const server = process.env.DATABASE_URL ? await throwawayDatabase(process.env.DATABASE_URL) : null;
const handle = await openDatabase(
  server ? { databaseUrl: server.url } : { pgliteDataDir: 'memory://' },
);
const database = server ? 'PostgreSQL' : 'PGlite';
await handle.migrate();
const db = handle.db;
const [{ version: databaseVersion }] = (await db.execute(sql`select version()`)).rows;

let owners = 0;
/** A new Pro owner (room for 5,000 domains) and their session cookie. */
async function newOwner() {
  owners += 1;
  const token = randomBytes(32).toString('base64url');
  const [{ id }] = (
    await db.execute(sql`insert into users (email, username, display_name, plan_type, email_confirmed_at)
      values (${`bench-${owners}@example.com`}, ${`bench-${owners}`}, 'Bench', 'PRO', now()) returning id`)
  ).rows;
  await db.execute(sql`insert into sessions (token_hash, user_id, expires_at)
    values (${createHash('sha256').update(token).digest('hex')}, ${id}, now() + interval '1 day')`);
  return { id, cookie: `domainfolio_session=${token}` };
}

const app = await createApp(
  loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    APP_SECRET: randomBytes(32).toString('hex'),
    SERVE_SITES: 'false',
    EMAIL_WORKER: 'off',
  }),
  handle,
);
await app.listen(0, '127.0.0.1');
const httpServer = app.getHttpServer();
const base = `http://127.0.0.1:${httpServer.address().port}`;
const clock = serverClock(httpServer);

/** One request: its answer's body, or a FunctionalError naming the scenario. */
async function request(label, path, init) {
  const res = await fetch(`${base}${path}`, init);
  const body = await res.text();
  if (!res.ok) throw new FunctionalError(`${label}: HTTP ${res.status} ${body.slice(0, 300)}`);
  return { body, encoding: res.headers.get('content-encoding') ?? 'none' };
}

function expectImported(label, body, { created = 0, updated = 0 }) {
  const { payload } = JSON.parse(body);
  if (payload.created !== created || payload.updated !== updated || payload.rejected !== 0)
    throw new FunctionalError(
      `${label}: expected ${created} created and ${updated} updated, got ${body.slice(0, 300)}`,
    );
  return payload;
}

// ---------------------------------------------------------------------------------------------
// The scenarios: each returns what it checked, timed by the clock.

const file = godaddyExport(ROWS);
const repriced = godaddyExport(ROWS, 11);
const csvUpload = (cookie, body, query = '') => ({
  method: 'POST',
  headers: { cookie, 'content-type': 'text/csv' },
  body,
  path: `/api/domains/import${query}`,
});

async function importFile(label, cookie, body, expected) {
  const { path, ...init } = csvUpload(cookie, body);
  const { body: answer } = await request(label, path, init);
  const payload = expectImported(label, answer, expected);
  if (payload.file.format !== 'godaddy')
    throw new FunctionalError(`${label}: read as ${payload.file.format}, not as a GoDaddy export`);
}

const chunksOf = (rows) =>
  Array.from({ length: Math.ceil(rows.length / IMPORT_CHUNK_ROWS) }, (_, index) =>
    rows.slice(index * IMPORT_CHUNK_ROWS, (index + 1) * IMPORT_CHUNK_ROWS),
  );
const postRows = (cookie, dryRun, rows, uploadNames) => ({
  method: 'POST',
  headers: { cookie, 'content-type': 'application/json' },
  body: JSON.stringify(uploadNames ? { domains: rows, uploadNames } : { domains: rows }),
  path: `/api/domains/import?dryRun=${dryRun}`,
});

/** The bulk screen's preview: the file read in the client, then every chunk as a dry run. */
async function screenCheck(cookie) {
  const read = readPortfolioFile(file);
  const rows = read.rows.map((row) => ({ ...row.fields, line: row.line }));
  let created = 0;
  for (const chunk of chunksOf(rows)) {
    const { path, ...init } = postRows(cookie, true, chunk);
    const { body } = await request('bulk screen check', path, init);
    created += expectImported('bulk screen check', body, { created: chunk.length }).created;
  }
  if (created !== ROWS)
    throw new FunctionalError(`bulk screen check: ${created} rows would be new`);
  return rows;
}

/** The bulk screen's upload of the checked rows, the first chunk naming them all. */
async function screenUpload(cookie, rows) {
  const parts = chunksOf(rows);
  const uploadNames = parts.length > 1 ? rows.map((row) => row.name) : undefined;
  for (const [index, chunk] of parts.entries()) {
    const { path, ...init } = postRows(cookie, false, chunk, index === 0 ? uploadNames : undefined);
    const { body } = await request('bulk screen upload', path, init);
    expectImported('bulk screen upload', body, { created: chunk.length });
  }
}

/** Data rows of an exported file (CSV lines after the header, or JSON records). */
function exportedRows(format, body) {
  if (format === 'json') return JSON.parse(body).length;
  return body.trimEnd().split('\r\n').length - 1;
}

async function exportFile(cookie, format) {
  const label = `export ${format}`;
  const { body, encoding } = await request(label, `/api/domains/export?format=${format}`, {
    headers: { cookie },
  });
  if (body.includes('jordan@example.org'))
    throw new FunctionalError(`${label}: registrant data was stored`);
  const rows = exportedRows(format, body);
  if ((format === 'csv' || format === 'json') && rows !== ROWS)
    throw new FunctionalError(`${label}: the file held ${rows} domains, not ${ROWS}`);
  return { rows, bytes: Buffer.byteLength(body), encoding };
}

// The baselines: the database alone, without the API.

/**
 * The rows of `file` as the import saves them, straight into the table for a new owner; then
 * the rows of `changed` (the same names) written over them as the import updates them.
 */
async function writeAlone(file, changed) {
  const { id } = await newOwner();
  const rows = (text) =>
    sql`jsonb_to_recordset(${JSON.stringify(readPortfolioFile(text).rows.map((row) => row.fields))}::jsonb)
      as r(name text, "renewalCost" numeric, expiration date, "purchaseDate" date, registrar text)`;
  const [inserting, updating] = [rows(file), rows(changed)];
  let started = performance.now();
  await db.transaction((tx) =>
    tx.execute(sql`
      insert into domains (owner_id, name, tld, renewal_cost, expiration, purchase_date, registrar)
      select ${id}, r.name, substr(r.name, strpos(r.name, '.') + 1), r."renewalCost",
             r.expiration, r."purchaseDate", r.registrar
      from ${inserting}`),
  );
  const insert = performance.now() - started;
  started = performance.now();
  await db.transaction((tx) =>
    tx.execute(sql`
      update domains as d
      set renewal_cost = r."renewalCost", expiration = r.expiration,
          purchase_date = r."purchaseDate", registrar = r.registrar, updated_at = now()
      from ${updating}
      where d.owner_id = ${id} and d.name = r.name`),
  );
  return { insert, update: performance.now() - started };
}

/** The export's rows read with the export's own order. */
async function readAlone(ownerId) {
  const started = performance.now();
  const { rows } = await db.execute(
    sql`select * from domains where owner_id = ${ownerId} order by name collate "C", id`,
  );
  if (rows.length !== ROWS) throw new FunctionalError(`read ${rows.length} rows, not ${ROWS}`);
  return performance.now() - started;
}

// ---------------------------------------------------------------------------------------------

/** `floor` names the baseline of a scenario: the same write or read by the database alone. */
const SCENARIOS = [
  {
    key: 'create',
    label: `import text/csv, ${ROWS.toLocaleString('en-US')} new domains`,
    floor: 'insert',
  },
  { key: 'same', label: 'the same file again (nothing changes)' },
  {
    key: 'update',
    label: `a new renewal price on all ${ROWS.toLocaleString('en-US')}`,
    floor: 'update',
  },
  { key: 'check', label: 'bulk screen: read the file, dry-run chunks' },
  { key: 'upload', label: 'bulk screen: upload chunks, new domains', floor: 'insert' },
  ...EXPORT_FORMATS.map((format) => ({ key: format, label: `export ${format}`, floor: 'read' })),
];
const samples = Object.fromEntries(SCENARIOS.map(({ key }) => [key, { wall: [], server: [] }]));
const baseline = { insert: [], update: [], read: [] };
const exported = {};

const record = (key, { wall, server }) => {
  samples[key].wall.push(wall);
  samples[key].server.push(server);
};

const loadBefore = loadAverage();
console.log(
  `${NAME}: ${ROWS.toLocaleString('en-US')} rows, ${ROUNDS} rounds, ${database}, load average ${loadBefore.toFixed(2)}`,
);
try {
  for (let round = 0; round < ROUNDS; round += 1) {
    const owner = await newOwner();
    const upload = (label, body, expected) =>
      clock.measure(() => importFile(label, owner.cookie, body, expected));
    record('create', await upload('import', file, { created: ROWS }));
    record('same', await upload('re-import', file, { updated: ROWS }));
    record('update', await upload('repriced import', repriced, { updated: ROWS }));
    for (const format of EXPORT_FORMATS) {
      const result = await clock.measure(() => exportFile(owner.cookie, format));
      record(format, result);
      exported[format] = result.value;
    }
    baseline.read.push(await readAlone(owner.id));

    const screen = await newOwner();
    const chunks = Math.ceil(ROWS / IMPORT_CHUNK_ROWS);
    const checked = await clock.measure(() => screenCheck(screen.cookie), chunks);
    record('check', checked);
    record('upload', await clock.measure(() => screenUpload(screen.cookie, checked.value), chunks));

    const alone = await writeAlone(file, repriced);
    baseline.insert.push(alone.insert);
    baseline.update.push(alone.update);
    console.log(`  round ${round + 1}/${ROUNDS} done`);
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

// ---------------------------------------------------------------------------------------------
// The report.

const ms = (value) => `${value.toFixed(0)} ms`;
const verdict = (value, target) => (value < target ? 'pass' : 'miss');
const HEAD = [
  'scenario',
  'requests',
  'wall p50',
  'wall max',
  'server p50',
  'server max',
  'database alone p50',
  'wall < 1 s',
  'server < 0.3 s',
];
const ALIGN = ['l', ...HEAD.slice(1).map(() => 'r')];
const chunkRequests = Math.ceil(ROWS / IMPORT_CHUNK_ROWS);
const rows = SCENARIOS.map(({ key, label, floor }) => {
  const wall = summarize(samples[key].wall);
  const server = summarize(samples[key].server);
  const alone = floor ? ms(summarize(baseline[floor]).p50) : '-';
  return [
    label,
    key === 'check' || key === 'upload' ? String(chunkRequests) : '1',
    ms(wall.p50),
    ms(wall.max),
    ms(server.p50),
    ms(server.max),
    alone,
    verdict(wall.p50, TARGET.wall),
    verdict(server.p50, TARGET.server),
  ];
});

console.log('');
for (const line of textTable(HEAD, rows, ALIGN)) console.log(line);
console.log(`load average ${loadBefore.toFixed(2)} before, ${loadAfter.toFixed(2)} after`);

const exportNote = EXPORT_FORMATS.map((format) => {
  const { rows: count, bytes, encoding } = exported[format];
  return `${format} ${count.toLocaleString('en-US')} rows, ${(bytes / 1e6).toFixed(2)} MB (sent ${encoding === 'none' ? 'uncompressed' : encoding})`;
}).join('; ');
const command = `${server ? 'DATABASE_URL=postgres://… ' : ''}npm run bench -- ${NAME}`;
const section = [
  `Written by \`bench/${NAME}.mjs\`; reproduce with \`${command}\`${server ? ' (a throwaway database on that server)' : ' (PGlite in memory; with DATABASE_URL set, PostgreSQL)'}.`,
  '',
  `- Date: ${timestamp()}`,
  `- Commit: ${commit}`,
  `- Machine: ${machineDescription()}; load average ${loadBefore.toFixed(2)} before, ${loadAfter.toFixed(2)} after`,
  `- Database: ${database} (${String(databaseVersion).split(' on ')[0]}), the API in the benchmark's process (apps/api/dist, production settings)`,
  `- Data: a ${(file.length / 1e6).toFixed(2)} MB GoDaddy export of ${ROWS.toLocaleString('en-US')} names with all 24 of its columns; ${ROUNDS} rounds, each with two new owners`,
  '',
  markdownTable(HEAD, rows, ALIGN),
  '',
  `Wall: what the client waits for, over loopback HTTP; for the bulk screen's rows, reading the file too (in Node, by the rules the browser uses) and every chunk of ${IMPORT_CHUNK_ROWS.toLocaleString('en-US')} rows in turn. Server: from the moment the server has a request's headers to the last byte of its answer, added up over the scenario's requests. Targets are judged on the median of the rounds. Database alone: the same ${ROWS.toLocaleString('en-US')} rows inserted straight into the table with its indexes (new domains), written over with the new prices (updates), or the export's rows read in its order (exports), each in one statement without the API: the floor the database sets. Exports: ${exportNote}.`,
].join('\n');

await writeResultsSection(
  `Import and export, ${ROWS.toLocaleString('en-US')} rows (${database})`,
  section,
);
console.log(`${NAME}: wrote its section of bench/RESULTS.md`);
await app.close();
await server?.drop();
