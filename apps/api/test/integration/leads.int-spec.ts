import { and, count, eq } from 'drizzle-orm';
import request from 'supertest';
import { domains, emailOutbox, leads, type UserRow } from '../../src/database/schema';
import { createDomain } from '../factories/domain.factory';
import { createUser } from '../factories/user.factory';
import { createOwner, latestEmail, signIn } from '../support/auth-helpers';
import { FakeRecaptcha } from '@domainfolio/test-fakes';
import { createTestApp, type TestApp } from '../support/test-app';
import { onOneUtcDay, withUtcDays } from '../support/utc-days';

const form = (overrides: Record<string, unknown> = {}) => ({
  data: {
    domain: 'offer-me.com',
    owner: 'alice',
    sellingPrice: null,
    name: 'Bob Buyer',
    email: 'bob@buyer.example',
    phone: '+1 555 0100',
    offer: 2500,
    message: 'Would you take 2,500?',
    recaptcha: '',
    ...overrides,
  },
});

async function leadCount(t: TestApp, ownerId: string): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(leads).where(eq(leads.ownerId, ownerId));
  return row?.n ?? 0;
}

async function emailsOf(t: TestApp, to: string, kind: string) {
  return t.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.kind, kind)));
}

async function seedAlice(t: TestApp): Promise<UserRow> {
  const alice = await createOwner(t, { username: 'alice', email: 'alice@owner.example' });
  await createDomain(t.db, alice.id, { name: 'offer-me.com' });
  await createDomain(t.db, alice.id, {
    name: 'priced.com',
    sellingPrice: '4999.00',
    buyItNow: true,
  });
  await createDomain(t.db, alice.id, {
    name: 'secret-price.com',
    sellingPrice: '9000.00',
    priceHidden: true,
  });
  await createDomain(t.db, alice.id, {
    name: 'fixed-price.com',
    sellingPrice: '4999.00',
    offersEnabled: false,
  });
  await createDomain(t.db, alice.id, { name: 'private.com', public: false });
  await createDomain(t.db, alice.id, { name: 'sold.com', sold: true });
  return alice;
}

