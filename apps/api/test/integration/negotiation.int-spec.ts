import { and, asc, eq } from 'drizzle-orm';
import request from 'supertest';
import { OutboxSeal } from '../../src/modules/emails/outbox-seal';
import {
  domains,
  emailOutbox,
  leadMessages,
  leads,
  users,
  type UserRow,
} from '../../src/database/schema';
import { createDomain } from '../factories/domain.factory';
import { createOwner, latestEmail, signIn } from '../support/auth-helpers';
import { createTestApp, type TestApp } from '../support/test-app';
import { utcMonth, withUtcDays } from '../support/utc-days';

/** A floor no buyer may ever see, written in every way an amount is shown. */
const FLOOR = 1777.77;
const FLOOR_TEXTS = ['1777.77', '1,777.77', '1777,77', '1.777,77', '177777'];

/** Every email queued to `to`, opened as the worker opens them. */
async function emailsTo(t: TestApp, to: string) {
  const rows = await t.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, to))
    .orderBy(asc(emailOutbox.createdAt));
  const seal = t.app.get(OutboxSeal);
  return rows.map((row) => ({
    ...row,
    html: seal.open(row.html),
    text: seal.open(row.text),
  }));
}

/** The offer page link of the buyer's newest email, and its token. */
async function offerToken(t: TestApp, buyer: string): Promise<string> {
  const emails = await emailsTo(t, buyer);
  const text = emails.at(-1)?.text ?? '';
  const match = /\/offers\/([0-9a-f]{32}[A-Za-z0-9_-]{43})/.exec(text);
  if (!match) throw new Error(`no offer link in:\n${text}`);
  return match[1]!;
}

