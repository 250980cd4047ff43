import { periodRange, SORT_KEYS, type SortKey } from '@domainfolio/contracts';
import { eq, sql } from 'drizzle-orm';
import request from 'supertest';
import { domains, users } from '../../src/database/schema';
import { SeededRandom } from '../../src/database/seed/random';
import { createDomain } from '../factories/domain.factory';
import { createOwner, signIn } from '../support/auth-helpers';
import { createTestApp, type TestApp } from '../support/test-app';

const localDate = (instant: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);

describe('domains: add, edit, delete, read', () => {
  let t: TestApp;
  let alice: string;
  let bob: string;
  let bobDomainId: string;

  beforeAll(async () => {
    t = await createTestApp({ EMAIL_WORKER: 'off' });
    await createOwner(t, {
      email: 'alice@example.com',
      username: 'alice',
      timeZone: 'America/New_York',
    });
    const bobUser = await createOwner(t, { email: 'bob@example.com', username: 'bob' });
    alice = await signIn(t, 'alice@example.com');
    bob = await signIn(t, 'bob@example.com');
    bobDomainId = (
      await createDomain(t.db, bobUser.id, { name: 'bobs-secret.com', sellingPrice: '500.00' })
    ).id;
  });
  afterAll(() => t.close());

  const add = (cookie: string, domain: object) =>
    request(t.http).post('/api/domains/new').set('Cookie', cookie).send({ domain });
  const edit = (cookie: string, domain: object) =>
    request(t.http).post('/api/domains/edit').set('Cookie', cookie).send({ domain });

  it('adds a domain with normalized name and the defaults', async () => {
    const res = await add(alice, {
      name: ' Café.COM ',
      sellingPrice: 1999.5,
      registrar: 'porkbun',
    }).expect(201);
    const today = localDate(new Date(), 'America/New_York');
    const nextYear = `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`;
    expect(res.body).toMatchObject({
      type: 'SUCCESS',
      title: 'Domain Added',
      payload: {
        name: 'xn--caf-dma.com',
        unicodeName: 'café.com',
        tld: 'com',
        sellingPrice: 1999.5,
        registrar: 'porkbun',
        public: true,
        buyItNow: false,
        purchaseDate: today,
        username: 'alice',
      },
    });
    expect([nextYear, nextYear.replace('-02-29', '-02-28')]).toContain(res.body.payload.expiration);
  });

  it('refuses duplicates, subdomains, invalid names and bad values, changing nothing', async () => {
    const dup = await add(alice, { name: 'CAFÉ.com' }).expect(409);
    expect(dup.body).toMatchObject({
      title: 'Domain Already Exists',
      message: 'xn--caf-dma.com is already in your portfolio.',
    });
    const sub = await add(alice, { name: 'www.example.com' }).expect(400);
    expect(sub.body.message).toBe(
      'www.example.com is a subdomain. Add the domain itself, such as example.com.',
    );
    const bad = await add(alice, { name: 'not a domain' }).expect(400);
    expect(bad.body.message).toBe('not a domain is not a valid domain name.');
    await add(alice, { name: 'ok-1.com', sellingPrice: -1 }).expect(400);
    await add(alice, { name: 'ok-2.com', sellingPrice: 10.123 }).expect(400);
    await add(alice, { name: 'ok-3.com', description: 'x'.repeat(251) }).expect(400);
    await add(alice, { name: 'ok-4.com', purchaseUrl: 'ftp://example.com' }).expect(400);
    await add(alice, { name: 'ok-5.com', registrar: 'acme' }).expect(400);
    await add(alice, { name: 'ok-6.com', owner: 'bob' }).expect(400);
    const bin = await add(alice, { name: 'ok-7.com', buyItNow: true }).expect(400);
    expect(bin.body.title).toBe('Selling Price Required');
    const rows = await t.db
      .select()
      .from(domains)
      .where(sql`${domains.name} like 'ok-%'`);
    expect(rows).toHaveLength(0);
  });

  it("never reads or writes another owner's domain", async () => {
    await edit(alice, { _id: bobDomainId, sellingPrice: 1 }).expect(404);
    await request(t.http)
      .post('/api/domains/delete')
      .set('Cookie', alice)
      .send({ payload: [bobDomainId] })
      .expect(404);
    await request(t.http).get('/api/domains/bobs-secret.com').set('Cookie', alice).expect(404);
    const [row] = await t.db.select().from(domains).where(eq(domains.id, bobDomainId));
    expect(row?.sellingPrice).toBe('500.00');
    const own = await request(t.http)
      .get('/api/domains/bobs-secret.com')
      .set('Cookie', bob)
      .expect(200);
    expect(own.body.payload._id).toBe(bobDomainId);
  });

  it('edits only the fields sent and keeps Buy-It-Now tied to a price', async () => {
    const created = (await add(alice, { name: 'editable.com', description: 'Keep me' }).expect(201))
      .body.payload;
    const res = await edit(alice, { _id: created._id, sellingPrice: 2500 }).expect(200);
    expect(res.body.payload).toMatchObject({ sellingPrice: 2500, description: 'Keep me' });
    await edit(alice, { _id: created._id, buyItNow: true }).expect(200);
    const clear = await edit(alice, { _id: created._id, sellingPrice: null }).expect(400);
    expect(clear.body.title).toBe('Selling Price Required');
    await edit(alice, {
      _id: created._id,
      public: false,
      priceHidden: true,
      expiration: '2030-01-31T00:00:00.000Z',
    }).expect(200);
    const read = await request(t.http)
      .get('/api/domains/editable.com')
      .set('Cookie', alice)
      .expect(200);
    expect(read.body.payload).toMatchObject({
      public: false,
      priceHidden: true,
      expiration: '2030-01-31',
      buyItNow: true,
    });
    await edit(alice, { _id: created._id, name: 'café.com' }).expect(409);
  });

  it('deletes all the ids sent, or none when one is not yours', async () => {
    const a = (await add(alice, { name: 'delete-a.com' }).expect(201)).body.payload._id;
    const b = (await add(alice, { name: 'delete-b.com' }).expect(201)).body.payload._id;
    await request(t.http)
      .post('/api/domains/delete')
      .set('Cookie', alice)
      .send({ payload: [a, bobDomainId] })
      .expect(404);
    expect(await t.db.select().from(domains).where(eq(domains.id, a))).toHaveLength(1);
    const res = await request(t.http)
      .post('/api/domains/delete')
      .set('Cookie', alice)
      .send({ payload: [a, b] })
      .expect(200);
    expect(res.body).toMatchObject({ title: 'Domains Deleted', payload: { deleted: 2 } });
    await request(t.http)
      .post('/api/domains/delete')
      .set('Cookie', alice)
      .send({ payload: [] })
      .expect(400);
    await request(t.http)
      .post('/api/domains/delete')
      .set('Cookie', alice)
      .send({ payload: ['not-an-id'] })
      .expect(400);
  });

  it('lists your own domains, private ones included, on the dashboard', async () => {
    const res = await request(t.http)
      .post('/api/search?dashboard=true')
      .set('Cookie', alice)
      .send({ query: '' })
      .expect(200);
    const names = res.body.payload.docs.map((d: { name: string }) => d.name);
    expect(names).toEqual(expect.arrayContaining(['xn--caf-dma.com', 'editable.com']));
    expect(names).not.toContain('bobs-secret.com');
    expect(
      res.body.payload.docs.find((d: { name: string }) => d.name === 'editable.com'),
    ).toMatchObject({ public: false, privateNotes: null });
    await request(t.http).post('/api/search?dashboard=true').send({ query: '' }).expect(401);
  });

  it('works with an API key instead of the session', async () => {
    await t.db.update(users).set({ planType: 'PRO' }).where(eq(users.email, 'bob@example.com'));
    const key = (await request(t.http).post('/api/user/api-key').set('Cookie', bob).expect(200))
      .body.payload.apiKey;
    await request(t.http)
      .post('/api/domains/new')
      .set('x-domainfolio-api-key', key)
      .send({ domain: { name: 'via-api.io' } })
      .expect(201);
    const list = await request(t.http)
      .post('/api/search?dashboard=true')
      .set('x-domainfolio-api-key', key)
      .send({})
      .expect(200);
    expect(list.body.payload.docs.map((d: { name: string }) => d.name)).toContain('via-api.io');
  });

  it('requires a signed-in owner', async () => {
    await request(t.http)
      .post('/api/domains/new')
      .send({ domain: { name: 'x.com' } })
      .expect(401);
    await request(t.http).get('/api/domains/portfolio-stats').expect(401);
  });
});

