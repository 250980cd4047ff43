import { FakeStripe } from '@domainfolio/test-fakes';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import request from 'supertest';
import {
  apiKeys,
  domains,
  portfolioPages,
  stripeEvents,
  users,
  type UserRow,
} from '../../src/database/schema';
import { SeededRandom } from '../../src/database/seed/random';
import { createDomain } from '../factories/domain.factory';
import { createUser } from '../factories/user.factory';
import { createOwner, signIn } from '../support/auth-helpers';
import { createTestApp, type TestApp } from '../support/test-app';

const WEBHOOK_SECRET = 'whsec_test_payments';
const signer = new Stripe('sk_test_signer');

/** Delivers an event as Stripe would: the JSON body with a signature made by the SDK's helper. */
function deliver(
  t: TestApp,
  event: object,
  { secret = WEBHOOK_SECRET, timestamp }: { secret?: string; timestamp?: number } = {},
) {
  const payload = JSON.stringify(event);
  const header = signer.webhooks.generateTestHeaderString({ payload, secret, timestamp });
  return request(t.http)
    .post('/api/payments/webhook')
    .set('stripe-signature', header)
    .set('content-type', 'application/json')
    .send(payload);
}

/** The SDK pointed at the fake, for what a test does on Stripe's side. */
let client: () => Stripe;

const planOf = async (t: TestApp, id: string) => {
  const [row] = await t.db.select().from(users).where(eq(users.id, id));
  return { planType: row!.planType, planInterval: row!.planInterval };
};

describe('payments without Stripe settings', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp({ EMAIL_WORKER: 'off' });
    await createOwner(t, { email: 'free@example.com', username: 'free-owner' });
    cookie = await signIn(t, 'free@example.com');
  });
  afterAll(() => t.close());

  it('says upgrades are not available, with the catalogue titles, and never changes a plan', async () => {
    expect((await request(t.http).get('/api/payments/config').expect(200)).body).toEqual({
      upgrades: false,
      escrow: false,
    });
    const checkout = await request(t.http)
      .post('/api/payments/checkout-session')
      .set('Cookie', cookie)
      .send({ plan: 'PRO', interval: 'YEAR' })
      .expect(503);
    // Not a provider's failure: this installation sells no plans.
    expect(checkout.body).toMatchObject({
      code: 'INTEGRATION_NOT_CONFIGURED',
      title: 'Not Available',
      message: 'Upgrades are not available on this installation. Please contact support.',
    });
    const portal = await request(t.http)
      .post('/api/payments/customer-portal')
      .set('Cookie', cookie)
      .expect(503);
    expect(portal.body.message).toBe(
      'Billing is not available on this installation. Please contact support.',
    );
    await request(t.http).post('/api/payments/webhook').send('{}').expect(400);
  });
});

