import { eq } from 'drizzle-orm';
import request from 'supertest';
import { emailOutbox, oneTimeTokens, sessions, users } from '../../src/database/schema';
import { SessionSweeper } from '../../src/modules/auth/session-sweeper';
import {
  accountWorkDone,
  createOwner,
  withAccountWork,
  latestEmail,
  linkIn,
  PASSWORD,
  sessionCookie,
  signIn,
} from '../support/auth-helpers';
import { createTestApp, type TestApp } from '../support/test-app';

describe('accounts: register, confirm, sign in, sign out, reset', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ EMAIL_WORKER: 'off', SUPPORT_EMAIL: 'help@domainfolio.test' });
  });
  afterAll(() => t.close());

  /** Signs up; awaiting it waits for the account work done after the answer, too. */
  const register = (body: Record<string, unknown>) =>
    withAccountWork(t, request(t.http).post('/api/user/register').send(body));

  describe('register', () => {
    it('creates an unconfirmed account with a username and emails a confirmation link', async () => {
      const res = await register({
        displayName: 'Zoë Müller',
        email: ' Zoe@Example.com ',
        password: PASSWORD,
        timeZone: 'Europe/Berlin',
      }).expect(201);
      expect(res.body).toEqual({
        type: 'SUCCESS',
        title: 'Confirm Your Email',
        message:
          'We sent a link to zoe@example.com. Please confirm your email address in order to login.',
        durationMs: 7000,
      });
      const [user] = await t.db.select().from(users).where(eq(users.email, 'zoe@example.com'));
      expect(user).toMatchObject({
        username: 'zoe-muller',
        timeZone: 'Europe/Berlin',
        emailConfirmedAt: null,
        planType: 'FREE',
      });
      expect(user!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      const email = await latestEmail(t, 'zoe@example.com', 'CONFIRM_EMAIL');
      const link = linkIn(email!.text, '/confirm-email');
      expect(link.origin).toBe('http://localhost:3000');
      expect(link.searchParams.get('email')).toBe('zoe@example.com');
    });

    it('answers an existing email exactly the same, creates nothing and tells the owner', async () => {
      await createOwner(t, { email: 'taken@example.com', displayName: 'Taken' });
      const fresh = await register({
        displayName: 'New',
        email: 'fresh@example.com',
        password: PASSWORD,
      });
      const taken = await register({
        displayName: 'Other',
        email: 'taken@example.com',
        password: PASSWORD,
      });
      expect(taken.status).toBe(fresh.status);
      expect(taken.body).toEqual({
        ...fresh.body,
        message: fresh.body.message.replace('fresh@', 'taken@'),
      });
      const count = await t.db.select().from(users).where(eq(users.email, 'taken@example.com'));
      expect(count).toHaveLength(1);
      expect(await latestEmail(t, 'taken@example.com', 'REGISTER_ATTEMPT')).not.toBeNull();
      expect(await latestEmail(t, 'taken@example.com', 'CONFIRM_EMAIL')).toBeNull();
    });

    it('gives a second person with the same name another username', async () => {
      await register({
        displayName: 'Sam Lee',
        email: 'sam1@example.com',
        password: PASSWORD,
      }).expect(201);
      await register({
        displayName: 'Sam Lee',
        email: 'sam2@example.com',
        password: PASSWORD,
      }).expect(201);
      const rows = await t.db
        .select({ username: users.username })
        .from(users)
        .where(eq(users.displayName, 'Sam Lee'));
      expect(rows.map((r) => r.username)).toEqual(
        expect.arrayContaining(['sam-lee', expect.stringMatching(/^sam-lee-\d{4}$/)]),
      );
    });

    it.each([
      [{ email: 'a@example.com', password: PASSWORD }, /^Please enter your name/],
      [
        { displayName: 'A', email: 'not-an-email', password: PASSWORD },
        /^Please enter a valid email address\.$/,
      ],
      [
        { displayName: 'A', email: 'a@example.com', password: 'short77' },
        /^Your password must be 8 to 256 characters\.$/,
      ],
      [
        { displayName: 'A', email: 'a@example.com', password: 'x'.repeat(257) },
        /^Your password must be 8 to 256/,
      ],
      [
        { displayName: 'A', email: 'a@example.com', password: PASSWORD, planType: 'PRO' },
        /planType should not exist/,
      ],
    ])('refuses %j with a clear message and creates nothing', async (body, message) => {
      const res = await register(body).expect(400);
      expect(res.body.message).toMatch(message);
      expect(await t.db.select().from(users).where(eq(users.email, 'a@example.com'))).toHaveLength(
        0,
      );
    });

    it('accepts a 256-character password, never truncated', async () => {
      const long = 'p'.repeat(255) + 'q';
      await register({ displayName: 'Long', email: 'long@example.com', password: long }).expect(
        201,
      );
      await t.db
        .update(users)
        .set({ emailConfirmedAt: new Date() })
        .where(eq(users.email, 'long@example.com'));
      await request(t.http)
        .post('/api/user/login')
        .send({ email: 'long@example.com', password: 'p'.repeat(256) })
        .expect(401);
      await request(t.http)
        .post('/api/user/login')
        .send({ email: 'long@example.com', password: long })
        .expect(200);
    });
  });

  describe('confirming the email', () => {
    it('refuses sign-in until confirmed, then confirms once', async () => {
      await register({ displayName: 'Conf', email: 'conf@example.com', password: PASSWORD }).expect(
        201,
      );
      const denied = await request(t.http)
        .post('/api/user/login')
        .send({ email: 'conf@example.com', password: PASSWORD })
        .expect(403);
      expect(denied.body).toMatchObject({
        title: 'Confirm Your Email',
        message: 'Please confirm your email address in order to login.',
      });

      const link = linkIn(
        (await latestEmail(t, 'conf@example.com', 'CONFIRM_EMAIL'))!.text,
        '/confirm-email',
      );
      const token = link.searchParams.get('token');
      await request(t.http)
        .post('/api/user/confirm-email')
        .send({ email: 'other@example.com', token })
        .expect(400);
      await request(t.http)
        .post('/api/user/confirm-email')
        .send({ email: 'conf@example.com', token })
        .expect(200);
      const reused = await request(t.http)
        .post('/api/user/confirm-email')
        .send({ email: 'conf@example.com', token })
        .expect(400);
      expect(reused.body.title).toBe('Token Expired');
      await signIn(t, 'conf@example.com');
    });

    it('resends a link only to unconfirmed accounts, with the same answer for any email', async () => {
      await register({ displayName: 'Re', email: 'resend@example.com', password: PASSWORD }).expect(
        201,
      );
      const before = await t.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.toAddress, 'resend@example.com'));
      const known = await request(t.http)
        .post('/api/emails/confirm-email')
        .send({ email: 'resend@example.com' })
        .expect(200);
      const unknown = await request(t.http)
        .post('/api/emails/confirm-email')
        .send({ email: 'nobody@example.com' })
        .expect(200);
      expect(unknown.body.title).toBe(known.body.title);
      await accountWorkDone(t);
      const after = await t.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.toAddress, 'resend@example.com'));
      expect(after).toHaveLength(before.length + 1);
      expect(await latestEmail(t, 'nobody@example.com', 'CONFIRM_EMAIL')).toBeNull();
    });

    it('refuses an expired link', async () => {
      await register({ displayName: 'Exp', email: 'exp@example.com', password: PASSWORD }).expect(
        201,
      );
      const token = linkIn(
        (await latestEmail(t, 'exp@example.com', 'CONFIRM_EMAIL'))!.text,
        '/confirm-email',
      ).searchParams.get('token');
      await t.db.update(oneTimeTokens).set({ expiresAt: new Date(Date.now() - 1000) });
      await request(t.http)
        .post('/api/user/confirm-email')
        .send({ email: 'exp@example.com', token })
        .expect(400);
    });
  });

  describe('signing in and out', () => {
    it('sets a host-only, HttpOnly, SameSite=Lax session cookie that ends with the browser', async () => {
      await createOwner(t, { email: 'cookie@example.com' });
      const res = await request(t.http)
        .post('/api/user/login')
        .send({ email: 'cookie@example.com', password: PASSWORD })
        .expect(200);
      // The session's cookie (the browser's long-lived device cookie, which tells a new device
      // from a known one, is another).
      const header = ([] as string[])
        .concat(res.headers['set-cookie'] ?? [])
        .find((cookie) => cookie.startsWith('domainfolio_session='));
      expect(header).toMatch(
        /domainfolio_session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax/,
      );
      expect(header).not.toMatch(/Domain=|Max-Age|Expires/i);
      expect(res.body).toMatchObject({
        type: 'SUCCESS',
        payload: { email: 'cookie@example.com', apiKey: null },
      });
      expect(res.body.payload.passwordHash).toBeUndefined();
    });

    it('keeps a remembered session for 30 days', async () => {
      await createOwner(t, { email: 'remember@example.com' });
      const res = await request(t.http)
        .post('/api/user/login')
        .send({ email: 'remember@example.com', password: PASSWORD, remember: true })
        .expect(200);
      expect(([] as string[]).concat(res.headers['set-cookie'] ?? []).join()).toMatch(
        /Max-Age=2592000/,
      );
    });

    it('answers a wrong password and an unknown email the same way', async () => {
      await createOwner(t, { email: 'wrong@example.com' });
      const wrong = await request(t.http)
        .post('/api/user/login')
        .send({ email: 'wrong@example.com', password: 'nope-nope' })
        .expect(401);
      const unknown = await request(t.http)
        .post('/api/user/login')
        .send({ email: 'ghost@example.com', password: 'nope-nope' })
        .expect(401);
      expect(wrong.body).toEqual(unknown.body);
      expect(wrong.body).toMatchObject({
        title: 'Incorrect Credentials',
        message: 'The email and password combination you entered is incorrect. Please try again.',
      });
    });

    it('gives a new session at every sign-in and ends the old one', async () => {
      await createOwner(t, { email: 'rotate@example.com' });
      const first = await signIn(t, 'rotate@example.com');
      const res = await request(t.http)
        .post('/api/user/login')
        .set('Cookie', first)
        .send({ email: 'rotate@example.com', password: PASSWORD })
        .expect(200);
      const second = sessionCookie(res);
      expect(second).not.toBe(first);
      await request(t.http).get('/api/current-user').set('Cookie', first).expect(401);
      await request(t.http).get('/api/current-user').set('Cookie', second).expect(200);
    });

    it('signs out: the session stops working, and a browser is sent home', async () => {
      await createOwner(t, { email: 'out@example.com' });
      const cookie = await signIn(t, 'out@example.com');
      await request(t.http).get('/api/current-user').set('Cookie', cookie).expect(200);
      const res = await request(t.http)
        .get('/api/user/logout')
        .set('Cookie', cookie)
        .set('Accept', 'text/html')
        .expect(302);
      expect(res.headers.location).toBe('/');
      const after = await request(t.http)
        .get('/api/current-user')
        .set('Cookie', cookie)
        .expect(401);
      expect(after.body).toMatchObject({ type: 'ERROR', code: 'UNAUTHENTICATED' });
    });

    it('refuses a disabled account, naming the support address, and ends its sessions', async () => {
      const user = await createOwner(t, { email: 'disabled@example.com' });
      const cookie = await signIn(t, 'disabled@example.com');
      await t.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, user.id));
      const res = await request(t.http)
        .post('/api/user/login')
        .send({ email: 'disabled@example.com', password: PASSWORD })
        .expect(403);
      expect(res.body.message).toBe(
        'Account has been disabled. If you believe this happened in error, please reach out to our support team at help@domainfolio.test.',
      );
      await request(t.http).get('/api/current-user').set('Cookie', cookie).expect(403);
    });
  });

  describe('resetting a forgotten password', () => {
    it('answers the same for any email, and emails a link only to a real account', async () => {
      await createOwner(t, { email: 'forgot@example.com' });
      const known = await request(t.http)
        .post('/api/emails/reset-password')
        .send({ email: 'forgot@example.com' })
        .expect(200);
      const unknown = await request(t.http)
        .post('/api/emails/reset-password')
        .send({ email: 'void@example.com' })
        .expect(200);
      expect(unknown.body.title).toBe(known.body.title);
      expect(await latestEmail(t, 'forgot@example.com', 'RESET_PASSWORD')).not.toBeNull();
      expect(await latestEmail(t, 'void@example.com', 'RESET_PASSWORD')).toBeNull();
    });

    it('sets the new password once, signs out everywhere, and refuses the link again', async () => {
      await createOwner(t, { email: 'reset@example.com' });
      const cookie = await signIn(t, 'reset@example.com');
      await request(t.http)
        .post('/api/emails/reset-password')
        .send({ email: 'reset@example.com' })
        .expect(200);
      const link = linkIn(
        (await latestEmail(t, 'reset@example.com', 'RESET_PASSWORD'))!.text,
        '/reset-password',
      );
      const token = link.searchParams.get('token');
      await request(t.http)
        .post('/api/user/reset-password')
        .send({ email: 'other@example.com', token, password: 'new password 1' })
        .expect(400);
      await request(t.http)
        .post('/api/user/reset-password')
        .send({ email: 'reset@example.com', token, password: 'new password 1' })
        .expect(200);
      await request(t.http).get('/api/current-user').set('Cookie', cookie).expect(401);
      await request(t.http)
        .post('/api/user/login')
        .send({ email: 'reset@example.com', password: PASSWORD })
        .expect(401);
      await signIn(t, 'reset@example.com', 'new password 1');
      const again = await request(t.http)
        .post('/api/user/reset-password')
        .send({ email: 'reset@example.com', token, password: 'new password 2' })
        .expect(400);
      expect(again.body).toMatchObject({
        title: 'Token Expired',
        message: 'Please request another password reset',
      });
    });
  });
});

