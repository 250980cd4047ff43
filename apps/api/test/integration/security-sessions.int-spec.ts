import request from 'supertest';
import {
  createOwner,
  latestEmail,
  linkIn,
  PASSWORD,
  sessionCookie,
  signIn,
} from '../support/auth-helpers';
import { createTestApp, type TestApp } from '../support/test-app';

/** The Set-Cookie line of the session cookie, attributes included. */
function setCookieLine(res: request.Response): string {
  const lines = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  const line = lines.find((c) => c.startsWith('domainfolio_session='));
  if (!line) throw new Error(`no session cookie in ${JSON.stringify(lines)}`);
  return line;
}

/** The cookie's attributes, lower-cased names ("httponly", "samesite", ...) to their values. */
function attributesOf(line: string): Map<string, string> {
  const [, ...parts] = line.split(';');
  return new Map(
    parts.map((part) => {
      const [name = '', ...value] = part.trim().split('=');
      return [name.toLowerCase(), value.join('=')];
    }),
  );
}

describe('sessions: fixation, sign-out, reset, cookie flags', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ EMAIL_WORKER: 'off' });
  });
  afterAll(() => t.close());

  const whoAmI = (cookie: string) => request(t.http).get('/api/current-user').set('Cookie', cookie);
  const login = (email: string, cookie?: string) => {
    const req = request(t.http).post('/api/user/login');
    if (cookie) req.set('Cookie', cookie);
    return req.send({ email, password: PASSWORD }).expect(200);
  };

  it('issues a new session id at sign-in and never keeps one the browser brought', async () => {
    await createOwner(t, { email: 'fixation@example.com' });
    // An attacker plants a session id of their choosing before the victim signs in.
    const planted = 'domainfolio_session=attacker-chosen-session-id';
    const cookie = sessionCookie(await login('fixation@example.com', planted));
    expect(cookie).not.toBe(planted);
    await whoAmI(cookie).expect(200);
    await whoAmI(planted).expect(401);
  });

  it('replaces a valid session sent at sign-in: the old id stops working', async () => {
    await createOwner(t, { email: 'rotate@example.com' });
    const before = await signIn(t, 'rotate@example.com');
    const after = sessionCookie(await login('rotate@example.com', before));
    expect(after).not.toBe(before);
    await whoAmI(after).expect(200);
    await whoAmI(before).expect(401);
  });

  it('ends the session at sign-out on the server, not only in the browser', async () => {
    await createOwner(t, { email: 'signout@example.com' });
    const cookie = await signIn(t, 'signout@example.com');
    const other = await signIn(t, 'signout@example.com');
    const res = await request(t.http).get('/api/user/logout').set('Cookie', cookie).expect(200);
    // The browser is told to drop it...
    const cleared = attributesOf(setCookieLine(res));
    expect(new Date(cleared.get('expires') ?? '').getTime()).toBeLessThan(Date.now());
    // ...and a copy kept elsewhere is refused.
    await whoAmI(cookie).expect(401);
    // Signing out of one browser leaves the owner's other browsers signed in.
    await whoAmI(other).expect(200);
  });

  it("ends every one of the account's sessions when the password is reset", async () => {
    await createOwner(t, { email: 'reset-all@example.com' });
    const laptop = await signIn(t, 'reset-all@example.com');
    const phone = await signIn(t, 'reset-all@example.com', PASSWORD, true);
    const bystander = await createOwner(t, { email: 'bystander@example.com' });
    const bystanderCookie = await signIn(t, bystander.email);
    await request(t.http)
      .post('/api/emails/reset-password')
      .send({ email: 'reset-all@example.com' })
      .expect(200);
    const email = await latestEmail(t, 'reset-all@example.com', 'RESET_PASSWORD');
    const token = linkIn(email!.text, '/reset-password').searchParams.get('token');
    await request(t.http)
      .post('/api/user/reset-password')
      .send({ email: 'reset-all@example.com', token, password: 'a brand new password' })
      .expect(200);
    await whoAmI(laptop).expect(401);
    await whoAmI(phone).expect(401);
    await whoAmI(bystanderCookie).expect(200);
  });

  it('sets the cookie HttpOnly, SameSite=Lax, Path=/, host-only, and not Secure over http', async () => {
    await createOwner(t, { email: 'flags@example.com' });
    const line = setCookieLine(await login('flags@example.com'));
    const attributes = attributesOf(line);
    expect(attributes.has('httponly')).toBe(true);
    expect(attributes.get('samesite')?.toLowerCase()).toBe('lax');
    expect(attributes.get('path')).toBe('/');
    // Host-only: no Domain attribute, so an owner's subdomain never receives it.
    expect(attributes.has('domain')).toBe(false);
    // APP_URL is http here (a local run): a Secure cookie would never come back.
    expect(attributes.has('secure')).toBe(false);
    // Without "Remember me" the cookie ends with the browser.
    expect(attributes.has('max-age')).toBe(false);
    expect(attributes.has('expires')).toBe(false);
  });

  it('keeps a remembered session for 30 days at most', async () => {
    await createOwner(t, { email: 'remember@example.com' });
    const res = await request(t.http)
      .post('/api/user/login')
      .send({ email: 'remember@example.com', password: PASSWORD, remember: true })
      .expect(200);
    const maxAge = Number(attributesOf(setCookieLine(res)).get('max-age'));
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge).toBeLessThanOrEqual(30 * 24 * 60 * 60);
  });
});

