import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../src/database/database';
import { domainViewsDaily, domains } from '../../src/database/schema';
import { DomainViewsRepository } from '../../src/modules/domains/domain-views.repository';
import { createUser } from '../factories/user.factory';
import { createTestDatabase } from '../support/test-database';

/**
 * The portfolio report's most viewed names: found batch by batch from the names most viewed in
 * their lifetime, stopping as soon as no later name can enter the list. Each case compares the
 * answer with the plain sum over every name's days, which is what the list must equal.
 */

const FROM = '2026-01-01';
const TO = '2026-12-31';

interface Plan {
  /** Views per day in the range, on `days` days. */
  perDay: number;
  days: number;
  /** Views before the range (lifetime only). */
  before: number;
}

describe("the portfolio's most viewed names", () => {
  let handle: DatabaseHandle;
  let repository: DomainViewsRepository;

  beforeAll(async () => {
    handle = await createTestDatabase();
    repository = new DomainViewsRepository(handle.db);
  });
  afterAll(() => handle.close());

  /** An owner whose names have the planned views; the lifetime counts are the rows' sums. */
  async function ownerWith(plans: Plan[]): Promise<string> {
    const owner = await createUser(handle.db);
    const rows = plans.map((plan, i) => ({
      ownerId: owner.id,
      name: `name-${String(i).padStart(4, '0')}.com`,
      tld: 'com',
      views: plan.perDay * plan.days + plan.before,
    }));
    const created = await handle.db.insert(domains).values(rows).returning({ id: domains.id });
    const days: (typeof domainViewsDaily.$inferInsert)[] = [];
    plans.forEach((plan, i) => {
      const domainId = created[i]!.id;
      for (let d = 0; d < plan.days; d += 1)
        days.push({
          domainId,
          ownerId: owner.id,
          day: new Date(Date.UTC(2026, 0, 1 + d * 3)).toISOString().slice(0, 10),
          count: plan.perDay,
          visitors: Math.ceil(plan.perDay / 2),
        });
      if (plan.before > 0)
        days.push({
          domainId,
          ownerId: owner.id,
          day: '2025-06-01',
          count: plan.before,
          visitors: 1,
        });
    });
    for (let i = 0; i < days.length; i += 5000)
      await handle.db.insert(domainViewsDaily).values(days.slice(i, i + 5000));
    return owner.id;
  }

  /** The list by the plain sum of every name's days. */
  async function bySum(ownerId: string, limit: number) {
    const result = (await handle.db.execute(sql`
      select d.id as "domainId", d.name, sum(v.count)::int as views, sum(v.visitors)::int as visitors
      from domain_views_daily v join domains d on d.id = v.domain_id
      where v.owner_id = ${ownerId} and v.day between ${FROM}::date and ${TO}::date
      group by d.id, d.name having sum(v.count) > 0
      order by views desc, d.name collate "C" limit ${limit}`)) as unknown as {
      rows: { domainId: string; name: string; views: number; visitors: number }[];
    };
    return result.rows.map((row) => ({
      ...row,
      views: Number(row.views),
      visitors: Number(row.visitors),
    }));
  }

  it('stops early on a heavy-tailed portfolio and gives exactly the full sum', async () => {
    // 1,000 names: a few draw most; many had their views before the range.
    const plans = Array.from({ length: 1000 }, (_, i) => ({
      perDay: Math.max(0, Math.floor(400 / (i + 1)) - 1),
      days: 20 + (i % 7),
      before: i % 3 === 0 ? 50 : 0,
    }));
    const ownerId = await ownerWith(plans);
    const top = await repository.top(ownerId, FROM, TO, 10);
    expect(top).toHaveLength(10);
    expect(top).toEqual(await bySum(ownerId, 10));
    expect(top[0]!.name).toBe('name-0000.com');
  });

  it('orders names with as many views by name, however the lifetimes rank them', async () => {
    // 250 names with the same views in the range; older views differ, so lifetimes rank them
    // in another order than their names.
    const plans = Array.from({ length: 250 }, (_, i) => ({
      perDay: 3,
      days: 10,
      before: (i * 37) % 250,
    }));
    const ownerId = await ownerWith(plans);
    const top = await repository.top(ownerId, FROM, TO, 10);
    expect(top.map((row) => row.name)).toEqual(
      Array.from({ length: 10 }, (_, i) => `name-${String(i).padStart(4, '0')}.com`),
    );
    expect(top).toEqual(await bySum(ownerId, 10));
  });

  it('sums every name when the views are spread evenly, with the same answer', async () => {
    // 1,500 names, the range's views hidden behind large lifetimes: no batch can rule the rest out.
    const plans = Array.from({ length: 1500 }, (_, i) => ({
      perDay: 1 + (i % 5),
      days: 4,
      before: 1000 + (i % 11),
    }));
    const ownerId = await ownerWith(plans);
    const top = await repository.top(ownerId, FROM, TO, 10);
    expect(top).toEqual(await bySum(ownerId, 10));
  });

  it('lists fewer names when fewer were viewed in the range, and none for a quiet portfolio', async () => {
    const ownerId = await ownerWith([
      { perDay: 5, days: 2, before: 0 },
      { perDay: 0, days: 0, before: 30 },
      { perDay: 1, days: 1, before: 0 },
    ]);
    const top = await repository.top(ownerId, FROM, TO, 10);
    expect(top.map((row) => [row.name, row.views])).toEqual([
      ['name-0000.com', 10],
      ['name-0002.com', 1],
    ]);
    const quiet = await createUser(handle.db);
    expect(await repository.top(quiet.id, FROM, TO, 10)).toEqual([]);
  });
});
