import { eq } from 'drizzle-orm';
import request from 'supertest';
import { users } from '../../src/database/schema';
import { createOwner, signIn } from '../support/auth-helpers';
import { createTestApp, type TestApp } from '../support/test-app';

describe('account settings', () => {
  let t: TestApp;
  let free: string;
  let pro: string;

  beforeAll(async () => {
    t = await createTestApp({ EMAIL_WORKER: 'off' });
    await createOwner(t, {
      email: 'free@example.com',
      username: 'free-owner',
      displayName: 'Free Owner',
    });
    await createOwner(t, {
      email: 'pro@example.com',
      username: 'pro-owner',
      planType: 'PRO',
      planInterval: 'YEAR',
    });
    await createOwner(t, { email: 'taken@example.com', username: 'taken-name' });
    free = await signIn(t, 'free@example.com');
    pro = await signIn(t, 'pro@example.com');
  });
  afterAll(() => t.close());

  const edit = (cookie: string, body: object) =>
    request(t.http).post('/api/user/edit').set('Cookie', cookie).send(body);

  it('changes the name, username and portfolio page together', async () => {
    const res = await edit(free, {
      user: { displayName: 'Freda', username: 'Freda-Names' },
      page: { isEnabled: true, title: 'Freda’s Names', description: 'Short names.' },
    }).expect(200);
    expect(res.body).toMatchObject({
      type: 'SUCCESS',
      title: 'Account Updated',
      payload: {
        user: { displayName: 'Freda', username: 'freda-names', email: 'free@example.com' },
        page: { isEnabled: true, title: 'Freda’s Names', description: 'Short names.' },
      },
    });
    const page = await request(t.http).get('/api/pages/default').set('Cookie', free).expect(200);
    expect(page.body.payload).toMatchObject({ isEnabled: true, title: 'Freda’s Names' });
    const me = await request(t.http).get('/api/current-user').set('Cookie', free).expect(200);
    expect(me.body.payload.username).toBe('freda-names');
  });

  it('refuses a taken, reserved or malformed username', async () => {
    const taken = await edit(free, { user: { username: 'taken-name' } }).expect(409);
    expect(taken.body).toMatchObject({
      title: 'Username Taken',
      message: 'taken-name is already taken. Please choose another username.',
    });
    const reserved = await edit(free, { user: { username: 'demo' } }).expect(400);
    expect(reserved.body.title).toBe('Username Unavailable');
    await edit(free, { user: { username: 'wholesale' } }).expect(400);
    const bad = await edit(free, { user: { username: '-bad-' } }).expect(400);
    expect(bad.body.title).toBe('Invalid Username');
  });

  it('keeps Pro features for Pro owners, and changes nothing when one is refused', async () => {
    const analytics = await edit(free, {
      user: { displayName: 'Changed', googleAnalyticsTrackingId: 'G-ABC1234' },
    }).expect(403);
    expect(analytics.body).toMatchObject({
      title: 'Pro Feature',
      message:
        'The analytics integration is a Pro feature. Upgrade your plan in Billing to use it.',
    });
    await edit(free, { page: { logo: 'https://cdn.example.com/logo.png' } }).expect(403);
    await edit(free, { user: { customDomain: 'names.example.com' } }).expect(403);
    const [row] = await t.db.select().from(users).where(eq(users.email, 'free@example.com'));
    expect(row?.displayName).not.toBe('Changed');
    // Clearing is always allowed.
    await edit(free, { user: { googleAnalyticsTrackingId: null }, page: { logo: null } }).expect(
      200,
    );

    const res = await edit(pro, {
      user: { googleAnalyticsTrackingId: 'g-abc1234', customDomain: 'Names.Example.com.' },
      page: {
        logo: 'https://cdn.example.com/logo.png',
        logoLight: 'https://cdn.example.com/light.png',
      },
    }).expect(200);
    expect(res.body.payload.user).toMatchObject({
      googleAnalyticsTrackingId: 'G-ABC1234',
      customDomain: 'names.example.com',
      customDomainVerified: false,
    });
    expect(res.body.payload.page).toMatchObject({ logo: 'https://cdn.example.com/logo.png' });
  });

  it('refuses a custom domain that is not a domain or belongs to the product', async () => {
    await edit(pro, { user: { customDomain: 'not a domain' } }).expect(400);
    const own = await edit(pro, { user: { customDomain: 'shop.localhost' } }).expect(400);
    expect(own.body.message).toBe('shop.localhost belongs to this site. Enter a domain you own.');
  });

  it('refuses bad values and unknown fields with the field named', async () => {
    const desc = await edit(free, { page: { description: 'x'.repeat(251) } }).expect(400);
    expect(desc.body.message).toBe('Description must be 250 characters or fewer.');
    await edit(free, { user: { avatar: 'javascript:alert(1)' } }).expect(400);
    await edit(free, { user: { timeZone: 'Mars/Olympus' } }).expect(400);
    const unknown = await edit(free, { user: { planType: 'PRO' } }).expect(400);
    expect(unknown.body.message).toMatch(/planType should not exist/);
    await edit(free, { user: { email: 'new@example.com' } }).expect(400);
  });

  it('requires a signed-in owner', async () => {
    await request(t.http)
      .post('/api/user/edit')
      .send({ user: { displayName: 'x' } })
      .expect(401);
    await request(t.http).get('/api/pages/default').expect(401);
  });
});
