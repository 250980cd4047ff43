import { eq, sql } from 'drizzle-orm';
import request from 'supertest';
import { totpCode } from '../../src/modules/auth/totp';
import { users } from '../../src/database/schema';
import { EmailWorker } from '../../src/modules/emails/emails.worker';
import {
  accountWorkDone,
  createOwner,
  latestEmail,
  linkIn,
  PASSWORD,
  sessionCookie,
  signIn,
} from '../support/auth-helpers';
import { SmtpTestServer } from '../support/smtp-test-server';
import { createTestApp, type TestApp } from '../support/test-app';

const API_KEY_HEADER = 'x-domainfolio-api-key';

/** The rows of a raw query (PGlite and node-postgres both answer with `rows`). */
async function rowsOf<T>(t: TestApp, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Every row of every table of the app's schema, as text: what a dump or a backup holds. */
async function dumpAllRows(t: TestApp): Promise<{ tables: string[]; text: string }> {
  const tables = (
    await rowsOf<{ table_name: string }>(
      t,
      sql`select table_name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    )
  ).map((row) => row.table_name);
  const parts: string[] = [];
  for (const table of tables) {
    const rows = await rowsOf<{ row: string }>(
      t,
      sql`select row_to_json(t)::text as row from ${sql.identifier(table)} t`,
    );
    parts.push(`-- ${table}`, ...rows.map((r) => r.row));
  }
  return { tables, text: parts.join('\n') };
}

/** A secret as the dump might hold it: as is, URL-encoded, or in JSON's escaping. */
function spellings(secret: string): string[] {
  return [...new Set([secret, encodeURIComponent(secret), JSON.stringify(secret).slice(1, -1)])];
}

describe('credentials at rest', () => {
  let t: TestApp;
  let smtp: SmtpTestServer;

  beforeAll(async () => {
    smtp = new SmtpTestServer();
    await smtp.start();
    t = await createTestApp({
      EMAIL_WORKER: 'off',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.port),
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  it("hashes passwords with argon2id at OWASP's minimum cost or more", async () => {
    await request(t.http)
      .post('/api/user/register')
      .send({ displayName: 'Hash', email: 'hash@example.com', password: PASSWORD })
      .expect(201);
    await accountWorkDone(t);
    const [row] = await t.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.email, 'hash@example.com'));
    const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(row!.hash!);
    expect(match).not.toBeNull();
    const [memory, iterations, lanes] = match!.slice(1).map(Number) as [number, number, number];
    // OWASP: m=47104 (46 MiB) with t=1, or m=19456 (19 MiB) with t=2, or more of either.
    const meetsOwasp =
      (memory >= 19_456 && iterations >= 2) || (memory >= 47_104 && iterations >= 1);
    expect({ memory, iterations, lanes, meetsOwasp }).toMatchObject({ meetsOwasp: true });
    expect(lanes).toBeGreaterThanOrEqual(1);
    expect(row!.hash).not.toContain(PASSWORD);
  });

  it('keeps no API key, session token, reset or confirmation token in plaintext in the database', async () => {
    // A Pro owner with an API key and a session...
    await createOwner(t, { email: 'dump@example.com', planType: 'PRO', planInterval: 'MONTH' });
    const cookie = await signIn(t, 'dump@example.com');
    const sessionToken = cookie.split('=')[1]!;
    const apiKey: string = (
      await request(t.http).post('/api/user/api-key').set('Cookie', cookie).expect(200)
    ).body.payload.apiKey;
    // ...who asked for a password reset link...
    await request(t.http)
      .post('/api/emails/reset-password')
      .send({ email: 'dump@example.com' })
      .expect(200);
    const resetEmail = await latestEmail(t, 'dump@example.com', 'RESET_PASSWORD');
    const resetToken = linkIn(resetEmail!.text, '/reset-password').searchParams.get('token')!;
    // ...and someone who signed up and has a confirmation link waiting.
    await request(t.http)
      .post('/api/user/register')
      .send({ displayName: 'New', email: 'confirm-dump@example.com', password: PASSWORD })
      .expect(201);
    const confirmEmail = await latestEmail(t, 'confirm-dump@example.com', 'CONFIRM_EMAIL');
    const confirmToken = linkIn(confirmEmail!.text, '/confirm-email').searchParams.get('token')!;

    // ...who turned on two-factor sign-in (its secret and recovery codes are secrets too).
    const { secret: totpSecret } = (
      await request(t.http).post('/api/user/2fa/setup').set('Cookie', cookie).expect(200)
    ).body.payload;
    const recoveryCodes: string[] = (
      await request(t.http)
        .post('/api/user/2fa/enable')
        .set('Cookie', cookie)
        .send({ code: totpCode(totpSecret, Date.now()) })
        .expect(200)
    ).body.payload.recoveryCodes;

    const secrets = {
      apiKey,
      apiKeyBody: apiKey.slice('dfk_'.length),
      sessionToken,
      resetToken,
      confirmToken,
      password: PASSWORD,
      totpSecret,
      ...Object.fromEntries(recoveryCodes.map((code, i) => [`recoveryCode${i}`, code])),
      ...Object.fromEntries(
        recoveryCodes.map((code, i) => [`recoveryCodePlain${i}`, code.replace('-', '')]),
      ),
    };
    const dump = await dumpAllRows(t);
    expect(dump.tables).toEqual(
      expect.arrayContaining([
        'users',
        'sessions',
        'api_keys',
        'one_time_tokens',
        'email_outbox',
        'recovery_codes',
      ]),
    );
    // Sanity: the dump has the rows these secrets belong to.
    expect(dump.text).toContain('dump@example.com');
    expect(dump.text).toContain('confirm-dump@example.com');
    const found = Object.entries(secrets).filter(([, secret]) =>
      spellings(secret).some((spelling) => dump.text.includes(spelling)),
    );
    expect(found.map(([name]) => name)).toEqual([]);

    // The links still reach their owners: the worker opens the sealed emails to send them.
    await t.app.get(EmailWorker).runOnce();
    // (The owner also got the security notice of the API key made above.)
    const sent = smtp.messages.find(
      (mail) => mail.to === 'dump@example.com' && mail.subject.startsWith('Reset your'),
    );
    expect(sent?.text).toContain(resetToken);
  });

  it('refuses a replaced key and a revoked key at once', async () => {
    await createOwner(t, { email: 'revoke@example.com', planType: 'PRO', planInterval: 'MONTH' });
    const cookie = await signIn(t, 'revoke@example.com');
    const generate = async () =>
      (await request(t.http).post('/api/user/api-key').set('Cookie', cookie).expect(200)).body
        .payload.apiKey as string;
    const withKey = (key: string) =>
      request(t.http).get('/api/current-user').set(API_KEY_HEADER, key);

    const first = await generate();
    await withKey(first).expect(200);
    const second = await generate();
    // The very next request after the replacement: no grace period, no cache.
    const replaced = await withKey(first).expect(401);
    expect(replaced.body).toMatchObject({ code: 'API_KEY_REVOKED' });
    await withKey(second).expect(200);
    await request(t.http).post('/api/user/api-key/revoke').set('Cookie', cookie).expect(200);
    const revoked = await withKey(second).expect(401);
    expect(revoked.body).toMatchObject({ code: 'API_KEY_REVOKED' });
    // Not on public routes either, where a bad key is ignored rather than refused.
    const me = await request(t.http)
      .post('/api/search')
      .set(API_KEY_HEADER, second)
      .send({ query: 'x' });
    expect(me.status).toBeLessThan(500);
  });

  describe('an API key in the URL', () => {
    let key: string;

    beforeAll(async () => {
      await createOwner(t, { email: 'url@example.com', planType: 'PRO', planInterval: 'MONTH' });
      const cookie = await signIn(t, 'url@example.com');
      key = (await request(t.http).post('/api/user/api-key').set('Cookie', cookie).expect(200)).body
        .payload.apiKey;
    });

    it.each(['apiKey', 'api_key', 'key', 'APIKEY', 'api-key', API_KEY_HEADER])(
      'is refused with a 400 that says where to send it: ?%s=',
      async (name) => {
        const res = await request(t.http)
          .get(`/api/current-user?${encodeURIComponent(name)}=${key}`)
          .expect(400);
        expect(res.body).toMatchObject({ type: 'ERROR', code: 'VALIDATION_FAILED' });
        expect(res.body.message).toContain(`send the key in the ${API_KEY_HEADER} header`);
        expect(JSON.stringify(res.body)).not.toContain(key);
      },
    );

    it('is refused even when the header carries the key too, and on public routes', async () => {
      await request(t.http)
        .get(`/api/current-user?apiKey=${key}`)
        .set(API_KEY_HEADER, key)
        .expect(400);
      await request(t.http).get(`/api/public/portfolio/someone?api_key=${key}`).expect(400);
    });

    it('leaves the key in the header working', async () => {
      await request(t.http).get('/api/current-user').set(API_KEY_HEADER, key).expect(200);
    });
  });

  it('sends the session cookie only to the server that set it: the cookie value never shows in an answer', async () => {
    await createOwner(t, { email: 'echo@example.com' });
    const res = await request(t.http)
      .post('/api/user/login')
      .send({ email: 'echo@example.com', password: PASSWORD })
      .expect(200);
    const token = sessionCookie(res).split('=')[1]!;
    const me = await request(t.http)
      .get('/api/current-user')
      .set('Cookie', sessionCookie(res))
      .expect(200);
    expect(res.text).not.toContain(token);
    expect(me.text).not.toContain(token);
  });
});
