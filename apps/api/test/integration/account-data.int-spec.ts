import { and, eq, sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import request from 'supertest';
import { randomToken, sha256 } from '../../src/common/crypto/tokens';
import { emailOutbox, leads, sessions, users, type UserRow } from '../../src/database/schema';
import { AccountPurgeJob } from '../../src/modules/account-data/account-purge.job';
import { createDomain } from '../factories/domain.factory';
import { createUser } from '../factories/user.factory';
import { PASSWORD, createOwner, latestEmail, signIn } from '../support/auth-helpers';
import { createTestApp, type TestApp } from '../support/test-app';

const DAY = 24 * 60 * 60 * 1000;

/** supertest keeps a binary answer as a Buffer with this parser. */
function binary(res: request.Response, done: (error: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
}

async function addLead(
  t: TestApp,
  owner: UserRow,
  domainId: string,
  domainName: string,
  email: string,
) {
  await t.db.insert(leads).values({
    ownerId: owner.id,
    domainId,
    domainName,
    name: 'Buyer Bob',
    email,
    message: 'Is it still for sale?',
    offer: '750.00',
    kind: 'OFFER',
    botCheck: 'PASSED',
  });
}

/** A session row as a Google sign-in would leave it, `ageMs` ago; returns the cookie. */
async function sessionFor(t: TestApp, user: UserRow, method: string, ageMs: number) {
  const token = randomToken();
  const createdAt = new Date(Date.now() - ageMs);
  await t.db.insert(sessions).values({
    tokenHash: sha256(token),
    userId: user.id,
    method,
    createdAt,
    lastSeenAt: new Date(),
    expiresAt: new Date(Date.now() + DAY),
  });
  return `domainfolio_session=${token}`;
}

async function emailsTo(t: TestApp, to: string, kind: string) {
  return t.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.kind, kind)));
}

