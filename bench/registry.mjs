// Registry data for an imported portfolio: how long 5,000 names (BENCH_NAMES) take to get their
// registry data through RDAP at the default limits, and what that costs each RDAP server
// (RegistryWorker, RdapClient and its per-server pacing, apps/api/src/modules/registry,
// docs/registry.md).
//
// The RDAP world is the repository's fake (libs/test-fakes/rdap.cjs): IANA's bootstrap file and
// one server per registry, each answering in that registry's shape, every answer held
// BENCH_LATENCY_MS (120 ms: what a registry's RDAP server takes from a European data centre)
// before it is sent. The names are spread over the TLDs as an investor's portfolio is: 60% .com,
// 8% each .net, .org, .xyz and .ai, 4% each .co.uk and .de (.de and .co.uk are thick ccTLD
// answers, the others gTLD ones).
//
// The API (apps/api/dist, production settings, its defaults for every RDAP_ setting but the
// bootstrap URL) runs in this process on a freshly migrated database. One owner imports the
// names through DomainImportService.import, the code path of POST /api/domains/import; the
// worker (on at start, as on every instance) looks them up. Halfway through, another owner adds
// one .com name through DomainsService.create, as a person would by hand, timed to its data.
//
// Measured: the import's own time (unchanged by the look-ups, which run after its commit); the
// time until every name has its registry data, and until the first; per server: requests, the
// most in flight at once, the busiest second and the average rate, and its share of the wall
// time; the added name's wait. Checked (a failure exits non-zero): every name found with the
// expiration its registry gave, no server saw more than RDAP_CONCURRENCY_PER_SERVER at once.
//
// Prints a table and writes its own section of bench/RESULTS.md. Run `npm run build` first
// (`npm run bench -- registry` does not). Uses a throwaway database on the PostgreSQL server of
// DATABASE_URL when it is set, else PGlite in memory. Settings: BENCH_NAMES (5000),
// BENCH_LATENCY_MS (120), BENCH_JSON_OUT.
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
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
import { throwawayDatabase } from './lib/throwaway-database.mjs';

const require = createRequire(import.meta.url);
const { FakeRdap } = require('@domainfolio/test-fakes');
const { openDatabase } = require('../apps/api/dist/database/database.js');
const { loadConfig } = require('../apps/api/dist/config/app-config.js');
const { createApp } = require('../apps/api/dist/bootstrap.js');
const {
  DomainImportService,
} = require('../apps/api/dist/modules/domains/domain-import.service.js');
const { DomainsService } = require('../apps/api/dist/modules/domains/domains.service.js');

const NAME = 'registry';
const commit = commitDescription();
const setting = (key, fallback, min) => wholeNumberSetting(NAME, key, fallback, min);
const NAMES = setting('BENCH_NAMES', 5000);
const LATENCY_MS = setting('BENCH_LATENCY_MS', 120, 0);
const JSON_OUT = jsonOut();
/** TLD, share of the portfolio, the fake server's path. */
const MIX = [
  ['com', 0.6, '/verisign/com/v1/'],
  ['net', 0.08, '/verisign/net/v1/'],
  ['org', 0.08, '/pir/'],
  ['xyz', 0.08, '/centralnic/xyz/'],
  ['ai', 0.08, '/identitydigital/'],
  ['co.uk', 0.04, '/nominet/uk/'],
  ['de', 0.04, '/denic/'],
];
const log = (line) => console.log(line);
const count = (n) => n.toLocaleString('en-US');
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const minutes = (ms) => `${(ms / 60_000).toFixed(1)} min`;

const rdap = new FakeRdap();
await rdap.start();
rdap.setLatency(LATENCY_MS);

// The portfolio: each name's TLD by the mix, each with an expiration of its own.
const names = [];
const expected = new Map();
for (let i = 0; i < NAMES; i += 1) {
  let r = (i * 0.6180339887) % 1;
  const [tld] = MIX.find(([, share]) => (r -= share) < 0) ?? MIX[0];
  const name = `bench-registry-${String(i).padStart(5, '0')}.${tld}`;
  const expiration = `${2027 + (i % 4)}-${String((i % 12) + 1).padStart(2, '0')}-15`;
  rdap.setDomain(name, {
    registered: '2016-05-01T10:00:00Z',
    expiration: `${expiration}T10:00:00Z`,
    registrar: { name: 'NameCheap, Inc.', ianaId: 1068 },
    nameservers: ['dns1.registrar-servers.com', 'dns2.registrar-servers.com'],
    status: ['client transfer prohibited'],
  });
  names.push(name);
  // DENIC publishes no dates: a .de name keeps the product's default.
  expected.set(name, tld === 'de' ? null : expiration);
}
const added = 'bench-registry-added-by-hand.com';
rdap.setDomain(added, { expiration: '2030-01-15T10:00:00Z' });

