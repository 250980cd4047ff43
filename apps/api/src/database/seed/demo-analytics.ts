import { DeviceType } from '@domainfolio/contracts';
import { sql } from 'drizzle-orm';
import type { Transaction } from '../database';
import type { SeededRandom } from './random';

/**
 * A year of landing-page traffic for a demo portfolio, as the analytics module would have
 * counted it: per public name and UTC day its views, visitors (60–80% of the views), bots, and
 * the views by referring site, country and device; the owner's rollups are the sums of their
 * names' (the owner's visitors are the sum too, as if no visitor saw two names a day).
 *
 * Realistic on purpose: a few names draw most of the traffic (one name in ten is "active", with
 * a heavy-tailed popularity; the others see a visitor now and then), weekdays are busier than
 * weekends, traffic grows over the year, and an active name has a few spikes (a post on Hacker
 * News, a newsletter). Each name has its own main referrer, country and device, so the
 * breakdowns differ between names while a day keeps a handful of rows: the seed runs on every
 * fresh start on PGlite and must stay fast.
 */

export const ANALYTICS_DAYS_SEEDED = 365;

const REFERRERS: readonly (readonly [string, number])[] = [
  ['', 34],
  ['google.com', 30],
  ['bing.com', 6],
  ['duckduckgo.com', 5],
  ['news.ycombinator.com', 4],
  ['x.com', 4],
  ['reddit.com', 4],
  ['namebio.com', 3],
  ['linkedin.com', 2],
  ['dnforum.com', 2],
  ['namepros.com', 3],
  ['facebook.com', 2],
  ['producthunt.com', 1],
];
const COUNTRIES: readonly (readonly [string, number])[] = [
  ['US', 38],
  ['GB', 9],
  ['DE', 8],
  ['IN', 7],
  ['CA', 6],
  ['AU', 4],
  ['FR', 4],
  ['NL', 4],
  ['ES', 2],
  ['BR', 3],
  ['JP', 2],
  ['SG', 2],
  ['SE', 2],
  ['', 3],
];
const DEVICES: readonly (readonly [DeviceType, number])[] = [
  [DeviceType.DESKTOP, 55],
  [DeviceType.MOBILE, 40],
  [DeviceType.TABLET, 5],
];
/** Sunday first, as getUTCDay counts. */
const WEEKDAY = [0.7, 1.1, 1.15, 1.15, 1.1, 1.0, 0.75];

const DAY_MS = 86_400_000;

export interface SeededName {
  id: string;
  ownerId: string;
  isPublic: boolean;
}

export interface DemoTraffic {
  views: {
    domainId: string;
    ownerId: string;
    day: string;
    count: number;
    visitors: number;
    bots: number;
  }[];
  traffic: { id: string; day: string; dimension: string; value: string; views: number }[];
}

/** A draw from a Poisson distribution of mean `mean` (Knuth's; a normal one past 30). */
function poisson(random: SeededRandom, mean: number): number {
  if (mean <= 0) return 0;
  if (mean > 30) {
    const normal =
      Math.sqrt(-2 * Math.log(1 - random.next())) * Math.cos(2 * Math.PI * random.next());
    return Math.max(0, Math.round(mean + Math.sqrt(mean) * normal));
  }
  const limit = Math.exp(-mean);
  let k = 0;
  let product = random.next();
  while (product > limit) {
    k += 1;
    product *= random.next();
  }
  return k;
}

/**
 * `views` split between a name's main value and, on busier days now and then, one other: a day
 * keeps two rows at most.
 */
function split(
  random: SeededRandom,
  views: number,
  main: string,
  others: readonly (readonly [string, number])[],
): [string, number][] {
  if (views < 3 || random.chance(0.4)) return [[main, views]];
  const second = random.weighted(others);
  const mainShare = Math.round(views * (0.55 + 0.35 * random.next()));
  if (second === main || mainShare >= views) return [[main, views]];
  return [
    [main, mainShare],
    [second, views - mainShare],
  ];
}

