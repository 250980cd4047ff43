// Portfolio files at their largest: a 5,000-row GoDaddy export sent to POST /api/domains/import
// exactly as curl would send it (text/csv, read and checked on the server), first into an empty
// portfolio (5,000 new domains), then the same file again (nothing to change), then with a new
// renewal price on every row (5,000 updates); then GET /api/domains/export of the 5,000 domains
// as CSV and as JSON. Prints the time of each request over loopback HTTP through
// the whole Nest stack (server time plus well under a millisecond of transfer).
// Run `npm run build` first. Uses DATABASE_URL when set (a throwaway database), else PGlite.
import { createHash, randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { summarize } from './lib/stats.mjs';
import { throwawayDatabase } from './lib/throwaway-database.mjs';

const require = createRequire(import.meta.url);
const { openDatabase } = require('../apps/api/dist/database/database.js');
const { loadConfig } = require('../apps/api/dist/config/app-config.js');
const { createApp } = require('../apps/api/dist/bootstrap.js');
const { sql } = require('drizzle-orm');

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 5000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);

const HEADER =
  'Domain Name,International Domain Name,TLD,Create Date,Ownership Date,Expiration Date,Lock,Auto-renew,Status,Renewal Price,Nameservers,Forwarding URL,Privacy,Estimated Value,Valuation Wholesale Amount,Profile Name,Cashparking,Expiration Protection,FolderMemberships,ListingStatus,Privacy Level,Protection Plan,Registrant First Name,Registrant Email';

/** A GoDaddy export with every column, in GoDaddy's value styles; `renewal` shifts prices. */
function godaddyExport(rows, renewal = 10) {
  const lines = [HEADER];
  for (let n = 0; n < rows; n += 1) {
    const name = `bench-${n.toString(36)}-${(n * 7919).toString(36)}.com`;
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

const server = process.env.DATABASE_URL ? await throwawayDatabase(process.env.DATABASE_URL) : null;
const handle = await openDatabase(
  server ? { databaseUrl: server.url } : { pgliteDataDir: 'memory://' },
);
await handle.migrate();
const db = handle.db;

/** A Pro owner (room for 5,000 domains) with a session, per round. */
async function owner(round) {
  const token = randomBytes(32).toString('base64url');
  const [{ id }] = (
    await db.execute(sql`insert into users (email, username, display_name, plan_type, email_confirmed_at)
      values (${`bench-${round}@example.com`}, ${`bench-${round}`}, 'Bench', 'PRO', now()) returning id`)
  ).rows;
  await db.execute(sql`insert into sessions (token_hash, user_id, expires_at)
    values (${createHash('sha256').update(token).digest('hex')}, ${id}, now() + interval '1 day')`);
  return `domainfolio_session=${token}`;
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
const base = `http://127.0.0.1:${app.getHttpServer().address().port}`;

const file = godaddyExport(ROWS);
const repriced = godaddyExport(ROWS, 11);
async function timed(label, url, init, check) {
  const started = performance.now();
  const res = await fetch(`${base}${url}`, init);
  const body = await res.text();
  const ms = performance.now() - started;
  if (!res.ok) throw new Error(`${label}: HTTP ${res.status} ${body.slice(0, 300)}`);
  check(body, res);
  return ms;
}

const samples = { create: [], same: [], update: [], csv: [], json: [] };
for (let round = 0; round < ROUNDS; round += 1) {
  const cookie = await owner(round);
  const upload = {
    method: 'POST',
    headers: { cookie, 'content-type': 'text/csv' },
    body: file,
  };
  const imported = (status) => (body) => {
    const { payload } = JSON.parse(body);
    const count = status === 'CREATED' ? payload.created : payload.updated;
    if (count !== ROWS || payload.rejected !== 0 || payload.file.format !== 'godaddy')
      throw new Error(`unexpected import result: ${body.slice(0, 300)}`);
  };
  samples.create.push(await timed('import', '/api/domains/import', upload, imported('CREATED')));
  samples.same.push(await timed('re-import', '/api/domains/import', upload, imported('UPDATED')));
  samples.update.push(
    await timed(
      'repriced import',
      '/api/domains/import',
      { ...upload, body: repriced },
      imported('UPDATED'),
    ),
  );
  const exported = (format) => (body) => {
    const lines =
      format === 'csv' ? body.trimEnd().split('\r\n').length - 1 : JSON.parse(body).length;
    if (lines !== ROWS) throw new Error(`export held ${lines} domains, not ${ROWS}`);
    if (body.includes('jordan@example.org')) throw new Error('registrant data was stored');
  };
  for (const format of ['csv', 'json'])
    samples[format].push(
      await timed(
        `export ${format}`,
        `/api/domains/export?format=${format}`,
        { headers: { cookie } },
        exported(format),
      ),
    );
}

const row = (label, list, target) => {
  const s = summarize(list);
  return `${label.padEnd(42)} ${String(s.n).padStart(6)} ${s.p50.toFixed(0).padStart(8)} ${s.max.toFixed(0).padStart(8)}   ${target}`;
};
console.log(
  `\nPortfolio files, ${ROWS.toLocaleString('en-US')} rows, ${ROUNDS} rounds, ${server ? 'PostgreSQL' : 'PGlite'} (${(file.length / 1024 / 1024).toFixed(2)} MB GoDaddy export)`,
);
console.log(
  `${'request'.padEnd(42)} ${'rounds'.padStart(6)} ${'p50 ms'.padStart(8)} ${'max ms'.padStart(8)}   target`,
);
console.log(row('import, 5,000 new domains (text/csv)', samples.create, '< 1000 ms'));
console.log(row('the same file again (nothing changes)', samples.same, '< 1000 ms'));
console.log(row('a new renewal price on all 5,000', samples.update, '< 1000 ms'));
console.log(row('export CSV', samples.csv, '< 300 ms'));
console.log(row('export JSON', samples.json, '< 300 ms'));

await app.close();
await server?.drop();