describe('POST /api/emails/send (no bot check configured)', () => {
  let t: TestApp;
  let alice: UserRow;

  beforeAll(async () => {
    t = await createTestApp({ EMAIL_WORKER: 'off', LEADS_PER_HOUR_PER_ADDRESS: '1000' });
    alice = await seedAlice(t);
    const gone = await createUser(t.db, { username: 'gone', disabledAt: new Date() });
    await createDomain(t.db, gone.id, { name: 'gone.com' });
  });
  afterAll(() => t.close());

  it('stores an offer, counts it on the domain and emails the owner with Reply-To the buyer', async () => {
    const res = await request(t.http).post('/api/emails/send').send(form()).expect(200);
    expect(res.body).toMatchObject({
      type: 'SUCCESS',
      title: 'Message Sent',
      message: 'Thank you! The owner of offer-me.com has your message and will reply by email.',
    });
    const [stored] = await t.db.select().from(leads).where(eq(leads.id, res.body.payload.leadId));
    expect(stored).toMatchObject({
      domainName: 'offer-me.com',
      name: 'Bob Buyer',
      email: 'bob@buyer.example',
      phone: '+1 555 0100',
      offer: '2500.00',
      kind: 'OFFER',
      botCheck: 'SKIPPED',
    });
    const [domain] = await t.db.select().from(domains).where(eq(domains.name, 'offer-me.com'));
    expect(domain?.leads).toBe(1);
    const email = await latestEmail(t, 'alice@owner.example', 'LEAD');
    expect(email?.subject).toBe('New offer of $2,500.00 for offer-me.com');
    expect(email?.replyTo).toBe('bob@buyer.example');
    expect(email?.text).toContain('Would you take 2,500?');
    expect(email?.text).toContain('/dashboard/leads');
  });

  it('makes a visible price a Buy Now request and a hidden price an inquiry', async () => {
    const buy = await request(t.http)
      .post('/api/emails/send')
      .send(form({ domain: 'PRICED.com', offer: null, sellingPrice: 4999 }))
      .expect(200);
    const inquiry = await request(t.http)
      .post('/api/emails/send')
      .send(form({ domain: 'secret-price.com', offer: undefined }))
      .expect(200);
    const kinds = await t.db
      .select({ id: leads.id, kind: leads.kind, offer: leads.offer })
      .from(leads);
    expect(kinds.find((l) => l.id === buy.body.payload.leadId)).toMatchObject({
      kind: 'BUY_NOW',
      offer: null,
    });
    expect(kinds.find((l) => l.id === inquiry.body.payload.leadId)).toMatchObject({
      kind: 'INQUIRY',
      offer: null,
    });
    expect((await latestEmail(t, 'alice@owner.example', 'LEAD'))?.subject).toBe(
      'New inquiry for secret-price.com',
    );
  });

  it.each([
    ['no name', { name: '' }, 400, 'Missing Fields', 'Name and email fields are required'],
    [
      'a blank email',
      { email: '   ' },
      400,
      'Missing Fields',
      'Name and email fields are required',
    ],
    ['no email at all', { email: undefined }, 400, 'Missing Fields', undefined],
    [
      'a malformed email',
      { email: 'bob@' },
      400,
      'Invalid Request',
      'email must be an email address',
    ],
    [
      'a 501-character message',
      { message: 'x'.repeat(501) },
      400,
      'Invalid Request',
      'Message must be 500 characters or fewer.',
    ],
    ['an offer under $0.01', { offer: 0 }, 400, 'Invalid Request', 'Offer must be at least $0.01.'],
    ['a negative offer', { offer: -5 }, 400, 'Invalid Request', 'Offer must be at least $0.01.'],
    [
      'no offer where one is asked',
      { offer: null },
      400,
      'Invalid Request',
      'Please enter your offer (at least $0.01).',
    ],
    [
      'an offer on a priced domain whose owner takes no offers',
      { domain: 'fixed-price.com', offer: 100 },
      400,
      'Invalid Request',
      'This domain is for sale at $4,999.00; the owner takes no offers for it.',
    ],
    ['an unknown domain', { domain: 'nope.com' }, 404, 'Not Found', undefined],
    ['a private domain', { domain: 'private.com' }, 404, 'Not Found', undefined],
    [
      'a sold domain (its page says sold)',
      { domain: 'sold.com' },
      409,
      'Domain Sold',
      'sold.com has been sold and is no longer for sale.',
    ],
    ['another owner', { owner: 'gone', domain: 'gone.com' }, 404, 'Not Found', undefined],
    ['a name that is not a domain', { domain: '..' }, 404, 'Not Found', undefined],
    ['an unknown field', { sneaky: true }, 400, 'Invalid Request', undefined],
  ])('refuses %s and stores nothing', async (_case, overrides, status, title, message) => {
    const before = await leadCount(t, alice.id);
    const res = await request(t.http).post('/api/emails/send').send(form(overrides)).expect(status);
    expect(res.body.title).toBe(title);
    if (message) expect(res.body.message).toBe(message);
    expect(await leadCount(t, alice.id)).toBe(before);
  });

  it('refuses a body without data', async () => {
    const res = await request(t.http).post('/api/emails/send').send({}).expect(400);
    expect(res.body.message).toBe('Data is required.');
  });

  it('says escrow checkout is not available yet', async () => {
    const res = await request(t.http)
      .post('/api/integrations/escrow/pay')
      .send({
        domain: 'priced.com',
        email: 'bob@buyer.example',
        leadId: '00000000-0000-4000-8000-000000000000',
      })
      .expect(503);
    expect(res.body).toMatchObject({
      title: 'Not Available',
      message: 'Instant checkout (escrow) is not configured on this server.',
    });
  });
});

