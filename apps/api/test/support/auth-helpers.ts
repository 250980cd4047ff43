import { and, desc, eq } from 'drizzle-orm';
import request from 'supertest';
import { emailOutbox, sessions, type UserRow } from '../../src/database/schema';
import { AuthService } from '../../src/modules/auth/auth.service';
import { PasswordHasher } from '../../src/modules/auth/password-hasher';
import { OutboxSeal } from '../../src/modules/emails/outbox-seal';
import { createUser, type UserOverrides } from '../factories/user.factory';
import type { TestApp } from './test-app';

export const PASSWORD = 'correct horse battery';

/** A confirmed owner who can sign in with PASSWORD. */
export async function createOwner(t: TestApp, overrides: UserOverrides = {}): Promise<UserRow> {
  const passwordHash = await t.app.get(PasswordHasher).hash(PASSWORD);
  return createUser(t.db, { passwordHash, ...overrides });
}

/** Signs in and returns the session cookie ("name=value") to send back. */
export async function signIn(
  t: TestApp,
  email: string,
  password = PASSWORD,
  remember = false,
): Promise<string> {
  const res = await request(t.http)
    .post('/api/user/login')
    .send({ email, password, remember })
    .expect(200);
  return sessionCookie(res);
}

/**
 * Marks the owner's sessions as having proved a second factor, as a sign-in with an
 * authenticator code does: what the admin screens ask of an administrator.
 */
export async function proveSecondFactor(t: TestApp, userId: string): Promise<void> {
  await t.db
    .update(sessions)
    .set({ secondFactorAt: new Date() })
    .where(eq(sessions.userId, userId));
}

export function sessionCookie(res: request.Response): string {
  const header = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  const cookie = header.find((c) => c.startsWith('domainfolio_session='));
  if (!cookie) throw new Error(`no session cookie in ${JSON.stringify(header)}`);
  return cookie.split(';')[0]!;
}

/**
 * Waits for what sign-up, reset and resend requests do after their answer (the work that
 * depends on whether the email has an account is done then, so the answer's timing tells
 * nothing).
 */
export function accountWorkDone(t: TestApp): Promise<void> {
  return t.app.get(AuthService).settled();
}

/**
 * The request, made to wait for that account work as well when awaited (`.expect()` chains
 * keep working), for tests that read the database right after a sign-up.
 */
export function withAccountWork(t: TestApp, test: request.Test): request.Test {
  const then = test.then.bind(test);
  test.then = ((onFulfilled, onRejected) =>
    then(async (res) => {
      await accountWorkDone(t);
      return res;
    }).then(onFulfilled, onRejected)) as request.Test['then'];
  return test;
}

/** The newest queued email of a kind to an address (once the account work of requests is done). */
export async function latestEmail(t: TestApp, to: string, kind: string) {
  await accountWorkDone(t);
  const [row] = await t.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.kind, kind)))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  if (!row) return null;
  // An email with a link is stored sealed; the worker opens it to send it, as this does.
  const seal = t.app.get(OutboxSeal);
  return { ...row, html: seal.open(row.html), text: seal.open(row.text) };
}

/** The first link to `path` in an email's text, as a URL. */
export function linkIn(text: string, path: string): URL {
  const match = new RegExp(`https?://[^\\s"'<>]*${path.replace(/[/]/g, '\\/')}\\?[^\\s"'<>]+`).exec(
    text,
  );
  if (!match) throw new Error(`no ${path} link in:\n${text}`);
  return new URL(match[0]);
}
