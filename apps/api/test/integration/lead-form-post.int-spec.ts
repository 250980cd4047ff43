import { createHash } from 'node:crypto';
import { FakeEscrow, FakeRecaptcha } from '@domainfolio/test-fakes';
import { and, count, eq } from 'drizzle-orm';
import request from 'supertest';
import { emailOutbox, escrowTransactions, leads, type UserRow } from '../../src/database/schema';
import { createDomain } from '../factories/domain.factory';
import { createUser } from '../factories/user.factory';
import { latestEmail } from '../support/auth-helpers';
import { createTestApp, type TestApp } from '../support/test-app';

/** The landing page's form as a browser without JavaScript posts it (all text). */
const fields = (overrides: Record<string, string | undefined> = {}): Record<string, string> => {
  const all: Record<string, string | undefined> = {
    domain: 'offer-me.com',
    owner: 'alice',
    name: 'Bob Buyer',
    email: 'bob@buyer.example',
    phone: '+1 555 0100',
    offer: '2500',
    message: 'Would you take 2,500?',
    ...overrides,
  };
  return Object.fromEntries(
    Object.entries(all).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
};

/** Posts the form from alice's site, with the headers Chromium sends for it. */
const post = (t: TestApp, body: Record<string, string>, host = 'alice.localhost:3000') =>
  request(t.http)
    .post('/api/leads/form')
    .set('Host', host)
    // A page with Referrer-Policy no-referrer (helmet's) posts its forms with `Origin: null`.
    .set('Origin', 'null')
    .set('Sec-Fetch-Site', 'same-origin')
    .type('form')
    .send(body);

async function leadsOf(t: TestApp, owner: UserRow) {
  return t.db.select().from(leads).where(eq(leads.ownerId, owner.id));
}

async function seedAlice(t: TestApp): Promise<UserRow> {
  const alice = await createUser(t.db, { username: 'alice', email: 'alice@owner.example' });
  await createDomain(t.db, alice.id, { name: 'offer-me.com' });
  await createDomain(t.db, alice.id, { name: 'priced.com', sellingPrice: '4999.00' });
  await createDomain(t.db, alice.id, {
    name: 'instant.com',
    sellingPrice: '2500.00',
    buyItNow: true,
  });
  await createDomain(t.db, alice.id, {
    name: 'secret-price.com',
    sellingPrice: '9000.00',
    priceHidden: true,
  });
  await createDomain(t.db, alice.id, { name: 'sold.com', sold: true });
  return alice;
}

function expectPage(res: request.Response) {
  expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(res.headers['cache-control']).toBe('no-store');
  expect(res.text).toContain('<meta name="robots" content="noindex">');
  expect(res.text).toContain(
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
  );
  expect(res.text).not.toMatch(/<script/i);
}

describe('POST /api/leads/form (the offer form without JavaScript)', () => {
  const escrow = new FakeEscrow();
  let t: TestApp;
  let alice: UserRow;

  beforeAll(async () => {
    await escrow.start();
    t = await createTestApp({
      EMAIL_WORKER: 'off',
      LEADS_PER_HOUR_PER_ADDRESS: '1000',
      ESCROW_PER_HOUR_PER_ADDRESS: '1000',
      ...escrow.env(),
    });
    alice = await seedAlice(t);
  });
  afterAll(async () => {
    await t.close();
    await escrow.stop();
  });

  it('stores exactly one lead from the urlencoded form and answers the thank-you page', async () => {
    const before = await leadsOf(t, alice);
    const res = await post(t, fields()).expect(200);

    expectPage(res);
    expect(res.text).toContain(
      '<h1>Thank you — your offer for offer-me.com was sent to the owner</h1>',
    );
    expect(res.text).toContain(
      'Thank you! The owner of offer-me.com has your message and will reply by email.',
    );
    expect(res.text).toContain('<a href="/offer-me.com">Back to offer-me.com</a>');
    const after = await leadsOf(t, alice);
    expect(after).toHaveLength(before.length + 1);
    const stored = after.find((lead) => !before.some((old) => old.id === lead.id));
    expect(stored).toMatchObject({
      domainName: 'offer-me.com',
      name: 'Bob Buyer',
      email: 'bob@buyer.example',
      phone: '+1 555 0100',
      offer: '2500.00',
      message: 'Would you take 2,500?',
      kind: 'OFFER',
      botCheck: 'SKIPPED',
    });
    const email = await latestEmail(t, 'alice@owner.example', 'LEAD');
    expect(email?.subject).toBe('New offer of $2,500.00 for offer-me.com');
    expect(email?.replyTo).toBe('bob@buyer.example');
  });

  it('styles the page under a policy that allows its one style element and no script', async () => {
    const res = await post(t, fields()).expect(200);
    const csp = String(res.headers['content-security-policy']);
    const style = /<style>([\s\S]*?)<\/style>/.exec(res.text)?.[1] ?? '';
    const hash = createHash('sha256').update(style).digest('base64');
    expect(csp).toContain(`style-src 'sha256-${hash}'`);
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('script-src');
  });

  it('escapes what the visitor typed, and stores it as typed', async () => {
    const before = (await leadsOf(t, alice)).length;
    const name = '<script>alert("name")</script>';
    const message = '"><img src=x onerror=alert(1)> & more';

    const refused = await post(t, fields({ name, email: '', message })).expect(400);
    expectPage(refused);
    expect(refused.text).toContain('value="&lt;script&gt;alert(&quot;name&quot;)&lt;/script&gt;"');
    expect(refused.text).toContain(
      '&quot;&gt;&lt;img src=x onerror=alert(1)&gt; &amp; more</textarea>',
    );
    expect(refused.text).not.toContain('<img');

    await post(t, fields({ name, message })).expect(200);
    const rows = await leadsOf(t, alice);
    expect(rows).toHaveLength(before + 1);
    expect(rows.some((lead) => lead.name === name && lead.message === message)).toBe(true);
  });

  it('refuses a missing email with the message, keeps the typed values and stores nothing', async () => {
    const before = (await leadsOf(t, alice)).length;
    const res = await post(t, fields({ email: '  ' })).expect(400);

    expectPage(res);
    expect(res.text).toContain('<h1>Missing Fields</h1>');
    expect(res.text).toContain('<p>Name and email fields are required</p>');
    expect(res.text).toContain('Email: Enter your email address.');
    expect(res.text).toMatch(/<input id="lead-email" name="email" aria-invalid="true"/);
    expect(res.text).toContain('<form method="post" action="/api/leads/form" novalidate>');
    expect(res.text).toContain('<input type="hidden" name="domain" value="offer-me.com">');
    expect(res.text).toContain('<input type="hidden" name="owner" value="alice">');
    expect(res.text).toContain(
      'name="name" type="text" autocomplete="name" required value="Bob Buyer"',
    );
    expect(res.text).toContain('value="2500"');
    expect(res.text).toContain('>Would you take 2,500?</textarea>');
    expect(await leadsOf(t, alice)).toHaveLength(before);
  });

  it.each([
    [
      'an offer that is not an amount',
      { offer: '2,500' },
      'Your offer: offer must be an amount in dollars',
    ],
    [
      'a 501-character message',
      { message: 'x'.repeat(501) },
      'Message: message must be 500 characters or fewer',
    ],
    ['a malformed email', { email: 'bob@' }, 'Email: email must be an email address'],
    [
      'a blank offer where one is asked (it counts as absent)',
      { offer: ' ' },
      'Your offer: Please enter your offer (at least $0.01).',
    ],
  ])('refuses %s with the field message, storing nothing', async (_case, overrides, problem) => {
    const before = (await leadsOf(t, alice)).length;
    const res = await post(t, fields(overrides)).expect(400);
    expect(res.text).toContain('<h1>Invalid Request</h1>');
    expect(res.text).toContain(problem);
    expect(await leadsOf(t, alice)).toHaveLength(before);
  });

  it('takes blank optional fields as absent: an inquiry with an empty offer and phone', async () => {
    const res = await post(
      t,
      fields({ domain: 'secret-price.com', offer: '', phone: '', message: '' }),
    ).expect(200);
    expect(res.text).toContain('your inquiry for secret-price.com was sent to the owner');
    const [lead] = (await leadsOf(t, alice)).filter((l) => l.domainName === 'secret-price.com');
    expect(lead).toMatchObject({ kind: 'INQUIRY', offer: null, phone: null, message: null });
  });

  it('takes the buy-or-offer choice beside a shown price', async () => {
    // Buying drops an amount left in the hidden offer field...
    await post(t, fields({ domain: 'priced.com', intent: 'buy', offer: '700' })).expect(200);
    // ...an offer needs its amount, and keeps the choice on the page it answers with...
    const blank = await post(
      t,
      fields({ domain: 'priced.com', intent: 'offer', offer: '', email: 'offerer@buyer.example' }),
    ).expect(400);
    expect(blank.text).toContain('Enter your offer.');
    expect(blank.text).toMatch(/name="intent" value="offer" checked/);
    // ...and with it, it is an offer on the priced domain.
    await post(
      t,
      fields({
        domain: 'priced.com',
        intent: 'offer',
        offer: '650',
        email: 'offerer@buyer.example',
      }),
    ).expect(200);
    const priced = (await leadsOf(t, alice)).filter((l) => l.domainName === 'priced.com');
    expect(priced.map((l) => [l.kind, l.offer, l.email]).sort()).toEqual(
      expect.arrayContaining([
        ['BUY_NOW', null, expect.any(String)],
        ['OFFER', '650.00', 'offerer@buyer.example'],
      ]),
    );
  });

  it('sends a request to buy at the shown price when the owner has not turned Buy-It-Now on', async () => {
    const payRequests = escrow.payRequests.length;
    const res = await post(t, fields({ domain: 'priced.com', offer: undefined })).expect(200);
    expect(res.text).toContain('your request to buy priced.com was sent to the owner');
    expect(escrow.payRequests).toHaveLength(payRequests);
  });

  it.each([
    [
      'an unknown domain',
      'nope.com',
      404,
      'Not Found',
      'We couldn&#39;t find what you were looking for.',
    ],
    [
      'a sold domain',
      'sold.com',
      409,
      'Domain Sold',
      'sold.com has been sold and is no longer for sale.',
    ],
  ])(
    'refuses %s (%s), shows what was typed and stores nothing',
    async (_case, domain, status, title, message) => {
      const before = (await leadsOf(t, alice)).length;
      const res = await post(t, fields({ domain })).expect(status);
      expectPage(res);
      expect(res.text).toContain(`<h1>${title}</h1>`);
      expect(res.text).toContain(message);
      // Sending the same form again cannot help: the typed text is there to copy, with no form.
      expect(res.text).not.toContain('<form');
      expect(res.text).toContain('<dt>Message</dt><dd>Would you take 2,500?</dd>');
      expect(res.text).toContain(`<a href="/${domain}">Back to ${domain}</a>`);
      expect(await leadsOf(t, alice)).toHaveLength(before);
    },
  );

  it('links back to / on a parked domain, whose own landing page is its home', async () => {
    const res = await post(t, fields(), 'www.offer-me.com').expect(200);
    expect(res.text).toContain('<a href="/">Back to offer-me.com</a>');
  });

  it('refuses a form posted from another site, storing nothing', async () => {
    const before = (await leadsOf(t, alice)).length;
    await request(t.http)
      .post('/api/leads/form')
      .set('Host', 'alice.localhost:3000')
      .set('Origin', 'https://elsewhere.example')
      .set('Sec-Fetch-Site', 'cross-site')
      .type('form')
      .send(fields())
      .expect(403);
    expect(await leadsOf(t, alice)).toHaveLength(before);
  });

  it('stores a Buy-It-Now lead once and sends the buyer to the escrow payment page (303)', async () => {
    const res = await post(
      t,
      fields({ domain: 'instant.com', offer: undefined, email: 'Bea@Buyer.example' }),
    ).expect(303);

    expect(res.headers['location']).toMatch(new RegExp(`^${escrow.baseUrl}/pay/tok\\d+$`));
    const stored = (await leadsOf(t, alice)).filter((lead) => lead.domainName === 'instant.com');
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ kind: 'BUY_NOW', email: 'bea@buyer.example' });
    const [transaction] = await t.db
      .select()
      .from(escrowTransactions)
      .where(eq(escrowTransactions.leadId, stored[0]!.id));
    expect(transaction).toMatchObject({
      status: 'STARTED',
      amount: '2500.00',
      buyerEmail: 'bea@buyer.example',
    });
    expect(res.headers['location']).toBe(transaction!.landingPageUrl);
    const page = await fetch(res.headers['location']!);
    expect(await page.text()).toContain('Pay for instant.com: $2500');
  });
});