describe('payments through Stripe (a local fake Stripe)', () => {
  const stripe = new FakeStripe();
  let t: TestApp;
  let owner: UserRow;
  let cookie: string;

  beforeAll(async () => {
    await stripe.start();
    client = () =>
      new Stripe(stripe.secretKey, {
        host: '127.0.0.1',
        port: Number(new URL(stripe.baseUrl).port),
        protocol: 'http',
      });
    t = await createTestApp({ EMAIL_WORKER: 'off', ...stripe.env(WEBHOOK_SECRET) });
    owner = await createOwner(t, { email: 'buyer@example.com', username: 'buyer' });
    cookie = await signIn(t, 'buyer@example.com');
  });
  afterAll(async () => {
    await t.close();
    await stripe.stop();
  });

  it('starts Checkout for the chosen interval with one Stripe customer per owner', async () => {
    const first = await request(t.http)
      .post('/api/payments/checkout-session')
      .set('Cookie', cookie)
      .send({ plan: 'PRO', interval: 'YEAR' })
      .expect(200);
    expect(first.body.url).toBe(stripe.checkoutSessions.get(first.body.id)!.url);
    const session = stripe.checkoutSessions.get(first.body.id)!;
    expect(session.price).toBe('price_pro_year');
    expect(session.client_reference_id).toBe(owner.id);
    await request(t.http)
      .post('/api/payments/checkout-session')
      .set('Cookie', cookie)
      .send({ plan: 'PRO', interval: 'MONTH' })
      .expect(200);
    expect(stripe.customers.size).toBe(1);
    const [row] = await t.db.select().from(users).where(eq(users.id, owner.id));
    expect(row!.stripeCustomerId).toBe(session.customer);
    await request(t.http)
      .post('/api/payments/checkout-session')
      .set('Cookie', cookie)
      .send({ plan: 'FREE', interval: 'YEAR' })
      .expect(400);
  });

  it('takes the adjective forms of the billing interval', async () => {
    for (const [interval, price] of [
      ['YEARLY', 'price_pro_year'],
      ['MONTHLY', 'price_pro_month'],
      ['yearly', 'price_pro_year'],
    ]) {
      const res = await request(t.http)
        .post('/api/payments/checkout-session')
        .set('Cookie', cookie)
        .send({ plan: 'PRO', interval })
        .expect(200);
      expect(stripe.checkoutSessions.get(res.body.id)!.price).toBe(price);
    }
    const refused = await request(t.http)
      .post('/api/payments/checkout-session')
      .set('Cookie', cookie)
      .send({ plan: 'PRO', interval: 'QUARTERLY' })
      .expect(400);
    expect(refused.body.message).toBe('Interval must be one of MONTH, YEAR, MONTHLY, YEARLY.');
  });

  it('upgrades on a signed event after re-reading Stripe, and the portal opens', async () => {
    const customer = [...stripe.customers.keys()][0]!;
    const subscription = stripe.subscribe(customer, 'price_pro_year');
    await deliver(
      t,
      stripe.event('checkout.session.completed', {
        object: 'checkout.session',
        customer,
        client_reference_id: owner.id,
      }),
    ).expect(200);
    expect(await planOf(t, owner.id)).toEqual({ planType: 'PRO', planInterval: 'YEAR' });
    const billing = await request(t.http)
      .get('/api/payments/billing')
      .set('Cookie', cookie)
      .expect(200);
    expect(billing.body.payload).toMatchObject({
      planType: 'PRO',
      planInterval: 'YEAR',
      canManage: true,
    });
    expect(new Date(billing.body.payload.periodEnd).getTime()).toBe(
      subscription.items.data[0]!.current_period_end * 1000,
    );
    const portal = await request(t.http)
      .post('/api/payments/customer-portal')
      .set('Cookie', cookie)
      .expect(200);
    expect(portal.body.url).toMatch(/\/portal\/bps_/);
  });

  it('refuses a tampered body, a wrong secret and a timestamp older than 5 minutes, changing nothing', async () => {
    const customer = [...stripe.customers.keys()][0]!;
    const event = stripe.event('customer.subscription.deleted', {
      object: 'subscription',
      customer,
    });
    const payload = JSON.stringify(event);
    const header = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const tampered = payload.replace(
      'customer.subscription.deleted',
      'customer.subscription.deletee',
    );
    await request(t.http)
      .post('/api/payments/webhook')
      .set('stripe-signature', header)
      .set('content-type', 'application/json')
      .send(tampered)
      .expect(400);
    await deliver(t, event, { secret: 'whsec_someone_else' }).expect(400);
    const old = await deliver(t, event, { timestamp: Math.floor(Date.now() / 1000) - 301 }).expect(
      400,
    );
    expect(old.body).toMatchObject({ title: 'Invalid Signature' });
    const recorded = await t.db.select().from(stripeEvents).where(eq(stripeEvents.id, event.id));
    expect(recorded).toEqual([]);
  });

  it('ends 200 owners in the right plans whatever the order, however often and however concurrently events arrive', async () => {
    const random = new SeededRandom(20261124);
    /** Each event 1-3 times, shuffled. */
    const shuffledDeliveries = (events: object[]) => {
      const deliveries = events.flatMap((event) =>
        Array.from({ length: 1 + random.int(0, 2) }, () => event),
      );
      for (let i = deliveries.length - 1; i > 0; i -= 1) {
        const j = random.int(0, i);
        [deliveries[i], deliveries[j]] = [deliveries[j]!, deliveries[i]!];
      }
      return deliveries;
    };
    /** Eight deliveries in flight at a time, as Stripe retries and sends in parallel. */
    const deliverAll = async (deliveries: object[]) => {
      for (let i = 0; i < deliveries.length; i += 8)
        await Promise.all(deliveries.slice(i, i + 8).map((event) => deliver(t, event).expect(200)));
    };
    const subscriptionReads = () =>
      stripe.requests.filter((r) => r.method === 'GET' && r.path.startsWith('/v1/subscriptions'))
        .length;

    const owners: {
      id: string;
      cancels: boolean;
      subscriptionId: string;
      customer: string;
      interval: 'MONTH' | 'YEAR';
    }[] = [];
    const signUps: object[] = [];
    for (let i = 0; i < 200; i += 1) {
      // Owners who never sign in here: no password to hash.
      const user = await createUser(t.db, {
        email: `sub-${i}@example.com`,
        username: `sub-owner-${i}`,
      });
      // Each owner a Stripe customer, as their Checkout made one.
      const { id: customer } = await client().customers.create({ email: user.email });
      await t.db.update(users).set({ stripeCustomerId: customer }).where(eq(users.id, user.id));
      const interval = i % 2 ? 'MONTH' : 'YEAR';
      const subscription = stripe.subscribe(customer, `price_pro_${interval.toLowerCase()}`);
      signUps.push(
        stripe.event('checkout.session.completed', {
          object: 'checkout.session',
          customer,
          client_reference_id: user.id,
        }),
        stripe.event('customer.subscription.created', subscription),
      );
      owners.push({
        id: user.id,
        cancels: i % 3 === 0,
        subscriptionId: subscription.id,
        customer,
        interval,
      });
    }
    const readsBefore = subscriptionReads();
    await deliverAll(shuffledDeliveries(signUps));
    for (const owner of owners)
      expect(await planOf(t, owner.id)).toEqual({ planType: 'PRO', planInterval: owner.interval });

    // A third cancel later; their cancellations arrive mixed with late repeats of the sign-up
    // events (already handled: they change nothing) and with renewals of the others.
    const later: object[] = [...signUps.filter(() => random.int(0, 3) === 0)];
    for (const owner of owners) {
      if (owner.cancels)
        later.push(
          stripe.event(
            'customer.subscription.deleted',
            stripe.setStatus(owner.subscriptionId, 'canceled'),
          ),
        );
      else
        later.push(stripe.event('invoice.paid', { object: 'invoice', customer: owner.customer }));
    }
    await deliverAll(shuffledDeliveries(later));
    for (const owner of owners)
      expect(await planOf(t, owner.id)).toEqual(
        owner.cancels
          ? { planType: 'FREE', planInterval: null }
          : { planType: 'PRO', planInterval: owner.interval },
      );

    // One effect per event: each handled once, with one read of Stripe, however often it came.
    const distinct = new Set([...signUps, ...later].map((event) => (event as { id: string }).id));
    const recorded = await t.db.select().from(stripeEvents);
    const recordedIds = new Set(recorded.map((row) => row.id));
    expect(recordedIds.size).toBe(recorded.length);
    for (const id of distinct) expect(recordedIds.has(id)).toBe(true);
    expect(subscriptionReads() - readsBefore).toBe(distinct.size);
  }, 180_000);

  it('refuses a second Checkout to an owner already on Pro', async () => {
    const res = await request(t.http)
      .post('/api/payments/checkout-session')
      .set('Cookie', cookie)
      .send({ plan: 'PRO', interval: 'MONTH' })
      .expect(409);
    expect(res.body).toMatchObject({ type: 'ERROR', title: 'Already on Pro' });
  });

  it('on a downgrade keeps the domains and stops the Pro features: more domains, API key, custom logo, analytics, custom domain', async () => {
    await t.db
      .update(users)
      .set({
        planType: 'PRO',
        planInterval: 'MONTH',
        googleAnalyticsTrackingId: 'G-BUYER',
        customDomain: 'buyers-names.com',
        customDomainVerifiedAt: new Date(),
      })
      .where(eq(users.id, owner.id));
    // More domains than Free allows, added while on Pro.
    for (let i = 0; i < 101; i += 1)
      await createDomain(t.db, owner.id, { name: `pro-era-${i}.com` });
    const site = () =>
      request(t.http)
        .get('/api/site')
        .set('Host', 'localhost:3000')
        .set('X-Forwarded-Host', 'buyers-names.com')
        .expect(200);
    expect((await site()).body.owner?.username).toBe('buyer');
    const key = await request(t.http).post('/api/user/api-key').set('Cookie', cookie).expect(200);
    const apiKey = key.body.payload.apiKey as string;
    await request(t.http).get('/api/current-user').set('x-domainfolio-api-key', apiKey).expect(200);
    await t.db
      .insert(portfolioPages)
      .values({ userId: owner.id, isEnabled: true, logo: 'https://cdn.example/logo.png' })
      .onConflictDoUpdate({
        target: portfolioPages.userId,
        set: { isEnabled: true, logo: 'https://cdn.example/logo.png' },
      });
    const landing = () => request(t.http).get('/api/public/portfolio/buyer').expect(200);
    expect((await landing()).body.payload.page.logo).toBe('https://cdn.example/logo.png');
    expect((await landing()).body.payload.analytics.googleAnalyticsTrackingId).toBe('G-BUYER');

    const customer = [...stripe.customers.keys()][0]!;
    const [active] = (await client().subscriptions.list({ customer, status: 'all' })).data;
    stripe.setStatus(active!.id, 'canceled');
    await deliver(
      t,
      stripe.event('customer.subscription.deleted', { ...active, status: 'canceled' }),
    ).expect(200);
    expect(await planOf(t, owner.id)).toEqual({ planType: 'FREE', planInterval: null });

    const refused = await request(t.http)
      .get('/api/current-user')
      .set('x-domainfolio-api-key', apiKey)
      .expect(403);
    expect(refused.body.code).toBe('PRO_FEATURE');
    expect((await landing()).body.payload.page.logo).toBeNull();
    expect((await landing()).body.payload.analytics.googleAnalyticsTrackingId).toBeNull();
    expect((await site()).body.site).toBe('notFound');
    expect(await t.db.select().from(apiKeys).where(eq(apiKeys.userId, owner.id))).not.toEqual([]);

    // The 101 domains stay; the next one is refused with the Free limit and the way up.
    const owned = await t.db.select().from(domains).where(eq(domains.ownerId, owner.id));
    expect(owned).toHaveLength(101);
    const refusedAdd = await request(t.http)
      .post('/api/domains/new')
      .set('Cookie', cookie)
      .send({ domain: { name: 'one-too-many.com' } })
      .expect(403);
    expect(refusedAdd.body.message).toContain('100 domains');
    expect(refusedAdd.body.message).toContain('upgrade');
  });
});
