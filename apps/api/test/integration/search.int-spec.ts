import request from 'supertest';
import { createDomain } from '../factories/domain.factory';
import { createUser } from '../factories/user.factory';
import { createTestApp, type TestApp } from '../support/test-app';

describe('POST /api/search (public)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    const alice = await createUser(t.db, { username: 'alice' });
    const bob = await createUser(t.db, { username: 'bob' });
    const gone = await createUser(t.db, { username: 'gone', disabledAt: new Date() });
    const day = (n: number) => new Date(Date.UTC(2026, 0, n));
    await createDomain(t.db, alice.id, {
      name: 'alpha.com',
      sellingPrice: '1500.00',
      views: 10,
      createdAt: day(1),
    });
    await createDomain(t.db, alice.id, {
      name: 'beta-ai.io',
      sellingPrice: '300.00',
      views: 50,
      createdAt: day(2),
    });
    await createDomain(t.db, alice.id, {
      name: 'hidden.com',
      sellingPrice: '900.00',
      priceHidden: true,
      createdAt: day(3),
    });
    await createDomain(t.db, alice.id, { name: 'private.com', public: false, createdAt: day(4) });
    await createDomain(t.db, alice.id, { name: 'sold.com', sold: true, createdAt: day(5) });
    await createDomain(t.db, bob.id, { name: 'gamma.net', views: 5, createdAt: day(6) });
    await createDomain(t.db, bob.id, { name: '100%_off.com', createdAt: day(7) });
    await createDomain(t.db, bob.id, { name: 'xn--caf-dma.com', createdAt: day(8) });
    await createDomain(t.db, gone.id, { name: 'disabled-owner.com', createdAt: day(9) });
  });
  afterAll(() => t.close());

  const search = (query = '', params = '') =>
    request(t.http).post(`/api/search${params}`).send({ query }).expect(200);
  const names = (res: request.Response) =>
    res.body.payload.docs.map((d: { name: string }) => d.name);

  it('lists every public domain of active owners, newest first', async () => {
    const res = await search();
    expect(names(res)).toEqual([
      'xn--caf-dma.com',
      '100%_off.com',
      'gamma.net',
      'hidden.com',
      'beta-ai.io',
      'alpha.com',
    ]);
    expect(res.body.payload).toMatchObject({
      totalDocs: 6,
      page: 1,
      limit: 48,
      totalPages: 1,
      hasNextPage: false,
      pagingCounter: 1,
    });
  });

  it('never shows private, sold or disabled owners’ domains, nor private fields', async () => {
    const res = await search();
    const doc = res.body.payload.docs.find((d: { name: string }) => d.name === 'alpha.com');
    expect(Object.keys(doc).sort()).toEqual(
      [
        '_id',
        'buyItNow',
        'createdDate',
        'description',
        'financeUrl',
        'leaseUrl',
        'name',
        'offersEnabled',
        'priceHidden',
        'purchaseUrl',
        'sellingPrice',
        'tld',
        'unicodeName',
        'username',
      ].sort(),
    );
    expect(doc).toMatchObject({ sellingPrice: 1500, username: 'alice' });
  });

  it('sends a hidden price as null', async () => {
    const res = await search('hidden');
    expect(res.body.payload.docs[0]).toMatchObject({
      name: 'hidden.com',
      sellingPrice: null,
      priceHidden: true,
    });
  });

  it('finds names containing the term, case-insensitively', async () => {
    expect(names(await search('A'))).toEqual([
      'xn--caf-dma.com',
      'gamma.net',
      'beta-ai.io',
      'alpha.com',
    ]);
    expect(names(await search('  ALPHA '))).toEqual(['alpha.com']);
  });

  it('treats % and _ in the term as literal characters', async () => {
    expect(names(await search('%_'))).toEqual(['100%_off.com']);
    expect(names(await search('a_'))).toEqual([]);
  });

  it('finds internationalized names by their Unicode form and shows them in Unicode', async () => {
    const res = await search('café');
    expect(res.body.payload.docs).toEqual([
      expect.objectContaining({ name: 'xn--caf-dma.com', unicodeName: 'café.com' }),
    ]);
  });

  it("limits the list to one owner's public domains", async () => {
    expect(names(await search('', '?username=bob'))).toEqual([
      'xn--caf-dma.com',
      '100%_off.com',
      'gamma.net',
    ]);
    expect(names(await search('', '?username=gone'))).toEqual([]);
  });

  it('sorts by price (a hidden price sorts like none), views and name', async () => {
    expect(names(await search('', '?username=alice&sort=HIGHEST_PRICE'))).toEqual([
      'alpha.com',
      'beta-ai.io',
      'hidden.com',
    ]);
    expect(names(await search('', '?username=alice&sort=LOWEST_PRICE'))).toEqual([
      'beta-ai.io',
      'alpha.com',
      'hidden.com',
    ]);
    expect(names(await search('', '?username=alice&sort=MOST_VIEWS'))).toEqual([
      'beta-ai.io',
      'alpha.com',
      'hidden.com',
    ]);
    expect(names(await search('', '?username=alice&sort=ALPHABETICAL'))).toEqual([
      'alpha.com',
      'beta-ai.io',
      'hidden.com',
    ]);
  });

  it('pages through results', async () => {
    const first = await search('', '?limit=4&page=1');
    const second = await search('', '?limit=4&page=2');
    expect(first.body.payload).toMatchObject({
      totalDocs: 6,
      totalPages: 2,
      hasNextPage: true,
      nextPage: 2,
    });
    expect(second.body.payload).toMatchObject({
      page: 2,
      hasPrevPage: true,
      prevPage: 1,
      pagingCounter: 5,
    });
    expect([...names(first), ...names(second)]).toHaveLength(6);
    expect(new Set([...names(first), ...names(second)]).size).toBe(6);
  });

  it('refuses a limit over 100 and a malformed username', async () => {
    await request(t.http).post('/api/search?limit=101').send({}).expect(400);
    const res = await request(t.http).post('/api/search?username=a%20b').send({}).expect(400);
    expect(res.body.title).toBe('Invalid Request');
  });
});

describe('POST /api/search: the Buy It Now mark follows instant checkout', () => {
  const listed = async (t: TestApp) => {
    const res = await request(t.http).post('/api/search').send({ query: 'instant' }).expect(200);
    return res.body.payload.docs[0] as { name: string; buyItNow: boolean };
  };
  const withDomain = async (settings: Record<string, string>) => {
    const t = await createTestApp(settings);
    const owner = await createUser(t.db, { username: 'instant-owner' });
    await createDomain(t.db, owner.id, {
      name: 'instant-buy.com',
      sellingPrice: '2500.00',
      buyItNow: true,
    });
    return t;
  };

  it('is shown where escrow is set up', async () => {
    const t = await withDomain({ ESCROW_EMAIL: 'api@escrow.example', ESCROW_API_KEY: 'key' });
    try {
      expect(await listed(t)).toMatchObject({ name: 'instant-buy.com', buyItNow: true });
    } finally {
      await t.close();
    }
  });

  it('is not promised on an installation without escrow, where nobody can buy at once', async () => {
    const t = await withDomain({});
    try {
      expect(await listed(t)).toMatchObject({ name: 'instant-buy.com', buyItNow: false });
    } finally {
      await t.close();
    }
  });
});
