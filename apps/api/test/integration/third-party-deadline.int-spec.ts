import { SilentDnsServer, SilentHttpServer } from '@domainfolio/test-fakes';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { escrowTransactions, leads } from '../../src/database/schema';
import { createDomain } from '../factories/domain.factory';
import { createOwner, signIn } from '../support/auth-helpers';
import { FakeGoogle } from '../support/fake-google';
import { createTestApp, type TestApp } from '../support/test-app';

/** What every request here must answer within, third parties hanging or not. */
const ANSWER_WITHIN_MS = 10_000;

/**
 * Every third party accepts the connection and never answers (or, for DNS, never replies).
 * Each request that calls one answers in time with the product's error saying which provider
 * did not answer, and keeps what the user sent. The requests run at once: each has its own
 * budget, so the whole test takes one budget's time.
 */
describe('third parties that never answer', () => {
  const silent = new SilentHttpServer();
  const dns = new SilentDnsServer();
  const google = new FakeGoogle();
  let t: TestApp;
  let cookie: string;

  beforeAll(async () => {
    await Promise.all([silent.start(), dns.start(), google.start()]);
    t = await createTestApp({
      EMAIL_WORKER: 'off',
      STRIPE_SECRET_KEY: 'sk_test_silent',
      STRIPE_WEBHOOK_SECRET: 'whsec_silent',
      STRIPE_PRICE_PRO_MONTH: 'price_pro_month',
      STRIPE_PRICE_PRO_YEAR: 'price_pro_year',
      STRIPE_API_URL: silent.baseUrl,
      ESCROW_EMAIL: 'api@domainfolio.example',
      ESCROW_API_KEY: 'silent-key',
      ESCROW_API_URL: silent.baseUrl,
      RECAPTCHA_SITE_KEY: 'site-key',
      RECAPTCHA_SECRET_KEY: 'secret-key',
      RECAPTCHA_VERIFY_URL: `${silent.baseUrl}/recaptcha/api/siteverify`,
      DNS_SERVERS: dns.address,
      ...google.env,
      GOOGLE_TOKEN_URL: `${silent.baseUrl}/token`,
    });
    const seller = await createOwner(t, { username: 'seller', email: 'seller@owner.example' });
    await createDomain(t.db, seller.id, {
      name: 'instant.com',
      sellingPrice: '2500.00',
      buyItNow: true,
    });
    // A checkout started earlier, whose notification makes the API read it at Escrow.com.
    const sold = await createDomain(t.db, seller.id, { name: 'earlier.com', sellingPrice: '10' });
    await t.db.insert(escrowTransactions).values({
      domainId: sold.id,
      ownerId: seller.id,
      domainName: 'earlier.com',
      buyerEmail: 'earlier@buyer.example',
      amount: '10.00',
      escrowTransactionId: '3800255',
      status: 'STARTED',
    });
    cookie = await signIn(t, 'seller@owner.example');
  });
  afterAll(async () => {
    await t.close();
    await Promise.all([silent.stop(), dns.stop(), google.stop()]);
  });

  /** Sends `call`, and answers its response with how long it took. */
  async function timed(call: () => PromiseLike<request.Response>) {
    const started = Date.now();
    const res = await call();
    return { res, ms: Date.now() - started };
  }

  it('answers every request within 10 s with the product’s error naming the provider', async () => {
    const leadFor = async () => {
      // The landing form's first call stores the lead first: the bot check that hangs after it
      // costs the buyer nothing.
      const res = await request(t.http)
        .post('/api/emails/send')
        .send({
          data: {
            domain: 'instant.com',
            owner: 'seller',
            name: 'Bea Buyer',
            email: 'bea@buyer.example',
            recaptcha: 'a-token',
          },
        });
      return res;
    };
    const googleCallback = async () => {
      const start = await request(t.http).get('/api/auth/google/login').expect(302);
      const stateCookie = ([] as string[])
        .concat(start.headers['set-cookie'] ?? [])
        .find((c) => c.startsWith('domainfolio_oauth_state='))!
        .split(';')[0]!;
      google.nextProfile = { sub: 'g-1', name: 'G', email: 'g@example.com', email_verified: true };
      const back = await google.consent(start.headers.location as string);
      return request(t.http)
        .get(back.pathname + back.search)
        .set('Cookie', stateCookie);
    };
    const [checkout, checkoutLead, lead, notification, parking, signInWithGoogle] =
      await Promise.all([
        timed(() =>
          request(t.http)
            .post('/api/payments/checkout-session')
            .set('Cookie', cookie)
            .send({ plan: 'PRO', interval: 'YEAR' }),
        ),
        // The lead's Buy-It-Now checkout (the landing form's second call), once it is stored.
        leadFor().then((stored) =>
          timed(() =>
            request(t.http)
              .post('/api/integrations/escrow/pay')
              .set('Host', 'seller.localhost:3000')
              .send({
                domain: 'instant.com',
                email: 'bea@buyer.example',
                leadId: stored.body.payload.leadId,
              }),
          ),
        ),
        timed(leadFor),
        timed(() =>
          request(t.http)
            .post('/api/integrations/escrow/notifications')
            .send({ event: 'complete', event_type: 'transaction', transaction_id: 3800255 }),
        ),
        timed(() =>
          request(t.http)
            .post('/api/domains/parking/verify')
            .set('Cookie', cookie)
            .send({ domain: 'instant.com' }),
        ),
        timed(googleCallback),
      ]);
    for (const { ms } of [checkout, checkoutLead, lead, notification, parking, signInWithGoogle])
      expect(ms).toBeLessThan(ANSWER_WITHIN_MS);

    expect(checkout.res.status).toBe(504);
    expect(checkout.res.body).toMatchObject({
      type: 'ERROR',
      code: 'PROVIDER_NO_ANSWER',
      title: 'No Answer',
      message: 'Stripe did not answer in time. Please try again in a few minutes.',
    });
    expect(checkoutLead.res.status).toBe(504);
    expect(checkoutLead.res.body.message).toBe(
      'Escrow.com did not answer in time. Please try again in a few minutes.',
    );
    expect(notification.res.status).toBe(504);
    expect(notification.res.body.message).toMatch(/^Escrow\.com did not answer/);
    expect(parking.res.status).toBe(504);
    expect(parking.res.body.message).toBe(
      'DNS did not answer in time. Please try again in a few minutes.',
    );
    // reCAPTCHA that does not answer never turns a buyer away: the lead is kept, unverified.
    expect(lead.res.status).toBe(200);
    const [stored] = await t.db
      .select()
      .from(leads)
      .where(eq(leads.id, lead.res.body.payload.leadId as string));
    expect(stored!.botCheck).toBe('UNAVAILABLE');
    // Google's silence sends the visitor back to sign in, told why.
    expect(signInWithGoogle.res.status).toBe(302);
    expect(signInWithGoogle.res.headers.location).toBe('/login?error=google-no-answer');
    expect(silent.connections).toBeGreaterThanOrEqual(4);
    expect(dns.queries).toBeGreaterThan(0);
  });

  it('marks the checkout Escrow.com did not answer failed, so the buyer may try again', async () => {
    const rows = await t.db
      .select()
      .from(escrowTransactions)
      .where(eq(escrowTransactions.domainName, 'instant.com'));
    expect(rows.map((row) => row.status)).toEqual(['FAILED']);
  });
});