describe('POST /api/emails/send: rate limit, bot check, mail outage and the monthly limit', () => {
  const recaptcha = new FakeRecaptcha();
  beforeAll(() => recaptcha.start());
  afterAll(() => recaptcha.stop());

  it('limits leads per client address and answers 429 with Retry-After', async () => {
    const t = await createTestApp({ EMAIL_WORKER: 'off', LEADS_PER_HOUR_PER_ADDRESS: '3' });
    try {
      await seedAlice(t);
      for (let i = 0; i < 3; i += 1)
        await request(t.http).post('/api/emails/send').send(form()).expect(200);
      const res = await request(t.http).post('/api/emails/send').send(form()).expect(429);
      expect(res.body.title).toBe('Too Many Requests');
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await t.close();
    }
  });

  it('verifies the token; a bot is refused but its lead is kept out of sight, unnotified', async () => {
    const t = await createTestApp({ EMAIL_WORKER: 'off', ...recaptcha.env() });
    try {
      const alice = await seedAlice(t);
      const cookie = await signIn(t, 'alice@owner.example');
      const site = await request(t.http).get('/api/site').set('Host', 'alice.localhost');
      expect(site.body.recaptcha).toEqual({
        siteKey: recaptcha.siteKey,
        scriptUrl: 'https://www.google.com/recaptcha/api.js',
      });

      await request(t.http)
        .post('/api/emails/send')
        .send(form({ recaptcha: 'human' }))
        .expect(200);
      expect(recaptcha.calls.at(-1)).toMatchObject({ response: 'human', secret: recaptcha.secret });
      expect(recaptcha.calls.at(-1)?.remoteip).toBeTruthy();

      for (const token of ['bot', 'other-action', 'forged', '']) {
        const res = await request(t.http)
          .post('/api/emails/send')
          .send(form({ recaptcha: token }))
          .expect(400);
        expect(res.body).toMatchObject({
          title: 'Verification Failed',
          message: 'We could not verify that you are human. Please try again.',
        });
      }
      // All five were stored; only the human one is shown and emailed.
      expect(await leadCount(t, alice.id)).toBe(5);
      const list = await request(t.http).get('/api/leads').set('Cookie', cookie).expect(200);
      expect(list.body.payload.totalDocs).toBe(1);
      expect(await emailsOf(t, 'alice@owner.example', 'LEAD')).toHaveLength(1);
      const [domain] = await t.db.select().from(domains).where(eq(domains.name, 'offer-me.com'));
      expect(domain?.leads).toBe(1);

      // reCAPTCHA down: the buyer is not turned away.
      recaptcha.answerWith(500);
      await request(t.http)
        .post('/api/emails/send')
        .send(form({ recaptcha: 'human' }))
        .expect(200);
      recaptcha.answerWith(null);
      const after = await request(t.http).get('/api/leads').set('Cookie', cookie).expect(200);
      expect(after.body.payload.totalDocs).toBe(2);
      expect(await emailsOf(t, 'alice@owner.example', 'LEAD')).toHaveLength(2);
    } finally {
      await t.close();
    }
  });

  it('keeps the lead and answers at once when the mail server is down', async () => {
    const t = await createTestApp({
      EMAIL_WORKER: 'on',
      SMTP_HOST: '127.0.0.1',
      // Nothing listens here.
      SMTP_PORT: '9',
      EMAIL_POLL_INTERVAL_MS: '50',
    });
    try {
      const alice = await seedAlice(t);
      const res = await request(t.http).post('/api/emails/send').send(form()).expect(200);
      expect(res.body.type).toBe('SUCCESS');
      expect(await leadCount(t, alice.id)).toBe(1);
      const [email] = await emailsOf(t, 'alice@owner.example', 'LEAD');
      expect(email?.status).toBe('PENDING');
    } finally {
      await t.close();
    }
  });

  it('stores leads past the monthly limit, sends one limit email a month instead', async () => {
    // The 49 and the 3 in one month (UTC, Alice's zone): done again, afresh, if a day begins.
    const { stored, leadEmails, limit } = await onOneUtcDay(async () => {
      const t = await createTestApp({ EMAIL_WORKER: 'off', LEADS_PER_HOUR_PER_ADDRESS: '1000' });
      try {
        const alice = await seedAlice(t);
        const [domain] = await t.db.select().from(domains).where(eq(domains.name, 'offer-me.com'));
        // 49 leads already this month (Free allows 50).
        await t.db.insert(leads).values(
          Array.from({ length: 49 }, (_, i) => ({
            domainId: domain!.id,
            ownerId: alice.id,
            domainName: 'offer-me.com',
            name: `Earlier ${i}`,
            email: `earlier${i}@buyer.example`,
            botCheck: 'SKIPPED',
          })),
        );
        for (let i = 0; i < 3; i += 1)
          await request(t.http).post('/api/emails/send').send(form()).expect(200);
        return {
          stored: await leadCount(t, alice.id),
          leadEmails: await emailsOf(t, 'alice@owner.example', 'LEAD'),
          limit: await emailsOf(t, 'alice@owner.example', 'LEAD_LIMIT'),
        };
      } finally {
        await t.close();
      }
    });
    expect(stored).toBe(52);
    expect(leadEmails).toHaveLength(1);
    expect(limit).toHaveLength(1);
    expect(limit[0]?.subject).toMatch(/^You reached your Domainfolio lead limit for \w+ \d{4}$/);
    expect(limit[0]?.text).toContain('50 leads a month');
  });
});

