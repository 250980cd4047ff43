import { localDate } from '@domainfolio/contracts';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { leads, users } from '../../src/database/schema';
import { createDomain } from '../factories/domain.factory';
import { createOwner, signIn } from '../support/auth-helpers';
import { createTestApp, type TestApp } from '../support/test-app';
import { onOneUtcDay } from '../support/utc-days';

const HOUR = 3600_000;

describe('the owner’s time zone', () => {
  let t: TestApp;
  let cookie: string;
  let ownerId: string;

  beforeAll(async () => {
    t = await createTestApp({ EMAIL_WORKER: 'off' });
    const owner = await createOwner(t, {
      email: 'tz@example.com',
      username: 'zoned-owner',
      timeZone: 'UTC',
    });
    ownerId = owner.id;
    cookie = await signIn(t, 'tz@example.com');
  });
  afterAll(() => t.close());

  const edit = (user: object) =>
    request(t.http).post('/api/user/edit').set('Cookie', cookie).send({ user });
  const storedZone = async () =>
    (await t.db.select().from(users).where(eq(users.id, ownerId)))[0]?.timeZone;

  it('is saved when it is an IANA zone, as the runtime spells it', async () => {
    const res = await edit({ timeZone: 'Pacific/Auckland' }).expect(200);
    expect(res.body.payload.user.timeZone).toBe('Pacific/Auckland');
    await edit({ timeZone: ' america/new_york ' }).expect(200);
    expect(await storedZone()).toBe('America/New_York');
    const me = await request(t.http).get('/api/current-user').set('Cookie', cookie).expect(200);
    expect(me.body.payload.timeZone).toBe('America/New_York');
  });

  it.each(['Mars/Olympus', '+05:00', 'Europe/Berlin<script>', 42])(
    'is refused when it is not a zone (%j), naming the value',
    async (zone) => {
      const before = await storedZone();
      const res = await edit({ timeZone: zone }).expect(400);
      if (typeof zone === 'string') {
        expect(res.body.message).toBe(
          `${zone} is not a time zone. Choose an IANA zone such as Europe/Berlin.`,
        );
        expect(res.body.errors).toEqual([{ field: 'timeZone', message: res.body.message }]);
      } else {
        expect(res.body.message).toMatch(/^TimeZone must be/);
      }
      expect(await storedZone()).toBe(before);
    },
  );

  it('decides which day a lead counts on in the dashboard stats', async () => {
    const domain = await createDomain(t.db, ownerId, { name: 'zoned.com' });
    // The leads are placed around today (UTC): placed and counted again if a day begins meanwhile.
    const counts = await onOneUtcDay(async () => {
      await t.db.delete(leads).where(eq(leads.domainId, domain.id));
      // U is today in UTC. Auckland is 12 or 13 hours ahead, so its today is U or U+1.
      const now = new Date();
      const todayUtc = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
      const at = [
        todayUtc - 0.5 * HOUR, // 23:30 UTC on U-1: Auckland's U
        todayUtc + 10.5 * HOUR, // 10:30 UTC on U: Auckland's U (late evening)
        todayUtc + 12 * HOUR, // noon UTC on U: Auckland's U+1
        todayUtc + 23.5 * HOUR, // 23:30 UTC on U: Auckland's U+1
      ].map((ms) => new Date(ms));
      for (const createdAt of at) {
        await t.db.insert(leads).values({
          domainId: domain.id,
          ownerId,
          domainName: 'zoned.com',
          name: 'Buyer',
          email: 'buyer@example.com',
          botCheck: 'SKIPPED',
          createdAt,
        });
      }
      const leadsToday = async () =>
        (
          await request(t.http)
            .get('/api/domains/portfolio-stats?interval=DAY')
            .set('Cookie', cookie)
            .expect(200)
        ).body.payload.totalLeads as number;
      const countedIn = (zone: string) =>
        at.filter((instant) => localDate(instant, zone) === localDate(new Date(), zone)).length;

      await edit({ timeZone: 'UTC' }).expect(200);
      const utc = { server: await leadsToday(), here: countedIn('UTC') };
      await edit({ timeZone: 'Pacific/Auckland' }).expect(200);
      const auckland = { server: await leadsToday(), here: countedIn('Pacific/Auckland') };
      return { utc, auckland };
    });
    expect(counts).toEqual({ utc: { server: 3, here: 3 }, auckland: { server: 2, here: 2 } });
  });
});