describe('negotiating an offer, owner and buyer', () => {
  let t: TestApp;
  let owner: UserRow;
  let cookie: string;
  let otherCookie: string;
  /** Every body a buyer was answered, to search for the floor. */
  const buyerSaw: string[] = [];
  /** The UTC month (the owner's zone) before any lead of this file. */
  let startMonth: string;

  beforeAll(async () => {
    startMonth = utcMonth();
    t = await createTestApp({ EMAIL_WORKER: 'off', LEADS_PER_HOUR_PER_ADDRESS: '10000' });
    owner = await createOwner(t, { username: 'seller', email: 'seller@owner.example' });
    await createDomain(t.db, owner.id, {
      name: 'floored.com',
      sellingPrice: '5000.00',
      floorPrice: FLOOR.toFixed(2),
    });
    await createDomain(t.db, owner.id, { name: 'open.com' });
    await createDomain(t.db, owner.id, {
      name: 'fixed.com',
      sellingPrice: '900.00',
      offersEnabled: false,
    });
    await createOwner(t, { username: 'other', email: 'other@owner.example' });
    cookie = await signIn(t, 'seller@owner.example');
    otherCookie = await signIn(t, 'other@owner.example');
  });
  afterAll(() => t.close());

  const offer = async (domain: string, email: string, amount: number | null, message = 'Hello') => {
    const res = await request(t.http)
      .post('/api/emails/send')
      .send({
        data: {
          domain,
          owner: 'seller',
          name: 'Bea Buyer',
          email,
          offer: amount,
          message,
          recaptcha: '',
        },
      });
    buyerSaw.push(JSON.stringify(res.body));
    return res;
  };
  const asBuyer = async (method: 'get' | 'post', path: string, body?: object) => {
    const call = request(t.http)[method](`/api/offers/${path}`).set('Host', 'seller.localhost');
    const res = await (body ? call.send(body) : call);
    buyerSaw.push(JSON.stringify(res.body));
    return res;
  };
  const asOwner = (method: 'get' | 'post', path: string, body?: object, who = cookie) => {
    const call = request(t.http)[method](`/api/leads/${path}`).set('Cookie', who);
    return body ? call.send(body) : call;
  };
  const settings = (body: object) =>
    request(t.http).post('/api/user/offer-settings').set('Cookie', cookie).send(body).expect(200);
  const leadOf = async (email: string) =>
    (await t.db.select().from(leads).where(eq(leads.email, email)))[0]!;

  it('declines an offer below the floor at once, tells the buyer and not the owner', async () => {
    const res = await offer('floored.com', 'low@buyer.example', 900);
    expect(res.status).toBe(200);
    const lead = await leadOf('low@buyer.example');
    expect(lead).toMatchObject({ status: 'DECLINED', autoAnswered: true, offer: '900.00' });
    const [answer] = await emailsTo(t, 'low@buyer.example');
    expect(answer!.kind).toBe('OFFER_ANSWER');
    // Its link opens the offer without a password: stored sealed, like sign-in links.
    const [stored] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.id, answer!.id));
    expect(stored!.text).toMatch(/^sealed:/);
    expect(answer!.text).toMatch(/declined your offer for floored\.com/);
    expect(await latestEmail(t, 'seller@owner.example', 'LEAD')).toBeNull();
    const thread = await asOwner('get', lead.id);
    expect(thread.body.payload).toMatchObject({
      status: 'DECLINED',
      answeredAutomatically: true,
      floorPrice: FLOOR,
      messages: [
        { sender: 'BUYER', kind: 'OFFER', amount: 900 },
        { sender: 'AUTOMATIC', kind: 'DECLINE', sentTo: 'low@buyer.example' },
      ],
    });
  });

  it('counters at the floor when the owner chose so, and the owner hears of it when asked', async () => {
    await settings({ belowFloor: 'COUNTER', notifyBelowFloor: true });
    await offer('floored.com', 'mid@buyer.example', 1500);
    const lead = await leadOf('mid@buyer.example');
    expect(lead).toMatchObject({
      status: 'COUNTERED',
      currentAmount: FLOOR.toFixed(2),
      currentBy: 'OWNER',
      autoAnswered: true,
    });
    const token = await offerToken(t, 'mid@buyer.example');
    // Read directly: this page shows the floor as the counter the owner chose to send.
    const page = await request(t.http).get(`/api/offers/${token}`).expect(200);
    expect(page.body.payload).toMatchObject({
      status: 'COUNTERED',
      currentAmount: FLOOR,
      can: { accept: true, counter: true, decline: true, checkout: false },
      countersLeft: 5,
    });
    // The owner asked to hear of offers answered below the floor.
    expect(await latestEmail(t, 'seller@owner.example', 'LEAD')).not.toBeNull();
    await settings({ belowFloor: 'DECLINE', notifyBelowFloor: false });
  });

  it('runs a whole negotiation: offer, reply, counter, buyer counter, accept', async () => {
    await offer('floored.com', 'bea@buyer.example', 2500, 'Would you take 2,500?');
    const lead = await leadOf('bea@buyer.example');
    expect(lead.status).toBe('NEW');
    const notified = await latestEmail(t, 'seller@owner.example', 'LEAD');
    expect(notified!.text).toContain(`/dashboard/leads/${lead.id}`);

    const replied = await asOwner('post', `${lead.id}/reply`, {
      message: 'Thanks! Let me think.',
    }).expect(200);
    expect(replied.body).toMatchObject({ type: 'SUCCESS', title: 'Reply Sent' });
    expect(replied.body.payload.status).toBe('REPLIED');

    const countered = await asOwner('post', `${lead.id}/reply`, {
      message: 'I could do {price}.',
      counterOffer: 4200,
      expiresInDays: 3,
    }).expect(200);
    expect(countered.body.payload).toMatchObject({
      status: 'COUNTERED',
      currentAmount: 4200,
      currentBy: 'OWNER',
      can: { reply: true, counter: true, accept: false, decline: true },
    });
    const expires = new Date(countered.body.payload.counterExpiresAt).getTime();
    expect(expires - Date.now()).toBeGreaterThan(2.9 * 86_400_000);

    const token = await offerToken(t, 'bea@buyer.example');
    const email = (await emailsTo(t, 'bea@buyer.example')).at(-1)!;
    expect(email.subject).toBe('Counteroffer of $4,200.00 for floored.com');

    const buyerCounter = await asBuyer('post', `${token}/counter`, {
      amount: 3600,
      message: 'Meet me?',
    });
    expect(buyerCounter.status).toBe(200);
    expect(buyerCounter.body.payload).toMatchObject({
      status: 'NEW',
      currentAmount: 3600,
      countersLeft: 4,
    });
    const ownerTold = await latestEmail(t, 'seller@owner.example', 'OFFER_UPDATE');
    expect(ownerTold!.subject).toBe('Counteroffer of $3,600.00 for floored.com');
    // The thread records where each step was emailed: the buyer's counter to the owner.
    expect(buyerCounter.body.payload.messages.at(-1)).toMatchObject({
      sender: 'BUYER',
      kind: 'COUNTER',
      sentTo: null,
    });
    const ownerSide = await asOwner('get', lead.id).expect(200);
    expect(ownerSide.body.payload.messages.at(-1)).toMatchObject({
      kind: 'COUNTER',
      sentTo: 'seller@owner.example',
    });

    const accepted = await asOwner('post', `${lead.id}/accept`).expect(200);
    expect(accepted.body).toMatchObject({
      title: 'Offer Accepted',
      payload: { status: 'ACCEPTED', agreedAmount: 3600 },
    });
    const buyerView = await asBuyer('get', token);
    expect(buyerView.body.payload).toMatchObject({
      status: 'ACCEPTED',
      agreedAmount: 3600,
      // No escrow on this server: the owner arranges payment.
      can: { accept: false, counter: false, decline: true, checkout: false },
    });
    expect(
      buyerView.body.payload.messages.map(
        (m: { sender: string; kind: string }) => `${m.sender} ${m.kind}`,
      ),
    ).toEqual(['BUYER OFFER', 'OWNER MESSAGE', 'OWNER COUNTER', 'BUYER COUNTER', 'OWNER ACCEPT']);
    // What the owner sent the seller's copies to is not the buyer's business.
    expect(
      buyerView.body.payload.messages.filter(
        (m: { sentTo: string | null }) => m.sentTo !== null && m.sentTo !== 'bea@buyer.example',
      ),
    ).toEqual([]);

    // A sale recorded by hand ends the agreed thread as Sold.
    const [domain] = await t.db.select().from(domains).where(eq(domains.name, 'floored.com'));
    await request(t.http)
      .post('/api/domains/edit')
      .set('Cookie', cookie)
      .send({ domain: { _id: domain!.id, sold: true, salePrice: 3600, saleDate: '2026-11-26' } })
      .expect(200);
    const sold = await asOwner('get', lead.id).expect(200);
    expect(sold.body.payload.status).toBe('SOLD');
    expect(sold.body.payload.messages.at(-1)).toMatchObject({ kind: 'SOLD', amount: 3600 });
    const late = await asBuyer('post', `${token}/decline`, {});
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('DOMAIN_SOLD');
    await t.db.update(domains).set({ sold: false }).where(eq(domains.id, domain!.id));
  });

  it('refuses moves the rules do not allow, saying why', async () => {
    await offer('open.com', 'rules@buyer.example', 100);
    const lead = await leadOf('rules@buyer.example');
    // The buyer does not bid against themselves.
    const token = await (async () => {
      await asOwner('post', `${lead.id}/reply`, { message: 'Too low.', counterOffer: 300 }).expect(
        200,
      );
      return offerToken(t, 'rules@buyer.example');
    })();
    // An expired counter cannot be accepted.
    await t.db
      .update(leads)
      .set({ counterExpiresAt: new Date(Date.now() - 60_000) })
      .where(eq(leads.id, lead.id));
    const expired = await asBuyer('post', `${token}/accept`, {});
    expect(expired.status).toBe(409);
    expect(expired.body.message).toMatch(/expired/);
    const listed = await asOwner('get', '?status=EXPIRED').expect(200);
    expect(listed.body.payload.docs.map((d: { _id: string }) => d._id)).toContain(lead.id);
    // ...but the buyer may counter it, and its expiry is recorded in the thread.
    await asBuyer('post', `${token}/counter`, { amount: 200 }).then((r) =>
      expect(r.status).toBe(200),
    );
    const [expiry] = await t.db
      .select()
      .from(leadMessages)
      .where(and(eq(leadMessages.leadId, lead.id), eq(leadMessages.kind, 'EXPIRE')));
    expect(expiry).toBeDefined();
    // Twice in a row is refused.
    const again = await asBuyer('post', `${token}/counter`, { amount: 210 });
    expect(again.status).toBe(409);
    // A declined thread takes nothing more.
    await asOwner('post', `${lead.id}/decline`, { message: 'No thanks.' }).expect(200);
    for (const move of ['reply', 'accept', 'decline'])
      await asOwner('post', `${lead.id}/${move}`, { message: 'x', counterOffer: 250 }).expect(
        (res) => expect([400, 409]).toContain(res.status),
      );
    const counterAfter = await asBuyer('post', `${token}/counter`, { amount: 400 });
    expect(counterAfter.status).toBe(409);
    // Bad input is a 400 that names the field.
    const bad = await asOwner('post', `${lead.id}/reply`, { message: '', counterOffer: -4 }).expect(
      400,
    );
    expect(bad.body.errors.map((e: { field: string }) => e.field).sort()).toEqual([
      'counterOffer',
      'message',
    ]);
  });

  it('tells the owner to arrange payment when a buyer accepts and no escrow is set up', async () => {
    await offer('open.com', 'arrange@buyer.example', 500);
    const lead = await leadOf('arrange@buyer.example');
    await asOwner('post', `${lead.id}/reply`, { message: 'For 800.', counterOffer: 800 }).expect(
      200,
    );
    const token = await offerToken(t, 'arrange@buyer.example');
    await asBuyer('post', `${token}/accept`, {}).then((r) => expect(r.status).toBe(200));
    const told = await latestEmail(t, 'seller@owner.example', 'OFFER_UPDATE');
    expect(told!.subject).toBe('Bea Buyer accepted $800.00 for open.com');
    expect(told!.text).toContain('contact the buyer to arrange payment and the transfer');
    expect((await leadOf('arrange@buyer.example')).status).toBe('ACCEPTED');
  });

  it('accepts once when 200 buyers race to accept one counter', async () => {
    await offer('open.com', 'race@buyer.example', 1000);
    const lead = await leadOf('race@buyer.example');
    await asOwner('post', `${lead.id}/reply`, {
      message: 'Yours for 1,400.',
      counterOffer: 1400,
    }).expect(200);
    const token = await offerToken(t, 'race@buyer.example');
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        request(t.http)
          .post(`/api/offers/${token}/accept`)
          .set('X-Forwarded-For', `10.9.${i >> 8}.${i & 255}`)
          .send({}),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(199);
    const accepts = await t.db
      .select()
      .from(leadMessages)
      .where(and(eq(leadMessages.leadId, lead.id), eq(leadMessages.kind, 'ACCEPT')));
    expect(accepts).toHaveLength(1);
    expect((await leadOf('race@buyer.example')).agreedAmount).toBe('1400.00');
  });

  it('keeps the owner’s threads to the owner', async () => {
    const lead = await leadOf('bea@buyer.example');
    await asOwner('get', lead.id, undefined, otherCookie).expect(404);
    await asOwner('post', `${lead.id}/reply`, { message: 'mine now' }, otherCookie).expect(404);
    await asOwner('post', `${lead.id}/accept`, undefined, otherCookie).expect(404);
    await asOwner('get', `${lead.id}/export?format=json`, undefined, otherCookie).expect(404);
    await request(t.http).get(`/api/leads/${lead.id}`).expect(401);
    // A forged or altered token names nothing.
    await asBuyer('get', 'a'.repeat(75)).then((r) => expect(r.status).toBe(404));
    const token = await offerToken(t, 'bea@buyer.example');
    await asBuyer('get', `${token.slice(0, -2)}xx`).then((r) => expect(r.status).toBe(404));
  });

  it('filters, sorts and counts the inbox', async () => {
    const needs = await asOwner('get', '?status=NEEDS_REPLY').expect(200);
    for (const doc of needs.body.payload.docs) expect(doc.status).toBe('NEW');
    const highest = await asOwner('get', '?sort=HIGHEST_OFFER&status=ALL').expect(200);
    const amounts = highest.body.payload.docs
      .map((d: { currentAmount: number | null }) => d.currentAmount)
      .filter((a: number | null) => a !== null);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    const { result, days } = await withUtcDays(() => asOwner('get', 'summary').expect(200));
    const summary = result.body.payload;
    expect(summary.needsReply).toBe(needs.body.payload.totalDocs);
    // "This period" is the owner's month (UTC) when asked: it holds the three accepts of this
    // file, or, should a month have begun while it ran, those made since.
    const accepts = await t.db
      .select({ leadId: leadMessages.leadId, at: leadMessages.createdAt })
      .from(leadMessages)
      .where(and(eq(leadMessages.ownerId, owner.id), eq(leadMessages.kind, 'ACCEPT')));
    const acceptedIn = (month: string) =>
      new Set(accepts.filter((m) => utcMonth(m.at) === month).map((m) => m.leadId)).size;
    expect(new Set(accepts.map((m) => m.leadId)).size).toBe(3);
    expect(days.map((day) => acceptedIn(day.slice(0, 7)))).toContain(summary.acceptedThisPeriod);
    // Likewise its offers: all of them in it when no month began since the first.
    if (days.every((day) => day.startsWith(startMonth)))
      expect(summary.averageOfferShare).toBeGreaterThan(0);
    await asOwner('get', '?status=MAYBE').expect(400);
    // A domain's leads by its name still answer a page.
    const byDomain = await asOwner('get', 'open.com').expect(200);
    expect(byDomain.body.payload.totalDocs).toBe(3);
  });

  it('exports a thread with every message, time, sender, amount and address', async () => {
    const lead = await leadOf('bea@buyer.example');
    const json = await asOwner('get', `${lead.id}/export?format=json`).expect(200);
    expect(json.headers['content-disposition']).toMatch(/domainfolio-seller-offer-floored\.com-/);
    const record = JSON.parse(json.text);
    expect(record.lead).toMatchObject({
      domain: 'floored.com',
      status: 'SOLD',
      agreedAmount: 3600,
    });
    expect(record.messages[2]).toMatchObject({
      sender: 'OWNER',
      kind: 'COUNTER',
      amount: 4200,
      sentTo: 'bea@buyer.example',
    });
    const csv = await asOwner('get', `${lead.id}/export?format=csv`).expect(200);
    const lines = csv.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('time,sender,kind,amount,expiresAt,sentTo,message');
    expect(lines).toHaveLength(1 + record.messages.length);
  });

  it('lets a buyer on a priced domain offer too, unless the owner turned offers off', async () => {
    const priced = await offer('fixed.com', 'fixed@buyer.example', 500);
    expect(priced.status).toBe(400);
    expect(priced.body.errors).toEqual([
      { field: 'offer', message: expect.stringMatching(/takes no offers/) },
    ]);
    const buyNow = await offer('fixed.com', 'fixed@buyer.example', null);
    expect(buyNow.status).toBe(200);
    expect((await leadOf('fixed@buyer.example')).kind).toBe('BUY_NOW');
  });

  it('never shows the floor to a buyer: not in an answer, a page or an email', async () => {
    // The automatic counter at the floor is the owner's own choice to reveal it: left out here.
    const buyers = (await t.db.select().from(leads).where(eq(leads.ownerId, owner.id)))
      .map((lead) => lead.email)
      .filter((email) => email !== 'mid@buyer.example');
    const emails = (
      await Promise.all([...new Set(buyers)].map((email) => emailsTo(t, email)))
    ).flat();
    expect(emails.length).toBeGreaterThan(5);
    const everything = [
      ...buyerSaw,
      ...emails.flatMap((email) => [email.subject, email.text, email.html]),
    ];
    for (const text of everything)
      for (const floor of FLOOR_TEXTS) expect(text).not.toContain(floor);
  });
});

