import type { NestExpressApplication } from '@nestjs/platform-express';
import { OTHER_VALUE } from '@domainfolio/contracts';
import { eq, sql } from 'drizzle-orm';
import request from 'supertest';
import { createApp } from '../../src/bootstrap';
import type { Database } from '../../src/database/database';
import {
  analyticsSalts,
  analyticsVisitors,
  domainTrafficDaily,
  domainViewsDaily,
  leads,
  ownerViewsDaily,
} from '../../src/database/schema';
import { ViewCounter } from '../../src/modules/analytics/view-counter.service';
import { createDomain } from '../factories/domain.factory';
import { createUser } from '../factories/user.factory';
import { createOwner, signIn } from '../support/auth-helpers';
import { createTestApp, testConfig, type TestApp } from '../support/test-app';
import { createSharedTestDatabase, createTestDatabase } from '../support/test-database';
import { seedDemoData } from '../../src/database/seed/demo-seed';
import { onOneUtcDay, utcDay, withUtcDays } from '../support/utc-days';

/**
 * Lander analytics end to end: view beacons through the real HTTP app (client address by
 * X-Forwarded-For from the trusted loopback proxy, user agent, referrer), written by the flush,
 * reported by the owner's API; and several instances on one database counting exactly.
 */

const DAY = 86_400_000;

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const IPAD =
  'Mozilla/5.0 (iPad; CPU OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const SLACK = 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)';

/** Every value of every text-like and binary column of every table, as text. */
async function everyStoredValue(db: Database): Promise<string> {
  const columns = (await db.execute(sql`
    select table_name, column_name, data_type from information_schema.columns
    where table_schema = 'public'
      and data_type in ('text', 'character varying', 'character', 'bytea', 'json', 'jsonb',
                        'inet', 'cidr', 'ARRAY', 'USER-DEFINED')`)) as unknown as {
    rows: { table_name: string; column_name: string; data_type: string }[];
  };
  const parts: string[] = [];
  for (const column of columns.rows) {
    const value =
      column.data_type === 'bytea'
        ? sql`encode(${sql.identifier(column.column_name)}, 'escape') || encode(${sql.identifier(column.column_name)}, 'hex')`
        : sql`${sql.identifier(column.column_name)}::text`;
    const result = (await db.execute(
      sql`select string_agg(${value}, ' ') as text from ${sql.identifier(column.table_name)}`,
    )) as unknown as { rows: { text: string | null }[] };
    parts.push(result.rows[0]?.text ?? '');
  }
  return parts.join('\n');
}