describe('downloading all of an account’s data', () => {
  let t: TestApp;
  let owner: UserRow;
  let cookie: string;
  let apiKey: string;

  beforeAll(async () => {
    t = await createTestApp({ EMAIL_WORKER: 'off', SUPPORT_EMAIL: 'help@example.com' });
    owner = await createOwner(t, {
      email: 'exporter@example.com',
      username: 'exporter',
      displayName: 'Ella Exporter',
      planType: 'PRO',
      planInterval: 'YEAR',
      stripeCustomerId: 'cus_SECRETCUSTOMER',
      stripeSubscriptionId: 'sub_SECRETSUB',
      timeZone: 'Europe/Berlin',
      page: { title: 'Ella’s Names', description: 'Short names' },
    });
    const listed = await createDomain(t.db, owner.id, {
      name: 'ella-names.com',
      sellingPrice: '2500.00',
      privateNotes: 'bought at auction',
      tags: ['brandable', 'short names'],
    });
    await createDomain(t.db, owner.id, {
      name: 'ella-sold.com',
      sold: true,
      saleDate: '2026-03-01',
      salePrice: '4000.00',
      domainCost: '10.00',
    });
    await addLead(t, owner, listed.id, listed.name, 'bob@buyer.example');
    const other = await createOwner(t, { email: 'other@example.com', username: 'other-owner' });
    const theirs = await createDomain(t.db, other.id, { name: 'not-ellas.com' });
    await addLead(t, other, theirs.id, theirs.name, 'carol@buyer.example');
    cookie = await signIn(t, 'exporter@example.com');
    apiKey = (await request(t.http).post('/api/user/api-key').set('Cookie', cookie).expect(200))
      .body.payload.apiKey;
  });
  afterAll(() => t.close());

  const download = (auth: (r: request.Test) => request.Test) =>
    auth(request(t.http).get('/api/user/export')).buffer(true).parse(binary);

  it('is one zip of the account, domains, leads and sales, named for the owner and the day', async () => {
    const res = await download((r) => r.set('Cookie', cookie)).expect(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="domainfolio-exporter-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    const files = unzipSync(new Uint8Array(res.body as Buffer));
    expect(Object.keys(files).sort()).toEqual([
      'account.json',
      'domains.csv',
      'domains.json',
      'leads.csv',
      'leads.json',
      'notifications.json',
      'sales.csv',
    ]);
    const text = (name: string) => strFromU8(files[name]!);

    const account = JSON.parse(text('account.json'));
    expect(account.account).toMatchObject({
      username: 'exporter',
      email: 'exporter@example.com',
      displayName: 'Ella Exporter',
      timeZone: 'Europe/Berlin',
    });
    expect(account.plan).toMatchObject({ planType: 'PRO', planInterval: 'YEAR' });
    expect(account.portfolioPage).toMatchObject({ title: 'Ella’s Names', isEnabled: true });

    expect(text('domains.csv')).toContain('ella-names.com');
    expect(text('domains.csv')).toContain('bought at auction');
    const domains = JSON.parse(text('domains.json')) as { domain?: string; name?: string }[];
    expect(JSON.stringify(domains)).toContain('ella-names.com');
    // The owner's tags go with their names, as the portfolio export writes them.
    expect(text('domains.csv')).toContain('"brandable, short names"');
    expect(domains.find((d) => d.name === 'ella-names.com')).toMatchObject({
      tags: 'brandable, short names',
    });
    expect(text('leads.csv')).toContain('bob@buyer.example');
    expect(JSON.parse(text('leads.json'))).toEqual([
      expect.objectContaining({ email: 'bob@buyer.example', domain: 'ella-names.com' }),
    ]);
    expect(text('sales.csv')).toContain('ella-sold.com');
    expect(text('sales.csv')).toContain('4000');
    const notifications = JSON.parse(text('notifications.json'));
    expect(notifications.channels[0]).toMatchObject({
      _id: 'email',
      target: 'exporter@example.com',
    });
    expect(notifications.settings.expiryReminderDays).toEqual([60, 30, 14, 7, 1]);
  });

  it('holds nothing of another owner and no secret', async () => {
    const res = await download((r) => r.set('Cookie', cookie)).expect(200);
    const files = unzipSync(new Uint8Array(res.body as Buffer));
    const all = Object.values(files)
      .map((file) => strFromU8(file))
      .join('\n');
    for (const foreign of ['not-ellas.com', 'carol@buyer.example', 'other@example.com'])
      expect(all).not.toContain(foreign);
    const [row] = await t.db.select().from(users).where(eq(users.id, owner.id));
    for (const secret of [
      apiKey,
      row!.passwordHash!,
      'cus_SECRETCUSTOMER',
      'sub_SECRETSUB',
      'passwordHash',
      'apiKey',
    ])
      expect(all).not.toContain(secret);
  });

  it('is for the signed-in owner only', async () => {
    const res = await request(t.http).get('/api/user/export').expect(401);
    expect(res.body.title).toBe('Sign In Required');
  });
});

describe('deleting an account', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ EMAIL_WORKER: 'off', SUPPORT_EMAIL: 'help@example.com' });
  });
  afterAll(() => t.close());

  const remove = (cookie: string, body: object) =>
    request(t.http).post('/api/user/delete').set('Cookie', cookie).send(body);

  async function pro(username: string) {
    const user = await createOwner(t, {
      email: `${username}@example.com`,
      username,
      planType: 'PRO',
      page: { title: `${username}’s names` },
    });
    await createDomain(t.db, user.id, { name: `${username}-listed.com`, sellingPrice: '900.00' });
    const cookie = await signIn(t, user.email);
    const key = (await request(t.http).post('/api/user/api-key').set('Cookie', cookie).expect(200))
      .body.payload.apiKey as string;
    return { user, cookie, key };
  }

  const marketplaceNames = async () =>
    (await request(t.http).post('/api/search').send({}).expect(200)).body.payload.docs.map(
      (d: { name: string }) => d.name,
    ) as string[];

  it('with a wrong or missing password changes nothing', async () => {
    const { user, cookie, key } = await pro('keeper');
    const wrong = await remove(cookie, { password: 'not my password' }).expect(403);
    expect(wrong.body).toMatchObject({
      title: 'Incorrect Password',
      message: 'The password you entered is incorrect. Nothing was changed.',
    });
    await remove(cookie, {}).expect(403);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ deletedAt: null, disabledAt: null });
    await request(t.http).get('/api/current-user').set('Cookie', cookie).expect(200);
    await request(t.http).get('/api/current-user').set('x-domainfolio-api-key', key).expect(200);
    await request(t.http).get('/api/public/portfolio/keeper').expect(200);
    expect(await latestEmail(t, user.email, 'ACCOUNT_DELETION_REQUESTED')).toBeNull();
  });

  it('stops password guesses after ten, even with the right password, and keeps the account', async () => {
    const { user, cookie } = await pro('guessed');
    for (let i = 0; i < 10; i += 1) {
      await remove(cookie, { password: `guess ${i}` }).expect(403);
    }
    const limited = await remove(cookie, { password: PASSWORD }).expect(429);
    expect(limited.body).toMatchObject({ type: 'ERROR', title: expect.any(String) });
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ deletedAt: null });
  });

  it('ends every session and the API key and takes the sites and listings offline at once', async () => {
    const { user, cookie, key } = await pro('leaver');
    const otherBrowser = await signIn(t, user.email);
    await request(t.http)
      .get('/api/public/domains/leaver-listed.com')
      .set('Host', 'leaver.localhost')
      .expect(200);
    expect(await marketplaceNames()).toContain('leaver-listed.com');

    const res = await remove(cookie, { password: PASSWORD }).expect(200);
    expect(res.body).toMatchObject({
      type: 'SUCCESS',
      title: 'Account Deleted',
      message:
        'Your account is closed and your sites are offline. Your data will be removed for good in 90 days; write to help@example.com before then to cancel.',
    });
    const cleared = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    expect(cleared.some((c) => /^domainfolio_session=;.*Expires=Thu, 01 Jan 1970/.test(c))).toBe(
      true,
    );

    await request(t.http).get('/api/current-user').set('Cookie', cookie).expect(401);
    await request(t.http).get('/api/current-user').set('Cookie', otherBrowser).expect(401);
    const keyRes = await request(t.http)
      .get('/api/current-user')
      .set('x-domainfolio-api-key', key)
      .expect(401);
    expect(keyRes.body.title).toBe('API Key Revoked');
    await request(t.http).get('/api/public/portfolio/leaver').expect(404);
    await request(t.http)
      .get('/api/public/domains/leaver-listed.com')
      .set('Host', 'leaver.localhost')
      .expect(404);
    expect(await marketplaceNames()).not.toContain('leaver-listed.com');
    const login = await request(t.http)
      .post('/api/user/login')
      .send({ email: user.email, password: PASSWORD })
      .expect(403);
    expect(login.body.title).toBe('Account Disabled');

    const email = await latestEmail(t, user.email, 'ACCOUNT_DELETION_REQUESTED');
    expect(email?.text).toContain('removed for good after 90 days');
    expect(email?.text).toContain('help@example.com');
  });

  it('asks a Google-only account for a Google sign-in of the last 10 minutes', async () => {
    const google = await createUser(t.db, {
      email: 'google-only@example.com',
      username: 'google-only',
      googleId: 'google-123',
      passwordHash: null,
      page: { title: 'G' },
    });
    const stale = await sessionFor(t, google, 'GOOGLE', 11 * 60 * 1000);
    const refused = await remove(stale, {}).expect(403);
    expect(refused.body).toMatchObject({
      title: 'Sign In With Google Again',
      message:
        'Your account signs in with Google. Sign out, sign in with Google again, and delete the account within 10 minutes.',
    });
    // A password sent for an account without one proves nothing either.
    await remove(stale, { password: 'anything' }).expect(403);
    const [kept] = await t.db.select().from(users).where(eq(users.id, google.id));
    expect(kept?.deletedAt).toBeNull();

    const fresh = await sessionFor(t, google, 'GOOGLE', 60 * 1000);
    await remove(fresh, {}).expect(200);
    await request(t.http).get('/api/current-user').set('Cookie', stale).expect(401);
    await request(t.http).get('/api/public/portfolio/google-only').expect(404);
  });
});

