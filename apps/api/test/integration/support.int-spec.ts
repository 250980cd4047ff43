import { SUPPORT_MESSAGE_MAX, SUPPORT_MESSAGES_PER_HOUR } from '@domainfolio/contracts';
import request from 'supertest';
import { emailOutbox } from '../../src/database/schema';
import { createOwner, signIn } from '../support/auth-helpers';
import { createTestApp, type TestApp } from '../support/test-app';

const SUPPORT_EMAIL = 'help@domainfolio.test';

describe('support requests and feedback', () => {
  let t: TestApp;
  let alice: string;
  let bob: string;

  beforeAll(async () => {
    t = await createTestApp({ EMAIL_WORKER: 'off', SUPPORT_EMAIL });
    await createOwner(t, {
      email: 'alice@example.com',
      username: 'alice',
      displayName: 'Alice <Admin>',
    });
    await createOwner(t, {
      email: 'bob@example.com',
      username: 'bob',
      planType: 'PRO',
      planInterval: 'MONTH',
    });
    alice = await signIn(t, 'alice@example.com');
    bob = await signIn(t, 'bob@example.com');
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.db.delete(emailOutbox);
  });

  const support = (cookie: string | null, body: object) => {
    const req = request(t.http).post('/api/emails/support');
    return (cookie ? req.set('Cookie', cookie) : req).send(body);
  };
  const feedback = (cookie: string | null, body: object) => {
    const req = request(t.http).post('/api/emails/feedback');
    return (cookie ? req.set('Cookie', cookie) : req).send(body);
  };
  const queued = () => t.db.select().from(emailOutbox);

  it('sends a support request to the support address, with replies going to the owner', async () => {
    const res = await support(alice, {
      username: 'alice',
      email: 'alice@example.com',
      name: 'Alice Smith',
      phone: '+1 555 0100',
      message: '  My landing page shows <b>nothing</b>.\nPlease help.  ',
    }).expect(200);
    expect(res.body).toEqual({
      type: 'SUCCESS',
      title: 'Support Request Received',
      message: 'We will be in touch within 24 hours!',
      durationMs: 10000,
    });
    const rows = await queued();
    expect(rows).toHaveLength(1);
    const [email] = rows;
    expect(email).toMatchObject({
      kind: 'SUPPORT',
      toAddress: SUPPORT_EMAIL,
      replyTo: 'alice@example.com',
      status: 'PENDING',
    });
    expect(email?.subject).toContain('alice');
    expect(email?.text).toContain('My landing page shows <b>nothing</b>.\nPlease help.');
    expect(email?.text).toContain('Alice Smith');
    expect(email?.text).toContain('+1 555 0100');
    expect(email?.text).toContain('Free plan');
    // What the owner typed is text in the HTML, never markup.
    expect(email?.html).toContain('&lt;b&gt;nothing&lt;/b&gt;');
    expect(email?.html).toContain('Alice &lt;Admin&gt;');
    expect(email?.html).not.toContain('<b>nothing</b>');
  });

  it('sends feedback to the support address, with replies going to the owner', async () => {
    const res = await feedback(bob, { message: 'Love the stats tiles.' }).expect(200);
    expect(res.body).toEqual({
      type: 'SUCCESS',
      title: 'Feedback Received',
      message: 'Thank you for submitting feedback. We read every single suggestion!',
      durationMs: 10000,
    });
    const rows = await queued();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'FEEDBACK',
      toAddress: SUPPORT_EMAIL,
      replyTo: 'bob@example.com',
    });
    expect(rows[0]?.text).toContain('Love the stats tiles.');
    expect(rows[0]?.text).toContain('Pro plan');
  });

  it.each([
    ['missing', {}],
    ['empty', { message: '' }],
    ['blank', { message: ' \n\t ' }],
  ])('refuses a %s support message and sends nothing', async (_case, body) => {
    const res = await support(alice, { username: 'alice', ...body }).expect(400);
    expect(res.body).toMatchObject({
      type: 'ERROR',
      title: 'Support details required',
      message: 'Please provide details in order to submit a support request.',
    });
    expect(await queued()).toHaveLength(0);
  });

  it.each([
    ['missing', {}],
    ['empty', { message: '' }],
    ['blank', { message: '   ' }],
  ])('refuses %s feedback and sends nothing', async (_case, body) => {
    const res = await feedback(alice, body).expect(400);
    expect(res.body).toMatchObject({
      title: 'Feedback required',
      message: 'Please provide feedback in order to submit this form.',
    });
    expect(await queued()).toHaveLength(0);
  });

  it('sends only as the signed-in account: another username or email is refused', async () => {
    const other = await support(alice, { username: 'bob', message: 'Hi' }).expect(400);
    expect(other.body.errors).toEqual([
      { field: 'username', message: 'username must be your own username' },
    ]);
    const mail = await support(alice, { email: 'bob@example.com', message: 'Hi' }).expect(400);
    expect(mail.body.errors).toEqual([
      { field: 'email', message: 'email must be your own email address' },
    ]);
    expect(await queued()).toHaveLength(0);
    // The account's own values, in any case, and leaving them out, are fine.
    await support(alice, { username: 'Alice', email: 'ALICE@example.com', message: 'Hi' }).expect(
      200,
    );
    await support(alice, { message: 'Hi again' }).expect(200);
    expect((await queued()).map((row) => row.replyTo)).toEqual([
      'alice@example.com',
      'alice@example.com',
    ]);
  });

  it('refuses unknown fields, non-text values and messages over the limit', async () => {
    const unknown = await support(alice, { message: 'Hi', priority: 'urgent' }).expect(400);
    expect(unknown.body.message).toMatch(/priority should not exist/);
    await feedback(alice, { message: 'Hi', to: 'someone@example.com' }).expect(400);
    const long = await feedback(alice, { message: 'x'.repeat(SUPPORT_MESSAGE_MAX + 1) }).expect(
      400,
    );
    expect(long.body.message).toBe('Message must be 5,000 characters or fewer.');
    await support(alice, { message: 42 }).expect(400);
    await support(alice, { message: 'Hi', phone: '1'.repeat(41) }).expect(400);
    expect(await queued()).toHaveLength(0);
  });

  it('requires a signed-in owner', async () => {
    await support(null, { message: 'Hi' }).expect(401);
    await feedback(null, { message: 'Hi' }).expect(401);
    expect(await queued()).toHaveLength(0);
  });

  it('accepts the API key instead of a session', async () => {
    const key: string = (
      await request(t.http).post('/api/user/api-key').set('Cookie', bob).expect(200)
    ).body.payload.apiKey;
    await request(t.http)
      .post('/api/emails/feedback')
      .set('x-domainfolio-api-key', key)
      .send({ message: 'Sent from a script' })
      .expect(200);
    await request(t.http)
      .post('/api/emails/support')
      .set('x-domainfolio-api-key', key)
      .send({ message: 'Help from a script' })
      .expect(200);
    // (Bob was also told of the new key, a security notice: not a support email.)
    const rows = (await queued()).filter((row) => row.kind !== 'SECURITY_NOTICE');
    expect(rows.map((row) => [row.kind, row.replyTo]).sort()).toEqual([
      ['FEEDBACK', 'bob@example.com'],
      ['SUPPORT', 'bob@example.com'],
    ]);
  });

  it(`limits each account to ${SUPPORT_MESSAGES_PER_HOUR} support requests an hour`, async () => {
    const carol = await createOwner(t, { email: 'carol@example.com', username: 'carol' });
    const cookie = await signIn(t, carol.email);
    for (let i = 0; i < SUPPORT_MESSAGES_PER_HOUR; i += 1) {
      await support(cookie, { message: `Request ${i}` }).expect(200);
    }
    const limited = await support(cookie, { message: 'One more' }).expect(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(await queued()).toHaveLength(SUPPORT_MESSAGES_PER_HOUR);
    // Another account is not affected, nor is feedback.
    await support(alice, { message: 'Still fine' }).expect(200);
    await feedback(cookie, { message: 'Feedback still fine' }).expect(200);
  });
});
