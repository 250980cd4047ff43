import { Logger } from '@nestjs/common';
import request from 'supertest';
import { createDomain } from '../factories/domain.factory';
import { createOwner, signIn } from '../support/auth-helpers';
import { createTestApp, type TestApp } from '../support/test-app';

describe('error responses', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers an unknown API route with 404 and the error shape', async () => {
    const res = await request(t.http).get('/api/no-such-thing').expect(404);
    expect(res.body).toEqual({
      type: 'ERROR',
      code: 'NOT_FOUND',
      title: 'Not Found',
      message: "We couldn't find what you were looking for.",
    });
  });

  it('answers malformed JSON with 400 and says so', async () => {
    const res = await request(t.http)
      .post('/api/search')
      .set('content-type', 'application/json')
      .send('{"query": ')
      .expect(400);
    expect(res.body).toMatchObject({
      type: 'ERROR',
      title: 'Invalid Request',
      message: 'The request body is not valid JSON.',
    });
  });

  it('refuses unknown fields and names them', async () => {
    const res = await request(t.http)
      .post('/api/search')
      .send({ query: 'x', owner: 'someone' })
      .expect(400);
    expect(res.body.type).toBe('ERROR');
    expect(res.body.message).toMatch(/owner should not exist/);
    expect(res.body.errors).toEqual([
      { field: 'owner', message: expect.stringContaining('owner') },
    ]);
  });

  it('refuses query values of the wrong type with a message naming the field', async () => {
    const res = await request(t.http).post('/api/search?page=0').send({}).expect(400);
    expect(res.body.message).toBe('Page must be 1 or more.');
    const sort = await request(t.http).post('/api/search?sort=RANDOM').send({}).expect(400);
    expect(sort.body.message).toMatch(/^Sort must be one of LATEST/);
  });

  it('answers a malformed percent-encoding in the path with 400, not 500', async () => {
    const res = await request(t.http).get('/api/public/domains/%E0%A4%A').expect(400);
    expect(res.body).toMatchObject({ type: 'ERROR', title: 'Invalid Request' });
  });

  it('refuses a body that is too large with 413', async () => {
    const res = await request(t.http)
      .post('/api/search')
      .set('content-type', 'application/json')
      .send(JSON.stringify({ query: 'x'.repeat(3 * 1024 * 1024) }))
      .expect(413);
    expect(res.body).toMatchObject({ type: 'ERROR', code: 'PAYLOAD_TOO_LARGE' });
  });

  describe('numbers, text and shapes the database cannot take', () => {
    let cookie: string;

    beforeAll(async () => {
      await createOwner(t, { email: 'limits@example.com' });
      cookie = await signIn(t, 'limits@example.com');
    });

    it('refuses a page number past the last one any list can have', async () => {
      const forty = '1'.repeat(40);
      for (const path of ['/api/domains/expiring', '/api/domains/sales', '/api/leads']) {
        const res = await request(t.http)
          .get(`${path}?page=${forty}`)
          .set('Cookie', cookie)
          .expect(400);
        expect(res.body.message).toBe('Page must be 1,000,000 or less.');
      }
      await request(t.http)
        .get('/api/domains/expiring?page=1000000')
        .set('Cookie', cookie)
        .expect(200);
      const search = await request(t.http).post(`/api/search?page=${forty}`).send({}).expect(400);
      expect(search.body.errors).toEqual([
        { field: 'page', message: 'page must be 1,000,000 or less' },
      ]);
    });

    it('refuses the NUL character, which PostgreSQL text cannot hold, naming the field', async () => {
      const path = await request(t.http).get('/api/public/portfolio/a%00b').expect(400);
      expect(path.body.message).toBe('Username must not contain the NUL character (U+0000).');
      const body = await request(t.http)
        .post('/api/domains/new')
        .set('Cookie', cookie)
        .send({ domain: { name: 'nul.com', description: 'a\u0000b' } })
        .expect(400);
      expect(body.body.errors).toEqual([
        { field: 'domain.description', message: expect.stringContaining('NUL character') },
      ]);
    });

    it('refuses an amount JavaScript writes in exponent form (1e-7) like any other', async () => {
      const price = await request(t.http)
        .post('/api/domains/new')
        .set('Cookie', cookie)
        .send({ domain: { name: 'tiny.com', sellingPrice: 1e-7 } })
        .expect(400);
      expect(price.body.message).toBe('SellingPrice must be a number with at most 2 decimals.');
      const offer = await request(t.http)
        .post('/api/emails/send')
        .send({
          data: { domain: 'tiny.com', owner: 'nobody', name: 'A', email: 'a@b.co', offer: 5e-324 },
        })
        .expect(400);
      expect(offer.body.message).toBe('Offer must be an amount in dollars.');
    });

    it('takes null on a field that cannot be cleared as not sent', async () => {
      const res = await request(t.http)
        .post('/api/user/edit')
        .set('Cookie', cookie)
        .send({ user: { timeZone: null, username: null, displayName: null }, page: null })
        .expect(200);
      expect(res.body.payload.user).toMatchObject({ email: 'limits@example.com', timeZone: 'UTC' });
    });

    it('refuses a date that does not exist, though shaped like one', async () => {
      for (const saleDate of ['2027-02-30', '0000-01-01']) {
        const res = await request(t.http)
          .post('/api/domains/new')
          .set('Cookie', cookie)
          .send({ domain: { name: 'dated.com', saleDate } })
          .expect(400);
        expect(res.body.message).toBe('SaleDate must be a date (yyyy-MM-dd).');
      }
      await request(t.http)
        .post('/api/domains/new')
        .set('Cookie', cookie)
        .send({ domain: { name: 'dated.com', saleDate: '2028-02-29' } })
        .expect(201);
    });

    it('tells a value of the wrong kind its kind, not a rule about its length or size', async () => {
      const text = await request(t.http)
        .post('/api/domains/new')
        .set('Cookie', cookie)
        .send({ domain: { name: 'typed.com', description: {} } })
        .expect(400);
      expect(text.body.message).toBe('Description must be text.');
      const page = await request(t.http).post('/api/search?page=abc').send({}).expect(400);
      expect(page.body.message).toBe('Page must be a whole number.');
    });

    it('refuses null where text is required, and a list where an object is', async () => {
      const nullQuery = await request(t.http).post('/api/search').send({ query: null }).expect(400);
      expect(nullQuery.body.message).toBe('Query must be text.');
      await request(t.http).post('/api/search').send({}).expect(200);
      const list = await request(t.http)
        .post('/api/domains/new')
        .set('Cookie', cookie)
        .send({ domain: [] })
        .expect(400);
      expect(list.body.message).toBe('Domain must be an object.');
      const page = await request(t.http)
        .post('/api/user/edit')
        .set('Cookie', cookie)
        .send({ page: ['title'] })
        .expect(400);
      expect(page.body.message).toBe('Page must be an object.');
    });
  });

  describe('logging', () => {
    let warn: jest.SpyInstance;
    let error: jest.SpyInstance;

    beforeEach(() => {
      warn = jest.spyOn(Logger.prototype, 'warn');
      error = jest.spyOn(Logger.prototype, 'error');
    });
    afterEach(() => jest.restoreAllMocks());

    const unhandled = () => error.mock.calls.filter((call) => call.includes('Unhandled error'));

    it('logs the refusal of a feature that is not configured as a warning, not as a failure', async () => {
      const owner = await createOwner(t, { email: 'refused@example.com', username: 'refused' });
      const cookie = await signIn(t, 'refused@example.com');
      await createDomain(t.db, owner.id, {
        name: 'instant.com',
        sellingPrice: '100.00',
        buyItNow: true,
      });

      // Stripe is not set up on this server: no upgrades.
      const stripe = await request(t.http)
        .post('/api/payments/checkout-session')
        .set('Cookie', cookie)
        .send({ plan: 'PRO', interval: 'YEAR' })
        .expect(503);
      expect(stripe.body.message).toMatch(/not available on this installation/);
      // Nor is Escrow.com: no instant checkout.
      const escrow = await request(t.http)
        .post('/api/integrations/escrow/pay')
        .set('Host', 'refused.localhost')
        .send({ domain: 'instant.com', email: 'buyer@example.com', leadId: crypto.randomUUID() })
        .expect(503);
      expect(escrow.body.code).toBe('INTEGRATION_NOT_CONFIGURED');

      expect(unhandled()).toEqual([]);
      const warnings = warn.mock.calls.map((call) => call as [Record<string, unknown>, string]);
      expect(warnings).toEqual(
        expect.arrayContaining([
          [
            expect.objectContaining({ code: 'INTEGRATION_NOT_CONFIGURED', status: 503 }),
            expect.stringMatching(/^Refused with 503: Upgrades are not available/),
          ],
          [
            expect.objectContaining({ code: 'INTEGRATION_NOT_CONFIGURED', status: 503 }),
            expect.stringMatching(
              /^Refused with 503: Instant checkout \(escrow\) is not configured/,
            ),
          ],
        ]),
      );
    });
  });
});