describe('lander analytics through the API', () => {
  let t: TestApp;
  let counter: ViewCounter;
  let cookie: string;
  let otherCookie: string;
  let host: string;
  let ownerId: string;
  /** The UTC day of the views and leads below; the server's today may be a later one. */
  let today: string;
  let threeDaysAgo: string;

  const beacon = (name: string, headers: Record<string, string>, ref?: string) => {
    let req = request(t.http)
      .get(`/api/public/domains/${encodeURIComponent(name)}/view`)
      .query(ref === undefined ? {} : { ref })
      .set('Host', host);
    for (const [key, value] of Object.entries(headers)) req = req.set(key, value);
    return req.expect(204);
  };
  const visit = (ip: string, ua?: string) => ({
    'X-Forwarded-For': ip,
    ...(ua === undefined ? {} : { 'User-Agent': ua }),
  });

  // All of it on one UTC day: made again on a fresh app if midnight passes meanwhile.
  beforeAll(async () => {
    today = await onOneUtcDay((attempt) => seed(attempt));
    threeDaysAgo = utcDay(Date.parse(today) - 3 * DAY);
  });
  async function seed(attempt: number): Promise<string> {
    if (attempt > 0) await t.close();
    const day = utcDay();
    t = await createTestApp({ EMAIL_WORKER: 'off', VIEW_FLUSH_INTERVAL_MS: '600000' });
    counter = t.app.get(ViewCounter);
    const owner = await createOwner(t, { planType: 'PRO', planInterval: 'MONTH' });
    ownerId = owner.id;
    const other = await createOwner(t);
    cookie = await signIn(t, owner.email);
    otherCookie = await signIn(t, other.email);
    host = `${owner.username}.localhost`;
    const alpha = await createDomain(t.db, owner.id, { name: 'alpha.com' });
    const beta = await createDomain(t.db, owner.id, { name: 'beta.com' });
    await createDomain(t.db, owner.id, { name: 'xn--bcher-kva.de' });
    await createDomain(t.db, owner.id, {
      name: 'sold-before.com',
      sold: true,
      saleDate: day,
      salePrice: '1000.00',
      saleFees: '100.00',
      domainCost: '50.00',
    });
    await createDomain(t.db, other.id, { name: 'theirs.com' });

    // alpha.com: 6 people's views by 5 visitors, 3 bots.
    await beacon('alpha.com', visit('8.8.8.8', CHROME), 'https://www.google.com/search?q=alpha');
    // The same address and browser again: one visitor, two views.
    await beacon('alpha.com', visit('8.8.8.8', CHROME));
    await beacon(
      'alpha.com',
      visit('81.2.69.160', IPHONE),
      'https://news.ycombinator.com/item?id=1',
    );
    await beacon('alpha.com', visit('2001:4860:4860::8888', IPAD), 'javascript:alert(1)');
    await beacon('alpha.com', visit('10.20.30.40', FIREFOX), `http://${host}/`);
    await beacon('alpha.com', visit('193.0.0.1', FIREFOX), 'https://NEWS.ycombinator.com/');
    await beacon('alpha.com', visit('66.249.66.1', GOOGLEBOT), 'https://www.google.com/');
    await beacon('alpha.com', visit('3.3.3.3', SLACK));
    await beacon('alpha.com', visit('4.4.4.4'));
    // beta.com: 2 views, one by a visitor of alpha.com too (one visitor of the portfolio).
    await beacon('beta.com', visit('8.8.8.8', CHROME), 'https://duckduckgo.com/');
    await beacon('beta.com', visit('1.1.1.1', IPHONE));
    // The Unicode name as a visitor's page sends it.
    await beacon('bücher.de', visit('1.1.1.1', IPHONE));

    await t.db.insert(leads).values([
      {
        domainId: alpha.id,
        ownerId: owner.id,
        domainName: 'alpha.com',
        name: 'A',
        email: 'a@buyers.example',
        kind: 'OFFER',
        offer: '500.00',
        botCheck: 'PASSED',
      },
      {
        domainId: alpha.id,
        ownerId: owner.id,
        domainName: 'alpha.com',
        name: 'B',
        email: 'b@buyers.example',
        kind: 'INQUIRY',
        botCheck: 'SKIPPED',
        createdAt: new Date(Date.now() - 3 * DAY),
      },
      // Failed the bot check: not a lead the owner sees.
      {
        domainId: alpha.id,
        ownerId: owner.id,
        domainName: 'alpha.com',
        name: 'C',
        email: 'c@buyers.example',
        kind: 'INQUIRY',
        botCheck: 'FAILED',
      },
      {
        domainId: beta.id,
        ownerId: owner.id,
        domainName: 'beta.com',
        name: 'D',
        email: 'd@buyers.example',
        kind: 'BUY_NOW',
        botCheck: 'PASSED',
      },
    ]);
    expect(counter.pendingCount).toBe(12);
    await counter.flush();
    expect(counter.pendingCount).toBe(0);
    return day;
  }
  afterAll(() => t.close());

  /** A report, checked to end on the server's today (UTC) when it was asked. */
  const report = async (path: string) => {
    const { result, days } = await withUtcDays(() =>
      request(t.http).get(path).set('Cookie', cookie).expect(200),
    );
    expect(days).toContain(result.body.payload.to);
    return result.body.payload;
  };

  it("reports a domain's views, visitors, bots, leads by day, breakdowns and conversion", async () => {
    const domain = await report('/api/domains/alpha.com/analytics?days=7');
    expect(domain).toMatchObject({ name: 'alpha.com', unicodeName: 'alpha.com', days: 7 });
    expect(domain.series).toHaveLength(7);
    expect(domain.series.at(-1).day).toBe(domain.to);
    const on = (day: string) => domain.series.find((d: { day: string }) => d.day === day);
    expect(on(today)).toEqual({ day: today, views: 6, visitors: 5, leads: 1, bots: 3 });
    expect(on(threeDaysAgo)).toEqual({
      day: threeDaysAgo,
      views: 0,
      visitors: 0,
      leads: 1,
      bots: 0,
    });
    expect(domain.totals).toEqual({ views: 6, visitors: 5, leads: 2, bots: 3, conversion: 40 });
    expect(domain.referrers).toEqual([
      { value: '', views: 3 },
      { value: 'news.ycombinator.com', views: 2 },
      { value: 'google.com', views: 1 },
    ]);
    expect(domain.countries).toEqual([
      { value: 'US', views: 3 },
      { value: '', views: 1 },
      { value: 'GB', views: 1 },
      { value: 'NL', views: 1 },
    ]);
    expect(domain.devices).toEqual([
      { value: 'desktop', views: 4 },
      { value: 'mobile', views: 1 },
      { value: 'tablet', views: 1 },
    ]);
  });

  it('reports the portfolio: one visitor across names, top names, sales and renewals by month', async () => {
    const portfolio = await report('/api/analytics');
    expect(portfolio.days).toBe(30);
    expect(portfolio.series).toHaveLength(30);
    // 8.8.8.8 with Chrome saw alpha and beta; 1.1.1.1 with an iPhone beta and bücher.de.
    expect(portfolio.totals).toEqual({ views: 9, visitors: 6, leads: 3, bots: 3, conversion: 50 });
    expect(portfolio.topDomains).toEqual([
      { name: 'alpha.com', unicodeName: 'alpha.com', views: 6, visitors: 5, leads: 2 },
      { name: 'beta.com', unicodeName: 'beta.com', views: 2, visitors: 2, leads: 1 },
      { name: 'xn--bcher-kva.de', unicodeName: 'bücher.de', views: 1, visitors: 1, leads: 0 },
    ]);
    expect(portfolio.referrers).toEqual([
      { value: '', views: 5 },
      { value: 'news.ycombinator.com', views: 2 },
      { value: 'duckduckgo.com', views: 1 },
      { value: 'google.com', views: 1 },
    ]);
    // The months end (sales) and begin (renewals) with the server's month; the sale is of today's.
    const month = portfolio.to.slice(0, 7);
    expect(portfolio.salesByMonth).toHaveLength(12);
    expect(portfolio.salesByMonth.at(-1).month).toBe(month);
    expect(
      portfolio.salesByMonth.find((m: { month: string }) => m.month === today.slice(0, 7)),
    ).toEqual({ month: today.slice(0, 7), sales: 1, revenue: 1000, profit: 850 });
    expect(portfolio.renewalsByMonth).toHaveLength(12);
    expect(portfolio.renewalsByMonth[0].month).toBe(month);
  });

  it('finds a name as shown (Unicode), and keeps a sold name’s figures', async () => {
    const res = await request(t.http)
      .get(`/api/domains/${encodeURIComponent('BÜCHER.de')}/analytics`)
      .set('Cookie', cookie)
      .expect(200);
    expect(res.body.payload).toMatchObject({
      name: 'xn--bcher-kva.de',
      unicodeName: 'bücher.de',
      totals: { views: 1, visitors: 1 },
    });
    await request(t.http)
      .get('/api/domains/sold-before.com/analytics')
      .set('Cookie', cookie)
      .expect(200);
  });

  it("answers another owner's name, or an unknown one, with the same 404", async () => {
    const theirs = await request(t.http)
      .get('/api/domains/alpha.com/analytics')
      .set('Cookie', otherCookie)
      .expect(404);
    const unknown = await request(t.http)
      .get('/api/domains/nobody-has-this.com/analytics')
      .set('Cookie', otherCookie)
      .expect(404);
    expect(theirs.body).toEqual(unknown.body);
    await request(t.http).get('/api/domains/alpha.com/analytics').expect(401);
  });

  it.each(['10', '0', '-7', 'abc', '30.5', '1e3'])('refuses days=%s with a 400', async (days) => {
    for (const path of ['/api/analytics', '/api/domains/alpha.com/analytics']) {
      const res = await request(t.http).get(path).query({ days }).set('Cookie', cookie).expect(400);
      expect(res.body).toMatchObject({ type: 'ERROR', code: 'VALIDATION_FAILED' });
    }
  });

  it('refuses a repeated days with a 400', async () => {
    await request(t.http).get('/api/analytics?days=7&days=30').set('Cookie', cookie).expect(400);
  });

  it('takes a blank days as the default, as every blank query field', async () => {
    const res = await request(t.http).get('/api/analytics?days=').set('Cookie', cookie).expect(200);
    expect(res.body.payload.days).toBe(30);
  });

  it('stores neither addresses nor user agents anywhere', async () => {
    const stored = await everyStoredValue(t.db);
    expect(stored).toContain('news.ycombinator.com');
    for (const secret of [
      '8.8.8.8',
      '81.2.69.160',
      '2001:4860:4860::8888',
      '193.0.0.1',
      '66.249.66.1',
      CHROME,
      IPHONE,
      IPAD,
      FIREFOX,
      GOOGLEBOT,
      'Chrome/131',
      'iPhone OS',
    ])
      expect(stored).not.toContain(secret);
  });

  it('deletes visitor hashes and salts of days before yesterday', async () => {
    const [hashes] = await t.db.select({ n: sql<number>`count(*)::int` }).from(analyticsVisitors);
    expect(hashes?.n).toBeGreaterThan(0);
    // Two days on, today's hashes and salt are older than yesterday.
    const now = Date.now();
    await counter.cleanUp(new Date(now + 2 * DAY));
    const [left] = await t.db.select({ n: sql<number>`count(*)::int` }).from(analyticsVisitors);
    expect(left?.n).toBe(0);
    const salts = await t.db.select({ day: analyticsSalts.day }).from(analyticsSalts);
    expect(salts.every((row) => row.day >= utcDay(now + DAY))).toBe(true);
  });

  it('counts a hostile flood of invented referrers into at most 100 values a day', async () => {
    // A name of its own, its earlier views and the flood on one UTC day: the cap is per day.
    const rows = await onOneUtcDay(async (attempt) => {
      const name = `flooded${attempt}.com`;
      await createDomain(t.db, ownerId, { name });
      await beacon(name, visit('8.8.8.8', CHROME), 'https://duckduckgo.com/');
      await beacon(name, visit('1.1.1.1', IPHONE));
      await counter.flush();
      const flood = Array.from({ length: 130 }, (_, i) =>
        beacon(name, visit(`5.5.${i}.1`, FIREFOX), `https://spam${i}.example/`),
      );
      await Promise.all(flood);
      await counter.flush();
      return t.db
        .select({ value: domainTrafficDaily.value, views: domainTrafficDaily.views })
        .from(domainTrafficDaily)
        .where(sql`${domainTrafficDaily.dimension} = 'referrer' and ${domainTrafficDaily.day} = ${utcDay()}
          and ${domainTrafficDaily.domainId} = (select id from domains where name = ${name})`);
    });
    const named = rows.filter((row) => row.value !== '' && row.value !== OTHER_VALUE);
    expect(named.length).toBe(100);
    const total = rows.reduce((sum, row) => sum + row.views, 0);
    // Two earlier views (duckduckgo.com, direct) and the 130.
    expect(total).toBe(132);
    expect(rows.find((row) => row.value === OTHER_VALUE)?.views).toBe(31);
  });
});

