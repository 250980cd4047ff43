import { IMPORT_CHUNK_ROWS } from '@domainfolio/contracts';
import { FakeRdap } from '@domainfolio/test-fakes';
import { and, count, eq } from 'drizzle-orm';
import request from 'supertest';
import { domainHistory, domains, ownerEvents, type DomainRow } from '../../src/database/schema';
import { RegistryWorker } from '../../src/modules/registry/registry.worker';
import { createDomain } from '../factories/domain.factory';
import { createOwner, signIn } from '../support/auth-helpers';
import { createTestApp, type TestApp } from '../support/test-app';
import { until } from '../support/until';

/**
 * Registry data end to end: a domain added or imported gets its registry data from a local
 * RDAP world (IANA's bootstrap and one server per registry), fills what the product filled in,
 * keeps what the owner typed, records renewals, transfers and at-risk statuses in the history
 * and as events, and no answer a registry gives can corrupt a domain.
 */

describe('registry data (RDAP)', () => {
  const rdap = new FakeRdap();
  let t: TestApp;
  let cookie: string;
  let ownerId: string;

  const row = async (name: string): Promise<DomainRow> => {
    const [found] = await t.db
      .select()
      .from(domains)
      .where(and(eq(domains.ownerId, ownerId), eq(domains.name, name)));
    return found!;
  };
  const checked = (name: string, after = 0) =>
    until(async () => {
      const found = await row(name);
      return found?.registryCheckedAt && found.registryCheckedAt.getTime() > after ? found : null;
    });
  const detail = async (name: string) =>
    (await request(t.http).get(`/api/domains/${name}`).set('Cookie', cookie).expect(200)).body
      .payload;

  beforeAll(async () => {
    await rdap.start();
    t = await createTestApp({
      RDAP_WORKER: 'on',
      RDAP_BOOTSTRAP_URL: rdap.bootstrapUrl,
      RDAP_POLL_INTERVAL_MS: '100',
      RDAP_RATE_PER_SERVER: '50',
      // The default: on a loaded machine (CI runs suites side by side) a look-up answered in
      // 5 ms by the fake can still wait over a second for the event loop, and a timed-out name
      // is asked again an hour later, past any test's wait.
      RDAP_TIMEOUT_MS: '8000',
      EMAIL_WORKER: 'off',
    });
    const owner = await createOwner(t, { planType: 'PRO', planInterval: 'MONTH' });
    ownerId = owner.id;
    cookie = await signIn(t, owner.email);
  });

  afterAll(async () => {
    await t.close();
    await rdap.stop();
  });

  beforeEach(() => rdap.reset());

  it('fills a domain added without dates within seconds, and shows the registry panel', async () => {
    rdap.setDomain('freshname.com', {
      registered: '2019-04-02T17:20:11Z',
      expiration: '2027-04-02T17:20:11Z',
      registrar: { name: 'Porkbun LLC', ianaId: 1861 },
      nameservers: ['CURITIBA.NS.PORKBUN.COM', 'FORTALEZA.NS.PORKBUN.COM'],
      status: ['client transfer prohibited'],
    });
    await request(t.http)
      .post('/api/domains/new')
      .set('Cookie', cookie)
      .send({ domain: { name: 'freshname.com' } })
      .expect(201);
    const started = Date.now();
    const filled = await checked('freshname.com');
    expect(Date.now() - started).toBeLessThan(5000);
    expect(filled).toMatchObject({
      expiration: '2027-04-02',
      expirationSource: 'registry',
      purchaseDate: '2019-04-02',
      purchaseDateSource: 'registry',
      registrar: 'porkbun',
      registrarSource: 'registry',
      registryState: 'found',
    });
    const domain = await detail('freshname.com');
    expect(domain.registryFlag).toBe('ok');
    expect(domain.registry).toMatchObject({
      state: 'found',
      problem: null,
      differences: [],
      atRisk: [],
      record: {
        registrar: { name: 'Porkbun LLC', ianaId: '1861' },
        registrarCode: 'porkbun',
        nameservers: ['curitiba.ns.porkbun.com', 'fortaleza.ns.porkbun.com'],
        statuses: ['clientTransferProhibited'],
      },
    });
    expect(domain.history.map((entry: { field: string }) => entry.field).sort()).toEqual([
      'expiration',
      'purchaseDate',
      'registrar',
    ]);
  });

  it("keeps the owner's own dates and registrar, shows the differences and takes the registry's on request", async () => {
    rdap.setDomain('typedname.org', {
      registered: '2015-01-10T00:00:00Z',
      expiration: '2028-01-10T00:00:00Z',
      registrar: { name: 'GoDaddy.com, LLC', ianaId: 146 },
    });
    await request(t.http)
      .post('/api/domains/new')
      .set('Cookie', cookie)
      .send({
        domain: {
          name: 'typedname.org',
          expiration: '2027-06-30',
          purchaseDate: '2020-05-05',
          registrar: 'namecheap',
        },
      })
      .expect(201);
    const found = await checked('typedname.org');
    expect(found).toMatchObject({
      expiration: '2027-06-30',
      expirationSource: 'owner',
      purchaseDate: '2020-05-05',
      registrar: 'namecheap',
    });
    const domain = await detail('typedname.org');
    expect(domain.registryFlag).toBe('differs');
    expect(domain.registry.differences).toEqual([
      { field: 'expiration', ours: '2027-06-30', registry: '2028-01-10' },
      { field: 'registrar', ours: 'namecheap', registry: 'godaddy' },
    ]);
    const differing = await request(t.http)
      .post('/api/search?dashboard=true&registry=differs')
      .set('Cookie', cookie)
      .send({ query: '' })
      .expect(200);
    expect(differing.body.payload.docs.map((d: { name: string }) => d.name)).toEqual([
      'typedname.org',
    ]);

    const applied = await request(t.http)
      .post('/api/domains/typedname.org/registry-apply')
      .set('Cookie', cookie)
      .send({ fields: ['expiration'] })
      .expect(200);
    expect(applied.body.title).toBe('Registry Values Used');
    expect(applied.body.payload.differences).toEqual([
      { field: 'registrar', ours: 'namecheap', registry: 'godaddy' },
    ]);
    expect(await row('typedname.org')).toMatchObject({
      expiration: '2028-01-10',
      expirationSource: 'registry',
      purchaseDate: '2020-05-05',
    });
  });

  it('records a renewal, a transfer and an at-risk status once each, as history and events', async () => {
    rdap.setDomain('moving.net', {
      expiration: '2026-12-01T00:00:00Z',
      registrar: { name: 'GoDaddy.com, LLC', ianaId: 146 },
      status: ['client transfer prohibited'],
    });
    const domain = await createDomain(t.db, ownerId, {
      name: 'moving.net',
      expiration: '2026-12-01',
      expirationSource: 'registry',
      registrar: 'godaddy',
      registrarSource: 'registry',
    });
    const first = await checked('moving.net');

    rdap.setDomain('moving.net', {
      expiration: '2027-12-01T00:00:00Z',
      registrar: { name: 'Dynadot Inc', ianaId: 472 },
      status: ['redemption period'],
    });
    const refreshed = await request(t.http)
      .post('/api/domains/moving.net/registry-refresh')
      .set('Cookie', cookie)
      .expect(200);
    expect(refreshed.body.payload.atRisk).toEqual(['redemptionPeriod']);
    // The same answer again changes nothing more.
    await request(t.http)
      .post('/api/domains/moving.net/registry-refresh')
      .set('Cookie', cookie)
      .expect(200);
    const after = await row('moving.net');
    expect(after.registryCheckedAt!.getTime()).toBeGreaterThan(first.registryCheckedAt!.getTime());
    expect(after).toMatchObject({ expiration: '2027-12-01', registryAtRisk: true });

    const history = await t.db
      .select()
      .from(domainHistory)
      .where(eq(domainHistory.domainId, domain.id));
    expect(history.map((entry) => [entry.kind, entry.fromValue, entry.toValue]).sort()).toEqual([
      ['at_risk', null, 'redemptionPeriod'],
      ['renewed', '2026-12-01', '2027-12-01'],
      ['transferred', 'GoDaddy', 'Dynadot'],
    ]);
    const events = await t.db
      .select()
      .from(ownerEvents)
      .where(
        and(eq(ownerEvents.ownerId, ownerId), eq(ownerEvents.type, 'domain.registry_changed')),
      );
    expect(
      events
        .map((event) => event.payload as { domain: string; change: string })
        .filter((payload) => payload.domain === 'moving.net')
        .map((payload) => payload.change)
        .sort(),
    ).toEqual(['at_risk', 'renewed', 'transferred']);
    const atRisk = await request(t.http)
      .post('/api/search?dashboard=true&registry=at-risk')
      .set('Cookie', cookie)
      .send({ query: 'moving' })
      .expect(200);
    expect(atRisk.body.payload.docs[0].registryFlag).toBe('at-risk');

    // Gone from the registry: recorded once more, and raised.
    rdap.removeDomain('moving.net');
    await request(t.http)
      .post('/api/domains/moving.net/registry-refresh')
      .set('Cookie', cookie)
      .expect(200);
    expect((await detail('moving.net')).registryFlag).toBe('not-found');
    expect((await detail('moving.net')).history[0]).toMatchObject({
      kind: 'gone',
      source: 'registry',
    });
  });

  it('says a TLD without RDAP publishes none, and the owner’s dates stand', async () => {
    await request(t.http)
      .post('/api/domains/new')
      .set('Cookie', cookie)
      .send({ domain: { name: 'sinrdap.es', expiration: '2027-03-03' } })
      .expect(201);
    const found = await checked('sinrdap.es');
    expect(found).toMatchObject({ registryState: 'no_rdap', expiration: '2027-03-03' });
    expect((await detail('sinrdap.es')).registryFlag).toBe('no-rdap');
    expect(rdap.requests.filter((r) => r.path.includes('sinrdap'))).toEqual([]);
  });

  it.each([
    [
      'an HTML page',
      { status: 200, body: '<html><body>Maintenance</body></html>' },
      'not RDAP data',
    ],
    ['a body of 1 MB', { status: 200, body: `{"x":"${'a'.repeat(1024 * 1024)}"}` }, 'too large'],
    ['a 503', { status: 503, body: '' }, 'had an error'],
    [
      'the record of another name',
      { status: 200, body: JSON.stringify({ objectClassName: 'domain', ldhName: 'other.com' }) },
      'another name',
    ],
    [
      'wrong types everywhere',
      {
        status: 200,
        body: JSON.stringify({
          objectClassName: 'domain',
          ldhName: 'keepsdata.com',
          events: 'soon',
          entities: { roles: 'registrar' },
          nameservers: [null, 5, { ldhName: ['x'] }],
          status: [{ a: 1 }],
        }),
      },
      null,
    ],
  ])('keeps the domain’s data when the registry answers %s', async (_what, answer, problem) => {
    rdap.setDomain('keepsdata.com', {
      expiration: '2029-09-09T00:00:00Z',
      registrar: { name: 'GoDaddy.com, LLC', ianaId: 146 },
    });
    const existing = await row('keepsdata.com');
    if (!existing)
      await createDomain(t.db, ownerId, {
        name: 'keepsdata.com',
        expiration: '2029-09-09',
        registrar: 'godaddy',
        // Not due: only the refreshes below ask the registry, and meet the injected answers.
        registryDueAt: new Date(Date.now() + 3_600_000),
      });
    await request(t.http)
      .post('/api/domains/keepsdata.com/registry-refresh')
      .set('Cookie', cookie)
      .expect(200);
    const before = await row('keepsdata.com');
    expect(before.registryState).toBe('found');

    rdap.injectAnswer(answer);
    const res = await request(t.http)
      .post('/api/domains/keepsdata.com/registry-refresh')
      .set('Cookie', cookie)
      .expect(200);
    const after = await row('keepsdata.com');
    expect(after.expiration).toBe('2029-09-09');
    expect(after.registrar).toBe('godaddy');
    if (problem) {
      expect(res.body.payload.problem).toContain(problem);
      expect(after.registry).toEqual(before.registry);
      expect(after.registryCheckedAt).toEqual(before.registryCheckedAt);
    } else {
      // Garbage fields read as nothing, never as values.
      expect(after.registry).toMatchObject({
        registrar: null,
        nameservers: [],
        statuses: [],
        expiresAt: null,
      });
      expect(after.expiration).toBe('2029-09-09');
    }
  });

  it('refuses to follow a redirect to a private address, and says why', async () => {
    // Not due: only the refresh below asks the registry, and meets the redirect.
    await createDomain(t.db, ownerId, {
      name: 'redirected.io',
      expiration: '2030-01-01',
      registryDueAt: new Date(Date.now() + 3_600_000),
    });
    rdap.redirectNext('http://169.254.169.254/latest/meta-data/');
    const res = await request(t.http)
      .post('/api/domains/redirected.io/registry-refresh')
      .set('Cookie', cookie)
      .expect(200);
    expect(res.body.payload.problem).toMatch(/redirected the look-up/);
    expect((await row('redirected.io')).expiration).toBe('2030-01-01');
  });

  it('looks up a name a person adds at once, ahead of an import queued at the same server', async () => {
    const names = Array.from({ length: 400 }, (_, i) => `queued${i}.com`);
    for (const name of names) rdap.setDomain(name, { expiration: '2030-05-05T00:00:00Z' });
    rdap.setDomain('jumps-the-queue.com', { expiration: '2031-07-07T00:00:00Z' });
    rdap.setLatency(20);
    await request(t.http)
      .post('/api/domains/import')
      .set('Cookie', cookie)
      .send({ domains: names.map((name) => ({ name })) })
      .expect(200);
    // The import is under way: at 50 a second, its 400 names need 8 s.
    await until(async () => rdap.stats('/verisign/com/v1/').requests > 20 || null);
    const added = Date.now();
    await request(t.http)
      .post('/api/domains/new')
      .set('Cookie', cookie)
      .send({ domain: { name: 'jumps-the-queue.com' } })
      .expect(201);
    const found = await checked('jumps-the-queue.com');
    // Well inside the 7 s the rest of the import still needs (and a loaded machine's delays).
    expect(Date.now() - added).toBeLessThan(4000);
    expect(found.expiration).toBe('2031-07-07');
    const queued = await t.db
      .select({ state: domains.registryState })
      .from(domains)
      .where(and(eq(domains.ownerId, ownerId), eq(domains.registryState, 'found')));
    // Most of the import was still waiting its turn.
    expect(queued.length).toBeLessThan(350);
    rdap.setLatency(0);
    await until(async () => {
      const rows = await t.db
        .select({ name: domains.name, state: domains.registryState })
        .from(domains)
        .where(eq(domains.ownerId, ownerId));
      return (
        rows.filter((r) => r.name.startsWith('queued') && r.state === 'found').length === 400 ||
        null
      );
    }, 60_000);
  }, 150_000);

  it('imports 5,000 names and looks each up within every server’s limits', async () => {
    const worker = t.app.get(RegistryWorker);
    const servers = [
      ['com', '/verisign/com/v1/'],
      ['net', '/verisign/net/v1/'],
      ['org', '/pir/'],
      ['xyz', '/centralnic/xyz/'],
      ['ai', '/identitydigital/'],
      ['co.uk', '/nominet/uk/'],
    ] as const;
    const names = Array.from(
      { length: 5000 },
      (_, i) => `bulk${i}.${servers[i % servers.length]![0]}`,
    );
    for (const name of names) rdap.setDomain(name, { expiration: '2031-01-01T00:00:00Z' });
    rdap.setLatency(5);
    // A portfolio of its own (the plan holds 5,000), uploaded as the import screen sends it.
    const importer = await createOwner(t, { planType: 'PRO', planInterval: 'YEAR' });
    const importerCookie = await signIn(t, importer.email);
    for (let start = 0; start < names.length; start += IMPORT_CHUNK_ROWS)
      await request(t.http)
        .post('/api/domains/import')
        .set('Cookie', importerCookie)
        .send({ domains: names.slice(start, start + IMPORT_CHUNK_ROWS).map((name) => ({ name })) })
        .expect(200);
    const states = () =>
      t.db
        .select({ state: domains.registryState, problem: domains.registryProblem, n: count() })
        .from(domains)
        .where(eq(domains.ownerId, importer.id))
        .groupBy(domains.registryState, domains.registryProblem);
    await until(
      async () => {
        await worker.runOnce();
        const found = (await states()).find((s) => s.state === 'found' && !s.problem);
        return (found?.n ?? 0) >= 5000 ? true : null;
      },
      140_000,
      // On failure, how far the look-ups got and what the failed ones said.
      async () => `every name found; got ${JSON.stringify(await states())}`,
    );
    rdap.setLatency(0);
    for (const [, prefix] of servers) {
      const stats = rdap.stats(prefix);
      // Each name once (the test's own runOnce and the worker's share the queue, never a name).
      expect(stats.requests).toBeGreaterThanOrEqual(Math.floor(5000 / servers.length));
      // RDAP_CONCURRENCY_PER_SERVER (2) at most, whatever the queue.
      expect(stats.maxInFlight).toBeLessThanOrEqual(2);
      // RDAP_RATE_PER_SERVER (50/s): no second holds more than 50 starts, with a little slack
      // for the arrival of requests sent on time.
      const starts = stats.timestamps;
      let busiest = 0;
      for (let i = 0, j = 0; i < starts.length; i += 1) {
        while (starts[i]! - starts[j]! >= 1000) j += 1;
        busiest = Math.max(busiest, i - j + 1);
      }
      expect(busiest).toBeLessThanOrEqual(53);
    }
  }, 150_000);
});
