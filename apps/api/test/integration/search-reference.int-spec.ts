import {
  SEARCH_COUNT_CAP,
  SEARCH_TERM_COUNT_CAP,
  SORT_KEYS,
  SortKey,
} from '@domainfolio/contracts';
import { sql } from 'drizzle-orm';
import request from 'supertest';
import { domains, users } from '../../src/database/schema';
import { DomainSearchRepository } from '../../src/modules/domains/domain-search.repository';
import type { PublicSearchFilter } from '../../src/modules/domains/public-search-filter';
import type { SearchWay } from '../../src/modules/domains/search-sample';
import { SeededRandom } from '../../src/database/seed/random';
import { createDomain } from '../factories/domain.factory';
import { createUser } from '../factories/user.factory';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * The public search (marketplace and one owner's portfolio) against a plain in-memory
 * reference: random data, random filter and sort combinations, page by page.
 */
describe('POST /api/search: every filter and sort against a reference', () => {
  let t: TestApp;
  interface Row {
    id: string;
    name: string;
    owner: string;
    ownerActive: boolean;
    public: boolean;
    sold: boolean;
    price: number | null;
    priceHidden: boolean;
    buyItNow: boolean;
    views: number;
    expiration: string | null;
    createdAt: number;
  }
  let rows: Row[] = [];
  const random = new SeededRandom(20261122);

  beforeAll(async () => {
    t = await createTestApp({ EMAIL_WORKER: 'off' });
    const owners = [
      { user: await createUser(t.db, { username: 'ref-one' }), active: true },
      { user: await createUser(t.db, { username: 'ref-two' }), active: true },
      {
        user: await createUser(t.db, { username: 'ref-off', disabledAt: new Date() }),
        active: false,
      },
    ];
    const now = Date.UTC(2026, 5, 1);
    for (let i = 0; i < 160; i += 1) {
      const owner = random.pick(owners);
      const label = Array.from({ length: random.int(1, 14) }, () =>
        random.pick('abcdeab-'.split('')),
      )
        .join('')
        .replace(/^-+|-+$/g, 'z');
      const priced = random.chance(0.7);
      const price = priced ? random.pick([0, 100, 250, 999.5, 1000, 5000, 10000, 25000]) : null;
      const domain = await createDomain(t.db, owner.user.id, {
        name: `${label}${i}.${random.pick(['com', 'io', 'co.uk'])}`,
        sellingPrice: price === null ? null : price.toFixed(2),
        priceHidden: priced && random.chance(0.2),
        buyItNow: priced && random.chance(0.4),
        public: random.chance(0.85),
        sold: random.chance(0.1),
        views: random.pick([0, 1, 7, 7, 300]),
        expiration: random.chance(0.8) ? `2027-0${random.int(1, 9)}-1${random.int(0, 9)}` : null,
        // Some share a creation time, so the id tie-breaker decides.
        createdAt: new Date(now - random.int(0, 40) * 60_000),
      });
      rows.push({
        id: domain.id,
        name: domain.name,
        owner: owner.user.username,
        ownerActive: owner.active,
        public: domain.public,
        sold: domain.sold,
        price,
        priceHidden: domain.priceHidden,
        buyItNow: domain.buyItNow,
        views: domain.views,
        expiration: domain.expiration,
        createdAt: domain.createdAt.getTime(),
      });
    }
    rows = rows.filter((r) => r.public && !r.sold && r.ownerActive);
  });
  afterAll(() => t.close());

  const byte = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b));
  const nullsLast = (a: number | string | null, b: number | string | null, dir: 1 | -1) => {
    if (a === b) return 0;
    if (a === null) return 1;
    if (b === null) return -1;
    return (a < b ? -1 : 1) * dir;
  };
  const visible = (r: Row) => (r.priceHidden ? null : r.price);
  const label = (r: Row) => r.name.indexOf('.');
  const REFERENCE: Record<SortKey, (a: Row, b: Row) => number> = {
    LATEST: (a, b) => b.createdAt - a.createdAt,
    MOST_VIEWS: (a, b) => b.views - a.views,
    HIGHEST_PRICE: (a, b) => nullsLast(visible(a), visible(b), -1),
    LOWEST_PRICE: (a, b) => nullsLast(visible(a), visible(b), 1),
    LONGEST: (a, b) => b.name.length - a.name.length || byte(a.name, b.name),
    SHORTEST: (a, b) => a.name.length - b.name.length || byte(a.name, b.name),
    BUY_IT_NOW: (a, b) => Number(b.buyItNow) - Number(a.buyItNow) || b.createdAt - a.createdAt,
    ALPHABETICAL: (a, b) => byte(a.name, b.name),
    EXPIRATION: (a, b) => nullsLast(a.expiration, b.expiration, 1),
  };

  interface Case {
    term: string;
    username?: string;
    minPrice?: number;
    maxPrice?: number;
    minLength?: number;
    maxLength?: number;
    sort: SortKey;
    limit: number;
  }

  function randomCase(): Case {
    const pick = <T>(chance: number, value: () => T): T | undefined =>
      random.chance(chance) ? value() : undefined;
    const c: Case = {
      term: random.pick(['', '', 'a', 'ab', 'b-', 'e', 'zz', '1', 'a.c', '.io']),
      username: pick(0.3, () => random.pick(['ref-one', 'ref-two', 'ref-off'])),
      minPrice: pick(0.35, () => random.pick([0, 100, 999.5, 1000, 5000])),
      maxPrice: pick(0.35, () => random.pick([100, 999, 1000, 10000])),
      minLength: pick(0.35, () => random.int(1, 8)),
      maxLength: pick(0.35, () => random.int(3, 16)),
      sort: random.pick([...SORT_KEYS]),
      limit: random.pick([5, 13, 48]),
    };
    if (c.minPrice !== undefined && c.maxPrice !== undefined && c.minPrice > c.maxPrice)
      c.maxPrice = undefined;
    if (c.minLength !== undefined && c.maxLength !== undefined && c.minLength > c.maxLength)
      c.maxLength = undefined;
    return c;
  }

  function expected(c: Case): Row[] {
    return rows
      .filter((r) => r.name.includes(c.term))
      .filter((r) => c.username === undefined || r.owner === c.username)
      .filter((r) => c.minPrice === undefined || (visible(r) ?? -1) >= c.minPrice)
      .filter((r) => c.maxPrice === undefined || (visible(r) !== null && visible(r)! <= c.maxPrice))
      .filter((r) => c.minLength === undefined || label(r) >= c.minLength)
      .filter((r) => c.maxLength === undefined || label(r) <= c.maxLength)
      .sort((a, b) => REFERENCE[c.sort](a, b) || byte(a.id, b.id));
  }

  it('returns exactly the reference result for 80 random filter and sort combinations', async () => {
    for (let n = 0; n < 80; n += 1) {
      const c = randomCase();
      const want = expected(c);
      const params = new URLSearchParams({ sort: c.sort, limit: String(c.limit) });
      for (const key of ['username', 'minPrice', 'maxPrice', 'minLength', 'maxLength'] as const)
        if (c[key] !== undefined) params.set(key, String(c[key]));
      const pages = Math.max(1, Math.ceil(want.length / c.limit));
      const got: string[] = [];
      for (let page = 1; page <= Math.min(pages, 4); page += 1) {
        params.set('page', String(page));
        const res = await request(t.http)
          .post(`/api/search?${params}`)
          .send({ query: c.term })
          .expect(200);
        expect({ case: c, total: res.body.payload.totalDocs }).toEqual({
          case: c,
          total: want.length,
        });
        got.push(...res.body.payload.docs.map((d: { name: string }) => d.name));
      }
      expect({ case: c, names: got }).toEqual({
        case: c,
        names: want.slice(0, Math.min(pages, 4) * c.limit).map((r) => r.name),
      });
    }
  });

  it('finds the same pages and totals whichever way it searches', async () => {
    const search = t.app.get(DomainSearchRepository);
    const owners = await t.db
      .select({ id: users.id, username: users.username, disabledAt: users.disabledAt })
      .from(users);
    const idOf = new Map(owners.map((o) => [o.username, o.id]));
    const hiddenOwnerIds = owners.filter((o) => o.disabledAt !== null).map((o) => o.id);
    for (let n = 0; n < 60; n += 1) {
      // One case in three shortest first, which has a way of its own.
      const c: Case = { ...randomCase(), ...(n % 3 === 0 ? { sort: SortKey.SHORTEST } : {}) };
      const want = expected(c);
      const filter: PublicSearchFilter = {
        term: c.term,
        ownerId: c.username === undefined ? undefined : idOf.get(c.username),
        hiddenOwnerIds: c.username === undefined ? hiddenOwnerIds : [],
        minPrice: c.minPrice,
        maxPrice: c.maxPrice,
        minLength: c.minLength,
        maxLength: c.maxLength,
      };
      if (c.username === 'ref-off') continue; // the service answers a disabled owner's page itself
      const offset = random.pick([0, c.limit, 3 * c.limit]);
      const cap = random.pick([5, 1000]);
      const pages = [];
      const ways = ['walk', 'collect', ...(c.sort === SortKey.SHORTEST ? ['collect-short'] : [])];
      for (const way of ways as SearchWay[]) {
        const page = await search.findPublicPage(filter, c.sort, offset, c.limit, cap, way);
        pages.push(page.rows);
        expect({ case: c, way, offset, names: page.rows.map((r) => r.name) }).toEqual({
          case: c,
          way,
          offset,
          names: want.slice(offset, offset + c.limit).map((r) => r.name),
        });
        expect({ case: c, way, count: page.count }).toEqual({
          case: c,
          way,
          count: Math.min(want.length, cap + 1),
        });
      }
      // Whole rows, read and decoded alike.
      for (const rows of pages.slice(1)) expect(rows).toEqual(pages[0]);
    }
  });

  it('never sorts or filters by a hidden price', async () => {
    const hidden = rows.filter((r) => r.priceHidden);
    expect(hidden.length).toBeGreaterThan(0);
    const res = await request(t.http)
      .post('/api/search?minPrice=0&limit=100')
      .send({ query: '' })
      .expect(200);
    const shown = new Set(res.body.payload.docs.map((d: { name: string }) => d.name));
    for (const row of hidden) expect(shown.has(row.name)).toBe(false);
  });

  it('refuses crossed ranges, negative prices and filters on the dashboard list', async () => {
    const crossed = await request(t.http)
      .post('/api/search?minPrice=500&maxPrice=100')
      .send({})
      .expect(400);
    expect(crossed.body.message).toBe('maxPrice must not be below minPrice');
    await request(t.http).post('/api/search?minLength=9&maxLength=2').send({}).expect(400);
    await request(t.http).post('/api/search?minPrice=-1').send({}).expect(400);
    await request(t.http).post('/api/search?maxPrice=abc').send({}).expect(400);
    await request(t.http).post('/api/search?minLength=2.5').send({}).expect(400);
    const dashboard = await request(t.http)
      .post('/api/search?dashboard=true&minPrice=5')
      .send({})
      .expect(400);
    expect(dashboard.body.errors).toEqual([
      {
        field: 'minPrice',
        message: 'minPrice applies to public searches, not to the dashboard list',
      },
    ]);
  });

  it('caps the total past 10,000 matches (1,000 with a term) and says so', async () => {
    const [owner] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(sql`${users.username} = 'ref-two'`);
    await t.db.execute(sql`
      insert into ${domains} (owner_id, name, tld)
      select ${owner!.id}, 'bulk' || g || '.com', 'com'
      from generate_series(1, ${SEARCH_COUNT_CAP + 5}) g`);
    const res = await request(t.http).post('/api/search?limit=48').send({ query: '' }).expect(200);
    expect(res.body.payload).toMatchObject({
      totalDocs: SEARCH_COUNT_CAP,
      totalIsCapped: true,
      totalPages: Math.ceil(SEARCH_COUNT_CAP / 48),
    });
    expect(res.body.payload.docs).toHaveLength(48);
    const exact = await request(t.http)
      .post('/api/search?limit=48')
      .send({ query: 'bulk1000' })
      .expect(200);
    // bulk1000 and bulk10000..bulk10005
    expect(exact.body.payload).toMatchObject({ totalDocs: 7 });
    expect(exact.body.payload.totalIsCapped).toBeUndefined();
    // With a term, the total is counted up to 1,000.
    const broad = await request(t.http)
      .post('/api/search?limit=48&page=3')
      .send({ query: 'bulk' })
      .expect(200);
    expect(broad.body.payload).toMatchObject({
      totalDocs: SEARCH_TERM_COUNT_CAP,
      totalIsCapped: true,
      page: 3,
      hasNextPage: true,
    });
    expect(broad.body.payload.docs).toHaveLength(48);
    const narrow = await request(t.http)
      .post('/api/search?limit=48')
      .send({ query: 'bulk99' })
      .expect(200);
    // bulk99, bulk990-999, bulk9900-9999
    expect(narrow.body.payload).toMatchObject({ totalDocs: 111 });
  });
});
