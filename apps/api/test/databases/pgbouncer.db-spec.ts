import { randomBytes } from 'node:crypto';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { eq } from 'drizzle-orm';
import { Client } from 'pg';
import request from 'supertest';
import { startPgBouncer, type PgBouncer } from '@domainfolio/test-fakes';
import { createApp } from '../../src/bootstrap';
import { openDatabase, type DatabaseHandle } from '../../src/database/database';
import { domains } from '../../src/database/schema';
import { ViewCounter } from '../../src/modules/analytics/view-counter.service';
import { PasswordHasher } from '../../src/modules/auth/password-hasher';
import { createUser } from '../factories/user.factory';
import { PASSWORD, sessionCookie } from '../support/auth-helpers';
import { testConfig } from '../support/test-app';
import { until } from '../support/until';

type Server = Parameters<typeof request>[0];

/** Server connections PgBouncer keeps to the database: far fewer than the instances' clients. */
const SERVER_CONNECTIONS = 3;

/**
 * The API behind PgBouncer in transaction mode, as a managed PostgreSQL usually offers it: two
 * instances whose 10 pooled connections share 3 server connections, transaction by transaction,
 * while LISTEN and the migrations' lock use DATABASE_DIRECT_URL. Each case is a flow that
 * needs a transaction, a row lock, an advisory transaction lock or a notice between instances.
 */
