// Dashboard list speed: an owner with 5,000 domains asks for sorted pages of their own list.
// Prints p50/p95/max server time per sort key (loopback HTTP through the whole Nest stack).
// Run `npm run build` first. Uses DATABASE_URL when set (a throwaway database), else PGlite.
import { createHash, randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { throwawayDatabase } from './lib/throwaway-database.mjs';

const require = createRequire(import.meta.url);
const { openDatabase } = require('../apps/api/dist/database/database.js');
const { loadConfig } = require('../apps/api/dist/config/app-config.js');
const { createApp } = require('../apps/api/dist/bootstrap.js');
const { sql } = require('drizzle-orm');

const DOMAINS = Number(process.env.BENCH_DOMAINS ?? 5000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 40);
const SORTS = [
  'LATEST',
  'MOST_VIEWS',
  'ALPHABETICAL',
  'EXPIRATION',
  'BUY_IT_NOW',
  'HIGHEST_PRICE',
  'LOWEST_PRICE',
];

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

const server = process.env.DATABASE_URL ? await throwawayDatabase(process.env.DATABASE_URL) : null;
const handle = await openDatabase(
  server ? { databaseUrl: server.url } : { pgliteDataDir: 'memory://' },
);
await handle.migrate();
const db = handle.db;

const token = randomBytes(32).toString('base64url');
const [{ id: ownerId }] = (
  await db.execute(sql`insert into users (email, username, display_name, plan_type, email_confirmed_at)
    values ('bench@example.com', 'bench', 'Bench', 'PRO', now()) returning id`)
).rows;
await db.execute(sql`insert into sessions (token_hash, user_id, expires_at)
  values (${createHash('sha256').update(token).digest('hex')}, ${ownerId}, now() + interval '1 day')`);
await db.execute(sql`insert into domains (owner_id, name, tld, selling_price, views, buy_it_now, expiration, created_at, public)
  select ${ownerId}, 'bench-' || md5(n::text) || '.com', 'com',
         case when n % 3 = 0 then null else (n % 977) * 10 end,
         (n * 7919) % 1000, n % 3 = 1,
         current_date + ((n * 31) % 700),
         now() - (n || ' minutes')::interval, n % 10 <> 0
  from generate_series(1, ${DOMAINS}) as n`);
await db.execute(sql`analyze domains`);

const config = loadConfig({
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  APP_SECRET: randomBytes(32).toString('hex'),
  SERVE_SITES: 'false',
  EMAIL_WORKER: 'off',
});
const app = await createApp(config, handle);
await app.listen(0, '127.0.0.1');
const { port } = app.getHttpServer().address();

async function timed(sort, page) {
  const started = performance.now();
  const res = await fetch(
    `http://127.0.0.1:${port}/api/search?dashboard=true&sort=${sort}&page=${page}&limit=48`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `domainfolio_session=${token}` },
      body: '{"query":""}',
    },
  );
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`HTTP ${res.status}`);
  return performance.now() - started;
}

const pages = Math.ceil(DOMAINS / 48);
console.log(
  `dashboard sorts: ${DOMAINS} domains, ${ROUNDS} requests per sort over random pages, database ${handle.driver}`,
);
for (const sort of SORTS) {
  await timed(sort, 1); // warm-up
  const samples = [];
  for (let i = 0; i < ROUNDS; i += 1)
    samples.push(await timed(sort, 1 + Math.floor(Math.random() * pages)));
  samples.sort((a, b) => a - b);
  console.log(
    `${sort.padEnd(14)} p50 ${percentile(samples, 50).toFixed(1)} ms  p95 ${percentile(samples, 95).toFixed(1)} ms  max ${samples.at(-1).toFixed(1)} ms`,
  );
}
await app.close();
if (server) await server.drop();