const config = loadConfig({
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  APP_SECRET: randomBytes(32).toString('hex'),
  SERVE_SITES: 'false',
  EMAIL_WORKER: 'off',
  ALERTS_WORKER: 'off',
  REGISTRAR_SYNC_WORKER: 'off',
  RDAP_BOOTSTRAP_URL: rdap.bootstrapUrl,
});
const server = process.env.DATABASE_URL ? await throwawayDatabase(process.env.DATABASE_URL) : null;
const handle = await openDatabase(
  server
    ? { databaseUrl: server.url, poolSize: config.DATABASE_POOL_SIZE }
    : { pgliteDataDir: 'memory://' },
);
await handle.migrate();
const database = server ? 'PostgreSQL' : 'PGlite';
const app = await createApp(config, handle);
await app.init();
const db = handle.db;
const { users } = require('../apps/api/dist/database/schema/index.js');
const [owner] = await db
  .insert(users)
  .values({
    email: 'registry@bench.example',
    emailConfirmedAt: new Date(),
    username: 'registry-bench',
    displayName: 'Registry bench',
    planType: 'PRO',
    planInterval: 'YEAR',
  })
  .returning();

const [other] = await db
  .insert(users)
  .values({
    email: 'registry-other@bench.example',
    emailConfirmedAt: new Date(),
    username: 'registry-bench-other',
    displayName: 'Registry bench, by hand',
  })
  .returning();

const loadBefore = loadAverage();
const started = performance.now();
await app.get(DomainImportService).import(
  owner,
  names.map((name) => ({ name })),
  { dryRun: false },
);
const imported = performance.now() - started;
log(
  `${NAME}: ${count(NAMES)} names imported in ${seconds(imported)}; waiting for their registry data`,
);

const foundCount = async () => {
  const { sql } = require('drizzle-orm');
  const result = await db.execute(
    sql`select count(*)::int as n from domains where owner_id = ${owner.id} and registry_state is not null`,
  );
  return { n: (result.rows ?? result)[0].n };
};

let addedWait = null;
for (;;) {
  const { n } = await foundCount();
  if (addedWait === null && n >= NAMES / 2) {
    const t0 = performance.now();
    // Another owner's name: the portfolio above fills the plan's 5,000.
    const domain = await app.get(DomainsService).create(other, { name: added });
    for (;;) {
      const { sql } = require('drizzle-orm');
      const result = await db.execute(
        sql`select registry_state from domains where id = ${domain._id}`,
      );
      if ((result.rows ?? result)[0]?.registry_state) break;
      await sleep(20);
    }
    addedWait = performance.now() - t0;
    log(`${NAME}: a name added by hand halfway got its data in ${seconds(addedWait)}`);
  }
  if (n >= NAMES) break;
  log(`${NAME}: ${count(n)} of ${count(NAMES)} after ${seconds(performance.now() - started)}`);
  await sleep(15_000);
}
const wall = performance.now() - started;
const loadAfter = loadAverage();

// Checked: each name has its registry's expiration (or, for .de, the owner's default).
const { sql } = require('drizzle-orm');
const rows = (
  await db.execute(
    sql`select name, registry_state, expiration, registry_expiration from domains where owner_id in (${owner.id}, ${other.id})`,
  )
).rows;
const wrong = rows.filter((row) => {
  if (row.name === added) return row.registry_state !== 'found';
  const want = expected.get(row.name);
  return (
    row.registry_state !== 'found' ||
    (want !== null && String(row.expiration).slice(0, 10) !== want)
  );
});