describe('the owner’s leads: list, per domain, delete, export', () => {
  let t: TestApp;
  let alice: UserRow;
  let aliceCookie: string;
  let carolCookie: string;
  let carolLeadId: string;

  beforeAll(async () => {
    t = await createTestApp({ EMAIL_WORKER: 'off', LEADS_PER_HOUR_PER_ADDRESS: '1000' });
    alice = await seedAlice(t);
    const carol = await createOwner(t, { username: 'carol', email: 'carol@owner.example' });
    await createDomain(t.db, carol.id, { name: 'carols.com' });
    const messages = ['first', '=HYPERLINK("http://evil")', 'comma, "quoted"\nline two'];
    for (const message of messages)
      await request(t.http).post('/api/emails/send').send(form({ message })).expect(200);
    await request(t.http)
      .post('/api/emails/send')
      .send(form({ domain: 'priced.com', offer: null, name: '+Plus Name' }))
      .expect(200);
    const carols = await request(t.http)
      .post('/api/emails/send')
      .send(form({ owner: 'carol', domain: 'carols.com' }))
      .expect(200);
    carolLeadId = carols.body.payload.leadId;
    aliceCookie = await signIn(t, 'alice@owner.example');
    carolCookie = await signIn(t, 'carol@owner.example');
  });
  afterAll(() => t.close());

  it('lists only the owner’s leads, newest first, paged', async () => {
    const res = await request(t.http).get('/api/leads?limit=3').set('Cookie', aliceCookie);
    expect(res.status).toBe(200);
    expect(res.body.payload).toMatchObject({ totalDocs: 4, totalPages: 2, hasNextPage: true });
    expect(res.body.payload.docs[0]).toEqual({
      _id: expect.any(String),
      domain: 'priced.com',
      unicodeDomain: 'priced.com',
      name: '+Plus Name',
      email: 'bob@buyer.example',
      phone: '+1 555 0100',
      message: 'Would you take 2,500?',
      offer: null,
      kind: 'BUY_NOW',
      createdDate: expect.any(String),
      // Where its negotiation stands: a Buy Now request waiting for the owner.
      status: 'NEW',
      currentAmount: null,
      currentBy: null,
      agreedAmount: null,
      counterExpiresAt: null,
      answeredAutomatically: false,
      verified: true,
      lastActivity: expect.any(String),
    });
    const page2 = await request(t.http).get('/api/leads?limit=3&page=2').set('Cookie', aliceCookie);
    expect(page2.body.payload.docs.map((l: { message: string }) => l.message)).toEqual(['first']);
    const carols = await request(t.http).get('/api/leads').set('Cookie', carolCookie);
    expect(carols.body.payload.docs.map((l: { domain: string }) => l.domain)).toEqual([
      'carols.com',
    ]);
  });

  it('lists one domain’s leads, and only for the owner of that domain', async () => {
    const res = await request(t.http).get('/api/leads/Priced.com').set('Cookie', aliceCookie);
    expect(res.status).toBe(200);
    expect(res.body.payload.totalDocs).toBe(1);
    await request(t.http).get('/api/leads/carols.com').set('Cookie', aliceCookie).expect(404);
    await request(t.http).get('/api/leads/missing.com').set('Cookie', aliceCookie).expect(404);
    await request(t.http).get('/api/leads?limit=0').set('Cookie', aliceCookie).expect(400);
    await request(t.http).get('/api/leads').expect(401);
  });

  it('lists the leads received in a period when asked, by any interval key', async () => {
    const all = await request(t.http).get('/api/leads').set('Cookie', aliceCookie).expect(200);
    const ids = all.body.payload.docs.map((doc: { _id: string }) => doc._id) as string[];
    const oldest = ids.at(-1)!;
    const totals = await onOneUtcDay(async () => {
      // One of Alice's four leads arrived two months ago; the others now, in the order they came:
      // all three in today, this week and this month (UTC, her zone), or counted again if a day
      // begins meanwhile.
      const now = Date.now();
      await t.db
        .update(leads)
        .set({ createdAt: new Date(now - 62 * 86_400_000) })
        .where(eq(leads.id, oldest));
      for (const [i, id] of ids.slice(0, 3).entries())
        await t.db
          .update(leads)
          .set({ createdAt: new Date(now + 2 - i) })
          .where(eq(leads.id, id));
      const found: number[] = [];
      for (const interval of ['MONTH', 'MONTHLY', 'DAY', 'daily', 'WEEKLY']) {
        const res = await request(t.http)
          .get(`/api/leads?interval=${interval}`)
          .set('Cookie', aliceCookie)
          .expect(200);
        found.push(res.body.payload.totalDocs);
      }
      return found;
    });
    expect(totals).toEqual([3, 3, 3, 3, 3]);
    for (const interval of ['LIFETIME', 'ALL', 'UNLIMITED']) {
      const res = await request(t.http)
        .get(`/api/leads?interval=${interval}`)
        .set('Cookie', aliceCookie)
        .expect(200);
      expect(res.body.payload.totalDocs).toBe(4);
    }
    const perDomain = await request(t.http)
      .get('/api/leads/priced.com?interval=YEARLY')
      .set('Cookie', aliceCookie)
      .expect(200);
    expect(perDomain.body.payload.totalDocs).toBe(1);
    const bad = await request(t.http)
      .get('/api/leads?interval=FORTNIGHTLY')
      .set('Cookie', aliceCookie)
      .expect(400);
    expect(bad.body.message).toMatch(/^Interval must be one of ALL, DAY, .*MONTHLY/);
  });

  it('exports the leads as CSV with formulas defused and cells quoted', async () => {
    const { result: res, days } = await withUtcDays(() =>
      request(t.http).get('/api/leads/export?format=csv').set('Cookie', aliceCookie).expect(200),
    );
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    // Named after the server's today (UTC, Alice's zone) when it answered.
    expect(
      days.map((day) => `attachment; filename="domainfolio-alice-leads-${day}.csv"`),
    ).toContain(res.headers['content-disposition']);
    const lines = res.text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('domain,name,email,message,phone,offer,kind,createdDate');
    // The header, 4 leads (a quoted cell keeps its line break) and the final CRLF.
    expect(lines).toHaveLength(6);
    expect(res.text).toContain(`priced.com,'+Plus Name,bob@buyer.example`);
    expect(res.text).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(res.text).toContain('"comma, ""quoted""\nline two"');
    expect(res.text).not.toContain('carols.com');
  });

  it('exports the leads as JSON', async () => {
    const res = await request(t.http)
      .get('/api/leads/export?format=json')
      .set('Cookie', aliceCookie)
      .expect(200);
    expect(res.headers['content-disposition']).toMatch(/domainfolio-alice-leads-.*\.json"$/);
    const rows = JSON.parse(res.text);
    expect(rows).toHaveLength(4);
    expect(Object.keys(rows[0])).toEqual([
      'domain',
      'name',
      'email',
      'message',
      'phone',
      'offer',
      'kind',
      'createdDate',
    ]);
    await request(t.http)
      .get('/api/leads/export?format=xml')
      .set('Cookie', aliceCookie)
      .expect(400);
  });

  it('deletes all or none, and only the owner’s', async () => {
    const list = await request(t.http).get('/api/leads').set('Cookie', aliceCookie);
    const ids: string[] = list.body.payload.docs.map((l: { _id: string }) => l._id);
    const refused = await request(t.http)
      .post('/api/leads/delete')
      .set('Cookie', aliceCookie)
      .send({ payload: [ids[0], carolLeadId] })
      .expect(404);
    expect(refused.body.message).toBe(
      'Some of these leads were not found in your account. Nothing was deleted.',
    );
    expect(await leadCount(t, alice.id)).toBe(4);

    const res = await request(t.http)
      .post('/api/leads/delete')
      .set('Cookie', aliceCookie)
      .send({ payload: [ids[1], ids[2]] })
      .expect(200);
    expect(res.body).toMatchObject({
      title: 'Leads Deleted',
      message: '2 leads were deleted.',
      payload: { deleted: 2 },
    });
    expect(await leadCount(t, alice.id)).toBe(2);
    const [domain] = await t.db.select().from(domains).where(eq(domains.name, 'offer-me.com'));
    expect(domain?.leads).toBe(1);
    await request(t.http)
      .post('/api/leads/delete')
      .set('Cookie', aliceCookie)
      .send({ payload: ['not-an-id'] })
      .expect(400);
    await request(t.http)
      .post('/api/leads/delete')
      .send({ payload: [ids[0]] })
      .expect(401);
  });
});
