import { and, desc, eq } from 'drizzle-orm';
import { JSDOM } from 'jsdom';
import request from 'supertest';
import { emailOutbox, users } from '../../src/database/schema';
import { createDomain } from '../factories/domain.factory';
import { createUser } from '../factories/user.factory';
import { XSS_PAYLOADS } from '../fixtures/xss-payloads';
import { createOwner, signIn } from '../support/auth-helpers';
import { createTestApp, type TestApp } from '../support/test-app';
import { scriptSurface } from '../support/xss';

describe('cross-site scripting: 200 payloads through the emails', () => {
  let t: TestApp;
  /** Owner `owner-x{i}` has the domain `xss{i}.com`, which receives payload i. */
  const owners: { email: string }[] = [];

  beforeAll(async () => {
    expect(XSS_PAYLOADS).toHaveLength(200);
    t = await createTestApp({
      EMAIL_WORKER: 'off',
      LEADS_PER_HOUR_PER_ADDRESS: '100000',
      SUPPORT_EMAIL: 'support@domainfolio.test',
    });
    const safe = await createUser(t.db, { username: 'safe' });
    await createDomain(t.db, safe.id, { name: 'safe.com' });
    for (const [i] of XSS_PAYLOADS.entries()) {
      const owner = await createUser(t.db, { username: `owner-x${i}` });
      await createDomain(t.db, owner.id, { name: `xss${i}.com` });
      owners.push(owner);
    }
  }, 120_000);
  afterAll(() => t.close());

  /** The newest email of a kind to an address, its HTML parsed. */
  async function emailTo(to: string, kind: string) {
    const [row] = await t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.kind, kind)))
      .orderBy(desc(emailOutbox.createdAt))
      .limit(1);
    if (!row) throw new Error(`no ${kind} email to ${to}`);
    return { ...row, document: new JSDOM(row.html).window.document };
  }

  it("escapes the buyer's name and message in every lead notification email", async () => {
    const sendLead = (domain: string, owner: string, name: string, message: string) =>
      request(t.http)
        .post('/api/emails/send')
        .send({
          data: {
            domain,
            owner,
            sellingPrice: null,
            offer: 2500,
            name,
            email: 'buyer@example.com',
            message,
            recaptcha: '',
          },
        })
        .expect((res) => {
          if (res.status !== 200) throw new Error(`lead refused: ${res.status} ${res.text}`);
        });
    await sendLead('safe.com', 'safe', 'Plain words', 'Plain words');
    const [safeOwner] = await t.db.select().from(users).where(eq(users.username, 'safe'));
    const safe = await emailTo(safeOwner!.email, 'LEAD');
    const expected = scriptSurface(safe.html);
    for (const [i, payload] of XSS_PAYLOADS.entries()) {
      await sendLead(`xss${i}.com`, `owner-x${i}`, payload, payload);
      const email = await emailTo(owners[i]!.email, 'LEAD');
      expect({ payload, surface: scriptSurface(email.html) }).toEqual({
        payload,
        surface: expected,
      });
      // Shown as the text the buyer typed (trimmed, as every field), in the HTML and the
      // plain-text part alike.
      const typed = payload.trim();
      expect({ payload, shown: email.document.body.textContent?.includes(typed) }).toEqual({
        payload,
        shown: true,
      });
      expect(email.text).toContain(typed);
      expect(email.subject).not.toMatch(/[\r\n]/);
    }
  });

  it('escapes what a support request says in the email to the support team', async () => {
    // Ten payloads to a message; each sender may write ten messages an hour.
    await createOwner(t, { email: 'helped@example.com', displayName: 'Plain words' });
    const cookie = await signIn(t, 'helped@example.com');
    const support = (body: Record<string, string>, sessionCookie = cookie) =>
      request(t.http).post('/api/emails/support').set('Cookie', sessionCookie).send(body);
    const lines = (texts: readonly string[]) => texts.join('\n');
    await support({ name: 'Plain words', message: lines(Array(10).fill('Plain words')) }).expect(
      200,
    );
    const expected = scriptSurface((await emailTo('support@domainfolio.test', 'SUPPORT')).html);
    for (let batch = 0; batch < XSS_PAYLOADS.length / 10; batch += 1) {
      const payloads = XSS_PAYLOADS.slice(batch * 10, batch * 10 + 10);
      const sender = await createOwner(t, { displayName: payloads[0]!.slice(0, 100) });
      await support(
        { name: payloads[1]!.slice(0, 100), message: lines(payloads) },
        await signIn(t, sender.email),
      ).expect(200);
      const email = await emailTo('support@domainfolio.test', 'SUPPORT');
      expect({ batch, surface: scriptSurface(email.html) }).toEqual({ batch, surface: expected });
      // The plain-text part may break lines differently (U+2028 and U+2029 are line breaks).
      const lineBreaks = /[\u2028\u2029\s]+/g;
      for (const payload of payloads)
        expect(email.text.replace(lineBreaks, ' ')).toContain(
          payload.replace(lineBreaks, ' ').trim(),
        );
    }
  });
});