describe('accounts: abuse protection', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ EMAIL_WORKER: 'off' });
  });
  afterAll(() => t.close());

  it('limits sign-in attempts per account with 429 and Retry-After', async () => {
    await createOwner(t, { email: 'brute@example.com' });
    for (let i = 0; i < 10; i += 1) {
      await request(t.http)
        .post('/api/user/login')
        .send({ email: 'brute@example.com', password: 'guess-guess' })
        .expect(401);
    }
    const res = await request(t.http)
      .post('/api/user/login')
      .send({ email: 'brute@example.com', password: PASSWORD })
      .expect(429);
    expect(res.body).toMatchObject({ type: 'ERROR', title: 'Too Many Requests' });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits reset emails per account', async () => {
    for (let i = 0; i < 3; i += 1) {
      await request(t.http)
        .post('/api/emails/reset-password')
        .send({ email: 'spam@example.com' })
        .expect(200);
    }
    await request(t.http)
      .post('/api/emails/reset-password')
      .send({ email: 'spam@example.com' })
      .expect(429);
  });

  it('refuses state-changing requests from another site', async () => {
    const cross = await request(t.http)
      .post('/api/user/login')
      .set('Sec-Fetch-Site', 'cross-site')
      .send({ email: 'x@example.com', password: PASSWORD })
      .expect(403);
    expect(cross.body.message).toBe('Requests from other sites are not allowed.');
    await request(t.http)
      .post('/api/user/login')
      .set('Host', 'localhost:3000')
      .set('Origin', 'https://evil.example')
      .send({ email: 'x@example.com', password: PASSWORD })
      .expect(403);
    await request(t.http)
      .post('/api/user/login')
      .set('Host', 'localhost:3000')
      .set('Origin', 'http://localhost:3000')
      .set('Sec-Fetch-Site', 'same-origin')
      .send({ email: 'x@example.com', password: PASSWORD })
      .expect(401);
  });

  it('sweeps expired sessions away', async () => {
    await createOwner(t, { email: 'sweep@example.com' });
    const cookie = await signIn(t, 'sweep@example.com');
    await t.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) });
    await request(t.http).get('/api/current-user').set('Cookie', cookie).expect(401);
    expect(await t.app.get(SessionSweeper).sweep()).toBeGreaterThanOrEqual(1);
    expect(await t.db.select().from(sessions)).toHaveLength(0);
  });

  it('requires a session for owner endpoints', async () => {
    const res = await request(t.http).get('/api/current-user').expect(401);
    expect(res.body).toMatchObject({ type: 'ERROR', title: 'Sign In Required' });
    await request(t.http)
      .get('/api/current-user')
      .set('Cookie', 'domainfolio_session=forged')
      .expect(401);
  });
});
