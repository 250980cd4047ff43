import { randomUUID } from 'node:crypto';
import { FakeEscrow } from '@domainfolio/test-fakes';
import { count, eq } from 'drizzle-orm';
import request from 'supertest';
import { domains, escrowTransactions, leads } from '../../src/database/schema';
import { createDomain } from '../factories/domain.factory';
import { createUser } from '../factories/user.factory';
import { createOwner, latestEmail, signIn } from '../support/auth-helpers';
import { createTestApp, type TestApp } from '../support/test-app';

describe('Buy-It-Now through Escrow.com (a local fake Escrow.com)', () => {
  const escrow = new FakeEscrow();
  let t: TestApp;
  let domainId: string;
  /** The Escrow.com transaction the buyer started in the checkout test. */
  let started: { id: string; escrowId: string };

  beforeAll(async () => {
    await escrow.start();
    t = await createTestApp({
      EMAIL_WORKER: 'off',
      LEADS_PER_HOUR_PER_ADDRESS: '1000',
      ESCROW_PER_HOUR_PER_ADDRESS: '1000',
      ...escrow.env(),
    });
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

  /** The landing form's first call: stores the lead and answers its id. */
  const sendLead = async (domain: string, email = 'Buyer@Example.org'): Promise<string> => {
    const res = await request(t.http)
      .post('/api/emails/send')
      .send({
        data: {
          domain,
          owner: 'seller',
          sellingPrice: null,
          name: 'Bea Buyer',
          email,
          recaptcha: '',
        },
      })
      .expect(200);
    return res.body.payload.leadId as string;
  };
  /** The landing form's second call, with the lead just stored unless another is given. */
  const pay = async (
    status: number,
    domain: string,
    email = 'Buyer@Example.org',
    leadId?: string,
  ) => {
    const lead = leadId ?? (await sendLead(domain, email));
    return request(t.http)
      .post('/api/integrations/escrow/pay')
      .set('Host', 'seller.localhost:3000')
      .send({ domain, email, leadId: lead })
      .expect(status);
  };
  const transactionCount = async () =>
    (await t.db.select({ n: count() }).from(escrowTransactions))[0]!.n;
  /** Escrow.com's notification of a change to transaction `id`, with the body it posts. */
  const notify = (id: string, event = 'complete') =>
    request(t.http)
      .post('/api/integrations/escrow/notifications')
      .send(escrow.notification(id, event));
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
    const leadId = await sendLead('instant.com');
    const res = await pay(200, 'instant.com', 'Buyer@Example.org', leadId);
    expect(res.body.payload.escrowLandingPageUrl).toMatch(/\/pay\/tok\d+$/);
    const [request] = escrow.payRequests.slice(-1) as {
      currency: string;
      parties: { role: string; customer: string }[];
      items: {
        title: string;
        type: string;
        schedule: { amount: number; payer_customer: string; beneficiary_customer: string }[];
        fees?: { type: string; payer_customer: string; split: string }[];
        description?: string;
      }[];
      return_url: string;
    }[];
    expect(request!.currency).toBe('usd');
    expect(request!.parties).toEqual([
      { role: 'buyer', customer: 'buyer@example.org', agree: true },
      { role: 'seller', customer: 'seller@owner.example', agree: true },
      { role: 'broker', customer: escrow.email, agree: true },
    ]);
    const [item, fee] = request!.items;
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
    // The seller's flat $10, as promised and as the sale records it: a broker fee the seller pays.
    expect(fee).toEqual({
      type: 'broker_fee',
      schedule: [
        { amount: 10, payer_customer: 'seller@owner.example', beneficiary_customer: escrow.email },
      ],
    });
    expect(request!.items).toHaveLength(2);
    expect(request!.return_url).toBe('http://seller.localhost:3000/instant.com');
    const [row] = await t.db.select().from(escrowTransactions);
    // The transaction keeps the lead it came from, which the owner sees among their leads.
    expect(row).toMatchObject({
      status: 'STARTED',
      amount: '2500.00',
      buyerEmail: 'buyer@example.org',
      leadId,
    });
    started = { id: row!.id, escrowId: row!.escrowTransactionId! };
  });

  it('refuses domains without instant checkout: no Buy-It-Now, a hidden price, another host', async () => {
    const before = escrow.payRequests.length;
    await pay(404, 'offers.com');
    await pay(404, 'hidden.com');
    await request(t.http)
      .post('/api/integrations/escrow/pay')
      .set('Host', 'shop.localhost:3000')
      .send({ domain: 'instant.com', email: 'b@example.org', leadId: randomUUID() })
      .expect(404);
    await pay(400, 'instant.com', 'not-an-email', randomUUID());
    expect(escrow.payRequests).toHaveLength(before);
  });

  it('starts a checkout only from a recent Buy-It-Now lead of the same buyer for the same domain, once', async () => {
    const before = await transactionCount();
    const requests = escrow.payRequests.length;
    const refused = async (leadId: unknown, email = 'buyer@example.org') => {
      const res = await request(t.http)
        .post('/api/integrations/escrow/pay')
        .set('Host', 'seller.localhost:3000')
        .send({ domain: 'instant.com', email, leadId })
        .expect(400);
      expect(res.body).toMatchObject({ type: 'ERROR', title: 'Invalid Request' });
      return res.body;
    };
    // No lead, an unknown one, another buyer's, another domain's.
    expect((await refused(undefined)).errors).toEqual([
      { field: 'leadId', message: 'leadId must be the id of your request' },
    ]);
    expect((await refused(randomUUID())).message).toBe(
      'We could not find your request for this domain. Please send the form again.',
    );
    await refused(await sendLead('instant.com', 'someone.else@example.org'));
    await refused(await sendLead('offers.com'));
    // A lead from over an hour ago, or one that failed the bot check.
    const old = await sendLead('instant.com');
    await t.db
      .update(leads)
      .set({ createdAt: new Date(Date.now() - 61 * 60_000) })
      .where(eq(leads.id, old));
    await refused(old);
    const bot = await sendLead('instant.com');
    await t.db.update(leads).set({ botCheck: 'FAILED' }).where(eq(leads.id, bot));
    await refused(bot);
    expect(await transactionCount()).toBe(before);
    expect(escrow.payRequests).toHaveLength(requests);

    // One lead starts one checkout; sending the form again starts another.
    const leadId = await sendLead('instant.com');
    await pay(200, 'instant.com', 'buyer@example.org', leadId);
    const again = await pay(409, 'instant.com', 'buyer@example.org', leadId);
    expect(again.body.message).toBe(
      'This request already started a checkout. Send the form again to start another.',
    );
    await pay(200, 'instant.com');
    expect(await transactionCount()).toBe(before + 2);

    // Two checkouts for one request at the same moment: one starts, the other is refused.
    const racing = await sendLead('instant.com');
    const answers = await Promise.all(
      [0, 1].map(() =>
        request(t.http)
          .post('/api/integrations/escrow/pay')
          .set('Host', 'seller.localhost:3000')
          .send({ domain: 'instant.com', email: 'buyer@example.org', leadId: racing }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await transactionCount()).toBe(before + 3);
  });

  it('lets a buyer try again with the same request when Escrow.com failed to start the checkout', async () => {
    const leadId = await sendLead('instant.com');
    escrow.failNextPay(500);
    const failed = await pay(502, 'instant.com', 'buyer@example.org', leadId);
    expect(failed.body).toMatchObject({ title: 'Escrow Error' });
    const [row] = await t.db
      .select()
      .from(escrowTransactions)
      .where(eq(escrowTransactions.leadId, leadId));
    expect(row!.status).toBe('FAILED');
    const retried = await pay(200, 'instant.com', 'buyer@example.org', leadId);
    expect(retried.body.payload.escrowLandingPageUrl).toMatch(/\/pay\/tok\d+$/);
    const rows = await t.db
      .select()
      .from(escrowTransactions)
      .where(eq(escrowTransactions.leadId, leadId));
    expect(rows).toEqual([expect.objectContaining({ status: 'STARTED', id: row!.id })]);
    // Started once, the request starts nothing more.
    await pay(409, 'instant.com', 'buyer@example.org', leadId);
  });

  it('takes the notification Escrow.com posts, and refuses one without a transaction id', async () => {
    const body = escrow.notification(started.escrowId, 'payment_approved');
    expect(body).toEqual({
      event: 'payment_approved',
      event_type: 'transaction',
      transaction_id: Number(started.escrowId),
      reference: started.id,
    });
    const post = (value: unknown) =>
      request(t.http)
        .post('/api/integrations/escrow/notifications')
        .send(value as object);
    expect((await post({ ...body, party: 'buyer', extra: { nested: true } })).status).toBe(200);
    expect((await post({ ...body, transaction_id: String(body.transaction_id) })).status).toBe(200);
    for (const bad of [
      {},
      { event: 'complete' },
      { transaction_id: -4 },
      { transaction_id: 'abc' },
    ]) {
      const res = await post(bad).expect(400);
      expect(res.body).toMatchObject({ type: 'ERROR', errors: [{ field: 'transaction_id' }] });
    }
    expect((await domainRow()).sold).toBe(false);
  });

  it('marks the domain sold only when Escrow.com itself says the buyer accepted it, once', async () => {
    const id = started.escrowId;
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
    const [done] = await t.db
      .select()
      .from(escrowTransactions)
      .where(eq(escrowTransactions.id, started.id));
    expect(done!.status).toBe('COMPLETED');
    await request(t.http)
      .post('/api/integrations/escrow/notifications')
      .send({ event: 'complete', event_type: 'transaction', transaction_id: 999 })
      .expect(200);
  });

  it('shows the sold domain’s page as sold and takes no more leads or checkouts for it', async () => {
    // Its landing page says sold, with nothing left to buy.
    const page = await request(t.http)
      .get('/api/public/domains/instant.com')
      .set('Host', 'seller.localhost:3000')
      .expect(200);
    expect(page.body.payload).toMatchObject({
      sold: true,
      domain: { name: 'instant.com', sellingPrice: null, buyItNow: false },
    });
    // It leaves the marketplace.
    const search = await request(t.http).post('/api/search').send({ query: 'instant' }).expect(200);
    expect(search.body.payload.docs).toEqual([]);

    const leadsBefore = (await t.db.select({ n: count() }).from(leads))[0]!.n;
    const lead = await request(t.http)
      .post('/api/emails/send')
      .send({
        data: {
          domain: 'instant.com',
          owner: 'seller',
          sellingPrice: 2500,
          name: 'Late Buyer',
          email: 'late@example.org',
          recaptcha: '',
        },
      })
      .expect(409);
    expect(lead.body).toMatchObject({
      type: 'ERROR',
      code: 'DOMAIN_SOLD',
      title: 'Domain Sold',
      message: 'instant.com has been sold and is no longer for sale.',
    });
    expect((await t.db.select({ n: count() }).from(leads))[0]!.n).toBe(leadsBefore);

    const requests = escrow.payRequests.length;
    const checkout = await pay(409, 'instant.com', 'buyer@example.org', randomUUID());
    expect(checkout.body.title).toBe('Domain Sold');
    expect(escrow.payRequests).toHaveLength(requests);
  });
});

describe('Buy-It-Now checkouts per client address', () => {
  const escrow = new FakeEscrow();
  let t: TestApp;

  beforeAll(async () => {
    await escrow.start();
    t = await createTestApp({
      EMAIL_WORKER: 'off',
      LEADS_PER_HOUR_PER_ADDRESS: '1000',
      ESCROW_PER_HOUR_PER_ADDRESS: '2',
      ...escrow.env(),
    });
    const seller = await createUser(t.db, { username: 'seller' });
    await createDomain(t.db, seller.id, {
      name: 'instant.com',
      sellingPrice: '2500.00',
      buyItNow: true,
    });
  });
  afterAll(async () => {
    await t.close();
    await escrow.stop();
  });

  it('answers 429 with Retry-After past ESCROW_PER_HOUR_PER_ADDRESS, and creates nothing more', async () => {
    const checkout = async (status: number) => {
      const lead = await request(t.http)
        .post('/api/emails/send')
        .send({
          data: {
            domain: 'instant.com',
            owner: 'seller',
            sellingPrice: 2500,
            name: 'Bea Buyer',
            email: 'buyer@example.org',
            recaptcha: '',
          },
        })
        .expect(200);
      return request(t.http)
        .post('/api/integrations/escrow/pay')
        .set('Host', 'seller.localhost:3000')
        .send({
          domain: 'instant.com',
          email: 'buyer@example.org',
          leadId: lead.body.payload.leadId,
        })
        .expect(status);
    };
    await checkout(200);
    await checkout(200);
    const res = await checkout(429);
    expect(res.body).toMatchObject({ type: 'ERROR', title: 'Too Many Requests' });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(escrow.payRequests).toHaveLength(2);
  });
});

describe('paying a negotiated price through Escrow.com', () => {
  const escrow = new FakeEscrow();
  let t: TestApp;
  let cookie: string;

  beforeAll(async () => {
    await escrow.start();
    t = await createTestApp({
      EMAIL_WORKER: 'off',
      LEADS_PER_HOUR_PER_ADDRESS: '1000',
      ESCROW_PER_HOUR_PER_ADDRESS: '1000',
      ...escrow.env(),
    });
    const seller = await createOwner(t, { username: 'haggler', email: 'haggler@owner.example' });
    await createDomain(t.db, seller.id, { name: 'deal.com', sellingPrice: '5000.00' });
    cookie = await signIn(t, 'haggler@owner.example');
  });
  afterAll(async () => {
    await t.close();
    await escrow.stop();
  });

  it('takes the buyer from an accepted price to Escrow.com at that price, and the sale ends the thread', async () => {
    await request(t.http)
      .post('/api/emails/send')
      .send({
        data: {
          domain: 'deal.com',
          owner: 'haggler',
          name: 'Nia',
          email: 'nia@buyer.example',
          offer: 3000,
          recaptcha: '',
        },
      })
      .expect(200);
    const [lead] = await t.db.select().from(leads).where(eq(leads.email, 'nia@buyer.example'));
    await request(t.http)
      .post(`/api/leads/${lead!.id}/reply`)
      .set('Cookie', cookie)
      .send({ message: 'Meet in the middle?', counterOffer: 4000 })
      .expect(200);
    const email = await latestEmail(t, 'nia@buyer.example', 'OFFER_ANSWER');
    const token = /\/offers\/([0-9a-f]{32}[A-Za-z0-9_-]{43})/.exec(email!.text!)![1]!;
    const accepted = await request(t.http)
      .post(`/api/offers/${token}/accept`)
      .set('Host', 'haggler.localhost:3000')
      .send({})
      .expect(200);
    expect(accepted.body.payload).toMatchObject({
      status: 'ACCEPTED',
      agreedAmount: 4000,
      can: { checkout: true },
    });
    // Only on the owner's own site: the checkout's return page is the domain's landing page.
    await request(t.http).post(`/api/offers/${token}/checkout`).send({}).expect(404);
    // The offer page's button posts a form: on to Escrow.com's payment page.
    const paid = await request(t.http)
      .post(`/api/offers/${token}/checkout`)
      .set('Host', 'haggler.localhost:3000')
      .type('form')
      .send({})
      .expect(303);
    expect(paid.headers.location).toMatch(/\/pay\/tok\d+$/);
    const [pay] = escrow.payRequests.slice(-1) as {
      items: { type: string; schedule: { amount: number; payer_customer: string }[] }[];
      return_url: string;
    }[];
    expect(pay!.items.map((item) => [item.type, item.schedule[0]!.amount])).toEqual([
      ['domain_name', 4000],
      ['broker_fee', 10],
    ]);
    expect(pay!.items[0]!.schedule[0]!.payer_customer).toBe('nia@buyer.example');
    expect(pay!.return_url).toBe('http://haggler.localhost:3000/deal.com');

    const [row] = await t.db
      .select()
      .from(escrowTransactions)
      .where(eq(escrowTransactions.leadId, lead!.id));
    escrow.complete(row!.escrowTransactionId!);
    await request(t.http)
      .post('/api/integrations/escrow/notifications')
      .send(escrow.notification(row!.escrowTransactionId!))
      .expect(200);
    const [domain] = await t.db.select().from(domains).where(eq(domains.name, 'deal.com'));
    expect(domain).toMatchObject({ sold: true, salePrice: '4000.00', saleVenue: 'Escrow.com' });
    const thread = await request(t.http).get(`/api/leads/${lead!.id}`).set('Cookie', cookie);
    expect(thread.body.payload.status).toBe('SOLD');
    const soldMessages = thread.body.payload.messages.filter(
      (m: { kind: string }) => m.kind === 'SOLD',
    );
    expect(soldMessages).toHaveLength(1);
  });
});
