import { eq } from 'drizzle-orm';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { createApp } from '../../src/bootstrap';
import type { DatabaseHandle } from '../../src/database/database';
import { domains, sessions, type DomainRow, type UserRow } from '../../src/database/schema';
import { PasswordHasher } from '../../src/modules/auth/password-hasher';
import { DomainsService } from '../../src/modules/domains/domains.service';
import { PAGES_CHANGED_CHANNEL, PageChanges } from '../../src/modules/sites/page-changes';
import { createDomain } from '../factories/domain.factory';
import { createUser } from '../factories/user.factory';
import { PASSWORD, sessionCookie } from '../support/auth-helpers';
import { testConfig } from '../support/test-app';
import { createSharedTestDatabase, type SharedTestDatabase } from '../support/test-database';
import { until } from '../support/until';

type Server = Parameters<typeof request>[0];

/**
 * A landing page's data (GET /api/public/domains/:domain) is kept as the page is: one lookup
 * for a crowd, answered from memory, the same answer as the route's, and emptied by a write on
 * the instance that took it and, through the database's notice, on every other.
 */
describe('landing data kept by several API instances on one database', () => {
  let shared: SharedTestDatabase;
  let handle: DatabaseHandle;
  const apps: NestExpressApplication[] = [];
  let first: Server;
  let second: Server;
  let hash: string;
  let adminCookie: string;
  /** The page-change notices each instance's handle sent, and what each instance heard. */
  const sent: Promise<void>[] = [];
  const heard: string[][] = [];
  let markers = 0;

  /**
   * Lets every instance's handle report the notices it sends and hears, so that a test can wait
   * for the notices its writes sent (a sign-in is a write: it empties every instance's answers)
   * before it counts on a kept answer staying kept.
   */
  function observed(database: DatabaseHandle, index: number): DatabaseHandle {
    heard[index] = [];
    const { listen, notify } = database;
    database.notify = (channel, payload) => {
      const sending = notify(channel, payload);
      if (channel === PAGES_CHANGED_CHANNEL) sent.push(sending.catch(() => undefined));
      return sending;
    };
    database.listen = (channel, onMessage) =>
      listen(channel, (payload) => {
        onMessage(payload);
        if (channel === PAGES_CHANGED_CHANNEL) heard[index]!.push(payload ?? '');
      });
    return database;
  }

  /**
   * Waits until every instance has heard every page-change notice sent so far. A notice of the
   * test's own goes out after they are in; PostgreSQL delivers a channel's notices to each
   * listener in the order they were committed, so once every instance has heard it, it heard
   * the earlier ones too.
   */
  async function noticesHeard(): Promise<void> {
    await Promise.all(sent.splice(0));
    markers += 1;
    const marker = `test-marker-${markers}`;
    await handle.notify(PAGES_CHANGED_CHANNEL, marker);
    await until(
      () => heard.every((payloads) => payloads.includes(marker)),
      5000,
      `every instance to hear ${marker}`,
    );
  }

  beforeAll(async () => {
    shared = await createSharedTestDatabase();
    const config = testConfig({
      EMAIL_WORKER: 'off',
      ADMIN_EMAILS: 'boss@example.com',
      // Far longer than the test: an answer may only change because it was told to.
      PUBLIC_PAGE_CACHE_MS: '60000',
    });
    for (let i = 0; i < 2; i += 1) {
      const app = await createApp(config, observed(await shared.open(), i));
      await app.init();
      apps.push(app);
    }
    [first, second] = [apps[0]!.getHttpServer(), apps[1]!.getHttpServer()];
    handle = await shared.open();
    hash = await apps[0]!.get(PasswordHasher).hash(PASSWORD);
    const boss = await createUser(handle.db, {
      email: 'boss@example.com',
      username: 'the-boss',
      passwordHash: hash,
    });
    adminCookie = await signIn('boss@example.com');
    // The admin screens need a session that proved a second factor.
    await handle.db
      .update(sessions)
      .set({ secondFactorAt: new Date() })
      .where(eq(sessions.userId, boss.id));
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await handle.close();
    await shared.close();
  });
  afterEach(() => jest.restoreAllMocks());

  async function signIn(email: string): Promise<string> {
    const login = await request(first)
      .post('/api/user/login')
      .send({ email, password: PASSWORD })
      .expect(200);
    return sessionCookie(login);
  }

  /** An owner who can sign in, with one listed domain; their site's host and session. */
  async function ownerWithDomain(username: string, name: string) {
    const owner = await createUser(handle.db, {
      username,
      email: `${username}@example.com`,
      passwordHash: hash,
      page: { title: `${username}'s names` },
    });
    const domain = await createDomain(handle.db, owner.id, { name, sellingPrice: '1000.00' });
    const cookie = await signIn(owner.email);
    // The sign-in emptied every instance's answers; the test's own start from here.
    await noticesHeard();
    return { owner, domain, host: `${username}.localhost:3000`, cookie };
  }

  const data = (server: Server, host: string, name: string) =>
    request(server).get(`/api/public/domains/${name}`).set('Host', host);

  /** Waits until `server`'s answer passes `check` (the other instance's notice is on its way). */
  async function eventually(
    server: Server,
    host: string,
    name: string,
    check: (res: request.Response) => boolean,
  ): Promise<request.Response> {
    const started = Date.now();
    let res = await data(server, host, name);
    while (!check(res) && Date.now() - started < 3000) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      res = await data(server, host, name);
    }
    return res;
  }

  /** Both instances keep the answer, the owner writes through the first, both show it. */
  async function expectShownEverywhere(
    host: string,
    name: string,
    write: () => Promise<unknown>,
    check: (res: request.Response) => boolean,
  ) {
    for (const server of [first, second]) expect(check(await data(server, host, name))).toBe(false);
    await write();
    // At once on the instance that took the write.
    expect(check(await data(first, host, name))).toBe(true);
    // On the other within moments, not when its copy expires in a minute.
    expect(check(await eventually(second, host, name, check))).toBe(true);
  }

  const edit = (cookie: string, domain: DomainRow, fields: Record<string, unknown>) =>
    request(first)
      .post('/api/domains/edit')
      .set('Cookie', cookie)
      .send({ domain: { _id: domain.id, ...fields } })
      .expect(200);
  const price = (res: request.Response): unknown => res.body.payload?.domain?.sellingPrice;

  it('looks the data up once for simultaneous requests and answers the next ones from memory', async () => {
    const { domain, host } = await ownerWithDomain('crowd', 'crowd.com');
    const lookups = jest.spyOn(apps[0]!.get(DomainsService), 'findOnLanding');

    const crowd = await Promise.all(
      Array.from({ length: 30 }, () => data(first, host, 'crowd.com')),
    );
    expect(crowd.map((res) => res.status)).toEqual(Array(30).fill(200));
    expect(new Set(crowd.map((res) => res.text)).size).toBe(1);
    expect(price(crowd[0]!)).toBe(1000);
    expect(lookups).toHaveBeenCalledTimes(1);

    // A change written behind the API's back shows only when told: these come from memory.
    await handle.db
      .update(domains)
      .set({ sellingPrice: '2000.00' })
      .where(eq(domains.id, domain.id));
    for (let i = 0; i < 5; i += 1) expect(price(await data(first, host, 'crowd.com'))).toBe(1000);
    expect(lookups).toHaveBeenCalledTimes(1);

    // A name the host shows no landing page of is kept as its 404, as the page's 404 is.
    for (let i = 0; i < 3; i += 1) await data(first, host, 'nothing.com').expect(404);
    expect(lookups).toHaveBeenCalledTimes(2);
  });

  it('answers as the route does, kept or not, with no caching header of its own', async () => {
    const { host } = await ownerWithDomain('same', 'same.com');
    // A query string goes past the handler ahead of the framework, to the route itself.
    const kept = await data(first, host, 'same.com').expect(200);
    const routed = await request(first)
      .get('/api/public/domains/same.com?from=route')
      .set('Host', host)
      .expect(200);
    const headers = (res: request.Response) => {
      const { date: _date, ...rest } = res.headers;
      return rest;
    };
    expect(kept.text).toBe(routed.text);
    expect(headers(kept)).toEqual(headers(routed));
    expect(kept.headers).toMatchObject({
      'content-type': 'application/json; charset=utf-8',
      'x-content-type-options': 'nosniff',
      etag: expect.stringMatching(/^W\/"/),
    });
    expect(kept.headers['cache-control']).toBeUndefined();
    expect(kept.headers['x-accel-expires']).toBeUndefined();
    expect(kept.body).toMatchObject({
      type: 'SUCCESS',
      payload: { sold: false, domain: { name: 'same.com', sellingPrice: 1000, username: 'same' } },
    });
    await data(first, host, 'same.com').set('If-None-Match', kept.headers.etag!).expect(304);
    await request(first).head('/api/public/domains/same.com').set('Host', host).expect(200);

    const missing = await data(first, host, 'missing.com').expect(404);
    const missingRouted = await request(first)
      .get('/api/public/domains/missing.com?from=route')
      .set('Host', host)
      .expect(404);
    expect(missing.text).toBe(missingRouted.text);
    expect(headers(missing)).toEqual(headers(missingRouted));
    expect(missing.body).toMatchObject({ type: 'ERROR', code: 'NOT_FOUND' });
  });

  it("never answers one host with another host's data", async () => {
    const { host } = await ownerWithDomain('hosta', 'hosta-name.com');
    const other = await ownerWithDomain('hostb', 'hostb-name.com');
    await data(first, host, 'hosta-name.com').expect(200);
    for (const elsewhere of [
      other.host,
      'shop.localhost:3000',
      'localhost:3000',
      'nobody.localhost',
    ])
      await data(first, elsewhere, 'hosta-name.com').expect(404);
    await data(first, host, 'hosta-name.com').expect(200);
  });

  it('serves a visitor with a session through the route, from the same kept answers', async () => {
    const { host, cookie } = await ownerWithDomain('signed', 'signed.com');
    const lookups = jest.spyOn(apps[0]!.get(DomainsService), 'findOnLanding');
    for (let i = 0; i < 3; i += 1)
      expect(price(await data(first, host, 'signed.com').set('Cookie', cookie).expect(200))).toBe(
        1000,
      );
    expect(lookups).toHaveBeenCalledTimes(1);
  });

  it('keeps its answers through marketplace searches, which are POSTs that change nothing', async () => {
    const { domain, host } = await ownerWithDomain('searched', 'searched.com');
    for (const server of [first, second])
      expect(price(await data(server, host, 'searched.com'))).toBe(1000);
    const lookups = apps.map((app) => jest.spyOn(app.get(DomainsService), 'findOnLanding'));
    const notices = apps.map((app) => jest.spyOn(app.get(PageChanges), 'changed'));
    await handle.db
      .update(domains)
      .set({ sellingPrice: '2000.00' })
      .where(eq(domains.id, domain.id));

    // A crowd searching the marketplace through both instances.
    for (const server of [first, second, first, second])
      await request(server)
        .post('/api/search?page=1&limit=20')
        .send({ query: 'searched' })
        .expect(200);

    // No instance emptied its answers or told the others to.
    for (const spy of notices) expect(spy).not.toHaveBeenCalled();
    for (const server of [first, second])
      expect(price(await data(server, host, 'searched.com'))).toBe(1000);
    for (const spy of lookups) expect(spy).not.toHaveBeenCalled();
  });

  it("shows an owner's edit, unlisting and sale at once, here and on the other instance", async () => {
    const { domain, host, cookie } = await ownerWithDomain('editor', 'edited.com');
    await expectShownEverywhere(
      host,
      'edited.com',
      () => edit(cookie, domain, { sellingPrice: 1500 }),
      (res) => price(res) === 1500,
    );
    await expectShownEverywhere(
      host,
      'edited.com',
      () => edit(cookie, domain, { public: false }),
      (res) => res.status === 404,
    );
    await expectShownEverywhere(
      host,
      'edited.com',
      () => edit(cookie, domain, { public: true, sold: true }),
      (res) => res.body.payload?.sold === true && price(res) === null,
    );
  });

  it("shows a deleted domain and a disabled account's domains gone at once, here and on the other instance", async () => {
    const deleted = await ownerWithDomain('deleter', 'deleted.com');
    await expectShownEverywhere(
      deleted.host,
      'deleted.com',
      () =>
        request(first)
          .post('/api/domains/delete')
          .set('Cookie', deleted.cookie)
          .send({ payload: [deleted.domain.id] })
          .expect(200),
      (res) => res.status === 404,
    );

    const disabled: { owner: UserRow; host: string } = await ownerWithDomain(
      'disabled',
      'disabled.com',
    );
    await expectShownEverywhere(
      disabled.host,
      'disabled.com',
      () =>
        request(first)
          .post(`/api/admin/accounts/${disabled.owner.id}/disable`)
          .set('Cookie', adminCookie)
          .expect(200),
      (res) => res.status === 404,
    );
  });
});
