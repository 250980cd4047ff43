import { eq } from 'drizzle-orm';
import request from 'supertest';
import { users } from '../../src/database/schema';
import { createOwner, sessionCookie } from '../support/auth-helpers';
import { FakeGoogle } from '../support/fake-google';
import { createTestApp, type TestApp } from '../support/test-app';

function cookies(res: request.Response): string[] {
  return ([] as string[]).concat(res.headers['set-cookie'] ?? []);
}

describe('Google sign-in', () => {
  const google = new FakeGoogle();
  let t: TestApp;

  beforeAll(async () => {
    await google.start();
    t = await createTestApp({ EMAIL_WORKER: 'off', ...google.env });
  });
  afterAll(async () => {
    await t.close();
    await google.stop();
  });

  /** Runs the browser's round trip and returns the callback's response. */
  async function roundTrip(options: { keepState?: boolean } = {}): Promise<request.Response> {
    const start = await request(t.http).get('/api/auth/google/login').expect(302);
    const authorize = new URL(start.headers.location as string);
    expect(authorize.searchParams.get('redirect_uri')).toBe(
      'http://localhost:3000/api/auth/google/callback',
    );
    expect(authorize.searchParams.get('scope')).toBe('openid email profile');
    const stateCookie = cookies(start)
      .find((c) => c.startsWith('domainfolio_oauth_state='))!
      .split(';')[0]!;
    const back = await google.consent(authorize.toString());
    const callback = request(t.http).get(back.pathname + back.search);
    if (options.keepState !== false) callback.set('Cookie', stateCookie);
    return callback;
  }

  it('creates a confirmed account for a new Google user and signs them in', async () => {
    google.nextProfile = {
      sub: 'g-1',
      name: 'Grace Hopper',
      email: 'Grace@Example.com',
      email_verified: true,
    };
    const res = await roundTrip();
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/dashboard');
    const me = await request(t.http)
      .get('/api/current-user')
      .set('Cookie', sessionCookie(res))
      .expect(200);
    expect(me.body.payload).toMatchObject({
      email: 'grace@example.com',
      displayName: 'Grace Hopper',
      username: 'grace-hopper',
    });
    const [row] = await t.db.select().from(users).where(eq(users.email, 'grace@example.com'));
    expect(row).toMatchObject({ googleId: 'g-1', passwordHash: null });
    expect(row?.emailConfirmedAt).not.toBeNull();
  });

  it('signs the same Google user into the same account next time', async () => {
    google.nextProfile = {
      sub: 'g-1',
      name: 'Grace H.',
      email: 'grace@example.com',
      email_verified: true,
    };
    const res = await roundTrip();
    expect(res.headers.location).toBe('/dashboard');
    expect(await t.db.select().from(users).where(eq(users.googleId, 'g-1'))).toHaveLength(1);
  });

  it('links an existing account by its verified email', async () => {
    const owner = await createOwner(t, { email: 'linked@example.com' });
    google.nextProfile = {
      sub: 'g-2',
      name: 'Linked',
      email: 'linked@example.com',
      email_verified: true,
    };
    const res = await roundTrip();
    const me = await request(t.http)
      .get('/api/current-user')
      .set('Cookie', sessionCookie(res))
      .expect(200);
    expect(me.body.payload._id).toBe(owner.id);
  });

  it('refuses an email Google has not verified, creating nothing', async () => {
    google.nextProfile = {
      sub: 'g-3',
      name: 'Unverified',
      email: 'unverified@example.com',
      email_verified: false,
    };
    const res = await roundTrip();
    expect(res.headers.location).toBe('/login?error=google');
    expect(
      await t.db.select().from(users).where(eq(users.email, 'unverified@example.com')),
    ).toHaveLength(0);
  });

  it('refuses a callback whose state this browser was not given', async () => {
    google.nextProfile = {
      sub: 'g-4',
      name: 'Forged',
      email: 'forged@example.com',
      email_verified: true,
    };
    const res = await roundTrip({ keepState: false });
    expect(res.headers.location).toBe('/login?error=google');
    expect(cookies(res).some((c) => c.startsWith('domainfolio_session='))).toBe(false);
  });

  it('refuses a disabled account', async () => {
    await createOwner(t, { email: 'off@example.com', googleId: 'g-5', disabledAt: new Date() });
    google.nextProfile = {
      sub: 'g-5',
      name: 'Off',
      email: 'off@example.com',
      email_verified: true,
    };
    const res = await roundTrip();
    expect(res.headers.location).toBe('/login?error=disabled');
  });
});

describe('Google sign-in when not configured', () => {
  it('sends the browser back to the sign-in page', async () => {
    const t = await createTestApp({ EMAIL_WORKER: 'off' });
    const res = await request(t.http).get('/api/auth/google/login').expect(302);
    expect(res.headers.location).toBe('/login?error=google-unavailable');
    const site = await request(t.http).get('/api/site').expect(200);
    expect(site.body.auth).toEqual({ googleSignIn: false });
    await t.close();
  });
});