describe('sessions: the cookie is Secure when APP_URL is https', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ EMAIL_WORKER: 'off', APP_URL: 'https://domainfolio.test' });
  });
  afterAll(() => t.close());

  it('marks the session cookie Secure even when the proxy in front spoke plain http to the API', async () => {
    await createOwner(t, { email: 'secure@example.com' });
    // No X-Forwarded-Proto: TLS ended at a proxy that does not say so.
    const res = await request(t.http)
      .post('/api/user/login')
      .send({ email: 'secure@example.com', password: PASSWORD })
      .expect(200);
    expect(attributesOf(setCookieLine(res)).has('secure')).toBe(true);
    const out = await request(t.http)
      .get('/api/user/logout')
      .set('Cookie', sessionCookie(res))
      .expect(200);
    // The cookie is cleared with the same attributes, or the browser would keep it.
    expect(attributesOf(setCookieLine(out)).has('secure')).toBe(true);
  });
});

describe('cross-site request forgery', () => {
  let t: TestApp;
  let cookie: string;

  beforeAll(async () => {
    t = await createTestApp({ EMAIL_WORKER: 'off' });
    await createOwner(t, { email: 'csrf@example.com', displayName: 'Before' });
    cookie = await signIn(t, 'csrf@example.com');
  });
  afterAll(() => t.close());

  /** A cookie-authenticated write: renames the signed-in owner. */
  const rename = (displayName: string, headers: Record<string, string>) => {
    const req = request(t.http)
      .post('/api/user/edit')
      .set('Host', 'localhost:3000')
      .set('Cookie', cookie);
    for (const [name, value] of Object.entries(headers)) req.set(name, value);
    return req.send({ user: { displayName } });
  };
  const displayName = async () =>
    (await request(t.http).get('/api/current-user').set('Cookie', cookie).expect(200)).body.payload
      .displayName as string;

  it.each([
    ['a foreign Origin', { Origin: 'https://evil.example' }],
    ['a look-alike Origin', { Origin: 'http://localhost.evil.example:3000' }],
    ['the same host on another port', { Origin: 'http://localhost:4444' }],
    ['an opaque Origin (sandboxed frame, data: URL)', { Origin: 'null' }],
    ['Sec-Fetch-Site: cross-site', { 'Sec-Fetch-Site': 'cross-site' }],
    [
      "an owner's subdomain (Sec-Fetch-Site: same-site)",
      { 'Sec-Fetch-Site': 'same-site', Origin: 'http://mallory.localhost:3000' },
    ],
    [
      'Sec-Fetch-Site: cross-site even with a matching Origin',
      { 'Sec-Fetch-Site': 'cross-site', Origin: 'http://localhost:3000' },
    ],
  ])('refuses a cookie-authenticated write with %s', async (_label, headers) => {
    const res = await rename('Forged', headers).expect(403);
    expect(res.body).toMatchObject({
      type: 'ERROR',
      code: 'FORBIDDEN',
      message: 'Requests from other sites are not allowed.',
    });
    expect(await displayName()).not.toBe('Forged');
  });

  it.each([
    ['Sec-Fetch-Site: same-origin', { 'Sec-Fetch-Site': 'same-origin' }],
    ['its own Origin (a browser without Sec-Fetch-Site)', { Origin: 'http://localhost:3000' }],
    // Browsers send Origin on every cross-origin POST, so a request with neither header is not
    // a forged one: it comes from a program (curl, a script), which holds the cookie itself.
    ['neither Origin nor Sec-Fetch-Site (not a browser)', {}],
  ])('accepts a write from the app itself: %s', async (label, headers) => {
    await rename(`Accepted ${label.length}`, headers).expect(200);
    expect(await displayName()).toBe(`Accepted ${label.length}`);
  });

  it('refuses a cross-site sign-in, so nobody can sign a visitor into their own account', async () => {
    const res = await request(t.http)
      .post('/api/user/login')
      .set('Origin', 'https://evil.example')
      .send({ email: 'csrf@example.com', password: PASSWORD })
      .expect(403);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('refuses a cross-site sign-out link', async () => {
    // A top-level navigation carries a SameSite=Lax cookie, so another site could sign the
    // owner out with a link or a redirect if a cross-site GET were obeyed.
    await request(t.http)
      .get('/api/user/logout')
      .set('Cookie', cookie)
      .set('Sec-Fetch-Site', 'cross-site')
      .expect(403);
    await request(t.http).get('/api/current-user').set('Cookie', cookie).expect(200);
  });

  it('sends no CORS headers that would let another site read an answer', async () => {
    const res = await request(t.http)
      .get('/api/current-user')
      .set('Cookie', cookie)
      .set('Origin', 'https://evil.example')
      .expect(200);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
  });
});
