import { SortKey } from '@domainfolio/contracts';
import { SeededRandom } from '../../database/seed/random';
import type { PublicSearchFilter } from './public-search-filter';
import {
  buildSample,
  estimateSearch,
  pastCap,
  planSearch,
  type SampledDomain,
} from './search-sample';

const random = new SeededRandom(7);
const OWNERS = ['owner-a', 'owner-b', 'owner-c'];

function domain(i: number, overrides: Partial<SampledDomain> = {}): SampledDomain {
  return {
    id: `00000000-0000-0000-0000-${String(i).padStart(12, '0')}`,
    name: `${random.pick(['ka', 'lo', 'mi', 'tra', 'vex'])}${random.pick(['na', 'ro', 'su'])}${i}.com`,
    ownerId: random.pick(OWNERS),
    visiblePrice: random.chance(0.6) ? random.int(1, 50) * 100 : null,
    labelLength: 0,
    createdAt: Date.UTC(2026, 0, 1) + random.int(0, 1000) * 60_000,
    views: random.int(0, 20),
    buyItNow: random.chance(0.3),
    expiration: random.chance(0.8) ? `2027-0${random.int(1, 9)}-1${random.int(0, 9)}` : null,
    ...overrides,
  };
}

const filterOf = (overrides: Partial<PublicSearchFilter> = {}): PublicSearchFilter => ({
  term: '',
  hiddenOwnerIds: [],
  ...overrides,
});