/** The year's traffic of the owner's public names, ending today (UTC) at `now`. */
export function demoTraffic(
  random: SeededRandom,
  names: readonly SeededName[],
  now: Date,
): DemoTraffic {
  const result: DemoTraffic = { views: [], traffic: [] };
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  for (const name of names) {
    if (!name.isPublic) continue;
    const active = random.chance(1 / 10);
    // Active names: a daily mean from 1 to about 40, most of them low; the rest almost nothing.
    const mean = active ? 1 + 40 * random.next() ** 3 : 0.03;
    const spikes = new Set(
      active ? Array.from({ length: random.int(1, 4) }, () => random.int(0, 364)) : [],
    );
    const referrer = random.weighted(REFERRERS);
    const country = random.weighted(COUNTRIES);
    const device = random.weighted(DEVICES);
    for (let ago = ANALYTICS_DAYS_SEEDED - 1; ago >= 0; ago -= 1) {
      const at = today - ago * DAY_MS;
      const day = new Date(at).toISOString().slice(0, 10);
      // Growing from 70% a year ago to 100% today, weekly rhythm, spikes of 3 to 8 times.
      const trend = 0.7 + (0.3 * (ANALYTICS_DAYS_SEEDED - ago)) / ANALYTICS_DAYS_SEEDED;
      const spike = spikes.has(ago) ? 3 + 5 * random.next() : 1;
      const count = poisson(random, mean * trend * WEEKDAY[new Date(at).getUTCDay()]! * spike);
      if (count === 0) continue;
      const visitors = Math.max(1, Math.round(count * (0.6 + 0.2 * random.next())));
      const bots = poisson(random, 0.25 + count * 0.15);
      result.views.push({ domainId: name.id, ownerId: name.ownerId, day, count, visitors, bots });
      for (const [dimension, main, others] of [
        ['referrer', referrer, REFERRERS],
        ['country', country, COUNTRIES],
        ['device', device, DEVICES],
      ] as const)
        for (const [value, views] of split(random, count, main, others))
          result.traffic.push({ id: name.id, day, dimension, value, views });
    }
  }
  return result;
}

/** Rows a statement carries: JSON in one parameter, so PGlite parses one string per chunk. */
const CHUNK = 20_000;

/**
 * Writes an owner's traffic and rollups: the domains' days and breakdowns, their lifetime views,
 * then the owner's rollups as their sums (in SQL, so they agree by construction).
 */
export async function insertDemoTraffic(
  tx: Transaction,
  ownerId: string,
  traffic: DemoTraffic,
): Promise<void> {
  for (let i = 0; i < traffic.views.length; i += CHUNK)
    await tx.execute(sql`
      insert into domain_views_daily (domain_id, owner_id, day, count, visitors, bots)
      select v."domainId", v."ownerId", v.day, v.count, v.visitors, v.bots
      from jsonb_to_recordset(${JSON.stringify(traffic.views.slice(i, i + CHUNK))}::jsonb)
        as v("domainId" uuid, "ownerId" uuid, day date, count int, visitors int, bots int)`);
  for (let i = 0; i < traffic.traffic.length; i += CHUNK)
    await tx.execute(sql`
      insert into domain_traffic_daily (domain_id, day, dimension, value, views)
      select t.id, t.day, t.dimension, t.value, t.views
      from jsonb_to_recordset(${JSON.stringify(traffic.traffic.slice(i, i + CHUNK))}::jsonb)
        as t(id uuid, day date, dimension text, value text, views int)`);
  // Each name's lifetime views take in the year's.
  await tx.execute(sql`
    update domains d set views = d.views + s.total
    from (select domain_id, sum(count)::int as total from domain_views_daily
          where owner_id = ${ownerId} group by domain_id) s
    where d.id = s.domain_id`);
  await tx.execute(sql`
    insert into owner_views_daily (owner_id, day, views, visitors, bots)
    select owner_id, day, sum(count)::int, sum(visitors)::int, sum(bots)::int
    from domain_views_daily where owner_id = ${ownerId}
    group by owner_id, day`);
  await tx.execute(sql`
    insert into owner_traffic_daily (owner_id, day, dimension, value, views)
    select d.owner_id, t.day, t.dimension, t.value, sum(t.views)::int
    from domain_traffic_daily t join domains d on d.id = t.domain_id
    where d.owner_id = ${ownerId}
    group by d.owner_id, t.day, t.dimension, t.value`);
}