const HEAD = [
  'server',
  'TLDs',
  'requests',
  'max in flight',
  'busiest second',
  'average rate',
  'busy for',
];
const ALIGN = ['l', 'l', 'r', 'r', 'r', 'r', 'r'];
const table = [];
let overLimit = false;
for (const [tld, , prefix] of MIX) {
  const existing = table.find((row) => row[0] === prefix);
  if (existing) {
    existing[1] += `, .${tld}`;
    continue;
  }
  const stats = rdap.stats(prefix);
  const starts = stats.timestamps;
  let busiest = 0;
  for (let i = 0, j = 0; i < starts.length; i += 1) {
    while (starts[i] - starts[j] >= 1000) j += 1;
    busiest = Math.max(busiest, i - j + 1);
  }
  const span = starts.length > 1 ? starts[starts.length - 1] - starts[0] : 0;
  if (stats.maxInFlight > config.RDAP_CONCURRENCY_PER_SERVER) overLimit = true;
  table.push([
    prefix,
    `.${tld}`,
    count(stats.requests),
    stats.maxInFlight,
    `${busiest}/s`,
    span > 0 ? `${((stats.requests - 1) / (span / 1000)).toFixed(2)}/s` : '-',
    minutes(span),
  ]);
}
for (const line of textTable(HEAD, table, ALIGN)) log(line);
log(
  `${NAME}: ${count(NAMES)} names: all looked up in ${minutes(wall)} (import ${seconds(imported)}); a name added by hand halfway: ${seconds(addedWait ?? NaN)}`,
);
if (wrong.length > 0 || overLimit) {
  console.error(
    `${NAME}: FAILED: ${wrong.length} names without the registry's data${overLimit ? `; a server saw more than ${config.RDAP_CONCURRENCY_PER_SERVER} at once` : ''}`,
  );
  process.exit(1);
}

if (JSON_OUT) {
  writeFigures(JSON_OUT, { loadBefore, loadAfter }, { database, wall, imported, addedWait, table });
} else {
  const command = `${server ? 'DATABASE_URL=postgres://… ' : ''}npm run bench -- ${NAME}`;
  const section = [
    `Written by \`bench/${NAME}.mjs\`; reproduce with \`${command}\` after \`npm run build\`.`,
    '',
    `- Date: ${timestamp()}`,
    `- Commit: ${commit}`,
    `- Machine: ${machineDescription()}; load average ${loadBefore.toFixed(2)} before, ${loadAfter.toFixed(2)} after`,
    `- Database: ${database}; the API in the benchmark's process (apps/api/dist, production settings), RDAP at its defaults: ${config.RDAP_CONCURRENCY_PER_SERVER} look-ups in flight and ${config.RDAP_RATE_PER_SERVER} started per second per server and instance, one instance`,
    `- RDAP: the repository's fake, every answer held ${LATENCY_MS} ms; ${count(NAMES)} names, ${MIX.map(([tld, share]) => `${Math.round(share * 100)}% .${tld}`).join(', ')}`,
    '',
    markdownTable(HEAD, table, ALIGN),
    '',
    `All ${count(NAMES)} names had their registry data ${minutes(wall)} after the import began (the import itself: ${seconds(imported)}, unchanged by the look-ups, which start after its commit). The busiest server sets the time: at ${config.RDAP_RATE_PER_SERVER} a second, Verisign's ${table[0][2]} .com look-ups (the name added by hand among them) take what they take. The other registries' names went at the pace the worker's window let them: it keeps 200 look-ups under way and claims names in the order they became due, so most of the window waits its turn at Verisign and the others' names come through it a few at a time, spread over the same minutes (their average rate) rather than done at once; the total is the same. A name added by hand halfway through had its data in ${seconds(addedWait)}: it is looked up at once, ahead of the import's queue at its server. Each server saw at most ${config.RDAP_CONCURRENCY_PER_SERVER} requests at once. Starts are ${1000 / config.RDAP_RATE_PER_SERVER} ms apart at each server; the busiest second counts arrivals at the fake, where a request sent on time and one sent late by the event loop can land 5 in a sliding second. With N API instances each paces its own look-ups, so a server sees up to N times that (the database hands each name to one instance). Raising RDAP_RATE_PER_SERVER shortens the wait in proportion, at the registries' discretion.`,
  ].join('\n');
  await writeResultsSection(
    `Registry data for ${count(NAMES)} imported names (${database})`,
    section,
  );
  log(`${NAME}: wrote its section of bench/RESULTS.md`);
}
await app.close();
await rdap.stop();
await server?.drop();
process.exit(0);
