import type { NestExpressApplication } from '@nestjs/platform-express';
import { and, eq } from 'drizzle-orm';
import request from 'supertest';
import { createApp } from '../../src/bootstrap';
import {
  emailOutbox,
  securityEvents,
  sessions,
  users,
  type UserRow,
} from '../../src/database/schema';
import { totpCode } from '../../src/modules/auth/totp';
import { createUser } from '../factories/user.factory';
import { apiOperations, fillPath } from '../support/api-operations';
import { PASSWORD, createOwner, sessionCookie, signIn } from '../support/auth-helpers';
import { createTestApp, testConfig, type TestApp } from '../support/test-app';
import { createSharedTestDatabase } from '../support/test-database';
import { PasswordHasher } from '../../src/modules/auth/password-hasher';

/**
 * Two-factor sign-in with an authenticator app, end to end through the API: setting it up,
 * the second step of a sign-in (codes in the window, early, late, replayed, wrong; recovery
 * codes once each), the half-signed-in state getting nowhere, turning it off, the "confirm it
 * is you" step an API key needs, the lock after wrong codes on three replicas, and the security
 * log writing each event once.
 */
describe('two-factor sign-in', () => {
  let t: TestApp;
  const STEP = 30_000;

  beforeAll(async () => {
    t = await createTestApp({ EMAIL_WORKER: 'off' });
  });

  afterAll(async () => {
    await t.close();
  });

  /**
   * Waits for the next 30 s step when this one ends within 5 s. A code made for the step before,
   * or two steps ahead, means that only while the server (which reads its clock a moment after
   * the test) is still in the test's step.
   */
  async function clearOfStepEdge(): Promise<void> {
    const left = STEP - (Date.now() % STEP);
    if (left < 5000) await new Promise((resolve) => setTimeout(resolve, left + 10));
  }

  /** Sets two-factor sign-in up for a new owner; answers them, their secret and recovery codes. */
  async function ownerWithTwoFactor(
    overrides: Parameters<typeof createOwner>[1] = {},
  ): Promise<{ owner: UserRow; cookie: string; secret: string; recoveryCodes: string[] }> {
    const owner = await createOwner(t, { planType: 'PRO', planInterval: 'MONTH', ...overrides });
    const cookie = await signIn(t, owner.email);
    const setup = await request(t.http)
      .post('/api/user/2fa/setup')
      .set('Cookie', cookie)
      .expect(200);
    const { secret, otpauthUrl, qrCode } = setup.body.payload;
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/Domainfolio:/);
    expect(otpauthUrl).toContain(`secret=${secret}`);
    expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    // The code of the step before (the window's early edge) is the one that confirms it.
    await clearOfStepEdge();
    const enabled = await request(t.http)
      .post('/api/user/2fa/enable')
      .set('Cookie', cookie)
      .send({ code: totpCode(secret, Date.now() - STEP) })
      .expect(200);
    return { owner, cookie, secret, recoveryCodes: enabled.body.payload.recoveryCodes };
  }

  /** One client address per sign-in, so the limits per address play no part here. */
  let addresses = 0;
  const address = () => {
    addresses += 1;
    return `10.3.${(addresses >> 8) & 255}.${addresses & 255}`;
  };

  const login = (email: string, password = PASSWORD) =>
    request(t.http)
      .post('/api/user/login')
      .set('X-Forwarded-For', address())
      .send({ email, password });

  const secondStep = (challenge: string, code: string) =>
    request(t.http)
      .post('/api/user/login/2fa')
      .set('X-Forwarded-For', address())
      .send({ challenge, code });

  const events = async (userId: string, type: string) =>
    t.db
      .select()
      .from(securityEvents)
      .where(and(eq(securityEvents.userId, userId), eq(securityEvents.type, type)));

  it('sets up with a QR code and a first code, and answers 10 recovery codes once', async () => {
    const { owner, cookie, recoveryCodes } = await ownerWithTwoFactor();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const [row] = await t.db.select().from(users).where(eq(users.id, owner.id));
    // The secret is sealed: the stored value is not the base32 the app was given.
    expect(row!.totpSecret).not.toBeNull();
    expect(row!.totpSecret).not.toMatch(/^[A-Z2-7]+=*$/);
    expect(row!.totpPendingSecret).toBeNull();
    const security = await request(t.http).get('/api/user/security').set('Cookie', cookie);
    expect(security.body.payload.twoFactor).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
    const me = await request(t.http).get('/api/current-user').set('Cookie', cookie);
    expect(me.body.payload.twoFactorEnabled).toBe(true);
    // A second setup while it is on is refused.
    await request(t.http).post('/api/user/2fa/setup').set('Cookie', cookie).expect(409);
    expect(await events(owner.id, 'TWO_FACTOR_ENABLED')).toHaveLength(1);
  });

  it('refuses to turn on with a wrong code, and without a setup first', async () => {
    const owner = await createOwner(t);
    const cookie = await signIn(t, owner.email);
    const early = await request(t.http)
      .post('/api/user/2fa/enable')
      .set('Cookie', cookie)
      .send({ code: '123456' })
      .expect(409);
    expect(early.body.code).toBe('TWO_FACTOR_NOT_SET_UP');
    await request(t.http).post('/api/user/2fa/setup').set('Cookie', cookie).expect(200);
    const wrong = await request(t.http)
      .post('/api/user/2fa/enable')
      .set('Cookie', cookie)
      .send({ code: '000000' })
      .expect(401);
    expect(wrong.body.code).toBe('TWO_FACTOR_CODE_INVALID');
    const [row] = await t.db.select().from(users).where(eq(users.id, owner.id));
    expect(row!.totpEnabledAt).toBeNull();
  });

  it('asks for a code after the password, with no session until it is given', async () => {
    const { owner, secret } = await ownerWithTwoFactor();
    const first = await login(owner.email).expect(200);
    expect(first.body).toMatchObject({
      twoFactorRequired: true,
      methods: ['TOTP', 'RECOVERY_CODE'],
    });
    expect(first.headers['set-cookie'] ?? []).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/^domainfolio_session=/)]),
    );
    // The half-signed-in client: every owner route the API documents answers it as it answers
    // a visitor with no credentials at all (401, or what a public route shows anyone), with
    // the challenge sent as a session cookie, as an API key, or as the Google step's cookie.
    const challenge: string = first.body.challenge;
    const owned = (await apiOperations(t)).filter((operation) => operation.secured);
    expect(owned.length).toBeGreaterThan(60);
    let refused = 0;
    for (const operation of owned) {
      const path = fillPath(
        operation.path,
        Object.fromEntries(operation.pathParams.map((name) => [name, 'x1.com'])),
      );
      const call = () =>
        request(t.http)[operation.method](path).set('X-Forwarded-For', address()).send({});
      const nobody = (await call()).status;
      for (const credential of [
        { Cookie: `domainfolio_session=${challenge}; domainfolio_2fa=${challenge}` },
        { 'x-domainfolio-api-key': challenge },
      ]) {
        const res = await call().set(credential);
        expect({ route: operation.route, status: res.status }).toEqual({
          route: operation.route,
          status: nobody,
        });
        if (res.status === 401) refused += 1;
      }
    }
    expect(refused).toBeGreaterThan(100);
    // A code of the next step (the window's late edge) finishes the sign-in.
    const done = await secondStep(challenge, totpCode(secret, Date.now() + STEP)).expect(200);
    expect(done.body.payload.email).toBe(owner.email);
    const cookie = sessionCookie(done);
    await request(t.http).get('/api/current-user').set('Cookie', cookie).expect(200);
    // The challenge is used up.
    const again = await secondStep(challenge, totpCode(secret, Date.now())).expect(401);
    expect(again.body.code).toBe('TWO_FACTOR_CHALLENGE_EXPIRED');
    const signIns = await events(owner.id, 'SIGN_IN');
    expect(signIns.at(-1)!.detail).toMatchObject({ method: 'PASSWORD', secondFactor: 'TOTP' });
  });

  it('refuses a replayed code, codes two steps away, and wrong codes, then locks', async () => {
    const { owner, secret } = await ownerWithTwoFactor();
    const { challenge } = (await login(owner.email).expect(200)).body;
    await clearOfStepEdge();
    for (const away of [-2 * STEP, 2 * STEP, null]) {
      const code = away === null ? '000000' : totpCode(secret, Date.now() + away);
      const refused = await secondStep(challenge, code).expect(401);
      expect(refused.body.code).toBe('TWO_FACTOR_CODE_INVALID');
    }
    const now = Date.now();
    const code = totpCode(secret, now);
    await secondStep(challenge, code).expect(200);
    // The same code once more, in a new sign-in: its step was used.
    const next = (await login(owner.email).expect(200)).body.challenge;
    const replay = await secondStep(next, code).expect(401);
    expect(replay.body.code).toBe('TWO_FACTOR_CODE_INVALID');
    // The step before the used one, the fifth wrong code in 15 minutes: refused, and locked.
    const locked = await secondStep(next, totpCode(secret, now - STEP)).expect(429);
    expect(locked.body.code).toBe('TWO_FACTOR_LOCKED');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(await events(owner.id, 'TWO_FACTOR_FAILED')).toHaveLength(5);
    expect(await events(owner.id, 'TWO_FACTOR_LOCKED')).toHaveLength(1);
    // Locked, the right code is refused too.
    const third = (await login(owner.email).expect(200)).body.challenge;
    await secondStep(third, totpCode(secret, now + STEP)).expect(429);
  });

  it('takes each recovery code once, and counts what is left', async () => {
    const { owner, recoveryCodes } = await ownerWithTwoFactor();
    const [code] = recoveryCodes;
    const first = (await login(owner.email).expect(200)).body.challenge;
    // Typed with capitals and without its dash, as people do.
    const done = await secondStep(first, code!.toUpperCase().replace('-', '')).expect(200);
    const cookie = sessionCookie(done);
    const second = (await login(owner.email).expect(200)).body.challenge;
    const reused = await secondStep(second, code!).expect(401);
    expect(reused.body.code).toBe('TWO_FACTOR_CODE_INVALID');
    const security = await request(t.http).get('/api/user/security').set('Cookie', cookie);
    expect(security.body.payload.twoFactor.recoveryCodesLeft).toBe(9);
    const used = await events(owner.id, 'RECOVERY_CODE_USED');
    expect(used).toHaveLength(1);
    expect(used[0]!.detail).toMatchObject({ left: 9 });
  });

  it('makes a new set of recovery codes with the password; the old ones stop working', async () => {
    const { owner, cookie, recoveryCodes } = await ownerWithTwoFactor();
    await request(t.http)
      .post('/api/user/2fa/recovery-codes')
      .set('Cookie', cookie)
      .send({ password: 'wrong password' })
      .expect(403);
    const fresh = await request(t.http)
      .post('/api/user/2fa/recovery-codes')
      .set('Cookie', cookie)
      .send({ password: PASSWORD })
      .expect(200);
    expect(fresh.body.payload.recoveryCodes).toHaveLength(10);
    const challenge = (await login(owner.email).expect(200)).body.challenge;
    await secondStep(challenge, recoveryCodes[0]!).expect(401);
    await secondStep(challenge, fresh.body.payload.recoveryCodes[0]).expect(200);
  });

  it('turns off with the password and a code, and emails the owner', async () => {
    const { owner, cookie, secret } = await ownerWithTwoFactor();
    // The code alone, or the password with a wrong code, changes nothing.
    await request(t.http)
      .post('/api/user/2fa/disable')
      .set('Cookie', cookie)
      .send({ code: totpCode(secret, Date.now() + STEP) })
      .expect(403);
    await request(t.http)
      .post('/api/user/2fa/disable')
      .set('Cookie', cookie)
      .send({ password: PASSWORD, code: '000000' })
      .expect(401);
    await request(t.http)
      .post('/api/user/2fa/disable')
      .set('Cookie', cookie)
      .send({ password: PASSWORD, code: totpCode(secret, Date.now() + STEP) })
      .expect(200);
    const answer = await login(owner.email).expect(200);
    expect(answer.body.twoFactorRequired).toBeUndefined();
    expect(answer.body.payload.twoFactorEnabled).toBe(false);
    // The sign-in above, from a device the account has not used, mails a notice of its own;
    // the rows have no order between them, so the subjects are compared as a set.
    const notices = await t.db
      .select({ subject: emailOutbox.subject })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, owner.email), eq(emailOutbox.kind, 'SECURITY_NOTICE')));
    expect(notices.map((n) => n.subject)).toContain(
      'Two-factor sign-in was turned off on your Domainfolio account',
    );
    expect(await events(owner.id, 'TWO_FACTOR_DISABLED')).toHaveLength(1);
  });

  it('keeps two-factor sign-in on through a password reset', async () => {
    const { owner } = await ownerWithTwoFactor();
    const hasher = t.app.get(PasswordHasher);
    await t.db
      .update(users)
      .set({ passwordHash: await hasher.hash('a brand new password') })
      .where(eq(users.id, owner.id));
    const answer = await login(owner.email, 'a brand new password').expect(200);
    expect(answer.body.twoFactorRequired).toBe(true);
  });

  it('lets a new API key be made only after a code in the last 15 minutes', async () => {
    const { owner, secret } = await ownerWithTwoFactor();
    // A session that signed in with the password and a code may: it proved both just now.
    const { challenge } = (await login(owner.email).expect(200)).body;
    const cookie = sessionCookie(
      await secondStep(challenge, totpCode(secret, Date.now())).expect(200),
    );
    await request(t.http).post('/api/user/api-key').set('Cookie', cookie).expect(200);
    // Fifteen minutes on, it must confirm a code again.
    await t.db
      .update(sessions)
      .set({ secondFactorAt: new Date(Date.now() - 16 * 60_000) })
      .where(eq(sessions.userId, owner.id));
    const stale = await request(t.http).post('/api/user/api-key').set('Cookie', cookie).expect(403);
    expect(stale.body.code).toBe('SECOND_FACTOR_REQUIRED');
    // The key itself cannot make another: it has no second factor.
    const key = (await request(t.http).get('/api/user/api-key').set('Cookie', cookie)).body.payload
      .apiKey;
    await request(t.http).post('/api/user/api-key').set('x-domainfolio-api-key', key).expect(403);
    const confirmed = await request(t.http)
      .post('/api/user/2fa/verify')
      .set('Cookie', cookie)
      .send({ code: totpCode(secret, Date.now() + STEP) })
      .expect(200);
    expect(confirmed.body.message).toContain('15 minutes');
    await request(t.http).post('/api/user/api-key').set('Cookie', cookie).expect(200);
    expect(await events(owner.id, 'API_KEY_CREATED')).toHaveLength(2);
    const notices = await t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, owner.email), eq(emailOutbox.kind, 'SECURITY_NOTICE')));
    expect(notices.filter((n) => n.subject.startsWith('A new API key'))).toHaveLength(2);
  });

  it('lists the signed-in devices and signs one out, or all the others', async () => {
    const owner = await createOwner(t);
    const laptop = sessionCookie(
      await login(owner.email)
        .set(
          'User-Agent',
          'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
        )
        .expect(200),
    );
    const phone = sessionCookie(
      await login(owner.email)
        .set(
          'User-Agent',
          'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
        )
        .expect(200),
    );
    const tablet = sessionCookie(await login(owner.email).expect(200));
    const list = (await request(t.http).get('/api/user/sessions').set('Cookie', laptop).expect(200))
      .body.payload as { _id: string; current: boolean; device: string }[];
    expect(list).toHaveLength(3);
    expect(list.filter((s) => s.current)).toEqual([
      expect.objectContaining({ device: 'Chrome 131 on macOS' }),
    ]);
    const phoneSession = list.find((s) => s.device === 'Safari 17.5 on iOS')!;
    // Another owner cannot end it, nor see it.
    const stranger = await createOwner(t);
    const strangerCookie = await signIn(t, stranger.email);
    await request(t.http)
      .post(`/api/user/sessions/${phoneSession._id}/revoke`)
      .set('Cookie', strangerCookie)
      .expect(404);
    await request(t.http)
      .post(`/api/user/sessions/${phoneSession._id}/revoke`)
      .set('Cookie', laptop)
      .expect(200);
    await request(t.http).get('/api/current-user').set('Cookie', phone).expect(401);
    await request(t.http).get('/api/current-user').set('Cookie', tablet).expect(200);
    const others = await request(t.http)
      .post('/api/user/sessions/revoke-others')
      .set('Cookie', laptop)
      .expect(200);
    expect(others.body.message).toContain('1 other device');
    await request(t.http).get('/api/current-user').set('Cookie', tablet).expect(401);
    await request(t.http).get('/api/current-user').set('Cookie', laptop).expect(200);
  });

  it('writes each event of the log once, with the device and never for another owner', async () => {
    const owner = await createOwner(t);
    await login(owner.email, 'not the password').expect(401);
    const cookie = await signIn(t, owner.email);
    const log = (
      await request(t.http).get('/api/user/security-log').set('Cookie', cookie).expect(200)
    ).body.payload as { type: string; detail: Record<string, unknown> }[];
    expect(log.map((e) => e.type)).toEqual(['SIGN_IN', 'SIGN_IN_FAILED']);
    expect(log[1]!.detail).toEqual({ reason: 'wrong password' });
    const other = await createOwner(t);
    const otherLog = await request(t.http)
      .get('/api/user/security-log')
      .set('Cookie', await signIn(t, other.email))
      .expect(200);
    expect(otherLog.body.payload.map((e: { type: string }) => e.type)).toEqual(['SIGN_IN']);
  });

  it('tells the owner of a sign-in from a new device, not of the first one', async () => {
    const owner = await createOwner(t);
    await login(owner.email).expect(200);
    expect(await events(owner.id, 'NEW_DEVICE')).toHaveLength(0);
    // Another browser (no device cookie of this account): new.
    const second = await login(owner.email).expect(200);
    expect(await events(owner.id, 'NEW_DEVICE')).toHaveLength(1);
    // That browser again, with the device cookie it was given: not new.
    const device = ([] as string[])
      .concat(second.headers['set-cookie'] ?? [])
      .find((c) => c.startsWith('domainfolio_device='))!;
    await login(owner.email).set('Cookie', device.split(';')[0]!).expect(200);
    expect(await events(owner.id, 'NEW_DEVICE')).toHaveLength(1);
    const notices = await t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, owner.email), eq(emailOutbox.kind, 'SECURITY_NOTICE')));
    expect(notices.map((n) => n.subject)).toEqual(['New sign-in to your Domainfolio account']);
  });

  it('keeps the admin screens shut to an administrator without a second factor', async () => {
    const email = 'ops-2fa@example.com';
    const app = await createTestApp({ EMAIL_WORKER: 'off', ADMIN_EMAILS: email });
    try {
      const hasher = app.app.get(PasswordHasher);
      const inApp = await createUser(app.db, { email, passwordHash: await hasher.hash(PASSWORD) });
      const cookie = await signIn(app, inApp.email);
      const shut = await request(app.http)
        .get('/api/admin/accounts')
        .set('Cookie', cookie)
        .expect(403);
      expect(shut.body.code).toBe('SECOND_FACTOR_REQUIRED');
      const { secret } = (
        await request(app.http).post('/api/user/2fa/setup').set('Cookie', cookie).expect(200)
      ).body.payload;
      await request(app.http)
        .post('/api/user/2fa/enable')
        .set('Cookie', cookie)
        .send({ code: totpCode(secret, Date.now()) })
        .expect(200);
      // Turning it on proved a code in this session.
      await request(app.http).get('/api/admin/accounts').set('Cookie', cookie).expect(200);
      // A new sign-in with the password alone gets nowhere near: it must give a code first.
      const answer = await request(app.http)
        .post('/api/user/login')
        .send({ email: inApp.email, password: PASSWORD })
        .expect(200);
      expect(answer.body.twoFactorRequired).toBe(true);
    } finally {
      await app.close();
    }
  });
});

