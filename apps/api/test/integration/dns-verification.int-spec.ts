import { eq } from 'drizzle-orm';
import request from 'supertest';
import { domains, users } from '../../src/database/schema';
import { createDomain } from '../factories/domain.factory';
import { createOwner, signIn } from '../support/auth-helpers';
import { FakeDns } from '../support/fake-dns';
import { createTestApp, type TestApp } from '../support/test-app';

describe('custom domains and parked domains: DNS TXT verification', () => {
  const dns = new FakeDns();
  let t: TestApp;
  let cookie: string;
  let otherCookie: string;

  beforeAll(async () => {
    await dns.start();
    t = await createTestApp({
      EMAIL_WORKER: 'off',
      DNS_SERVERS: dns.server,
      PROXY_IP: '203.0.113.7',
    });
    await createOwner(t, {
      username: 'alice',
      email: 'alice@example.com',
      planType: 'PRO',
      customDomain: 'names.alice.example',
    });
    const alice = (await t.db.select().from(users).where(eq(users.username, 'alice')))[0]!;
    await createDomain(t.db, alice.id, { name: 'parkme.com' });
    const other = await createOwner(t, { username: 'oscar', email: 'oscar@example.com' });
    // The same name in another portfolio (a previous owner), parked there before.
    await createDomain(t.db, other.id, { name: 'parkme.com', parkingVerifiedAt: new Date() });
    cookie = await signIn(t, 'alice@example.com');
    otherCookie = await signIn(t, 'oscar@example.com');
  });
  afterAll(async () => {
    await t.close();
    await dns.stop();
  });

  const site = (host: string) =>
    request(t.http).get('/api/site').set('X-Forwarded-Host', host).expect(200);

  it('gives the records to add, and the custom domain shows nothing until verified', async () => {
    const res = await request(t.http).get('/api/user/custom-domain').set('Cookie', cookie);
    expect(res.status).toBe(200);
    expect(res.body.payload).toEqual({
      host: 'names.alice.example',
      verified: false,
      verifiedAt: null,
      recordName: '_domainfolio.names.alice.example',
      recordValue: expect.stringMatching(/^domainfolio-verification=[A-Za-z0-9_-]{32}$/),
      aRecord: '203.0.113.7',
    });
    expect((await site('names.alice.example')).body.site).toBe('notFound');
    const none = await request(t.http).get('/api/user/custom-domain').set('Cookie', otherCookie);
    expect(none.body.payload).toBeNull();
    const refused = await request(t.http)
      .post('/api/user/custom-domain/verify')
      .set('Cookie', otherCookie)
      .expect(400);
    expect(refused.body.title).toBe('No Custom Domain');
  });

  it('refuses a missing or wrong TXT record, naming the record to add', async () => {
    const { body } = await request(t.http).get('/api/user/custom-domain').set('Cookie', cookie);
    const wrong = await request(t.http)
      .post('/api/user/custom-domain/verify')
      .set('Cookie', cookie)
      .expect(409);
    expect(wrong.body.title).toBe('DNS Record Not Found');
    expect(wrong.body.message).toContain(body.payload.recordName);
    expect(wrong.body.message).toContain(body.payload.recordValue);
    // Somebody else's value (another account's record) does not prove anything.
    dns.txt.set('_domainfolio.names.alice.example', ['domainfolio-verification=someone-else']);
    await request(t.http).post('/api/user/custom-domain/verify').set('Cookie', cookie).expect(409);
    expect((await site('names.alice.example')).body.site).toBe('notFound');
  });

  it('verifies the record through the configured DNS server; then the host shows the owner', async () => {
    const { body } = await request(t.http).get('/api/user/custom-domain').set('Cookie', cookie);
    dns.txt.set(body.payload.recordName, ['v=spf1 -all', body.payload.recordValue]);
    const res = await request(t.http)
      .post('/api/user/custom-domain/verify')
      .set('Cookie', cookie)
      .expect(200);
    expect(res.body).toMatchObject({
      type: 'SUCCESS',
      title: 'Domain Verified',
      payload: { verified: true, verifiedAt: expect.any(String) },
    });
    expect(dns.queries).toContain('_domainfolio.names.alice.example');
    expect((await site('names.alice.example')).body.owner).toMatchObject({
      username: 'alice',
      customHost: true,
    });
    // Changing the custom domain needs a new proof.
    await request(t.http)
      .post('/api/user/edit')
      .set('Cookie', cookie)
      .send({ user: { customDomain: 'other.alice.example' } })
      .expect(200);
    expect((await site('names.alice.example')).body.site).toBe('notFound');
    const again = await request(t.http).get('/api/user/custom-domain').set('Cookie', cookie);
    expect(again.body.payload.verified).toBe(false);
  });

  it('parks a portfolio domain: its own host then shows its landing page, for one owner only', async () => {
    const before = await site('parkme.com');
    expect(before.body.owner).toMatchObject({ username: 'oscar', parkedDomain: 'parkme.com' });

    const records = await request(t.http)
      .get('/api/domains/parkme.com/parking')
      .set('Cookie', cookie);
    expect(records.status).toBe(200);
    expect(records.body.payload).toMatchObject({
      host: 'parkme.com',
      verified: false,
      recordName: '_domainfolio.parkme.com',
    });
    await request(t.http)
      .post('/api/domains/parking/verify')
      .set('Cookie', cookie)
      .send({ domain: 'parkme.com' })
      .expect(409);
    dns.txt.set('_domainfolio.parkme.com', [records.body.payload.recordValue]);
    const res = await request(t.http)
      .post('/api/domains/parking/verify')
      .set('Cookie', cookie)
      .send({ domain: 'PARKME.com' })
      .expect(200);
    expect(res.body.payload.verified).toBe(true);
    expect((await site('parkme.com')).body.owner).toMatchObject({
      username: 'alice',
      parkedDomain: 'parkme.com',
    });
    const oscars = await t.db.select().from(domains).where(eq(domains.name, 'parkme.com'));
    expect(oscars.filter((d) => d.parkingVerifiedAt !== null)).toHaveLength(1);
  });

  it('only for the owner’s own domains, signed in', async () => {
    await request(t.http).get('/api/domains/nothere.com/parking').set('Cookie', cookie).expect(404);
    await request(t.http)
      .post('/api/domains/parking/verify')
      .set('Cookie', cookie)
      .send({ domain: 'nothere.com' })
      .expect(404);
    await request(t.http)
      .post('/api/domains/parking/verify')
      .set('Cookie', cookie)
      .send({})
      .expect(400);
    await request(t.http).get('/api/user/custom-domain').expect(401);
    await request(t.http)
      .post('/api/domains/parking/verify')
      .send({ domain: 'parkme.com' })
      .expect(401);
  });
});
