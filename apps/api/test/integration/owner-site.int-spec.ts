import request from 'supertest';
import { createDomain } from '../factories/domain.factory';
import { createUser } from '../factories/user.factory';
import { createTestApp, type TestApp } from '../support/test-app';

describe('public portfolio and landing data', () => {
  let t: TestApp;

  beforeAll(async () => {
    // Escrow set up, so Buy-It-Now domains offer instant checkout (no call is made here).
    t = await createTestApp({ ESCROW_EMAIL: 'api@escrow.example', ESCROW_API_KEY: 'key' });
    const alice = await createUser(t.db, {
      username: 'alice',
      displayName: 'Alice N',
      planType: 'PRO',
      googleAnalyticsTrackingId: 'G-ALICE',
      page: { title: "Alice's Names", description: 'Short names' },
    });
    const free = await createUser(t.db, {
      username: 'frank',
      googleAnalyticsTrackingId: 'G-FRANK',
      page: { title: null },
    });
    await createUser(t.db, { username: 'nopage' });
    await createDomain(t.db, alice.id, {
      name: 'alpha.com',
      sellingPrice: '1500.00',
      buyItNow: true,
      privateNotes: 'secret',
    });
    await createDomain(t.db, alice.id, { name: 'private.com', public: false });
    await createDomain(t.db, alice.id, {
      name: 'sold-out.com',
      description: 'A short name',
      sellingPrice: '3000.00',
      buyItNow: true,
      sold: true,
      purchaseUrl: 'https://pay.example/sold-out',
    });
    await createDomain(t.db, alice.id, { name: 'sold-private.com', sold: true, public: false });
    await createDomain(t.db, free.id, { name: 'frank.com' });
    const gone = await createUser(t.db, { username: 'gone', disabledAt: new Date() });
    await createDomain(t.db, gone.id, { name: 'gone-sold.com', sold: true });
  });
  afterAll(() => t.close());

  it("returns an owner's portfolio page settings", async () => {
    const res = await request(t.http).get('/api/public/portfolio/alice').expect(200);
    expect(res.body).toEqual({
      payload: {
        page: { title: "Alice's Names", theme: 'indigo', logo: null, description: 'Short names' },
        analytics: { googleAnalyticsTrackingId: 'G-ALICE' },
      },
    });
  });

  it('falls back to the display name and withholds analytics on the Free plan', async () => {
    const res = await request(t.http).get('/api/public/portfolio/frank').expect(200);
    expect(res.body.payload.page.title).toMatch(/^Owner /);
    expect(res.body.payload.analytics.googleAnalyticsTrackingId).toBeNull();
  });

  it('answers 404 for an unknown owner or a disabled page', async () => {
    for (const username of ['nobody', 'nopage']) {
      const res = await request(t.http).get(`/api/public/portfolio/${username}`).expect(404);
      expect(res.body).toMatchObject({ type: 'ERROR', title: 'Not Found' });
    }
  });

  it("returns a domain's landing data for the owner of the host", async () => {
    const res = await request(t.http)
      .get('/api/public/domains/ALPHA.com')
      .set('Host', 'alice.localhost:3000')
      .expect(200);
    expect(res.body).toMatchObject({
      type: 'SUCCESS',
      payload: {
        sold: false,
        domain: { name: 'alpha.com', sellingPrice: 1500, buyItNow: true, username: 'alice' },
        owner: { username: 'alice', displayName: 'Alice N' },
        page: { isEnabled: true, title: "Alice's Names" },
      },
    });
    expect(res.body.payload.domain.privateNotes).toBeUndefined();
  });

  it("does not show another owner's domain, a private domain, or any domain on a non-owner host", async () => {
    await request(t.http)
      .get('/api/public/domains/frank.com')
      .set('Host', 'alice.localhost')
      .expect(404);
    await request(t.http)
      .get('/api/public/domains/private.com')
      .set('Host', 'alice.localhost')
      .expect(404);
    await request(t.http).get('/api/public/domains/alpha.com').set('Host', 'localhost').expect(404);
    await request(t.http)
      .get('/api/public/domains/alpha.com')
      .set('Host', 'shop.localhost')
      .expect(404);
  });

  it('keeps a sold domain’s page, which says sold and offers nothing to buy', async () => {
    const res = await request(t.http)
      .get('/api/public/domains/sold-out.com')
      .set('Host', 'alice.localhost')
      .expect(200);
    expect(res.body.payload).toMatchObject({
      sold: true,
      domain: {
        name: 'sold-out.com',
        description: 'A short name',
        sellingPrice: null,
        buyItNow: false,
        purchaseUrl: null,
        financeUrl: null,
        leaseUrl: null,
      },
      owner: { username: 'alice' },
      page: { isEnabled: true },
    });
    expect(Object.keys(res.body.payload).sort()).toEqual([
      'analytics',
      'domain',
      'owner',
      'page',
      'sold',
    ]);
    // A sold domain counts no views and stays off the owner's portfolio list.
    await request(t.http)
      .get('/api/public/domains/sold-out.com/view')
      .set('Host', 'alice.localhost')
      .expect(404);
    const portfolio = await request(t.http)
      .post('/api/search?username=alice&limit=100')
      .send({ query: '' })
      .expect(200);
    expect(portfolio.body.payload.docs.map((d: { name: string }) => d.name)).toEqual(['alpha.com']);
  });

  it('has no page for a sold domain that is private, or whose owner is disabled', async () => {
    await request(t.http)
      .get('/api/public/domains/sold-private.com')
      .set('Host', 'alice.localhost')
      .expect(404);
    await request(t.http)
      .get('/api/public/domains/gone-sold.com')
      .set('Host', 'gone.localhost')
      .expect(404);
  });
});