describe('verified buyers', () => {
  let t: TestApp;
  let cookie: string;

  beforeAll(async () => {
    t = await createTestApp({ EMAIL_WORKER: 'off', LEADS_PER_HOUR_PER_ADDRESS: '1000' });
    const owner = await createOwner(t, { username: 'careful', email: 'careful@owner.example' });
    await createDomain(t.db, owner.id, { name: 'careful.com' });
    cookie = await signIn(t, 'careful@owner.example');
    await request(t.http)
      .post('/api/user/offer-settings')
      .set('Cookie', cookie)
      .send({ verifiedBuyersOnly: true })
      .expect(200);
  });
  afterAll(() => t.close());

  it('keeps an unconfirmed offer unseen by the owner until the buyer confirms it', async () => {
    await request(t.http)
      .post('/api/emails/send')
      .send({
        data: {
          domain: 'careful.com',
          owner: 'careful',
          name: 'Vera',
          email: 'vera@buyer.example',
          offer: 800,
          recaptcha: '',
        },
      })
      .expect(200);
    const [lead] = await t.db.select().from(leads).where(eq(leads.email, 'vera@buyer.example'));
    expect(lead).toMatchObject({ needsVerification: true, verifiedAt: null });
    expect(await latestEmail(t, 'careful@owner.example', 'LEAD')).toBeNull();
    const inbox = await request(t.http).get('/api/leads?status=NEEDS_REPLY').set('Cookie', cookie);
    expect(inbox.body.payload.totalDocs).toBe(0);
    const all = await request(t.http).get('/api/leads').set('Cookie', cookie);
    expect(all.body.payload.docs[0]).toMatchObject({ verified: false, status: 'NEW' });

    const verification = await latestEmail(t, 'vera@buyer.example', 'OFFER_VERIFY');
    expect(verification!.subject).toBe('Confirm your offer for careful.com');
    const token = /\/offers\/([0-9a-f]{32}[A-Za-z0-9_-]{43})/.exec(verification!.text!)![1]!;
    // The page posts its button as a form: back to the page, saying it is done.
    const confirmed = await request(t.http)
      .post(`/api/offers/${token}/verify`)
      .type('form')
      .send({})
      .expect(303);
    expect(confirmed.headers.location).toBe(`/offers/${token}?done=verified`);
    expect(await latestEmail(t, 'careful@owner.example', 'LEAD')).not.toBeNull();
    const after = await request(t.http).get('/api/leads?status=NEEDS_REPLY').set('Cookie', cookie);
    expect(after.body.payload.totalDocs).toBe(1);
    // Confirming again tells the owner nothing new.
    await request(t.http).post(`/api/offers/${token}/verify`).send({}).expect(200);
    const ownerEmails = await t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, 'careful@owner.example'), eq(emailOutbox.kind, 'LEAD')));
    expect(ownerEmails).toHaveLength(1);
  });

  it('sends a form post that breaks a rule back to the page with the reason', async () => {
    const [lead] = await t.db.select().from(leads).where(eq(leads.email, 'vera@buyer.example'));
    const verification = await latestEmail(t, 'vera@buyer.example', 'OFFER_VERIFY');
    const token = /\/offers\/([0-9a-f]{32}[A-Za-z0-9_-]{43})/.exec(verification!.text!)![1]!;
    const refused = await request(t.http)
      .post(`/api/offers/${token}/accept`)
      .type('form')
      .send({})
      .expect(303);
    expect(refused.headers.location).toMatch(new RegExp(`^/offers/${token}\\?error=`));
    const counter = await request(t.http)
      .post(`/api/offers/${token}/counter`)
      .type('form')
      .send({ amount: 'lots' })
      .expect(303);
    expect(decodeURIComponent(counter.headers.location as string)).toMatch(
      /amount must be a number/i,
    );
    expect(lead!.status).toBe('NEW');
  });
});

