import request from 'supertest';
import { createOwner, latestEmail, linkIn, PASSWORD, sessionCookie } from '../support/auth-helpers';
import { createTestApp, type TestApp } from '../support/test-app';

function deviceCookie(res: request.Response): string {
  const cookie = ([] as string[])
    .concat(res.headers['set-cookie'] ?? [])
    .find((c) => c.startsWith('domainfolio_device='));
  if (!cookie) throw new Error('no device cookie');
  return cookie.split(';')[0]!;
}

describe('device confirmation (DEVICE_CONFIRMATION=on)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ EMAIL_WORKER: 'off', DEVICE_CONFIRMATION: 'on' });
    await createOwner(t, { email: 'device@example.com' });
  });
  afterAll(() => t.close());

  const login = (cookie?: string) => {
    const req = request(t.http).post('/api/user/login');
    if (cookie) req.set('Cookie', cookie);
    return req.send({ email: 'device@example.com', password: PASSWORD });
  };

  it('stops a sign-in from a new browser, emails a link, and lets it in once confirmed there', async () => {
    const first = await login().expect(403);
    expect(first.body).toMatchObject({
      code: 'DEVICE_CONFIRMATION_REQUIRED',
      title: 'Confirm This Device',
    });
    const device = deviceCookie(first);
    expect(
      ([] as string[])
        .concat(first.headers['set-cookie'] ?? [])
        .some((c) => c.startsWith('domainfolio_session=')),
    ).toBe(false);

    const token = linkIn(
      (await latestEmail(t, 'device@example.com', 'CONFIRM_DEVICE'))!.text,
      '/confirm-device',
    ).searchParams.get('token');

    // Another browser cannot confirm it, and trying does not use the link up.
    const elsewhere = await request(t.http)
      .post('/api/user/confirm-device')
      .send({ token })
      .expect(400);
    expect(elsewhere.body.message).toBe('Open the link in the browser you signed in with.');

    await request(t.http)
      .post('/api/user/confirm-device')
      .set('Cookie', device)
      .send({ token })
      .expect(200);
    await request(t.http)
      .post('/api/user/confirm-device')
      .set('Cookie', device)
      .send({ token })
      .expect(400);

    const ok = await login(device).expect(200);
    await request(t.http).get('/api/current-user').set('Cookie', sessionCookie(ok)).expect(200);
  });

  it('still asks on a browser that was not confirmed', async () => {
    await login('domainfolio_device=' + 'x'.repeat(43)).expect(403);
  });
});
