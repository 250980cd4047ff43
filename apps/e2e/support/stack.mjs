import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import {
  FakeEscrow,
  FakeRecaptcha,
  FakeStripe,
  startPgBouncer,
  startReplicaCluster,
} from '@domainfolio/test-fakes';
import { startFakeDns } from './fake-dns.mjs';
import { startMailCatcher } from './mail-catcher.mjs';
import { startNginx } from './nginx.mjs';
import { startRegistryWorld } from './registry-world.mjs';
import { freePort, run, startProcess, waitForHttp } from './processes.mjs';
import { startedParts } from './started-parts.mjs';

const ROOT = resolve(fileURLToPath(new URL('../../../', import.meta.url)));
const API_MAIN = join(ROOT, 'apps/api/dist/main.js');
const SEED_CLI = join(ROOT, 'apps/api/dist/cli/seed.js');

async function createThrowawayDatabase(serverUrl) {
  const name = `domainfolio_e2e_${randomBytes(5).toString('hex')}`;
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/**
 * The API's database settings for `database` (on the primary): straight to it, or through
 * PgBouncer with LISTEN and the migrations' lock on the direct URL, and with a replica, its
 * copy of the same database for the public's reads (through a PgBouncer of its own).
 */
async function databaseSettings({ database, cluster, pgbouncer, replicas, started }) {
  const replicaUrl = cluster ? sameDatabase(cluster.replicaUrl, database.url) : null;
  if (!pgbouncer)
    return { DATABASE_URL: database.url, ...(replicaUrl && { DATABASE_READ_URLS: replicaUrl }) };
  // Fewer server connections than the API processes' pools hold together (10 each), so
  // transactions from every process share them, as on a managed database's pooler.
  const serverConnections = Math.max(4, replicas * 3);
  const primaryPooler = await startPgBouncer(database.url, serverConnections);
  started.add('PgBouncer (primary)', () => primaryPooler.close());
  const replicaPooler = replicaUrl ? await startPgBouncer(replicaUrl, serverConnections) : null;
  if (replicaPooler) started.add('PgBouncer (replica)', () => replicaPooler.close());
  return {
    DATABASE_URL: primaryPooler.url(database.url),
    DATABASE_DIRECT_URL: database.url,
    ...(replicaPooler && { DATABASE_READ_URLS: replicaPooler.url(replicaUrl) }),
  };
}

/** `serverUrl` naming the database `databaseUrl` names. */
function sameDatabase(serverUrl, databaseUrl) {
  const url = new URL(serverUrl);
  url.pathname = new URL(databaseUrl).pathname;
  return url.toString();
}

/**
 * The product as users run it: the built API and sites on PostgreSQL (DATABASE_URL) or the
 * embedded database, seeded with the demo data, behind nginx with the project's config.
 * `replicas` API processes share the database behind one nginx, as a scaled-out installation
 * runs (`docker compose up --scale api=3`); more than one needs PostgreSQL, since the embedded
 * database belongs to one process.
 *
 * `env` adds to or overrides the API's settings (the reliability tests raise limits and poll
 * the outbox more often). The returned stack also hands the tests what they break on purpose:
 * `mail` (stop, start, refuse), `api(i)` (each replica's process, to kill and restart on its
 * port), `databaseUrl` and the fakes (`stripe`, `escrow`, `recaptcha`).
 *
 * The database can be grown the way an installation outgrows one server: `readReplica` makes a
 * PostgreSQL primary and a streaming replica of its own on free ports (pg_basebackup) and
 * sends the public's reads to the replica (DATABASE_READ_URLS); `pgbouncer` puts PgBouncer in
 * transaction mode in front of each server, with LISTEN and the migrations' lock on
 * DATABASE_DIRECT_URL. The stack's `cluster` then pauses, resumes, kills and restarts the
 * replica.
 *
 * When a step fails, everything the steps before it started (API processes, nginx, the mail
 * server, the fakes, the DNS server, the database) is stopped before the error is rethrown.
 * `apiEntry` is the API's script; the stack's own test starts a stand-in instead.
 */
export async function startStack({
  replicas = 1,
  env: extraEnv = {},
  apiEntry = API_MAIN,
  readReplica = false,
  pgbouncer = false,
} = {}) {
  if ((replicas > 1 || pgbouncer) && !readReplica && !process.env.DATABASE_URL)
    throw new Error(
      `${replicas > 1 ? `${replicas} API replicas share one database` : 'PgBouncer pools PostgreSQL'}: set DATABASE_URL (PostgreSQL)`,
    );
  const started = startedParts();
  try {
    return await startParts({ replicas, extraEnv, apiEntry, readReplica, pgbouncer, started });
  } catch (error) {
    try {
      await started.stopAll();
    } catch (stopError) {
      // The start-up's error says what went wrong; this one only what it left behind.
      process.stderr.write(`startStack: after a failed start, ${stopError.message}\n`);
    }
    throw error;
  }
}

/** The steps of startStack, each adding what it started to `started`. */
async function startParts({ replicas, extraEnv, apiEntry, readReplica, pgbouncer, started }) {
  const workDir = mkdtempSync(join(tmpdir(), 'domainfolio-e2e-'));
  started.add('the work folder', () => rmSync(workDir, { recursive: true, force: true }));
  const cluster = readReplica ? await startReplicaCluster() : null;
  if (cluster) started.add('the PostgreSQL primary and replica', () => cluster.close());
  const serverUrl = cluster?.primaryUrl ?? process.env.DATABASE_URL;
  const database = serverUrl ? await createThrowawayDatabase(serverUrl) : null;
  if (database) started.add('the database', () => database.drop());
  const databaseEnv = database
    ? await databaseSettings({ database, cluster, pgbouncer, replicas, started })
    : {};
  const mailDir = join(workDir, 'mail');
  const mail = await startMailCatcher(mailDir);
  started.add('the mail server', () => mail.stop());
  const recaptcha = new FakeRecaptcha({ siteKey: 'e2e-site-key' });
  await recaptcha.start();
  started.add('the reCAPTCHA fake', () => recaptcha.stop());
  const escrow = new FakeEscrow();
  await escrow.start();
  started.add('the Escrow.com fake', () => escrow.stop());
  // Stripe's hosted Checkout and portal deliver their signed events to the API through nginx,
  // on the main host, as Stripe reaches a production installation.
  const stripe = new FakeStripe({ webhookSecret: `whsec_${randomBytes(16).toString('hex')}` });
  await stripe.start();
  started.add('the Stripe fake', () => stripe.stop());
  const registryWorld = await startRegistryWorld();
  started.add('the RDAP and registrar fakes', () => registryWorld.stop());
  // Ports are chosen once the fakes listen, so that none of them was just given one of these.
  const apiPorts = [];
  for (let i = 0; i < replicas; i += 1) apiPorts.push(await freePort());
  const apiPort = apiPorts[0];
  const proxyPort = await freePort();
  stripe.webhookUrl = `http://localhost:${proxyPort}/api/payments/webhook`;
  // The DNS the API asks when an owner verifies a custom or parked domain; tests add records
  // to the file it answers from (addDnsRecords in fake-dns.mjs).
  const dnsRecordsFile = join(workDir, 'dns-records.json');
  const dns = await startFakeDns(dnsRecordsFile);
  started.add('the DNS server', () => dns.stop());
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(apiPort),
    HOST: '127.0.0.1',
    APP_HOST: 'localhost',
    APP_URL: `http://localhost:${proxyPort}`,
    LOG_LEVEL: 'warn',
    LOG_PRETTY: 'false',
    PGLITE_DATA_DIR: join(workDir, 'pglite'),
    APP_SECRET: randomBytes(32).toString('hex'),
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(mail.port),
    SMTP_SECURE: 'false',
    MAIL_FROM: 'Domainfolio <no-reply@domainfolio.test>',
    ...recaptcha.env(),
    RECAPTCHA_SCRIPT_URL: recaptcha.scriptUrl,
    ...escrow.env(),
    ...stripe.env(),
    // The administrator of tests/admin.test.mjs (registered there).
    ADMIN_EMAILS: 'e2e-admin@example.com',
    // Views reach the database within a second, so a test can see them.
    VIEW_FLUSH_INTERVAL_MS: '500',
    DNS_SERVERS: dns.server,
    // Alert channels are the tests' local fakes (127.0.0.1, plain http); a reminder run every
    // few seconds stands for the hourly one, and the worker looks every half second.
    ALLOW_PRIVATE_WEBHOOKS: 'true',
    REMINDERS_INTERVAL_MS: '3000',
    ALERTS_POLL_INTERVAL_MS: '500',
    // Every journey signs its owners up from this one address.
    REGISTRATIONS_PER_HOUR_PER_ADDRESS: '100',
    // Registry look-ups and registrar syncs against the local fakes, polled every half second.
    ...registryWorld.env,
    ...extraEnv,
  };
  delete env.SMTP_USER;
  delete env.SMTP_PASSWORD;
  for (const name of ['DATABASE_URL', 'DATABASE_DIRECT_URL', 'DATABASE_READ_URLS'])
    if (databaseEnv[name]) env[name] = databaseEnv[name];
    else delete env[name];

  // PostgreSQL is never seeded unasked; the embedded database seeds itself at first start.
  if (database) await run(process.execPath, [SEED_CLI], { env, cwd: ROOT });

  const startApi = (i) =>
    startProcess(replicas > 1 ? `api-${i + 1}` : 'api', process.execPath, [apiEntry], {
      env: { ...env, PORT: String(apiPorts[i]) },
      cwd: ROOT,
    });
  const apis = [];
  // Each replica as it is now: restart() below replaces one.
  started.add('the API', async () => {
    for (const api of apis) await api.stop();
  });
  for (const i of apiPorts.keys()) apis.push(startApi(i));
  // The output of replicas killed and replaced, for the failure report.
  const replaced = [];
  // Migrations and seeding run before the API listens: up to a minute and a half on a busy
  // 2-core machine. Readiness is polled; a healthy start is not slowed down.
  for (const [i, api] of apis.entries())
    await waitForHttp(`http://127.0.0.1:${apiPorts[i]}/api/health`, api, { attempts: 900 });
  // The proxy's port is chosen first: the fake Stripe above posts its webhooks to it.
  const nginx = await startNginx({ apiPorts, proxyPort });
  started.add('nginx', () => nginx.stop());

  return {
    proxyPort,
    apiPort,
    workDir,
    mailDir,
    database: database
      ? `postgres${cluster ? ' with a streaming replica' : ''}${pgbouncer ? ' through PgBouncer' : ''}`
      : 'pglite',
    cluster,
    apiPorts,
    replicas,
    databaseUrl: database?.url ?? null,
    dnsRecordsFile,
    mail,
    stripe,
    escrow,
    recaptcha,
    registryWorld,
    /**
     * Replica `i`: its port, its process (`child.pid`), `kill(signal)` (resolves once it has
     * exited) and `restart()` (a new process on the same port, resolved once it is healthy).
     */
    api: (i) => ({
      port: apiPorts[i],
      process: apis[i],
      kill: (signal = 'SIGKILL') =>
        new Promise((resolve) => {
          const api = apis[i];
          if (api.exited()) return resolve();
          api.child.once('exit', () => resolve());
          api.child.kill(signal);
        }),
      restart: async () => {
        if (!apis[i].exited()) await apis[i].stop();
        replaced.push(apis[i]);
        apis[i] = startApi(i);
        await waitForHttp(`http://127.0.0.1:${apiPorts[i]}/api/health`, apis[i], {
          attempts: 900,
        });
      },
    }),
    logs: () =>
      `${[...replaced, ...apis].map((api) => `--- ${api.name} ---\n${api.output()}`).join('\n')}\n--- nginx ---\n${nginx.logs()}`,
    stop: () => started.stopAll(),
  };
}
