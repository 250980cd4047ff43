import request from 'supertest';
import { domainViewsDaily, leads } from '../../src/database/schema';
import { createDomain } from '../factories/domain.factory';
import { createOwner, signIn } from '../support/auth-helpers';
import { createTestApp, type TestApp } from '../support/test-app';
import { utcDay, withUtcDays } from '../support/utc-days';

/** Renew or drop: the names coming up for renewal, what they cost and drew, and a suggestion. */

const DAY = 86_400_000;
const inDays = (days: number, from = Date.now()) => utcDay(from + days * DAY);

describe('GET /api/domains/renewals', () => {
  let t: TestApp;
  let cookie: string;
  /** When the expirations below were set: the server counts days left from its own today. */
  let seededAt: number;

  beforeAll(async () => {
    seededAt = Date.now();
    t = await createTestApp({ EMAIL_WORKER: 'off' });
    const owner = await createOwner(t, { planType: 'PRO', planInterval: 'MONTH', timeZone: 'UTC' });
    const other = await createOwner(t);
    cookie = await signIn(t, owner.email);
    const name = (n: string, days: number, extra: object = {}) =>
      createDomain(t.db, owner.id, {
        name: n,
        expiration: inDays(days, seededAt),
        renewalCost: '10.00',
        domainCost: '50.00',
        purchaseDate: inDays(-3 * 365 - 10, seededAt),
        sellingPrice: '2500.00',
        ...extra,
      });
    const offered = await name('offered.com', 5);
    const visited = await name('visited.com', 20);
    await name('quiet.com', 40);
    await name('later.com', 200);
    await name('muted.com', 60, { remindersMuted: true });
    await name('sold.com', 10, { sold: true });
    await createDomain(t.db, other.id, { name: 'theirs.com', expiration: inDays(10) });
    await t.db.insert(leads).values({
      domainId: offered.id,
      ownerId: owner.id,
      domainName: offered.name,
      name: 'Buyer',
      email: 'buyer@buyers.example',
      message: 'An offer',
      offer: '1200.00',
      kind: 'OFFER',
    });
    await t.db.insert(domainViewsDaily).values([
      { domainId: visited.id, ownerId: owner.id, day: inDays(-30), count: 300 },
      // Older than a year: not counted.
      { domainId: visited.id, ownerId: owner.id, day: inDays(-400), count: 5000 },
    ]);
  });
  afterAll(() => t.close());

  it('lists the unsold names of the next 90 days with their costs, interest and a suggestion', async () => {
    const { result: res, days } = await withUtcDays(() =>
      request(t.http).get('/api/domains/renewals').set('Cookie', cookie).expect(200),
    );
    const summary = res.body.payload;
    expect(summary.days).toBe(90);
    expect(summary.domains.map((d: { name: string }) => d.name)).toEqual([
      'offered.com',
      'visited.com',
      'quiet.com',
      'muted.com',
    ]);
    const [offered, visited, quiet, muted] = summary.domains;
    // 5 days from the day it was set, less the UTC days (the owner's zone) passed since.
    const elapsed = days.map((day) => (Date.parse(day) - Date.parse(utcDay(seededAt))) / DAY);
    expect(elapsed.map((n) => 5 - n)).toContain(offered.daysLeft);
    expect(offered).toMatchObject({
      domainCost: 50,
      renewalCost: 10,
      renewalsPaid: 30,
      costBasis: 80,
      bestOffer: 1200,
      leadsLastYear: 1,
      suggestion: 'renew',
      reason: 'A buyer offered $1,200 for it. Renewing costs $10.',
    });
    expect(visited).toMatchObject({ viewsLastYear: 300, suggestion: 'reprice' });
    expect(quiet).toMatchObject({ viewsLastYear: 0, suggestion: 'drop', letExpire: false });
    expect(muted).toMatchObject({ letExpire: true });
    expect(summary).toMatchObject({ count: 4, renewalCost: 40, keeping: 3, keepingCost: 30 });
  });

  it('looks as far ahead as asked, and refuses a window it cannot be', async () => {
    const year = await request(t.http)
      .get('/api/domains/renewals?days=365')
      .set('Cookie', cookie)
      .expect(200);
    expect(year.body.payload.count).toBe(5);
    for (const days of ['0', '366', 'soon', '1.5'])
      await request(t.http)
        .get(`/api/domains/renewals?days=${days}`)
        .set('Cookie', cookie)
        .expect(400);
  });
});
