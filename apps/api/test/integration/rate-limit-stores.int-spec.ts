import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Redis from 'ioredis';
import { PostgresRateLimitStore } from '../../src/common/http/postgres-rate-limit-store';
import type { RateLimitStore } from '../../src/common/http/rate-limit-store';
import { RedisRateLimitStore } from '../../src/common/http/redis-rate-limit-store';
import type { DatabaseHandle } from '../../src/database/database';
import { rateLimitWindows } from '../../src/database/schema';
import { createTestDatabase } from '../support/test-database';
import { TEST_REDIS_URL } from '../support/test-redis';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What every store must do, whatever keeps the counts. */
function behavesAsAStore(open: () => Promise<RateLimitStore>) {
  let a: RateLimitStore;
  let b: RateLimitStore;
  beforeAll(async () => {
    // Two stores on the same backend stand for two API instances.
    a = await open();
    b = await open();
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  it('counts requests per key in one window, and tells how long it has left', async () => {
    expect(await a.hit('login:one', 60_000)).toMatchObject({ count: 1 });
    expect(await b.hit('login:one', 60_000)).toMatchObject({ count: 2 });
    const third = await a.hit('login:one', 60_000);
    expect(third.count).toBe(3);
    expect(third.msLeft).toBeGreaterThan(55_000);
    expect(third.msLeft).toBeLessThanOrEqual(60_000);
    expect(await b.hit('login:two', 60_000)).toMatchObject({ count: 1 });
  });

  it('starts a new window at 1 once the last one has ended', async () => {
    // A window long enough for two round trips on a loaded machine.
    await a.hit('short', 1000);
    expect(await b.hit('short', 1000)).toMatchObject({ count: 2 });
    await sleep(1200);
    expect(await a.hit('short', 1000)).toMatchObject({ count: 1 });
  });

  it('loses no request when instances count the same key at once', async () => {
    const hits = await Promise.all(
      Array.from({ length: 60 }, (_, i) => (i % 2 ? a : b).hit('burst', 60_000)),
    );
    expect(hits.map((hit) => hit.count).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 60 }, (_, i) => i + 1),
    );
  });
}

describe('PostgresRateLimitStore', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  describe('as a store', () => {
    behavesAsAStore(async () => new PostgresRateLimitStore(database.db));
  });

  it('sweeps ended windows and keeps the running ones', async () => {
    const store = new PostgresRateLimitStore(database.db);
    await store.hit('sweep:ended', 50);
    await store.hit('sweep:running', 60_000);
    await sleep(100);
    expect(await store.sweep()).toBeGreaterThanOrEqual(1);
    const left = await database.db
      .select({ key: rateLimitWindows.key })
      .from(rateLimitWindows)
      .where(eq(rateLimitWindows.key, 'sweep:ended'));
    expect(left).toEqual([]);
    expect(await store.hit('sweep:running', 60_000)).toMatchObject({ count: 2 });
  });

  it('sweeps on the back of requests once a minute, without holding them up', async () => {
    let now = 0;
    const store = new PostgresRateLimitStore(database.db, () => now);
    await store.hit('background:ended', 50);
    await sleep(100);
    now = 61_000;
    await store.hit('background:other', 60_000);
    await store.close();
    const left = await database.db
      .select({ key: rateLimitWindows.key })
      .from(rateLimitWindows)
      .where(eq(rateLimitWindows.key, 'background:ended'));
    expect(left).toEqual([]);
  });
});

describe('RedisRateLimitStore', () => {
  // A prefix of its own per run, so runs (and other users of this Redis) never share counts.
  const keyPrefix = `test-${randomBytes(6).toString('hex')}:`;
  const inspector = new Redis(TEST_REDIS_URL);
  afterAll(async () => {
    const keys = await inspector.keys(`${keyPrefix}*`);
    if (keys.length > 0) await inspector.del(...keys);
    await inspector.quit();
  });

  describe('as a store', () => {
    behavesAsAStore(async () => {
      const store = new RedisRateLimitStore(TEST_REDIS_URL, { keyPrefix });
      await store.connect();
      return store;
    });
  });

  it('keeps one key per window that expires with it, under the configured prefix', async () => {
    const store = new RedisRateLimitStore(TEST_REDIS_URL, { keyPrefix });
    await store.connect();
    try {
      await store.hit('expiry', 60_000);
      const ttl = await inspector.pttl(`${keyPrefix}rate-limit:expiry`);
      expect(ttl).toBeGreaterThan(55_000);
      expect(ttl).toBeLessThanOrEqual(60_000);

      // Another deployment sharing this Redis counts apart.
      const other = new RedisRateLimitStore(TEST_REDIS_URL, { keyPrefix: `${keyPrefix}other:` });
      await other.connect();
      expect(await other.hit('expiry', 60_000)).toMatchObject({ count: 1 });
      await other.close();
    } finally {
      await store.close();
    }
  });

  it('gives a window an expiry when its key has none', async () => {
    const store = new RedisRateLimitStore(TEST_REDIS_URL, { keyPrefix });
    await store.connect();
    try {
      await inspector.set(`${keyPrefix}rate-limit:no-expiry`, '5');
      expect(await store.hit('no-expiry', 60_000)).toMatchObject({ count: 6, msLeft: 60_000 });
      expect(await inspector.pttl(`${keyPrefix}rate-limit:no-expiry`)).toBeGreaterThan(0);
    } finally {
      await store.close();
    }
  });

  it('fails at once while Redis is unreachable, so the request can be counted elsewhere', async () => {
    // Nothing listens on this port (the range reserved for this test's servers).
    const store = new RedisRateLimitStore('redis://127.0.0.1:4399', { keyPrefix });
    store.onConnectionError(() => undefined);
    await expect(store.connect()).rejects.toThrow();
    const started = Date.now();
    await expect(store.hit('down', 60_000)).rejects.toThrow();
    // Refused without a wait: not after the 500 ms command timeout, nor a connection attempt.
    expect(Date.now() - started).toBeLessThan(400);
    await store.close();
  });
});