describe('lander analytics on three API instances sharing one database', () => {
  it('counts views and unique visitors exactly under concurrent beacons and flushes', async () => {
    const shared = await createSharedTestDatabase();
    const apps: NestExpressApplication[] = [];
    try {
      for (let i = 0; i < 3; i += 1) {
        const app = await createApp(
          // Each flushes on its own timer too, besides the flushes the test starts.
          testConfig({ EMAIL_WORKER: 'off', VIEW_FLUSH_INTERVAL_MS: '100' }),
          await shared.open(),
        );
        await app.init();
        apps.push(app);
      }
      const handle = await shared.open();
      const db = handle.db;
      const owner = await createUser(db, { username: 'multi' });
      const names = ['one.com', 'two.com', 'three.com'];
      const owned = [];
      for (const name of names) owned.push(await createDomain(db, owner.id, { name }));

      // 40 visitors, each viewing each name 1 to 3 times over 3 rounds, on any instance; a
      // few bots besides. Expected: views per name, visitors per name, visitors of the owner.
      const views = new Map<string, number>();
      const visitorsOf = new Map<string, Set<number>>();
      let bots = 0;
      for (let round = 0; round < 3; round += 1) {
        const requests = [];
        for (let v = 0; v < 40; v += 1)
          for (const [n, name] of names.entries()) {
            const times = (v + n + round) % 3;
            for (let k = 0; k < times; k += 1) {
              const app = apps[(v + k + round) % apps.length]!;
              requests.push(
                request(app.getHttpServer())
                  .get(`/api/public/domains/${name}/view`)
                  .query({ ref: `https://site${v % 4}.example/` })
                  .set('Host', 'multi.localhost')
                  .set('X-Forwarded-For', `203.0.${v}.9`)
                  .set('User-Agent', `${FIREFOX} v${v}`),
              );
              views.set(name, (views.get(name) ?? 0) + 1);
              if (!visitorsOf.has(name)) visitorsOf.set(name, new Set());
              visitorsOf.get(name)!.add(v);
            }
          }
        for (let b = 0; b < 5; b += 1) {
          requests.push(
            request(apps[b % apps.length]!.getHttpServer())
              .get('/api/public/domains/one.com/view')
              .set('Host', 'multi.localhost')
              .set('User-Agent', GOOGLEBOT),
          );
          bots += 1;
        }
        const replies = await Promise.all(requests);
        expect(replies.every((reply) => reply.status === 204)).toBe(true);
        await Promise.all(apps.map((app) => app.get(ViewCounter).flush()));
      }
      for (const app of apps.splice(0)) await app.close();

      // Views count on the UTC day they arrive, so midnight during the rounds splits them over
      // two rows: summed per name. Visitors are unique per day, so exact only on one day.
      const perDomain = await db
        .select({
          domainId: domainViewsDaily.domainId,
          days: sql<number>`count(*)::int`,
          count: sql<number>`sum(${domainViewsDaily.count})::int`,
          visitors: sql<number>`sum(${domainViewsDaily.visitors})::int`,
          bots: sql<number>`sum(${domainViewsDaily.bots})::int`,
        })
        .from(domainViewsDaily)
        .where(eq(domainViewsDaily.ownerId, owner.id))
        .groupBy(domainViewsDaily.domainId);
      const visitorsAre = (row: { days: number; visitors: number }, unique: number) => {
        if (row.days === 1) expect(row.visitors).toBe(unique);
        else expect(row.visitors).toBeGreaterThanOrEqual(unique);
      };
      const byId = new Map(perDomain.map((row) => [row.domainId, row]));
      expect(byId.size).toBe(owned.length);
      for (const domain of owned) {
        const row = byId.get(domain.id)!;
        expect(row).toMatchObject({
          count: views.get(domain.name),
          bots: domain.name === 'one.com' ? bots : 0,
        });
        visitorsAre(row, visitorsOf.get(domain.name)!.size);
      }
      const [ownerDay] = await db
        .select({
          days: sql<number>`count(*)::int`,
          views: sql<number>`sum(${ownerViewsDaily.views})::int`,
          visitors: sql<number>`sum(${ownerViewsDaily.visitors})::int`,
          bots: sql<number>`sum(${ownerViewsDaily.bots})::int`,
        })
        .from(ownerViewsDaily)
        .where(eq(ownerViewsDaily.ownerId, owner.id));
      const everyone = new Set([...visitorsOf.values()].flatMap((set) => [...set]));
      expect(ownerDay).toMatchObject({
        views: [...views.values()].reduce((a, b) => a + b, 0),
        bots,
      });
      visitorsAre(ownerDay!, everyone.size);
      // The owner's breakdowns are the sums of the domains'.
      const sums = (await db.execute(sql`
        select (select sum(t.views)::int from domain_traffic_daily t join domains d on d.id = t.domain_id
                where d.owner_id = ${owner.id} and t.dimension = 'referrer') as domains,
               (select sum(views)::int from owner_traffic_daily
                where owner_id = ${owner.id} and dimension = 'referrer') as owner`)) as unknown as {
        rows: { domains: number; owner: number }[];
      };
      expect(sums.rows[0]).toEqual({ domains: ownerDay!.views, owner: ownerDay!.views });
      await handle.close();
    } finally {
      for (const app of apps) await app.close();
      await shared.close();
    }
  });
});