describe('removing deleted accounts for good', () => {
  let t: TestApp;
  let job: AccountPurgeJob;

  beforeAll(async () => {
    t = await createTestApp({ EMAIL_WORKER: 'off' });
    job = t.app.get(AccountPurgeJob);
  });
  afterAll(() => t.close());

  async function deletedAccount(username: string, daysAgo: number) {
    const at = new Date(Date.now() - daysAgo * DAY);
    const user = await createUser(t.db, {
      email: `${username}@example.com`,
      username,
      deletedAt: at,
      disabledAt: at,
    });
    const domain = await createDomain(t.db, user.id, { name: `${username}.com` });
    await addLead(t, user, domain.id, domain.name, `buyer-of-${username}@example.com`);
    return user;
  }

  const exists = async (id: string) =>
    (await t.db.select({ id: users.id }).from(users).where(eq(users.id, id))).length === 1;
  const leadCount = async (ownerId: string) =>
    (
      await t.db
        .select({ n: sql<number>`count(*)::int` })
        .from(leads)
        .where(eq(leads.ownerId, ownerId))
    )[0]!.n;

  it('removes only accounts deleted more than 90 days ago, with everything they had, and says so', async () => {
    const old = await deletedAccount('long-gone', 91);
    const recent = await deletedAccount('recently-gone', 89);
    const active = await createUser(t.db, { username: 'still-here' });

    expect(await job.purge()).toBe(1);

    expect(await exists(old.id)).toBe(false);
    expect(await leadCount(old.id)).toBe(0);
    expect(await exists(recent.id)).toBe(true);
    expect(await leadCount(recent.id)).toBe(1);
    expect(await exists(active.id)).toBe(true);
    const [final] = await emailsTo(t, old.email, 'ACCOUNT_DELETED');
    expect(final?.subject).toBe('Your Domainfolio data has been removed');
    expect(await emailsTo(t, recent.email, 'ACCOUNT_DELETED')).toHaveLength(0);
    expect(await job.purge()).toBe(0);
  });

  it('removes each account and sends its email once when two purges run at once', async () => {
    const accounts = await Promise.all(
      Array.from({ length: 25 }, (_, i) => deletedAccount(`batch-gone-${i}`, 100)),
    );
    const [a, b] = await Promise.all([job.purge(), job.purge()]);
    expect(a + b).toBe(25);
    for (const account of accounts) {
      expect(await exists(account.id)).toBe(false);
      expect(await emailsTo(t, account.email, 'ACCOUNT_DELETED')).toHaveLength(1);
    }
  });
});