describe('domains: the plan limit holds under concurrency', () => {
  it('lets 50 simultaneous adds on a Free account at 99 domains end at exactly 100', async () => {
    const t = await createTestApp({ EMAIL_WORKER: 'off' });
    const owner = await createOwner(t, { email: 'limit@example.com' });
    const cookie = await signIn(t, 'limit@example.com');
    await t.db.execute(
      sql`insert into domains (owner_id, name, tld) select ${owner.id}, 'existing-' || n || '.com', 'com' from generate_series(1, 99) as n`,
    );
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        request(t.http)
          .post('/api/domains/new')
          .set('Cookie', cookie)
          .send({ domain: { name: `race-${i}.com` } }),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    const refused = results.filter((r) => r.status === 403);
    expect(refused).toHaveLength(49);
    expect(refused[0]?.body).toMatchObject({
      title: 'Domain Limit Reached',
      message:
        'Your Free plan allows 100 domains and this would bring your portfolio to 101. Remove domains or upgrade your plan in Billing.',
    });
    const [row] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(domains)
      .where(eq(domains.ownerId, owner.id));
    expect(row?.n).toBe(100);
    await t.close();
  });
});

describe('domains: sorts, stats, expirations and sales against a reference', () => {
  let t: TestApp;
  let cookie: string;
  type Row = typeof domains.$inferSelect;
  let rows: Row[];
  const zone = 'Pacific/Auckland';

  beforeAll(async () => {
    t = await createTestApp({ EMAIL_WORKER: 'off' });
    const owner = await createOwner(t, {
      email: 'ref@example.com',
      planType: 'PRO',
      timeZone: zone,
    });
    cookie = await signIn(t, 'ref@example.com');
    const random = new SeededRandom(42);
    const day = 24 * 60 * 60 * 1000;
    const now = Date.now();
    const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    for (let i = 0; i < 70; i += 1) {
      const label = Array.from({ length: random.int(3, 12) }, () =>
        random.pick('abcdefghij-'.split('')),
      )
        .join('')
        .replace(/^-|-$/g, 'x');
      const priced = random.chance(0.7);
      const sold = random.chance(0.15);
      await createDomain(t.db, owner.id, {
        name: `${label}${i}.${random.pick(['com', 'io', 'net'])}`,
        sellingPrice: priced ? String(random.pick([100, 250, 250, 999, 5000])) + '.00' : null,
        buyItNow: priced && random.chance(0.4),
        views: random.pick([0, 3, 3, 10, 50]),
        renewalCost: random.chance(0.8) ? '10.44' : null,
        domainCost: random.chance(0.5) ? '12.00' : null,
        registrar: random.chance(0.8) ? random.pick(['namecheap', 'godaddy', 'porkbun']) : null,
        expiration: random.chance(0.9) ? iso(now + random.int(-20, 400) * day) : null,
        purchaseDate: iso(now - random.int(30, 2000) * day),
        sold,
        saleDate: sold ? iso(now - random.int(0, 300) * day) : null,
        salePrice: sold ? '1500.00' : null,
        public: random.chance(0.8),
        createdAt: new Date(now - i * 60_000),
      });
    }
    rows = await t.db.select().from(domains).where(eq(domains.ownerId, owner.id));
  });
  afterAll(() => t.close());

  const cmp = (a: number | string | null, b: number | string | null, dir: 1 | -1): number => {
    if (a === b) return 0;
    if (a === null) return 1;
    if (b === null) return -1;
    return (a < b ? -1 : 1) * dir;
  };
  const num = (v: string | null) => (v === null ? null : Number(v));
  const byte = (a: string, b: string) =>
    Buffer.from(a) < Buffer.from(b) ? -1 : Buffer.from(a) > Buffer.from(b) ? 1 : 0;
  /** Renewal cost for each whole year between purchase and sale. */
  const renewalsPaid = (r: Row) => {
    const years = Math.max(
      0,
      Math.floor((Date.parse(r.saleDate!) - Date.parse(r.purchaseDate!)) / (365.25 * 86_400_000)),
    );
    return Number(r.renewalCost ?? 0) * years;
  };
  const profit = (r: Row) => Number(r.salePrice) - Number(r.domainCost ?? 0) - renewalsPaid(r);
  const REFERENCE: Record<SortKey, (a: Row, b: Row) => number> = {
    LATEST: (a, b) => b.createdAt.getTime() - a.createdAt.getTime(),
    MOST_VIEWS: (a, b) => b.views - a.views,
    HIGHEST_PRICE: (a, b) => cmp(num(a.sellingPrice), num(b.sellingPrice), -1),
    LOWEST_PRICE: (a, b) => cmp(num(a.sellingPrice), num(b.sellingPrice), 1),
    LONGEST: (a, b) => b.name.length - a.name.length || byte(a.name, b.name),
    SHORTEST: (a, b) => a.name.length - b.name.length || byte(a.name, b.name),
    BUY_IT_NOW: (a, b) =>
      Number(b.buyItNow) - Number(a.buyItNow) || b.createdAt.getTime() - a.createdAt.getTime(),
    ALPHABETICAL: (a, b) => byte(a.name, b.name),
    EXPIRATION: (a, b) => cmp(a.expiration, b.expiration, 1),
  };

  it.each(SORT_KEYS.map((key) => [key]))(
    'sorts %s exactly like the reference, page after page',
    async (sort) => {
      const expected = [...rows]
        .sort((a, b) => REFERENCE[sort as SortKey](a, b) || byte(a.id, b.id))
        .map((r) => r.name);
      const pages: string[] = [];
      for (let page = 1; page <= 3; page += 1) {
        const res = await request(t.http)
          .post(`/api/search?dashboard=true&sort=${sort}&limit=30&page=${page}`)
          .set('Cookie', cookie)
          .send({})
          .expect(200);
        pages.push(...res.body.payload.docs.map((d: { name: string }) => d.name));
        expect(res.body.payload.totalDocs).toBe(rows.length);
      }
      expect(pages).toEqual(expected);
    },
  );

  it.each(['DAY', 'WEEK', 'MONTH', 'QUARTER', 'YEAR', 'LIFETIME'])(
    'counts the %s stats in the owner’s time zone',
    async (interval) => {
      const { start, end } = periodRange(interval as never, new Date(), zone);
      const from = start ? localDate(start, zone) : null;
      const to = end ? localDate(end, zone) : null;
      const inPeriod = (d: string | null) => d !== null && (!from || d >= from) && (!to || d < to);
      const expiring = rows.filter((r) => inPeriod(r.expiration));
      const sold = rows.filter((r) => r.sold && inPeriod(r.saleDate));
      const res = await request(t.http)
        .get(`/api/domains/portfolio-stats?interval=${interval}`)
        .set('Cookie', cookie)
        .expect(200);
      expect(res.body.payload.totalSalesProfit).toBeCloseTo(
        sold.reduce((s, r) => s + profit(r), 0),
        2,
      );
      expect(res.body.payload).toEqual({
        totalDomains: rows.length,
        totalPortfolioValue: rows
          .filter((r) => !r.sold)
          .reduce((s, r) => s + Number(r.sellingPrice ?? 0), 0),
        totalViews: 0,
        totalDomainExpirations: expiring.length,
        totalRenewalCost: Number(
          expiring.reduce((s, r) => s + Number(r.renewalCost ?? 0), 0).toFixed(2),
        ),
        totalLeads: 0,
        totalSalesRevenue: sold.length * 1500,
        totalSalesProfit: res.body.payload.totalSalesProfit,
      });
      const list = await request(t.http)
        .get(`/api/domains/expiring?interval=${interval}&limit=100`)
        .set('Cookie', cookie)
        .expect(200);
      expect(list.body.payload.totalDocs).toBe(expiring.length);
      expect(list.body.payload.docs.map((d: { name: string }) => d.name)).toEqual(
        [...expiring]
          .sort((a, b) => cmp(a.expiration, b.expiration, 1) || byte(a.name, b.name))
          .map((r) => r.name),
      );
      expect(list.body.totalRegistrarsThisInterval).toBe(
        new Set(expiring.map((r) => r.registrar).filter(Boolean)).size,
      );
    },
  );

  it('reports sales with revenue and profit for the year', async () => {
    const { start } = periodRange('YEAR' as never, new Date(), zone);
    const from = localDate(start!, zone);
    const sold = rows.filter((r) => r.sold && r.saleDate !== null && r.saleDate >= from);
    const res = await request(t.http)
      .get('/api/domains/sales?interval=YEAR&limit=100')
      .set('Cookie', cookie)
      .expect(200);
    expect(res.body.payload.totalDocs).toBe(sold.length);
    expect(res.body.totalRevenue).toBe(sold.length * 1500);
    expect(res.body.totalProfit).toBeCloseTo(
      sold.reduce((s, r) => s + profit(r), 0),
      2,
    );
    expect(res.body.totalCost).toBeCloseTo(res.body.totalRevenue - res.body.totalProfit, 2);
    for (const doc of res.body.payload.docs as { name: string; renewalCostPaid: number }[]) {
      const row = sold.find((r) => r.name === doc.name)!;
      expect(doc.renewalCostPaid).toBeCloseTo(renewalsPaid(row), 2);
    }
  });

  it('refuses an unknown interval', async () => {
    const res = await request(t.http)
      .get('/api/domains/portfolio-stats?interval=DECADE')
      .set('Cookie', cookie)
      .expect(400);
    expect(res.body.message).toMatch(/^Interval must be one of/);
    // The message names every key the API takes, adjectives included.
    expect(res.body.message).toContain('MONTHLY');
    expect(res.body.message).toContain('UNLIMITED');
  });

  it.each([
    ['DAILY', 'DAY'],
    ['WEEKLY', 'WEEK'],
    ['MONTHLY', 'MONTH'],
    ['QUARTERLY', 'QUARTER'],
    ['YEARLY', 'YEAR'],
    ['UNLIMITED', 'LIFETIME'],
    ['ALL', 'LIFETIME'],
    ['monthly', 'MONTH'],
  ])('takes %s wherever an interval is taken, as %s', async (alias, canonical) => {
    const paths = [
      (i: string) => `/api/domains/portfolio-stats?interval=${i}`,
      (i: string) => `/api/domains/expiring?interval=${i}&limit=100`,
      (i: string) => `/api/domains/sales?interval=${i}&limit=100`,
      (i: string) => `/api/leads?interval=${i}`,
      (i: string) => `/api/domains/sales/export?interval=${i}&format=json`,
    ];
    for (const path of paths) {
      const [aliased, plain] = await Promise.all(
        [alias, canonical].map((i) => request(t.http).get(path(i)).set('Cookie', cookie)),
      );
      expect([path(alias), aliased!.status]).toEqual([path(alias), 200]);
      expect(aliased!.body).toEqual(plain!.body);
    }
  });
});