describe('two-factor lock on three replicas', () => {
  it('locks after 5 wrong codes in all, whichever replica each reaches, and emails once', async () => {
    const shared = await createSharedTestDatabase();
    const apps: NestExpressApplication[] = [];
    try {
      for (let i = 0; i < 3; i += 1) {
        const app = await createApp(testConfig({ EMAIL_WORKER: 'off' }), await shared.open());
        await app.init();
        apps.push(app);
      }
      const first = apps[0]!;
      const http = (i: number) => apps[i % 3]!.getHttpServer();
      const hasher = first.get(PasswordHasher);
      const handle = await shared.open();
      const owner = await createUser(handle.db, { passwordHash: await hasher.hash(PASSWORD) });
      const cookie = sessionCookie(
        await request(http(0))
          .post('/api/user/login')
          .send({ email: owner.email, password: PASSWORD }),
      );
      const { secret } = (
        await request(http(1)).post('/api/user/2fa/setup').set('Cookie', cookie).expect(200)
      ).body.payload;
      await request(http(2))
        .post('/api/user/2fa/enable')
        .set('Cookie', cookie)
        .send({ code: totpCode(secret, Date.now()) })
        .expect(200);
      const challenges: string[] = [];
      for (let i = 0; i < 3; i += 1)
        challenges.push(
          (
            await request(http(i))
              .post('/api/user/login')
              .send({ email: owner.email, password: PASSWORD })
              .expect(200)
          ).body.challenge,
        );
      // Twelve wrong codes at once, spread over the replicas and the three sign-ins.
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          request(http(i))
            .post('/api/user/login/2fa')
            .send({ challenge: challenges[i % 3], code: String(100000 + i) }),
        ),
      );
      const types = answers.map((a) => a.body.code as string);
      expect(types.filter((type) => type === 'TWO_FACTOR_CODE_INVALID')).toHaveLength(4);
      expect(types.filter((type) => type === 'TWO_FACTOR_LOCKED')).toHaveLength(8);
      for (const locked of answers.filter((a) => a.body.code === 'TWO_FACTOR_LOCKED'))
        expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
      // Locked: even the right code is refused now.
      const right = await request(http(0))
        .post('/api/user/login/2fa')
        .send({ challenge: challenges[0], code: totpCode(secret, Date.now() + STEP_MS) });
      expect(right.body.code).toBe('TWO_FACTOR_LOCKED');
      const failed = await handle.db
        .select()
        .from(securityEvents)
        .where(
          and(eq(securityEvents.userId, owner.id), eq(securityEvents.type, 'TWO_FACTOR_FAILED')),
        );
      expect(failed).toHaveLength(5);
      const lockNotices = await handle.db
        .select()
        .from(emailOutbox)
        .where(
          and(eq(emailOutbox.toAddress, owner.email), eq(emailOutbox.kind, 'SECURITY_NOTICE')),
        );
      expect(
        lockNotices.filter((n) => n.subject.startsWith('Two-factor sign-in locked')),
      ).toHaveLength(1);
      await handle.close();
    } finally {
      for (const app of apps) await app.close();
      await shared.close();
    }
  });
});

const STEP_MS = 30_000;
