import request from 'supertest';
import { eq } from 'drizzle-orm';
import { users } from '../../src/database/schema';
import { createDomain } from '../factories/domain.factory';
import { createUser } from '../factories/user.factory';
import { createTestApp, type TestApp } from '../support/test-app';

describe('GET /api/site: which site a host shows', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    await createUser(t.db, { username: 'alice' });
    await createUser(t.db, { username: 'gone', disabledAt: new Date() });
    const carol = await createUser(t.db, {
      username: 'carol',
      // A custom domain is a Pro feature.
      planType: 'PRO',
      customDomain: 'carols-names.com',
      customDomainVerifiedAt: new Date(),
    });
    await createUser(t.db, { username: 'dave', customDomain: 'daves-names.com' });
    await createDomain(t.db, carol.id, { name: 'parked-here.com', parkingVerifiedAt: new Date() });
    await createDomain(t.db, carol.id, { name: 'not-verified.com' });
    await createDomain(t.db, carol.id, {
      name: 'sold-parked.com',
      sold: true,
      parkingVerifiedAt: new Date(),
    });
    await createDomain(t.db, carol.id, {
      name: 'private-parked.com',
      public: false,
      parkingVerifiedAt: new Date(),
    });
  });
  afterAll(() => t.close());

  const site = (host: string) => request(t.http).get('/api/site').set('Host', host).expect(200);

  it.each([
    ['localhost:3000', 'main'],
    ['www.localhost:3000', 'main'],
    ['app.localhost', 'main'],
    ['shop.localhost:3000', 'shop'],
    ['wholesale.localhost:3000', 'notFound'],
    ['api.localhost:3000', 'notFound'],
    ['nobody-here.localhost:3000', 'notFound'],
    ['a.b.localhost:3000', 'notFound'],
  ])('%s shows the %s site', async (host, expected) => {
    const res = await site(host);
    expect(res.body.site).toBe(expected);
  });

  it('says whether the page came with a session cookie, on the main site only', async () => {
    const cookie = `${t.config.SESSION_COOKIE_NAME}=some-session-token`;
    expect((await site('localhost:3000')).body.session).toBe(false);
    const withCookie = await request(t.http)
      .get('/api/site')
      .set('Host', 'localhost:3000')
      .set('Cookie', cookie)
      .expect(200);
    expect(withCookie.body.session).toBe(true);
    // The cookie belongs to the main host: no other site ever reads it.
    const elsewhere = await request(t.http)
      .get('/api/site')
      .set('Host', 'alice.localhost:3000')
      .set('Cookie', cookie)
      .expect(200);
    expect(elsewhere.body).toMatchObject({ site: 'owner', session: false });
  });

  it("shows an owner's site on their subdomain", async () => {
    const res = await site('alice.localhost:3000');
    expect(res.body).toMatchObject({
      site: 'owner',
      owner: { username: 'alice', customHost: false, parkedDomain: null },
      appUrl: 'http://localhost:3000',
      shopUrl: 'http://shop.localhost:3000',
      remotes: {
        main: '/remotes/main/remoteEntry.js',
        shop: '/remotes/shop/remoteEntry.js',
        owner: '/remotes/owner/remoteEntry.js',
      },
    });
  });

  it('does not show a disabled account', async () => {
    expect((await site('gone.localhost')).body.site).toBe('notFound');
  });

  it('shows the owner of a verified custom domain, with or without www', async () => {
    for (const host of ['carols-names.com', 'www.carols-names.com']) {
      const res = await site(host);
      expect(res.body).toMatchObject({
        site: 'owner',
        owner: { username: 'carol', customHost: true },
      });
    }
  });

  it('does not trust an unverified custom domain', async () => {
    expect((await site('daves-names.com')).body.site).toBe('notFound');
  });

  it('shows a verified parked domain as its landing page', async () => {
    const res = await site('parked-here.com');
    expect(res.body).toMatchObject({
      site: 'owner',
      owner: { username: 'carol', parkedDomain: 'parked-here.com' },
    });
    expect((await site('not-verified.com')).body.site).toBe('notFound');
  });

  it('still shows a parked domain that sold (its page says so), never a private one', async () => {
    expect((await site('sold-parked.com')).body).toMatchObject({
      site: 'owner',
      owner: { username: 'carol', parkedDomain: 'sold-parked.com' },
    });
    expect((await site('private-parked.com')).body.site).toBe('notFound');
  });

  it('takes the host from X-Forwarded-Host when the proxy is trusted (loopback)', async () => {
    const res = await request(t.http)
      .get('/api/site')
      .set('Host', 'localhost:3000')
      .set('X-Forwarded-Host', 'carols-names.com')
      .expect(200);
    expect(res.body.owner?.username).toBe('carol');
  });

  it('follows a verification that is withdrawn', async () => {
    await t.db
      .update(users)
      .set({ customDomainVerifiedAt: null })
      .where(eq(users.username, 'carol'));
    expect((await site('carols-names.com')).body.site).toBe('notFound');
  });
});

describe('GET /api/site behind an untrusted address', () => {
  it('ignores X-Forwarded-Host, so a custom domain cannot be spoofed', async () => {
    const t = await createTestApp({ TRUST_PROXY: 'false' });
    await createUser(t.db, {
      username: 'erin',
      planType: 'PRO',
      customDomain: 'erins.com',
      customDomainVerifiedAt: new Date(),
    });
    const res = await request(t.http)
      .get('/api/site')
      .set('Host', 'localhost:3000')
      .set('X-Forwarded-Host', 'erins.com')
      .expect(200);
    expect(res.body.site).toBe('main');
    await t.close();
  });
});

describe('a custom domain after the owner leaves Pro', () => {
  it('no longer shows their site', async () => {
    const t = await createTestApp();
    try {
      await createUser(t.db, {
        username: 'frank',
        planType: 'FREE',
        customDomain: 'franks-names.com',
        customDomainVerifiedAt: new Date(),
      });
      const res = await request(t.http)
        .get('/api/site')
        .set('Host', 'localhost:3000')
        .set('X-Forwarded-Host', 'franks-names.com')
        .expect(200);
      expect(res.body.site).toBe('notFound');
    } finally {
      await t.close();
    }
  });
});