describe('a recorded sale', () => {
  it('keeps where it sold and its fees, and the fees come off the profit', async () => {
    const t = await createTestApp({ EMAIL_WORKER: 'off' });
    try {
      await createOwner(t, { email: 'seller@example.com', username: 'seller', timeZone: 'UTC' });
      const cookie = await signIn(t, 'seller@example.com');
      const added = await request(t.http)
        .post('/api/domains/new')
        .set('Cookie', cookie)
        .send({ domain: { name: 'sold-here.com', domainCost: 100, purchaseDate: '2026-01-02' } })
        .expect(201);
      const today = new Date().toISOString().slice(0, 10);
      const edited = await request(t.http)
        .post('/api/domains/edit')
        .set('Cookie', cookie)
        .send({
          domain: {
            _id: added.body.payload._id,
            sold: true,
            salePrice: 5000,
            saleDate: today,
            saleVenue: ' Afternic ',
            saleFees: 1000,
          },
        })
        .expect(200);
      expect(edited.body.payload).toMatchObject({ saleVenue: 'Afternic', saleFees: 1000 });
      const sales = await request(t.http)
        .get('/api/domains/sales?interval=YEAR')
        .set('Cookie', cookie)
        .expect(200);
      expect(sales.body.totalProfit).toBe(3900);
      expect(sales.body.payload.docs[0]).toMatchObject({ saleVenue: 'Afternic', profit: 3900 });
      await request(t.http)
        .post('/api/domains/edit')
        .set('Cookie', cookie)
        .send({ domain: { _id: added.body.payload._id, saleFees: -1 } })
        .expect(400);
    } finally {
      await t.close();
    }
  });
});

