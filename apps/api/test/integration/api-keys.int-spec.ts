import { eq } from 'drizzle-orm';
import request from 'supertest';
import { apiKeys, users } from '../../src/database/schema';
import { createOwner, signIn } from '../support/auth-helpers';
import { createTestApp, type TestApp } from '../support/test-app';

describe('API keys', () => {
  let t: TestApp;
  let free: string;
  let pro: string;

  beforeAll(async () => {
    t = await createTestApp({ EMAIL_WORKER: 'off' });
    await createOwner(t, { email: 'free@example.com' });
    await createOwner(t, { email: 'pro@example.com', planType: 'PRO', planInterval: 'MONTH' });
    free = await signIn(t, 'free@example.com');
    pro = await signIn(t, 'pro@example.com');
  });
  afterAll(() => t.close());

  const withKey = (key: string) =>
    request(t.http).get('/api/current-user').set('x-domainfolio-api-key', key);

  it('are a Pro feature', async () => {
    const res = await request(t.http).post('/api/user/api-key').set('Cookie', free).expect(403);
    expect(res.body.title).toBe('Pro Feature');
    const none = await request(t.http).get('/api/user/api-key').set('Cookie', free).expect(404);
    expect(none.body).toMatchObject({
      title: 'No API Key Found',
      message: 'User does not have API key. Plan upgrade required.',
    });
  });

  it('can be generated, copied and used instead of the session', async () => {
    const res = await request(t.http).post('/api/user/api-key').set('Cookie', pro).expect(200);
    const key: string = res.body.payload.apiKey;
    expect(key).toMatch(/^dfk_[A-Za-z0-9_-]{43}$/);
    const copy = await request(t.http).get('/api/user/api-key').set('Cookie', pro).expect(200);
    expect(copy.body.payload.apiKey).toBe(key);
    const me = await withKey(key).expect(200);
    expect(me.body.payload).toMatchObject({ email: 'pro@example.com', apiKey: key });

    const [stored] = await t.db.select().from(apiKeys);
    expect(stored?.keyHash).not.toContain(key.slice(4));
    expect(stored?.keyEncrypted).not.toContain(key.slice(4));
  });

  it('stop working at once when replaced or revoked', async () => {
    const first = (await request(t.http).post('/api/user/api-key').set('Cookie', pro).expect(200))
      .body.payload.apiKey;
    const second = (await request(t.http).post('/api/user/api-key').set('Cookie', pro).expect(200))
      .body.payload.apiKey;
    const old = await withKey(first).expect(401);
    expect(old.body.message).toBe('API key does not exist.');
    await withKey(second).expect(200);
    await request(t.http).post('/api/user/api-key/revoke').set('Cookie', pro).expect(200);
    await withKey(second).expect(401);
    await request(t.http).get('/api/user/api-key').set('Cookie', pro).expect(404);
    await request(t.http).post('/api/user/api-key/revoke').set('Cookie', pro).expect(404);
  });

  it('explain a missing or malformed key', async () => {
    const empty = await withKey('').expect(401);
    expect(empty.body.message).toBe('API key required');
    const malformed = await withKey('not-a-key').expect(401);
    expect(malformed.body.message).toBe('API key invalid');
  });

  it('stop working when the owner leaves the Pro plan or is disabled', async () => {
    const key = (await request(t.http).post('/api/user/api-key').set('Cookie', pro).expect(200))
      .body.payload.apiKey;
    await t.db
      .update(users)
      .set({ planType: 'FREE', planInterval: null })
      .where(eq(users.email, 'pro@example.com'));
    await withKey(key).expect(403);
    await t.db
      .update(users)
      .set({ planType: 'PRO', disabledAt: new Date() })
      .where(eq(users.email, 'pro@example.com'));
    await withKey(key).expect(403);
  });

  it('let API clients post without browser origin checks', async () => {
    await t.db.update(users).set({ disabledAt: null }).where(eq(users.email, 'pro@example.com'));
    const cookie = await signIn(t, 'pro@example.com');
    const key = (await request(t.http).post('/api/user/api-key').set('Cookie', cookie).expect(200))
      .body.payload.apiKey;
    await request(t.http)
      .post('/api/user/edit')
      .set('x-domainfolio-api-key', key)
      .send({ user: { phone: '+1 555 0100' } })
      .expect(200);
  });
});
