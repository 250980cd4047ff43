import { eq } from 'drizzle-orm';
import request from 'supertest';
import { createApp } from '../../src/bootstrap';
import { loadConfig } from '../../src/config/app-config';
import { domainViewsDaily, domains, type DomainRow } from '../../src/database/schema';
import { ViewCounter } from '../../src/modules/analytics/view-counter.service';
import { createDomain } from '../factories/domain.factory';
import { createUser } from '../factories/user.factory';
import { createTestDatabase } from '../support/test-database';
import { utcDay } from '../support/utc-days';

/** A person's browser: a request without a user agent, or a bot's, counts apart. */
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

describe('GET /api/public/domains/{domain}/view', () => {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SERVE_SITES: 'false',
    EMAIL_WORKER: 'off',
    // Long enough that only the test's own flushes write.
    VIEW_FLUSH_INTERVAL_MS: '600000',
  });

  async function setUp() {
    const database = await createTestDatabase();
    // The app closes its database at shutdown; keep it open to read what the last flush wrote.
    const app = await createApp(config, { ...database, close: async () => undefined });
    await app.init();
    const alice = await createUser(database.db, { username: 'alice' });
    const bob = await createUser(database.db, { username: 'bob' });
    const alpha = await createDomain(database.db, alice.id, { name: 'alpha.com', views: 7 });
    await createDomain(database.db, alice.id, { name: 'private.com', public: false });
    await createDomain(database.db, alice.id, { name: 'sold.com', sold: true });
    await createDomain(database.db, bob.id, { name: 'bobs.com' });
    const counter = app.get(ViewCounter);
    const views = async (domain: DomainRow) => {
      const [row] = await database.db
        .select({ views: domains.views })
        .from(domains)
        .where(eq(domains.id, domain.id));
      const daily = await database.db
        .select({ day: domainViewsDaily.day, count: domainViewsDaily.count })
        .from(domainViewsDaily)
        .where(eq(domainViewsDaily.domainId, domain.id));
      return { lifetime: row?.views, daily };
    };
    return { database, app, http: app.getHttpServer(), alpha, counter, views };
  }

  it('counts every view exactly under concurrent load, with no write per request', async () => {
    const { database, app, http, alpha, counter, views } = await setUp();
    try {
      const beacon = () =>
        request(http)
          .get('/api/public/domains/alpha.com/view')
          .set('Host', 'alice.localhost')
          .set('User-Agent', BROWSER);
      const dayBefore = utcDay();
      const replies = await Promise.all(Array.from({ length: 200 }, beacon));
      expect(replies.every((r) => r.status === 204)).toBe(true);
      // Nothing is written until a flush.
      expect((await views(alpha)).lifetime).toBe(7);
      expect(counter.pendingCount).toBe(200);

      // Views arriving while a flush runs land in the next one.
      const flushing = counter.flush();
      await Promise.all(Array.from({ length: 50 }, beacon));
      const dayAfter = utcDay();
      await flushing;
      await counter.flush();
      const { lifetime, daily } = await views(alpha);
      expect(lifetime).toBe(257);
      // Each view counts on the UTC day it arrived: all 250 on one, or split across midnight.
      expect(daily.every((row) => row.day === dayBefore || row.day === dayAfter)).toBe(true);
      expect(new Set(daily.map((row) => row.day)).size).toBe(daily.length);
      expect(daily.reduce((sum, row) => sum + row.count, 0)).toBe(250);
      expect(counter.pendingCount).toBe(0);
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('refuses unknown, private and sold domains and other owners’ hosts, counting nothing', async () => {
    const { database, app, http, counter } = await setUp();
    try {
      const view = (host: string, name: string) =>
        request(http).get(`/api/public/domains/${name}/view`).set('Host', host);
      await view('alice.localhost', 'missing.com').expect(404);
      await view('alice.localhost', 'private.com').expect(404);
      await view('alice.localhost', 'sold.com').expect(404);
      await view('alice.localhost', 'bobs.com').expect(404);
      await view('shop.localhost', 'alpha.com').expect(404);
      const notFound = await view('nobody.localhost', 'alpha.com').expect(404);
      expect(notFound.body.title).toBe('Not Found');
      // A name that is not valid percent-encoding is refused in the API's usual shape too.
      const malformed = await view('alice.localhost', 'alpha%E0%A4%A.com');
      expect(malformed.status).toBeGreaterThanOrEqual(400);
      expect(malformed.status).toBeLessThan(500);
      expect(malformed.body.type).toBe('ERROR');
      // Only a GET counts; another method does not reach the counter.
      await request(http)
        .post('/api/public/domains/alpha.com/view')
        .set('Host', 'alice.localhost')
        .set('User-Agent', BROWSER)
        .expect(404);
      expect(counter.pendingCount).toBe(0);
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('answers a counted view with an empty 204 that no cache keeps', async () => {
    const { database, app, http, counter } = await setUp();
    try {
      const res = await request(http)
        .get('/api/public/domains/alpha.com/view')
        .set('Host', 'alice.localhost')
        .set('User-Agent', BROWSER)
        .expect(204);
      expect(res.text).toBe('');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['x-powered-by']).toBeUndefined();
      expect(counter.pendingCount).toBe(1);
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('writes the views still in memory when the API shuts down', async () => {
    const { database, app, http, alpha, views } = await setUp();
    try {
      for (let i = 0; i < 3; i += 1)
        await request(http)
          .get('/api/public/domains/ALPHA.com/view')
          .set('Host', 'alice.localhost')
          .set('User-Agent', BROWSER)
          .expect(204);
      await app.close();
      expect((await views(alpha)).lifetime).toBe(10);
    } finally {
      await database.close();
    }
  });
});