describe('search sample', () => {
  const rows = Array.from({ length: 2000 }, (_, i) => {
    const row = domain(i);
    return { ...row, labelLength: row.name.indexOf('.') };
  });

  it('orders the rows as the public lists do, the id breaking ties', () => {
    const sample = buildSample(rows, 1);
    const names = (sort: SortKey) => {
      const ordered: SampledDomain[] = [];
      sample.ranks[sort].forEach((rank, i) => (ordered[rank] = rows[i]!));
      return ordered;
    };
    const latest = names(SortKey.LATEST);
    for (let i = 1; i < latest.length; i += 1) {
      const [a, b] = [latest[i - 1]!, latest[i]!];
      expect(a.createdAt > b.createdAt || (a.createdAt === b.createdAt && a.id < b.id)).toBe(true);
    }
    const cheapest = names(SortKey.LOWEST_PRICE);
    const firstUnpriced = cheapest.findIndex((r) => r.visiblePrice === null);
    expect(cheapest.slice(firstUnpriced).every((r) => r.visiblePrice === null)).toBe(true);
    const shortest = names(SortKey.SHORTEST);
    expect(shortest[0]!.name.length).toBe(Math.min(...rows.map((r) => r.name.length)));
    expect(names(SortKey.ALPHABETICAL).map((r) => r.name)).toEqual(
      rows.map((r) => r.name).sort((a, b) => (a < b ? -1 : 1)),
    );
  });

  it('counts the matches the search may see, scaled to the listed domains', () => {
    const sample = buildSample(rows, 50);
    const all = rows.filter((r) => r.name.includes('kana'));
    const estimate = estimateSearch(sample, filterOf({ term: 'kana' }), SortKey.LATEST, 48);
    expect(estimate.termRows).toBe(all.length * 50);
    expect(estimate.hits).toBe(all.length);

    const seen = estimateSearch(
      sample,
      filterOf({ term: 'kana', hiddenOwnerIds: ['owner-a'], minPrice: 1000, maxLength: 7 }),
      SortKey.LATEST,
      48,
    );
    const kept = all.filter(
      (r) =>
        r.ownerId !== 'owner-a' &&
        r.visiblePrice !== null &&
        r.visiblePrice >= 1000 &&
        r.labelLength <= 7,
    );
    expect(seen.termRows).toBe(all.filter((r) => r.ownerId !== 'owner-a').length * 50);
    expect(seen.rows).toBe(kept.length * 50);

    const owned = estimateSearch(
      sample,
      filterOf({ term: 'kana', ownerId: 'owner-b' }),
      SortKey.LATEST,
      48,
    );
    expect(owned.hits).toBe(all.filter((r) => r.ownerId === 'owner-b').length);
  });

  it('counts a name once however often it holds the term, and no match across names', () => {
    const sample = buildSample(
      ['kaka.com', 'ka.io', 'lo.com'].map((name, i) => domain(i, { name, labelLength: 2 })),
      1,
    );
    expect(estimateSearch(sample, filterOf({ term: 'ka' }), SortKey.LATEST, 48).hits).toBe(2);
    expect(estimateSearch(sample, filterOf({ term: 'o.com' }), SortKey.LATEST, 48).hits).toBe(1);
    expect(estimateSearch(sample, filterOf({ term: 'io\nlo' }), SortKey.LATEST, 48).hits).toBe(0);
    expect(estimateSearch(sample, filterOf(), SortKey.LATEST, 48).hits).toBe(3);
  });

  it('puts the walk where the wanted match falls in the sort order', () => {
    const sample = buildSample(rows, 1);
    const filter = filterOf({ term: 'vex' });
    const order = [...rows].sort((a, b) => (a.name < b.name ? -1 : 1));
    const tenth = order.filter((r) => r.name.includes('vex'))[9]!;
    const estimate = estimateSearch(sample, filter, SortKey.ALPHABETICAL, 10);
    const read = order.indexOf(tenth) + 1;
    expect(estimate.walked).toBeGreaterThanOrEqual(read);
    expect(estimate.walked).toBeLessThan(1.5 * read);
  });

  it('walks for a common term and collects a rare one, or one the sort order puts late', () => {
    const common = Array.from({ length: 5000 }, (_, i) =>
      domain(i, {
        name: `best${i}.com`,
        visiblePrice: i % 1000 === 0 ? 9000 : 100,
        labelLength: i % 1000 === 0 ? 9 : 4,
      }),
    );
    const sample = buildSample(
      [...common, ...rows.slice(0, 10).map((r) => ({ ...r, name: `zqx${r.name}` }))],
      100,
    );
    const plan = (term: string, sort: SortKey, others: Partial<PublicSearchFilter> = {}) =>
      planSearch(sample, filterOf({ term, ...others }), sort, 48, 1000);
    expect(plan('best', SortKey.LATEST)).toEqual({ way: 'walk', counts: false });
    expect(plan('zqx', SortKey.LATEST)).toEqual({ way: 'collect', counts: false });
    expect(plan('nothing', SortKey.LATEST)).toEqual({ way: 'collect', counts: false });
    // Few of the matches pass the filter: a walk would count them too, reading as many...
    expect(plan('best', SortKey.LATEST, { minLength: 9 }).way).toBe('collect');
    // ...unless the count can read a narrow price range of the price index instead.
    expect(plan('best', SortKey.LATEST, { minPrice: 8000 })).toEqual({ way: 'walk', counts: true });
    expect(plan('', SortKey.LATEST)).toEqual({ way: 'walk', counts: false });
    expect(plan('', SortKey.LATEST, { minPrice: 5000 })).toEqual({ way: 'walk', counts: true });

    // Long names holding "lengthy" come last from the shortest: a walk would read nearly all.
    const late = buildSample(
      Array.from({ length: 5000 }, (_, i) =>
        domain(i, { name: i % 100 === 0 ? `lengthy-name-${i}.com` : `n${i}.io` }),
      ),
      100,
    );
    const filter = filterOf({ term: 'lengthy' });
    const shortest = estimateSearch(late, filter, SortKey.SHORTEST, 48);
    const latest = estimateSearch(late, filter, SortKey.LATEST, 48);
    expect(shortest.walked).toBeGreaterThan(10 * latest.walked);
    expect(planSearch(late, filter, SortKey.SHORTEST, 48, 1000).way).toBe('collect');
    expect(planSearch(late, filter, SortKey.LATEST, 48, 1000).way).toBe('walk');
  });

  it('collects the short names alone, shortest first, when they hold the page', () => {
    // "green" in 2,000 of 20,000 names, 200 of them short; most names are short and lack it.
    const names = Array.from({ length: 20_000 }, (_, i) =>
      i % 10 !== 0 ? `n${i}.io` : i % 100 === 0 ? `green${i % 7}.io` : `long-green-name-${i}.com`,
    );
    const sample = buildSample(
      names.map((name, i) => domain(i, { name })),
      50,
    );
    const filter = filterOf({ term: 'green' });
    expect(planSearch(sample, filter, SortKey.SHORTEST, 48, 1000)).toEqual({
      way: 'collect-short',
      counts: false,
    });
    expect(planSearch(sample, filter, SortKey.ALPHABETICAL, 48, 1000).way).not.toBe(
      'collect-short',
    );
    // Two characters are no trigram: the index of short names cannot find them.
    const two = planSearch(sample, filterOf({ term: 'gr' }), SortKey.SHORTEST, 48, 1000);
    expect(two.way).not.toBe('collect-short');
  });

  it('counts a total without a term exactly when the whole estimate would', () => {
    // 2,000 rows standing for 20 listed domains each: 40,000, past 10,000 with no filter.
    const sample = buildSample(rows, 20);
    const filters: Partial<PublicSearchFilter>[] = [
      {},
      { minPrice: 4000 },
      { minPrice: 100, maxPrice: 200 },
      { maxLength: 4 },
      { ownerId: 'owner-b' },
      { ownerId: 'owner-b', minPrice: 4500 },
      { hiddenOwnerIds: ['owner-a', 'owner-c'] },
      { hiddenOwnerIds: ['owner-a', 'owner-c'], minLength: 7 },
    ];
    for (const others of filters)
      for (const cap of [100, 1000, 10_000]) {
        const filter = filterOf(others);
        const estimate = estimateSearch(sample, filter, SortKey.LATEST, 48);
        expect({ others, cap, plan: planSearch(sample, filter, SortKey.LATEST, 48, cap) }).toEqual({
          others,
          cap,
          plan: { way: 'walk', counts: !pastCap(sample, estimate, cap) },
        });
      }
  });

  it('says a total is past the cap only when no random sample of fewer would show it', () => {
    const many = Array.from({ length: 4000 }, (_, i) => domain(i, { name: `ka${i}.com` }));
    // 4,000 sampled matches of 1 in 10: about 40,000 listed, far past 1,000 and 10,000.
    const sample = buildSample(many, 10);
    const estimate = estimateSearch(sample, filterOf({ term: 'ka' }), SortKey.LATEST, 48);
    expect(pastCap(sample, estimate, 1000)).toBe(true);
    expect(pastCap(sample, estimate, 10_000)).toBe(true);
    expect(pastCap(sample, estimate, 50_000)).toBe(false);
    // 150 sampled matches of 1 in 10 could be 1,001 listed ones: count them.
    const some = buildSample(many.slice(0, 150), 10);
    const near = estimateSearch(some, filterOf({ term: 'ka' }), SortKey.LATEST, 48);
    expect(pastCap(some, near, 1000)).toBe(false);
  });
});
