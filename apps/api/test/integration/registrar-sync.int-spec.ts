import {
  FakeCloudflare,
  FakeDynadot,
  FakeGoDaddy,
  FakeNamecheap,
  FakePorkbun,
  type FakeRegistrarDomain,
} from '@domainfolio/test-fakes';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { and, eq } from 'drizzle-orm';
import request from 'supertest';
import { createApp } from '../../src/bootstrap';
import {
  domainHistory,
  domains,
  ownerEvents,
  registrarConnections,
  registrarSyncRuns,
} from '../../src/database/schema';
import { RegistrarSyncJob } from '../../src/modules/registrars/registrar-sync.job';
import { createDomain } from '../factories/domain.factory';
import { createOwner, signIn } from '../support/auth-helpers';
import type { Database } from '../../src/database/database';
import { testConfig, type TestApp } from '../support/test-app';
import { createSharedTestDatabase, type SharedTestDatabase } from '../support/test-database';

/**
 * Registrar sync against each registrar's fake: connecting an account fills the portfolio,
 * known names change only in the registrar's fields, the plan's limit leaves names out by name,
 * names the account stops listing are flagged (never deleted), refused credentials and 429s are
 * told, and two API instances syncing one account at once read it once.
 */

const porkbun = new FakePorkbun();
const godaddy = new FakeGoDaddy();
const namecheap = new FakeNamecheap();
const dynadot = new FakeDynadot();
const cloudflare = new FakeCloudflare();
const FAKES = [porkbun, godaddy, namecheap, dynadot, cloudflare];

const CREDENTIALS = {
  porkbun: { apiKey: 'pk1_0123456789abcdef', secretApiKey: 'sk1_fedcba9876543210' },
  godaddy: { apiKey: 'dKD2k3aFvV_GhbD8sqa1d4aZDeFmGJYVb9', apiSecret: 'Wvq4gS1yu9k2WcY4BrYzCd' },
  namecheap: {
    apiUser: 'janedoe',
    apiKey: '0a1b2c3d4e5f60718293a4b5c6d7e8f9',
    clientIp: '203.0.113.7',
  },
  dynadot: { apiKey: '7Z8a9B0c1D2e3F4g5H6i7J8k9L0m1N2o3P4q5R6' },
  cloudflare: {
    accountId: '023e105f4ecef8ad9ca31a8372d0c353',
    apiToken: 'cf-token-0123456789abcdef0123456789',
  },
} as const;
type Registrar = keyof typeof CREDENTIALS;

const SECRET_VALUES = Object.values(CREDENTIALS).flatMap((c) =>
  Object.entries(c)
    .filter(([key]) => key !== 'apiUser' && key !== 'clientIp' && key !== 'accountId')
    .map(([, value]) => value),
);

const listing = (name: string, expiration: string, extra: Partial<FakeRegistrarDomain> = {}) => ({
  name,
  expiration,
  autoRenew: true,
  locked: true,
  ...extra,
});

interface Instance {
  app: NestExpressApplication;
}