describe('POST /api/leads/form: limits, the bot check and an escrow outage', () => {
  it('shares the per-address lead limit with the JSON path and answers 429 with Retry-After', async () => {
    const t = await createTestApp({ EMAIL_WORKER: 'off', LEADS_PER_HOUR_PER_ADDRESS: '2' });
    try {
      const alice = await seedAlice(t);
      await request(t.http)
        .post('/api/emails/send')
        .send({ data: { ...fields(), offer: 2500, sellingPrice: null, recaptcha: '' } })
        .expect(200);
      await post(t, fields()).expect(200);

      const res = await post(t, fields({ message: 'Third time' })).expect(429);
      expectPage(res);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(res.text).toContain('<h1>Too Many Requests</h1>');
      expect(res.text).toContain('Please wait a moment and try again.');
      expect(res.text).toContain('>Third time</textarea>');
      expect(await leadsOf(t, alice)).toHaveLength(2);
    } finally {
      await t.close();
    }
  });

  it('thanks a Buy-It-Now buyer without a checkout where escrow is not set up', async () => {
    const t = await createTestApp({ EMAIL_WORKER: 'off' });
    try {
      const alice = await seedAlice(t);
      const res = await post(t, fields({ domain: 'instant.com', offer: undefined })).expect(200);
      expect(res.text).toContain('your request to buy instant.com was sent to the owner');
      expect(res.text).not.toContain('escrow');
      expect(await leadsOf(t, alice)).toHaveLength(1);
    } finally {
      await t.close();
    }
  });

  it('keeps a Buy-It-Now lead when Escrow.com refuses the checkout, and says the owner will reply', async () => {
    const escrow = new FakeEscrow();
    await escrow.start();
    // Escrow.com refuses the API key: the checkout cannot start.
    const t = await createTestApp({
      EMAIL_WORKER: 'off',
      ...escrow.env(),
      ESCROW_API_KEY: 'revoked-key',
    });
    try {
      const alice = await seedAlice(t);
      const res = await post(t, fields({ domain: 'instant.com', offer: undefined })).expect(200);
      expectPage(res);
      expect(res.text).toContain('your request to buy instant.com was sent to the owner');
      expect(res.text).toContain('the owner will get back to you by email');
      const stored = await leadsOf(t, alice);
      expect(stored).toHaveLength(1);
      expect(await latestEmail(t, 'alice@owner.example', 'LEAD')).not.toBeNull();
      const [transaction] = await t.db.select().from(escrowTransactions);
      expect(transaction).toMatchObject({ leadId: stored[0]!.id, status: 'FAILED' });
    } finally {
      await t.close();
      await escrow.stop();
    }
  });

  it('keeps the lead out of sight where the bot check is set up, as for a missing token', async () => {
    const recaptcha = new FakeRecaptcha();
    await recaptcha.start();
    const t = await createTestApp({ EMAIL_WORKER: 'off', ...recaptcha.env() });
    try {
      const alice = await seedAlice(t);
      const res = await post(t, fields()).expect(400);
      expectPage(res);
      expect(res.text).toContain('<h1>Verification Failed</h1>');
      expect(res.text).toContain('We could not verify that you are human. Please try again.');
      expect(res.text).toContain('with JavaScript on, and send the form again');
      expect(res.text).not.toContain('<form');
      const [stored] = await leadsOf(t, alice);
      expect(stored).toMatchObject({ name: 'Bob Buyer', botCheck: 'FAILED' });
      const [unsent] = await t.db
        .select({ n: count() })
        .from(emailOutbox)
        .where(and(eq(emailOutbox.toAddress, 'alice@owner.example'), eq(emailOutbox.kind, 'LEAD')));
      expect(unsent?.n).toBe(0);
      // No token to verify: Google is not asked.
      expect(recaptcha.calls).toHaveLength(0);
    } finally {
      await t.close();
      await recaptcha.stop();
    }
  });
});