describe('sales: figures and export of a period', () => {
  let t: TestApp;
  let alice: string;
  let bob: string;
  const zone = 'Pacific/Kiritimati';
  const today = localDate(new Date(), zone);
  const daysBefore = (days: number) =>
    new Date(Date.parse(today) - days * 86_400_000).toISOString().slice(0, 10);

  beforeAll(async () => {
    t = await createTestApp({ EMAIL_WORKER: 'off' });
    const aliceUser = await createOwner(t, {
      email: 'alice@sales.example',
      username: 'alice',
      planType: 'PRO',
      timeZone: zone,
    });
    const bobUser = await createOwner(t, { email: 'bob@sales.example', username: 'bob' });
    alice = await signIn(t, 'alice@sales.example');
    bob = await signIn(t, 'bob@sales.example');
    // Held 900 days: two whole years of renewals. Cost 100 + 2 × 10 + 150 fees; profit 730.
    await createDomain(t.db, aliceUser.id, {
      name: 'won.com',
      sold: true,
      salePrice: '1000.00',
      saleDate: today,
      saleVenue: '=HYPERLINK("http://evil")',
      saleFees: '150.00',
      domainCost: '100.00',
      renewalCost: '10.00',
      purchaseDate: daysBefore(900),
    });
    // A loss: sold for less than it cost.
    await createDomain(t.db, aliceUser.id, {
      name: 'lost.io',
      sold: true,
      salePrice: '50.00',
      saleDate: today,
      saleVenue: 'Sedo',
      domainCost: '80.00',
    });
    // Sold, its price not recorded: counted, but in neither cost nor profit.
    await createDomain(t.db, aliceUser.id, {
      name: 'xn--bcher-kva.de',
      tld: 'de',
      sold: true,
      saleDate: today,
      domainCost: '5.00',
    });
    await createDomain(t.db, aliceUser.id, {
      name: 'old.com',
      sold: true,
      salePrice: '400.00',
      saleDate: daysBefore(800),
    });
    await createDomain(t.db, aliceUser.id, { name: 'unsold.com', salePrice: '7.00' });
    await createDomain(t.db, bobUser.id, {
      name: 'bobs-sale.com',
      sold: true,
      salePrice: '9999.00',
      // Bob counts in UTC: Kiritimati's date is a day ahead, in the next month on a month's last day.
      saleDate: localDate(new Date(), 'UTC'),
    });
  });
  afterAll(() => t.close());

  const stats = (cookie: string, interval: string) =>
    request(t.http)
      .get(`/api/domains/portfolio-stats?interval=${interval}`)
      .set('Cookie', cookie)
      .expect(200);
  const exportSales = (query: string) =>
    request(t.http).get(`/api/domains/sales/export?${query}`).set('Cookie', alice);

  it('puts the period’s sales revenue and profit in the dashboard figures', async () => {
    expect((await stats(alice, 'MONTH')).body.payload).toMatchObject({
      totalSalesRevenue: 1050,
      totalSalesProfit: 700,
    });
    expect((await stats(alice, 'LIFETIME')).body.payload).toMatchObject({
      totalSalesRevenue: 1450,
      totalSalesProfit: 1100,
    });
    expect((await stats(bob, 'MONTH')).body.payload).toMatchObject({
      totalSalesRevenue: 9999,
      totalSalesProfit: 9999,
    });
  });

  it('lists the period’s sales with revenue, cost and profit, only the owner’s', async () => {
    const res = await request(t.http)
      .get('/api/domains/sales?interval=MONTH')
      .set('Cookie', alice)
      .expect(200);
    expect(res.body).toMatchObject({ totalRevenue: 1050, totalCost: 350, totalProfit: 700 });
    expect(
      res.body.payload.docs.map((d: { name: string; renewalCostPaid: number; profit: number }) => [
        d.name,
        d.renewalCostPaid,
        d.profit,
      ]),
    ).toEqual([
      ['lost.io', 0, -30],
      ['won.com', 20, 730],
      ['xn--bcher-kva.de', 0, null],
    ]);
  });

  it('exports the period’s sales as CSV, formulas defused, named for the owner and day', async () => {
    const res = await exportSales('interval=MONTH&format=csv').expect(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="domainfolio-alice-sales-${today}.csv"`,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.text.startsWith('\uFEFF')).toBe(true);
    const lines = res.text.slice(1).split('\r\n');
    expect(lines).toEqual([
      'Domain,Sale Date,Sale Price,Venue,Fees,Domain Cost,Renewal Cost Paid,Profit',
      `lost.io,${today},50,Sedo,,80,0,-30`,
      `won.com,${today},1000,"'=HYPERLINK(""http://evil"")",150,100,20,730`,
      `bücher.de,${today},,,,5,0,`,
      '',
    ]);
  });

  it('exports the sales as JSON, with the chosen period', async () => {
    const res = await exportSales('interval=LIFETIME&format=json').expect(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="domainfolio-alice-sales-${today}.json"`,
    );
    const records = JSON.parse(res.text);
    expect(records.map((r: { domain: string }) => r.domain)).toEqual([
      'lost.io',
      'won.com',
      'bücher.de',
      'old.com',
    ]);
    expect(records[1]).toEqual({
      domain: 'won.com',
      saleDate: today,
      salePrice: 1000,
      saleVenue: '=HYPERLINK("http://evil")',
      saleFees: 150,
      domainCost: 100,
      renewalCostPaid: 20,
      profit: 730,
    });
    const month = JSON.parse((await exportSales('interval=MONTH&format=json').expect(200)).text);
    expect(month.map((r: { domain: string }) => r.domain)).not.toContain('old.com');
  });

  it('never puts another owner’s sales in an export', async () => {
    const bobs = await request(t.http)
      .get('/api/domains/sales/export?interval=LIFETIME&format=csv')
      .set('Cookie', bob)
      .expect(200);
    expect(bobs.headers['content-disposition']).toMatch(/domainfolio-bob-sales-/);
    expect(bobs.text).toContain('bobs-sale.com');
    expect(bobs.text).not.toMatch(/won\.com|lost\.io|old\.com/);
    const alices = await exportSales('interval=LIFETIME&format=csv').expect(200);
    expect(alices.text).not.toContain('bobs-sale.com');
    // Nothing in the query can name another owner.
    await exportSales('interval=LIFETIME&format=csv&username=bob').expect(400);
  });

  it('refuses a bad interval or format, and strangers', async () => {
    const interval = await exportSales('interval=DECADE&format=csv').expect(400);
    expect(interval.body).toMatchObject({
      type: 'ERROR',
      message: expect.stringMatching(/^Interval must be one of/),
    });
    const format = await exportSales('interval=MONTH&format=xlsx').expect(400);
    expect(format.body.message).toMatch(/format must be one of csv, json/i);
    await exportSales('interval=MONTH').expect(400);
    await request(t.http).get('/api/domains/sales/export?format=csv').expect(401);
  });

  it('works with an API key instead of the session, the period defaulting to the month', async () => {
    const key = (await request(t.http).post('/api/user/api-key').set('Cookie', alice).expect(200))
      .body.payload.apiKey;
    const res = await request(t.http)
      .get('/api/domains/sales/export?format=json')
      .set('x-domainfolio-api-key', key)
      .expect(200);
    expect(JSON.parse(res.text).map((r: { domain: string }) => r.domain)).toEqual([
      'lost.io',
      'won.com',
      'bücher.de',
    ]);
  });
});