describe('registrar sync', () => {
  let shared: SharedTestDatabase;
  /** The shared database, for the test's own reads. */
  let db: Database;
  let instances: Instance[];
  let cookie: string;
  let ownerId: string;
  /** A new owner of `plan`, signed in on the first instance. */
  const newOwner = async (plan: 'PRO' | 'FREE' = 'PRO') => {
    const t = {
      app: instances[0]!.app,
      http: instances[0]!.app.getHttpServer(),
      db: db,
    } as unknown as TestApp;
    const owner = await createOwner(
      t,
      plan === 'PRO' ? { planType: 'PRO', planInterval: 'MONTH' } : { planType: 'FREE' },
    );
    return { id: owner.id, cookie: await signIn(t, owner.email) };
  };

  const http = (i = 0) => request(instances[i]!.app.getHttpServer());
  const sync = (i = 0) => instances[i]!.app.get(RegistrarSyncJob).runOnce();
  const rowsOf = async () =>
    (await db.select().from(domains).where(eq(domains.ownerId, ownerId))).sort((a, b) =>
      a.name.localeCompare(b.name),
    );
  const connect = async (registrar: Registrar) => {
    const res = await http()
      .post('/api/registrar-connections')
      .set('Cookie', cookie)
      .send({ registrar, ...CREDENTIALS[registrar] })
      .expect(201);
    return res.body.payload as { _id: string; hint: string; lastRun: { status: string } };
  };

  beforeAll(async () => {
    await Promise.all(FAKES.map((fake) => fake.start()));
    shared = await createSharedTestDatabase();
    db = (await shared.open()).db;
    instances = [];
    for (let i = 0; i < 2; i += 1) {
      const database = await shared.open();
      const app = await createApp(
        testConfig({
          EMAIL_WORKER: 'off',
          PORKBUN_API_URL: porkbun.apiUrl,
          GODADDY_API_URL: godaddy.apiUrl,
          NAMECHEAP_API_URL: namecheap.apiUrl,
          DYNADOT_API_URL: dynadot.apiUrl,
          CLOUDFLARE_API_URL: cloudflare.apiUrl,
        }),
        database,
      );
      await app.init();
      instances.push({ app });
    }
    ({ id: ownerId, cookie } = await newOwner());
  });

  afterAll(async () => {
    for (const instance of instances ?? []) await instance.app.close();
    await shared?.close();
    await Promise.all(FAKES.map((fake) => fake.stop()));
  });

  it.each([
    ['porkbun', porkbun, 1002],
    ['godaddy', godaddy, 1003],
    ['namecheap', namecheap, 230],
    ['dynadot', dynadot, 150],
    ['cloudflare', cloudflare, 120],
  ] as const)(
    'fills the portfolio from a %s account, past its first page',
    async (registrar, fake, count) => {
      const names = Array.from({ length: count }, (_, i) => `${registrar}-name-${i}.com`);
      fake.addAccount(
        CREDENTIALS[registrar] as never,
        names.map((name, i) =>
          listing(name, `2027-0${(i % 9) + 1}-15`, { autoRenew: i % 2 === 0 }),
        ),
      );
      const connection = await connect(registrar);
      expect(connection.lastRun.status).toBe('queued');
      // The answer never holds a credential, only its hint.
      expect(JSON.stringify(connection)).not.toMatch(
        new RegExp(SECRET_VALUES.map((v) => v.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')),
      );
      await sync();
      const runs = await http()
        .get(`/api/registrar-connections/${connection._id}/runs`)
        .set('Cookie', cookie)
        .expect(200);
      const [run] = runs.body.payload;
      expect(run).toMatchObject({
        status: 'succeeded',
        listed: count,
        added: count,
        leftOutCount: 0,
      });
      expect(run.pages).toBeGreaterThanOrEqual(registrar === 'dynadot' ? 1 : 2);
      const mine = (await rowsOf()).filter((row) => row.name.startsWith(`${registrar}-name-`));
      expect(mine).toHaveLength(count);
      const first = mine.find((row) => row.name === `${registrar}-name-0.com`)!;
      expect(first).toMatchObject({
        expiration: '2027-01-15',
        expirationSource: 'registrar',
        registrar,
        registrarSource: 'registrar',
        public: false,
        purchaseDateSource: 'default',
      });
      const detail = await http()
        .get(`/api/domains/${registrar}-name-0.com`)
        .set('Cookie', cookie)
        .expect(200);
      expect(detail.body.payload.atRegistrars).toEqual([
        expect.objectContaining({
          expiration: '2027-01-15',
          autoRenew: true,
          locked: true,
          missingSince: null,
        }),
      ]);
    },
  );

  it("updates only the registrar's fields of known names, leaves sold ones alone and flags names no longer listed", async () => {
    const credentials = { apiKey: 'pk1_second_account_key', secretApiKey: 'sk1_second_secret' };
    await createDomain(db, ownerId, {
      name: 'kept-prices.com',
      sellingPrice: '4500.00',
      floorPrice: '3000.00',
      privateNotes: 'bought at NameJet',
      description: 'A short brandable',
      public: true,
      buyItNow: true,
      expiration: '2026-12-01',
      registrar: 'godaddy',
    });
    await createDomain(db, ownerId, {
      name: 'already-sold.com',
      sold: true,
      salePrice: '900.00',
      expiration: '2026-05-05',
    });
    await createDomain(db, ownerId, { name: 'leaving.com', expiration: '2027-07-07' });
    porkbun.addAccount(credentials, [
      listing('kept-prices.com', '2027-12-01', { locked: false }),
      listing('already-sold.com', '2030-01-01'),
      listing('leaving.com', '2027-07-07'),
    ]);
    const connection = (
      await http()
        .post('/api/registrar-connections')
        .set('Cookie', cookie)
        .send({ registrar: 'porkbun', ...credentials })
        .expect(201)
    ).body.payload;
    await sync();
    const kept = (await rowsOf()).find((row) => row.name === 'kept-prices.com')!;
    expect(kept).toMatchObject({
      sellingPrice: '4500.00',
      floorPrice: '3000.00',
      privateNotes: 'bought at NameJet',
      description: 'A short brandable',
      public: true,
      buyItNow: true,
      expiration: '2027-12-01',
      registrar: 'porkbun',
    });
    expect((await rowsOf()).find((row) => row.name === 'already-sold.com')).toMatchObject({
      expiration: '2026-05-05',
      sold: true,
    });
    const history = await db
      .select()
      .from(domainHistory)
      .where(eq(domainHistory.domainId, kept.id));
    expect(history.map((h) => [h.kind, h.source, h.fromValue, h.toValue]).sort()).toEqual([
      ['renewed', 'Porkbun', '2026-12-01', '2027-12-01'],
      ['transferred', 'Porkbun', 'godaddy', 'porkbun'],
    ]);

    // The account stops listing a name: flagged, told, never deleted.
    porkbun.reset();
    porkbun.addAccount(credentials, [listing('kept-prices.com', '2027-12-01')]);
    await http()
      .post(`/api/registrar-connections/${connection._id}/sync`)
      .set('Cookie', cookie)
      .expect(202);
    await sync();
    const leaving = await http().get('/api/domains/leaving.com').set('Cookie', cookie).expect(200);
    expect(leaving.body.payload.atRegistrars[0].missingSince).not.toBeNull();
    expect(leaving.body.payload.history[0]).toMatchObject({
      kind: 'left_registrar',
      source: 'Porkbun',
    });
    const events = await db
      .select()
      .from(ownerEvents)
      .where(
        and(eq(ownerEvents.ownerId, ownerId), eq(ownerEvents.type, 'domain.registry_changed')),
      );
    expect(
      events
        .map((event) => event.payload as { domain: string; change: string })
        .filter((payload) => payload.change === 'left_registrar')
        .map((payload) => payload.domain)
        .sort(),
    ).toEqual(['already-sold.com', 'leaving.com']);
  });

  it("adds new names within the plan's limit and names the ones left out", async () => {
    const owner = await newOwner('FREE');
    const freeCookie = owner.cookie;
    const credentials = { apiKey: 'dynadot-free-plan-key-0123456789' };
    const names = Array.from({ length: 130 }, (_, i) => `free-${String(i).padStart(3, '0')}.com`);
    dynadot.addAccount(
      credentials,
      names.map((name) => listing(name, '2028-02-02')),
    );
    await http()
      .post('/api/registrar-connections')
      .set('Cookie', freeCookie)
      .send({ registrar: 'dynadot', ...credentials })
      .expect(201);
    await sync();
    const [run] = await db
      .select()
      .from(registrarSyncRuns)
      .where(eq(registrarSyncRuns.ownerId, owner.id));
    const owned = await db.select().from(domains).where(eq(domains.ownerId, owner.id));
    expect(owned).toHaveLength(100);
    expect(owned.length).toBeGreaterThan(0);
    expect(run).toMatchObject({ status: 'succeeded', added: owned.length });
    expect(run!.leftOutCount).toBe(130 - owned.length);
    expect(run!.leftOut[0]).toBe(names[owned.length]);
  });

  it('refuses credentials the registrar refuses, and saves nothing', async () => {
    const before = await db
      .select()
      .from(registrarConnections)
      .where(eq(registrarConnections.ownerId, ownerId));
    const res = await http()
      .post('/api/registrar-connections')
      .set('Cookie', cookie)
      .send({ registrar: 'godaddy', apiKey: 'unknown-key', apiSecret: 'unknown-secret' })
      .expect(400);
    expect(res.body).toMatchObject({ code: 'REGISTRAR_REFUSED', title: 'Registrar Refused' });
    expect(res.body.message).toMatch(/GoDaddy/);
    expect(res.text).not.toContain('unknown-secret');
    const missing = await http()
      .post('/api/registrar-connections')
      .set('Cookie', cookie)
      .send({ registrar: 'namecheap', apiKey: 'k', apiToken: 'x' })
      .expect(400);
    expect(missing.body.errors.map((e: { field: string }) => e.field).sort()).toEqual([
      'apiToken',
      'apiUser',
      'clientIp',
    ]);
    expect(
      await db.select().from(registrarConnections).where(eq(registrarConnections.ownerId, ownerId)),
    ).toHaveLength(before.length);
  });

  it('tells an owner whose credentials expired, on test and on sync', async () => {
    const credentials = {
      accountId: 'aabbccddeeff00112233445566778899',
      apiToken: 'cf-expiring-token-0123456789',
    };
    cloudflare.addAccount(credentials, [listing('expiring-token.com', '2029-01-01')]);
    const connection = (
      await http()
        .post('/api/registrar-connections')
        .set('Cookie', cookie)
        .send({ registrar: 'cloudflare', ...credentials })
        .expect(201)
    ).body.payload;
    await sync();
    cloudflare.revoke(credentials);
    const tested = await http()
      .post(`/api/registrar-connections/${connection._id}/test`)
      .set('Cookie', cookie)
      .expect(400);
    expect(tested.body.code).toBe('REGISTRAR_REFUSED');
    await http()
      .post(`/api/registrar-connections/${connection._id}/sync`)
      .set('Cookie', cookie)
      .expect(202);
    await sync();
    const list = await http().get('/api/registrar-connections').set('Cookie', cookie).expect(200);
    const mine = list.body.payload.find((c: { _id: string }) => c._id === connection._id);
    expect(mine.lastRun).toMatchObject({ status: 'failed' });
    expect(mine.lastRun.error).toMatch(/Cloudflare/);
    expect(mine.lastError).toBe(mine.lastRun.error);
    // The domain it brought in stays.
    expect((await rowsOf()).some((row) => row.name === 'expiring-token.com')).toBe(true);
  });

  it('waits out a 429 for as long as the registrar asks, then reads the account', async () => {
    const owner = await newOwner();
    const credentials = { apiKey: 'gd-rate-limited-key', apiSecret: 'gd-rate-limited-secret' };
    const names = Array.from({ length: 1500 }, (_, i) => `paced-${i}.com`);
    godaddy.addAccount(
      credentials,
      names.map((name) => listing(name, '2027-03-03')),
    );
    const connection = (
      await http()
        .post('/api/registrar-connections')
        .set('Cookie', owner.cookie)
        .send({ registrar: 'godaddy', ...credentials })
        .expect(201)
    ).body.payload;
    godaddy.requests.length = 0;
    // A wait of an hour: the run is left alone until then, by every instance.
    godaddy.rateLimitNext(3600);
    await Promise.all([sync(0), sync(1)]);
    const runOf = async () =>
      (
        await db
          .select()
          .from(registrarSyncRuns)
          .where(eq(registrarSyncRuns.connectionId, connection._id))
      )[0]!;
    const waiting = await runOf();
    expect(waiting).toMatchObject({ status: 'running', leasedBy: null, listed: 0 });
    expect(waiting.leaseUntil!.getTime() - Date.now()).toBeGreaterThan(3500_000);
    expect(godaddy.requests).toHaveLength(1);
    // The wait is over (as if an hour passed): any instance goes on with the run.
    await db
      .update(registrarSyncRuns)
      .set({ leaseUntil: new Date(Date.now() - 1000) })
      .where(eq(registrarSyncRuns.id, waiting.id));
    await sync(1);
    expect(await runOf()).toMatchObject({
      status: 'succeeded',
      listed: 1500,
      added: 1500,
      pages: 2,
    });
  });

  it('reads an account once when two instances sync it at once', async () => {
    const credentials = {
      apiKey: 'pk1_two_replicas_key',
      secretApiKey: 'sk1_two_replicas_secret',
    };
    const owner = await newOwner();
    const names = Array.from({ length: 2100 }, (_, i) => `twice-${i}.com`);
    porkbun.addAccount(
      credentials,
      names.map((name) => listing(name, '2027-10-10')),
    );
    const connection = (
      await http(0)
        .post('/api/registrar-connections')
        .set('Cookie', owner.cookie)
        .send({ registrar: 'porkbun', ...credentials })
        .expect(201)
    ).body.payload;
    // "Sync now" on the other instance finds the run already open.
    const again = await http(1)
      .post(`/api/registrar-connections/${connection._id}/sync`)
      .set('Cookie', owner.cookie)
      .expect(202);
    expect(again.body.payload._id).toBe(connection.lastRun._id);
    porkbun.requests.length = 0;
    await Promise.all([sync(0), sync(1)]);
    const listAll = porkbun.requests.filter((r) => r.path.endsWith('/domain/listAll'));
    // Three pages of 1,000, each read once.
    expect(listAll.map((r) => (r.json as { start: string }).start).sort()).toEqual([
      '0',
      '1000',
      '2000',
    ]);
    const runs = await db
      .select()
      .from(registrarSyncRuns)
      .where(eq(registrarSyncRuns.connectionId, connection._id));
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ status: 'succeeded', listed: 2100, added: 2100 });
    const twice = await db.select().from(domains).where(eq(domains.ownerId, owner.id));
    expect(twice).toHaveLength(2100);
  });
});