describe('demo traffic', () => {
  it('gives the demo owners a year of consistent rollups for their public names', async () => {
    const database = await createTestDatabase();
    try {
      // One instant for the seed and the age of its oldest day, whatever the clock does meanwhile.
      const now = new Date();
      await seedDemoData(database.db, now);
      const db = database.db;
      const query = async <T>(text: ReturnType<typeof sql>) =>
        ((await db.execute(text)) as unknown as { rows: T[] }).rows;
      // Each dimension splits all of a name's views of a day; the owner's rows are the sums.
      const [checks] = await query<Record<string, number>>(sql`
        select
          (select count(*)::int from (
             select v.domain_id, v.day, t.dimension from domain_views_daily v
             join domain_traffic_daily t on t.domain_id = v.domain_id and t.day = v.day
             group by v.domain_id, v.day, v.count, t.dimension having sum(t.views) <> v.count) x)
            as uneven_domain_days,
          (select count(*)::int from owner_views_daily o where (o.views, o.visitors, o.bots) <>
             (select sum(count)::int, sum(visitors)::int, sum(bots)::int from domain_views_daily v
              where v.owner_id = o.owner_id and v.day = o.day)) as owner_days_off,
          (select count(*)::int from owner_traffic_daily o where o.views <>
             (select sum(t.views)::int from domain_traffic_daily t join domains d on d.id = t.domain_id
              where d.owner_id = o.owner_id and t.day = o.day and t.dimension = o.dimension
                and t.value = o.value)) as owner_breakdowns_off,
          (select count(*)::int from domain_views_daily v join domains d on d.id = v.domain_id
           where not d.public) as private_name_days,
          (select count(distinct day)::int from owner_views_daily) as days,
          (select (${utcDay(now)}::date - min(day))::int from owner_views_daily) as oldest,
          (select sum(visitors)::float8 / sum(count) from domain_views_daily) as visitor_share,
          (select sum(bots)::int from domain_views_daily) as bots,
          (select count(*)::int from domains d where d.views < coalesce(
             (select sum(count) from domain_views_daily v where v.domain_id = d.id), 0))
            as lifetime_short`);
      expect(checks).toMatchObject({
        uneven_domain_days: 0,
        owner_days_off: 0,
        owner_breakdowns_off: 0,
        private_name_days: 0,
        oldest: 364,
        bots: expect.any(Number),
        lifetime_short: 0,
      });
      expect(checks!.days).toBeGreaterThan(360);
      expect(checks!.visitor_share).toBeGreaterThanOrEqual(0.6);
      expect(checks!.visitor_share).toBeLessThanOrEqual(0.8);
      expect(checks!.bots).toBeGreaterThan(0);
      const referrers = await query<{ value: string }>(
        sql`select distinct value from owner_traffic_daily where dimension = 'referrer'`,
      );
      expect(referrers.map((row) => row.value)).toEqual(
        expect.arrayContaining(['', 'google.com', 'news.ycombinator.com', 'namebio.com']),
      );
    } finally {
      await database.close();
    }
  });
});
