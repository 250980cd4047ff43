import { randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
import Redis from 'ioredis';
import request from 'supertest';
import { createApp } from '../../src/bootstrap';
import { rateLimitWindows } from '../../src/database/schema';
import { createDomain } from '../factories/domain.factory';
import { createOwner, PASSWORD } from '../support/auth-helpers';
import { testConfig, type TestApp } from '../support/test-app';
import { createTestDatabase } from '../support/test-database';
import { TEST_REDIS_URL } from '../support/test-redis';

/**
 * Production runs several API instances behind nginx on one database. Here two whole
 * applications share one database (and, for the Redis cases, one Redis), and requests alternate
 * between them as nginx would send them.
 */
async function createReplicas(env: Record<string, string>): Promise<{
  replicas: [TestApp, TestApp];
  close(): Promise<void>;
}> {
  const config = testConfig({ EMAIL_WORKER: 'off', ...env });
  const database = await createTestDatabase();
  // Each application closes the database it was given at shutdown: the last one out does.
  const shared = { ...database, close: async () => undefined };
  const start = async (): Promise<TestApp> => {
    const app = await createApp(config, shared);
    await app.init();
    return {
      app,
      http: app.getHttpServer(),
      db: database.db,
      config,
      database: shared,
      close: () => app.close(),
    };
  };
  const replicas: [TestApp, TestApp] = [await start(), await start()];
  return {
    replicas,
    close: async () => {
      for (const replica of replicas) await replica.close();
      await database.close();
    },
  };
}

/** The request as nginx forwards it: what the client sent, then the address nginx saw. */
const forwardedFor = (clientSent: string, nginxSaw: string) => `${clientSent}, ${nginxSaw}`;

const spoofed = (i: number) => `198.51.100.${i + 1}`;

/** An offer on alice's offer-me.com, sent through nginx from `nginxSaw`. */
const sendLead = (http: TestApp['http'], clientSent: string, nginxSaw: string) =>
  request(http)
    .post('/api/emails/send')
    .set('X-Forwarded-For', forwardedFor(clientSent, nginxSaw))
    .send({
      data: {
        domain: 'offer-me.com',
        owner: 'alice',
        name: 'Bob Buyer',
        email: 'bob@buyer.example',
        offer: 2500,
        message: 'Would you take 2,500?',
      },
    });

async function seedAlice(t: TestApp): Promise<void> {
  const owner = await createOwner(t, { username: 'alice' });
  await createDomain(t.db, owner.id, { name: 'offer-me.com' });
}

const keyPrefix = `test-${randomBytes(6).toString('hex')}:`;

describe.each([
  ['PostgreSQL', {}],
  ['Redis', { REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: keyPrefix }],
  // Nothing listens on this port: the limits fall back to PostgreSQL and still hold.
  ['PostgreSQL while Redis is unreachable', { REDIS_URL: 'redis://127.0.0.1:4399' }],
])('rate limits across two API instances, counted in %s', (store, env) => {
  let replicas: [TestApp, TestApp];
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ replicas, close } = await createReplicas({ ...env, LEADS_PER_HOUR_PER_ADDRESS: '3' }));
  });
  afterAll(() => close());

  const to = (i: number) => replicas[i % 2]!.http;

  it('sign-in: the 11th attempt on one account, whichever instance it reaches, gets 429', async () => {
    await createOwner(replicas[0], { email: 'brute@example.com' });
    for (let i = 0; i < 10; i += 1) {
      await request(to(i))
        .post('/api/user/login')
        .send({ email: 'brute@example.com', password: 'guess-guess' })
        .expect(401);
    }
    const res = await request(to(10))
      .post('/api/user/login')
      .send({ email: 'brute@example.com', password: PASSWORD })
      .expect(429);
    expect(res.body).toMatchObject({ type: 'ERROR', title: 'Too Many Requests' });
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  });

  it('leads: one address gets LEADS_PER_HOUR_PER_ADDRESS in all, whatever X-Forwarded-For it sends', async () => {
    await seedAlice(replicas[0]);
    const send = (i: number, nginxSaw: string) => sendLead(to(i), spoofed(i), nginxSaw);
    for (let i = 0; i < 3; i += 1) await send(i, '203.0.113.9').expect(200);
    const res = await send(3, '203.0.113.9').expect(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(59 * 60);
    // Another client has a window of its own.
    await send(4, '203.0.113.10').expect(200);
  });

  it('sign-up: one address gets 10 an hour in all, whatever X-Forwarded-For it sends', async () => {
    const register = (i: number) =>
      request(to(i))
        .post('/api/user/register')
        .set('X-Forwarded-For', forwardedFor(spoofed(i), '203.0.113.20'))
        .send({ displayName: 'Mass Signup', email: `signup-${i}@example.com`, password: PASSWORD });
    for (let i = 0; i < 10; i += 1) await register(i).expect(201);
    const res = await register(10).expect(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it(`keeps the counts in ${store}`, async () => {
    const [rows] = await replicas[0].db.select({ n: count() }).from(rateLimitWindows);
    if (store === 'Redis') {
      expect(rows?.n).toBe(0);
      const redis = new Redis(TEST_REDIS_URL);
      try {
        const keys = await redis.keys(`${keyPrefix}rate-limit:*`);
        expect(keys).toEqual(
          expect.arrayContaining([`${keyPrefix}rate-limit:login:brute@example.com`]),
        );
        await redis.del(...keys);
      } finally {
        await redis.quit();
      }
    } else {
      expect(rows?.n).toBeGreaterThan(0);
    }
  });
});

describe('the client address behind proxies', () => {
  let replicas: [TestApp, TestApp];
  let close: () => Promise<void>;
  afterEach(() => close());

  // docker-compose.yml trusts the compose network (uniquelocal); a client on a private network
  // reaches nginx from a trusted address too, and must not name its address itself.
  it('is the address nginx saw, even when that address is a trusted one', async () => {
    ({ replicas, close } = await createReplicas({
      TRUST_PROXY: 'loopback,uniquelocal',
      LEADS_PER_HOUR_PER_ADDRESS: '2',
    }));
    await seedAlice(replicas[0]);
    const send = (i: number, nginxSaw: string) =>
      sendLead(replicas[i % 2]!.http, spoofed(i), nginxSaw);
    await send(0, '192.168.1.50').expect(200);
    await send(1, '192.168.1.50').expect(200);
    await send(2, '192.168.1.50').expect(429);
    await send(3, '192.168.1.51').expect(200);
  });

  it('is taken TRUST_PROXY_HOPS entries from the right, for a load balancer before nginx', async () => {
    ({ replicas, close } = await createReplicas({
      TRUST_PROXY: 'loopback,uniquelocal',
      TRUST_PROXY_HOPS: '2',
    }));
    // Client 203.0.113.30 -> load balancer 10.0.0.2 -> nginx (loopback) -> API.
    const login = (i: number) =>
      request(replicas[i % 2]!.http)
        .post('/api/user/login')
        .set('X-Forwarded-For', `${spoofed(i)}, 203.0.113.30, 10.0.0.2`)
        .send({ email: `nobody-${i}@example.com`, password: 'guess-guess' });
    for (let i = 0; i < 30; i += 1) await login(i).expect(401);
    await login(30).expect(429);
  });
});