describe('behind PgBouncer in transaction mode', () => {
  const serverUrl = process.env.DATABASE_URL;
  let bouncer: PgBouncer;
  let directUrl: string;
  let name: string;
  let direct: DatabaseHandle;
  const apps: NestExpressApplication[] = [];
  let first: Server;
  let second: Server;
  let cookie: string;
  const host = 'pooled.localhost:3000';

  beforeAll(async () => {
    // PgBouncer pools connections to a PostgreSQL server; PGlite has none.
    if (!serverUrl) throw new Error('The PgBouncer test needs DATABASE_URL (a PostgreSQL server)');
    name = `domainfolio_test_${randomBytes(6).toString('hex')}`;
    const admin = new Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    directUrl = url.toString();
    bouncer = await startPgBouncer(directUrl, SERVER_CONNECTIONS);

    const config = testConfig({ EMAIL_WORKER: 'off', PUBLIC_PAGE_CACHE_MS: '60000' });
    for (let i = 0; i < 2; i += 1) {
      const handle = await openDatabase({
        databaseUrl: bouncer.url(directUrl),
        directUrl,
        poolSize: 5,
      });
      // Through the direct connection: the lock is held across the migrations' statements.
      await handle.migrate();
      const app = await createApp(config, handle);
      await app.init();
      apps.push(app);
    }
    [first, second] = [apps[0]!.getHttpServer(), apps[1]!.getHttpServer()];
    direct = await openDatabase({ databaseUrl: directUrl, poolSize: 2 });
    const owner = await createUser(direct.db, {
      username: 'pooled',
      email: 'pooled@example.com',
      passwordHash: await apps[0]!.get(PasswordHasher).hash(PASSWORD),
    });
    expect(owner.username).toBe('pooled');
    const login = await request(second)
      .post('/api/user/login')
      .send({ email: 'pooled@example.com', password: PASSWORD })
      .expect(200);
    cookie = sessionCookie(login);
  }, 60_000);

  afterAll(async () => {
    for (const app of apps) await app.close();
    await direct?.close();
    await bouncer?.close();
    if (serverUrl) {
      const admin = new Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });

  const add = (server: Server, domain: Record<string, unknown>) =>
    request(server).post('/api/domains/new').set('Cookie', cookie).send({ domain });

  /** What PgBouncer itself says of its pools (its admin console). */
  async function pools(): Promise<{ database: string; pool_mode: string }[]> {
    const console = new Client({
      connectionString: bouncer.url(serverUrl!).replace(/\/[^/]*$/, '/pgbouncer'),
    });
    await console.connect();
    try {
      // The admin console speaks the simple protocol only.
      const result = await console.query({ text: 'SHOW POOLS', queryMode: 'simple' } as never);
      return (result as unknown as { rows: { database: string; pool_mode: string }[] }).rows;
    } finally {
      await console.end();
    }
  }

  it('pools the instances’ connections transaction by transaction', async () => {
    const ours = (await pools()).filter((pool) => pool.database === name);
    expect(ours.length).toBeGreaterThan(0);
    for (const pool of ours) expect(pool.pool_mode).toBe('transaction');
  });

  it('adds names from both instances at once, each within the plan, in its own transaction', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        add(i % 2 ? first : second, { name: `pooled-${i}.com`, sellingPrice: 1000 + i }),
      ),
    );
    expect(answers.map((res) => res.status)).toEqual(Array(30).fill(201));
    const list = await request(first)
      .post('/api/search?dashboard=true&limit=50')
      .set('Cookie', cookie)
      .send({ query: 'pooled-' })
      .expect(200);
    expect(list.body.payload.totalDocs).toBe(30);
  });

  it('saves a bulk edit and its undo, each in one transaction', async () => {
    const edit = await request(first)
      .post('/api/domains/bulk-edit')
      .set('Cookie', cookie)
      .send({ filter: { query: 'pooled-' }, changes: { sellingPrice: { percent: 10 } } })
      .expect(200);
    expect(edit.body.payload.changed).toHaveLength(30);
    const one = async () =>
      (
        await request(second)
          .post('/api/search?dashboard=true')
          .set('Cookie', cookie)
          .send({ query: 'pooled-0.com' })
          .expect(200)
      ).body.payload.docs[0].sellingPrice;
    expect(await one()).toBe(1100);
    await request(second)
      .post(`/api/domains/bulk-edit/${edit.body.payload.id}/undo`)
      .set('Cookie', cookie)
      .expect(200);
    expect(await one()).toBe(1000);
  });

  it('tells the other instance of a change (LISTEN on the direct connection)', async () => {
    const data = (server: Server) =>
      request(server).get('/api/public/domains/pooled-1.com').set('Host', host).expect(200);
    const price = (res: request.Response) => res.body.payload.domain.sellingPrice;
    // Kept for a minute by both instances.
    expect(price(await data(first))).toBe(1001);
    expect(price(await data(second))).toBe(1001);
    const [domain] = (
      await request(first)
        .post('/api/search?dashboard=true')
        .set('Cookie', cookie)
        .send({ query: 'pooled-1.com' })
        .expect(200)
    ).body.payload.docs;
    await request(first)
      .post('/api/domains/edit')
      .set('Cookie', cookie)
      .send({ domain: { _id: domain._id, sellingPrice: 1777 } })
      .expect(200);
    expect(price(await data(first))).toBe(1777);
    // The second instance empties its copy when the notice arrives.
    await until(
      async () => price(await data(second)) === 1777,
      10_000,
      'the second instance hears of the edit',
    );
    const seen = price(await data(second));
    expect(seen).toBe(1777);
  });

  it('counts concurrent views on both instances exactly (locked flushes)', async () => {
    const beacons = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        request(i % 2 ? first : second)
          .get('/api/public/domains/pooled-2.com/view')
          .set('Host', host)
          .set(
            'User-Agent',
            `Mozilla/5.0 (X11; Linux x86_64) Chrome/120.0 Safari/537.36 v${i % 7}`,
          ),
      ),
    );
    expect(beacons.map((res) => res.status)).toEqual(Array(60).fill(204));
    await Promise.all(apps.map((app) => app.get(ViewCounter).flush()));
    const [row] = await direct.db
      .select({ views: domains.views })
      .from(domains)
      .where(eq(domains.name, 'pooled-2.com'));
    expect(row?.views).toBe(60);
  });
});