describe('offer settings and reply templates', () => {
  let t: TestApp;
  let cookie: string;
  let otherCookie: string;

  beforeAll(async () => {
    t = await createTestApp({ EMAIL_WORKER: 'off' });
    await createOwner(t, { username: 'templ', email: 'templ@owner.example' });
    await createOwner(t, { username: 'nosy', email: 'nosy@owner.example' });
    cookie = await signIn(t, 'templ@owner.example');
    otherCookie = await signIn(t, 'nosy@owner.example');
  });
  afterAll(() => t.close());

  it('reads and changes the offer settings, refusing what is out of range', async () => {
    const read = await request(t.http)
      .get('/api/user/offer-settings')
      .set('Cookie', cookie)
      .expect(200);
    expect(read.body.payload).toEqual({
      floorPercent: null,
      belowFloor: 'DECLINE',
      notifyBelowFloor: false,
      verifiedBuyersOnly: false,
    });
    const saved = await request(t.http)
      .post('/api/user/offer-settings')
      .set('Cookie', cookie)
      .send({ floorPercent: 60, belowFloor: 'COUNTER' })
      .expect(200);
    expect(saved.body).toMatchObject({
      title: 'Offer Settings Saved',
      payload: { floorPercent: 60, belowFloor: 'COUNTER', notifyBelowFloor: false },
    });
    for (const body of [
      { floorPercent: 0 },
      { floorPercent: 101 },
      { belowFloor: 'IGNORE' },
      { floorPercent: '50' },
    ])
      await request(t.http)
        .post('/api/user/offer-settings')
        .set('Cookie', cookie)
        .send(body)
        .expect(400);
    const cleared = await request(t.http)
      .post('/api/user/offer-settings')
      .set('Cookie', cookie)
      .send({ floorPercent: null })
      .expect(200);
    expect(cleared.body.payload.floorPercent).toBeNull();
    const [row] = await t.db.select().from(users).where(eq(users.username, 'nosy'));
    expect(row!.floorPercent).toBeNull();
  });

  it('keeps saved replies, each owner their own', async () => {
    const created = await request(t.http)
      .post('/api/lead-templates')
      .set('Cookie', cookie)
      .send({ name: 'Counter', body: 'Thanks {buyerName}, {domain} is {price}.' })
      .expect(201);
    const id = created.body.payload._id as string;
    await request(t.http)
      .post(`/api/lead-templates/${id}/edit`)
      .set('Cookie', cookie)
      .send({ name: 'Counter', body: 'Hi {buyerName}' })
      .expect(200);
    const list = await request(t.http).get('/api/lead-templates').set('Cookie', cookie).expect(200);
    expect(list.body.payload).toEqual([
      { _id: id, name: 'Counter', body: 'Hi {buyerName}', createdDate: expect.any(String) },
    ]);
    const theirs = await request(t.http).get('/api/lead-templates').set('Cookie', otherCookie);
    expect(theirs.body.payload).toEqual([]);
    await request(t.http)
      .post(`/api/lead-templates/${id}/edit`)
      .set('Cookie', otherCookie)
      .send({ name: 'Mine', body: 'x' })
      .expect(404);
    await request(t.http)
      .post(`/api/lead-templates/${id}/delete`)
      .set('Cookie', otherCookie)
      .expect(404);
    await request(t.http)
      .post('/api/lead-templates')
      .set('Cookie', cookie)
      .send({ name: '', body: '' })
      .expect(400);
    await request(t.http)
      .post(`/api/lead-templates/${id}/delete`)
      .set('Cookie', cookie)
      .expect(200);
    await request(t.http)
      .post('/api/lead-templates/not-an-id/delete')
      .set('Cookie', cookie)
      .expect(404);
  });
});
