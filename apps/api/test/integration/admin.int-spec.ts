import { and, eq } from 'drizzle-orm';
import request from 'supertest';
import { adminActions, securityEvents, users, type UserRow } from '../../src/database/schema';
import { createDomain } from '../factories/domain.factory';
import { PASSWORD, createOwner, proveSecondFactor, signIn } from '../support/auth-helpers';
import { createTestApp, type TestApp } from '../support/test-app';

describe('administration', () => {
  let t: TestApp;
  let admin: UserRow;
  let adminCookie: string;
  let target: UserRow;
  let ownerCookie: string;

  beforeAll(async () => {
    t = await createTestApp({
      EMAIL_WORKER: 'off',
      ADMIN_EMAILS: ' Boss@Example.com , deputy@example.com,unconfirmed@example.com',
    });
    admin = await createOwner(t, {
      email: 'boss@example.com',
      username: 'the-boss',
      planType: 'PRO',
    });
    target = await createOwner(t, {
      email: 'target@example.com',
      username: 'target-owner',
      displayName: 'Tina Target',
      page: { title: 'Tina’s names' },
    });
    await createDomain(t.db, target.id, { name: 'tina-one.com' });
    await createDomain(t.db, target.id, { name: 'tina-two.com' });
    await createOwner(t, { email: 'bystander@example.com', username: 'bystander' });
    adminCookie = await signIn(t, 'boss@example.com');
    // An administrator's session has proved a second factor (two-factor.int-spec.ts shows the
    // admin screens shut without one).
    await proveSecondFactor(t, admin.id);
    ownerCookie = await signIn(t, 'bystander@example.com');
  });
  afterAll(() => t.close());

  const as = (cookie: string) => ({
    get: (path: string) => request(t.http).get(path).set('Cookie', cookie),
    post: (path: string, body: object = {}) =>
      request(t.http).post(path).set('Cookie', cookie).send(body),
  });

  const everyEndpoint = (id: string) =>
    [
      ['get', '/api/admin/accounts'],
      ['get', '/api/admin/actions'],
      ['post', `/api/admin/accounts/${id}/disable`],
      ['post', `/api/admin/accounts/${id}/enable`],
      ['post', `/api/admin/accounts/${id}/plan`],
    ] as const;

  it('tells the signed-in user whether they are an administrator', async () => {
    const mine = await as(adminCookie).get('/api/current-user').expect(200);
    expect(mine.body.payload.isAdmin).toBe(true);
    const theirs = await as(ownerCookie).get('/api/current-user').expect(200);
    expect(theirs.body.payload.isAdmin).toBe(false);
  });

  it('answers 404 to everyone else, as if the area did not exist', async () => {
    const key = (await as(adminCookie).post('/api/user/api-key').expect(200)).body.payload.apiKey;
    const unconfirmed = await createOwner(t, {
      email: 'unconfirmed@example.com',
      username: 'unconfirmed-admin',
    });
    await t.db.update(users).set({ emailConfirmedAt: null }).where(eq(users.id, unconfirmed.id));
    const disabledAdmin = await createOwner(t, { email: 'deputy@example.com', username: 'deputy' });
    const deputyCookie = await signIn(t, 'deputy@example.com');
    await t.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, disabledAdmin.id));

    for (const [method, path] of everyEndpoint(target.id)) {
      const anonymous = await request(t.http)[method](path).send({ planType: 'PRO' }).expect(404);
      expect(anonymous.body.title).toBe('Not Found');
      await as(ownerCookie)[method](path, { planType: 'PRO' }).expect(404);
      // An API key never gives administrator rights, even an administrator's own.
      const withKey = request(t.http)[method](path);
      await withKey.set('x-domainfolio-api-key', key).send({ planType: 'PRO' }).expect(404);
      await as(deputyCookie)[method](path, { planType: 'PRO' }).expect(404);
    }
    const [unchanged] = await t.db.select().from(users).where(eq(users.id, target.id));
    expect(unchanged).toMatchObject({ disabledAt: null, planType: 'FREE' });
    expect(await t.db.select().from(adminActions)).toHaveLength(0);
  });

  it('lists accounts with plan, domain count and state, searchable by email or username', async () => {
    const all = await as(adminCookie).get('/api/admin/accounts').expect(200);
    expect(all.body.payload.totalDocs).toBeGreaterThanOrEqual(3);
    const found = await as(adminCookie).get('/api/admin/accounts?query=TARGET').expect(200);
    expect(found.body.payload.docs).toEqual([
      {
        _id: target.id,
        username: 'target-owner',
        email: 'target@example.com',
        displayName: 'Tina Target',
        planType: 'FREE',
        domainCount: 2,
        state: 'ACTIVE',
        createdAt: target.createdAt.toISOString(),
      },
    ]);
    expect(JSON.stringify(all.body)).not.toContain('passwordHash');
    const byName = await as(adminCookie).get('/api/admin/accounts?query=bystand').expect(200);
    expect(byName.body.payload.docs.map((a: { username: string }) => a.username)).toEqual([
      'bystander',
    ]);
    const none = await as(adminCookie).get('/api/admin/accounts?query=100%25').expect(200);
    expect(none.body.payload.docs).toEqual([]);
  });

  it('disables an account: signed out, API key refused, sites offline, and recorded', async () => {
    await t.db.update(users).set({ planType: 'PRO' }).where(eq(users.id, target.id));
    const targetCookie = await signIn(t, 'target@example.com');
    const key = (await as(targetCookie).post('/api/user/api-key').expect(200)).body.payload.apiKey;
    await request(t.http).get('/api/public/portfolio/target-owner').expect(200);

    const res = await as(adminCookie).post(`/api/admin/accounts/${target.id}/disable`).expect(200);
    expect(res.body).toMatchObject({
      type: 'SUCCESS',
      title: 'Account Disabled',
      payload: { _id: target.id, state: 'DISABLED' },
    });

    await as(targetCookie).get('/api/current-user').expect(401);
    const keyRes = await request(t.http)
      .get('/api/current-user')
      .set('x-domainfolio-api-key', key)
      .expect(403);
    expect(keyRes.body.title).toBe('Account Disabled');
    const login = await request(t.http)
      .post('/api/user/login')
      .send({ email: 'target@example.com', password: PASSWORD })
      .expect(403);
    expect(login.body.title).toBe('Account Disabled');
    await request(t.http).get('/api/public/portfolio/target-owner').expect(404);
    await request(t.http)
      .get('/api/public/domains/tina-one.com')
      .set('Host', 'target-owner.localhost')
      .expect(404);

    const log = await as(adminCookie).get('/api/admin/actions').expect(200);
    expect(log.body.payload.docs[0]).toMatchObject({
      action: 'DISABLE_ACCOUNT',
      adminEmail: 'boss@example.com',
      targetUserId: target.id,
      targetUsername: 'target-owner',
      targetEmail: 'target@example.com',
      before: { state: 'ACTIVE' },
      after: { state: 'DISABLED' },
    });
    expect(Date.parse(log.body.payload.docs[0].createdAt)).not.toBeNaN();
  });

  it('enables it again, after which the owner signs in and the sites are back', async () => {
    const res = await as(adminCookie).post(`/api/admin/accounts/${target.id}/enable`).expect(200);
    expect(res.body).toMatchObject({ title: 'Account Enabled', payload: { state: 'ACTIVE' } });
    await signIn(t, 'target@example.com');
    await request(t.http).get('/api/public/portfolio/target-owner').expect(200);
    const log = await as(adminCookie).get('/api/admin/actions').expect(200);
    expect(log.body.payload.docs[0]).toMatchObject({
      action: 'ENABLE_ACCOUNT',
      before: { state: 'DISABLED' },
      after: { state: 'ACTIVE' },
    });
  });

  it('changes the plan and records it; a bad plan or a missing account changes nothing', async () => {
    const res = await as(adminCookie)
      .post(`/api/admin/accounts/${target.id}/plan`, { planType: 'FREE' })
      .expect(200);
    expect(res.body).toMatchObject({
      title: 'Plan Changed',
      message: 'target-owner is now on the Free plan.',
      payload: { planType: 'FREE' },
    });
    const log = await as(adminCookie).get('/api/admin/actions').expect(200);
    expect(log.body.payload.docs[0]).toMatchObject({
      action: 'CHANGE_PLAN',
      before: { planType: 'PRO' },
      after: { planType: 'FREE' },
    });
    const count = log.body.payload.totalDocs;
    // The owner's own security log says so too.
    const [changed] = await t.db
      .select()
      .from(securityEvents)
      .where(and(eq(securityEvents.userId, target.id), eq(securityEvents.type, 'PLAN_CHANGED')));
    expect(changed).toMatchObject({
      type: 'PLAN_CHANGED',
      detail: { from: 'Pro', to: 'Free', by: 'support' },
    });

    const bad = await as(adminCookie)
      .post(`/api/admin/accounts/${target.id}/plan`, { planType: 'GOLD' })
      .expect(400);
    expect(bad.body.errors[0].message).toBe('planType must be one of FREE, PRO');
    await as(adminCookie)
      .post('/api/admin/accounts/00000000-0000-4000-8000-000000000000/disable')
      .expect(404);
    await as(adminCookie).post('/api/admin/accounts/not-an-id/disable').expect(400);
    expect(
      (await as(adminCookie).get('/api/admin/actions').expect(200)).body.payload.totalDocs,
    ).toBe(count);
  });

  it('refuses to disable the administrator’s own account, and only restores a deleted one', async () => {
    const self = await as(adminCookie).post(`/api/admin/accounts/${admin.id}/disable`).expect(409);
    expect(self.body.message).toBe('You cannot disable your own account.');
    const gone = await createOwner(t, {
      email: 'gone@example.com',
      username: 'gone-owner',
      deletedAt: new Date(),
      disabledAt: new Date(),
      page: { title: 'Gone' },
    });
    const listed = await as(adminCookie).get('/api/admin/accounts?query=gone-owner').expect(200);
    expect(listed.body.payload.docs[0].state).toBe('DELETED');
    const plan = await as(adminCookie)
      .post(`/api/admin/accounts/${gone.id}/plan`, { planType: 'PRO' })
      .expect(409);
    expect(plan.body.message).toBe(
      'gone-owner was deleted by its owner. Enable it to cancel the deletion first.',
    );
    await request(t.http).get('/api/public/portfolio/gone-owner').expect(404);

    // Support cancels the deletion, as the confirmation email offers.
    const restored = await as(adminCookie)
      .post(`/api/admin/accounts/${gone.id}/enable`)
      .expect(200);
    expect(restored.body.payload.state).toBe('ACTIVE');
    const [row] = await t.db.select().from(users).where(eq(users.id, gone.id));
    expect(row).toMatchObject({ deletedAt: null, disabledAt: null });
    await request(t.http).get('/api/public/portfolio/gone-owner').expect(200);
    await signIn(t, 'gone@example.com');
    const log = await as(adminCookie).get('/api/admin/actions').expect(200);
    expect(log.body.payload.docs[0]).toMatchObject({
      action: 'ENABLE_ACCOUNT',
      targetUsername: 'gone-owner',
      before: { state: 'DELETED' },
      after: { state: 'ACTIVE' },
    });
  });
});
