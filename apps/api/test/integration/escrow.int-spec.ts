import { FakeEscrow } from '@domainfolio/test-fakes';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { domains, escrowTransactions } from '../../src/database/schema';
import { createDomain } from '../factories/domain.factory';
import { createUser } from '../factories/user.factory';
import { createTestApp, type TestApp } from '../support/test-app';

describe('Buy-It-Now through Escrow.com (a local fake Escrow.com)', () => {
  const escrow = new FakeEscrow();
  let t: TestApp;
  let domainId: string;

  beforeAll(async () => {
    await escrow.start();
    t = await createTestApp({ EMAIL_WORKER: 'off', ...escrow.env() });
    const seller = await createUser(t.db, { username: 'seller', email: 'seller@owner.example' });
    domainId = (
      await createDomain(t.db, seller.id, {
        name: 'instant.com',
        sellingPrice: '2500.00',
        buyItNow: true,
      })
    ).id;
    await createDomain(t.db, seller.id, { name: 'offers.com', sellingPrice: '900.00' });
    await createDomain(t.db, seller.id, {
      name: 'hidden.com',
      sellingPrice: '900.00',
      buyItNow: true,
      priceHidden: true,
    });
  });
  afterAll(async () => {
    await t.close();
    await escrow.stop();
  });

  const pay = (domain: string, email = 'Buyer@Example.org') =>
    request(t.http)
      .post('/api/integrations/escrow/pay')
      .set('Host', 'seller.localhost:3000')
      .send({ domain, email });
  const notify = (id: string) =>
    request(t.http).post('/api/integrations/escrow/notifications').send({ transaction_id: id });
  const domainRow = async () =>
    (await t.db.select().from(domains).where(eq(domains.id, domainId)))[0]!;

  it('offers instant checkout on the landing page only when escrow is set up', async () => {
    const res = await request(t.http)
      .get('/api/public/domains/instant.com')
      .set('Host', 'seller.localhost:3000')
      .expect(200);
    expect(res.body.payload.domain.buyItNow).toBe(true);
    const bare = await createTestApp();
    try {
      await createUser(bare.db, { username: 'seller' }).then((u) =>
        createDomain(bare.db, u.id, { name: 'instant.com', sellingPrice: '1.00', buyItNow: true }),
      );
      const without = await request(bare.http)
        .get('/api/public/domains/instant.com')
        .set('Host', 'seller.localhost:3000')
        .expect(200);
      expect(without.body.payload.domain.buyItNow).toBe(false);
    } finally {
      await bare.close();
    }
  });

  it('creates the transaction at the price, the buyer paying the escrow fees, and sends the buyer to pay', async () => {
    const res = await pay('instant.com').expect(200);
    expect(res.body.payload.escrowLandingPageUrl).toMatch(/\/pay\/tok\d+$/);
    const [request] = escrow.payRequests.slice(-1) as {
      currency: string;
      parties: { role: string; customer: string }[];
      items: {
        title: string;
        type: string;
        schedule: { amount: number; payer_customer: string; beneficiary_customer: string }[];
        fees: { type: string; payer_customer: string; split: string }[];
        description: string;
      }[];
      return_url: string;
    }[];
    expect(request!.currency).toBe('usd');
    expect(request!.parties).toEqual([
      { role: 'buyer', customer: 'buyer@example.org', agree: true },
      { role: 'seller', customer: 'seller@owner.example', agree: true },
      { role: 'broker', customer: escrow.email, agree: true },
    ]);
    const [item] = request!.items;
    expect(item).toMatchObject({ title: 'instant.com', type: 'domain_name' });
    expect(item!.schedule).toEqual([
      {
        amount: 2500,
        payer_customer: 'buyer@example.org',
        beneficiary_customer: 'seller@owner.example',
      },
    ]);
    expect(item!.fees).toEqual([
      { type: 'escrow', payer_customer: 'buyer@example.org', split: '1' },
    ]);
    expect(item!.description).toMatch(/seller pays a flat \$10 disbursement fee/);
    expect(request!.return_url).toBe('http://seller.localhost:3000/instant.com');
    const [row] = await t.db.select().from(escrowTransactions);
    expect(row).toMatchObject({
      status: 'STARTED',
      amount: '2500.00',
      buyerEmail: 'buyer@example.org',
    });
  });

  it('refuses domains without instant checkout: no Buy-It-Now, a hidden price, another host', async () => {
    await pay('offers.com').expect(404);
    await pay('hidden.com').expect(404);
    await request(t.http)
      .post('/api/integrations/escrow/pay')
      .set('Host', 'shop.localhost:3000')
      .send({ domain: 'instant.com', email: 'b@example.org' })
      .expect(404);
    await pay('instant.com', 'not-an-email').expect(400);
  });

  it('marks the domain sold only when Escrow.com itself says the purchase completed, once', async () => {
    const [row] = await t.db.select().from(escrowTransactions);
    const id = row!.escrowTransactionId!;
    // A forged or early "completed" notice changes nothing: the transaction is read again.
    await notify(id).expect(200);
    expect((await domainRow()).sold).toBe(false);
    escrow.complete(id);
    await notify(id).expect(200);
    await notify(id).expect(200);
    const sold = await domainRow();
    expect(sold).toMatchObject({
      sold: true,
      salePrice: '2500.00',
      saleVenue: 'Escrow.com',
      saleFees: '10.00',
    });
    expect(sold.saleDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const [done] = await t.db.select().from(escrowTransactions);
    expect(done!.status).toBe('COMPLETED');
    // A sold domain leaves the marketplace and its landing page.
    await request(t.http)
      .get('/api/public/domains/instant.com')
      .set('Host', 'seller.localhost:3000')
      .expect(404);
    await notify('999').expect(200);
  });
});
