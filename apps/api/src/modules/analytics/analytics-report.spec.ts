import { OTHER_VALUE } from '@domainfolio/contracts';
import {
  analyticsRange,
  assembleReport,
  breakdown,
  monthOf,
  renewalsByMonth,
  salesByMonth,
} from './analytics-report';
import { capReferrers } from './view-counter.service';

const NOW = new Date('2026-03-02T23:30:00Z');

describe('analyticsRange', () => {
  it('ends today (UTC) and spans `days` days, across a month end', () => {
    expect(analyticsRange(7, NOW)).toEqual({
      days: 7,
      from: '2026-02-24',
      to: '2026-03-02',
      start: new Date('2026-02-24T00:00:00Z'),
      end: new Date('2026-03-03T00:00:00Z'),
    });
    expect(analyticsRange(365, NOW).from).toBe('2025-03-03');
  });
});

describe('assembleReport', () => {
  const range = analyticsRange(7, NOW);

  it('fills every day of the range with zeros, adds leads by day and sums the totals', () => {
    const report = assembleReport(
      range,
      [
        { day: '2026-02-24', views: 10, visitors: 8, bots: 3 },
        { day: '2026-03-02', views: 5, visitors: 4, bots: 0 },
        // Outside the range: not shown, not summed.
        { day: '2026-02-23', views: 99, visitors: 99, bots: 99 },
      ],
      [
        { day: '2026-02-26', leads: 2 },
        { day: '2026-03-02', leads: 1 },
      ],
      [],
    );
    expect(report.series.map((day) => day.day)).toEqual([
      '2026-02-24',
      '2026-02-25',
      '2026-02-26',
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
    expect(report.series[0]).toEqual({
      day: '2026-02-24',
      views: 10,
      visitors: 8,
      leads: 0,
      bots: 3,
    });
    expect(report.series[2]).toEqual({
      day: '2026-02-26',
      views: 0,
      visitors: 0,
      leads: 2,
      bots: 0,
    });
    expect(report.totals).toEqual({ views: 15, visitors: 12, leads: 3, bots: 3, conversion: 25 });
    expect(report).toMatchObject({ days: 7, from: '2026-02-24', to: '2026-03-02' });
    expect(report.referrers).toEqual([]);
  });

  it('gives a conversion of 0 without visitors, and to two decimals otherwise', () => {
    expect(assembleReport(range, [], [{ day: '2026-03-01', leads: 4 }], []).totals.conversion).toBe(
      0,
    );
    const third = assembleReport(
      range,
      [{ day: '2026-03-01', views: 3, visitors: 3, bots: 0 }],
      [{ day: '2026-03-01', leads: 1 }],
      [],
    );
    expect(third.totals.conversion).toBe(33.33);
  });

  it('splits the breakdowns by dimension', () => {
    const report = assembleReport(
      range,
      [],
      [],
      [
        { dimension: 'referrer', value: 'google.com', views: 3 },
        { dimension: 'referrer', value: '', views: 5 },
        { dimension: 'country', value: 'US', views: 7 },
        { dimension: 'device', value: 'mobile', views: 2 },
        { dimension: 'device', value: 'desktop', views: 6 },
      ],
    );
    expect(report.referrers).toEqual([
      { value: '', views: 5 },
      { value: 'google.com', views: 3 },
    ]);
    expect(report.countries).toEqual([{ value: 'US', views: 7 }]);
    expect(report.devices).toEqual([
      { value: 'desktop', views: 6 },
      { value: 'mobile', views: 2 },
    ]);
  });
});

describe('breakdown', () => {
  it('sorts by views, then value, keeps 10 rows and sums the rest (and stored other) into one', () => {
    const rows = Array.from({ length: 14 }, (_, i) => ({
      value: `site${String(i).padStart(2, '0')}.com`,
      views: 100 - i * 5,
    }));
    rows.push({ value: 'a-tie.com', views: 100 }, { value: OTHER_VALUE, views: 7 });
    const shown = breakdown(rows);
    expect(shown).toHaveLength(11);
    expect(shown.slice(0, 3)).toEqual([
      { value: 'a-tie.com', views: 100 },
      { value: 'site00.com', views: 100 },
      { value: 'site01.com', views: 95 },
    ]);
    // The rest: site09 to site13 (55 + 50 + 45 + 40 + 35) and the stored 7.
    expect(shown[10]).toEqual({ value: OTHER_VALUE, views: 55 + 50 + 45 + 40 + 35 + 7 });
  });

  it('has no other row when everything fits, and leaves out empty values', () => {
    expect(
      breakdown([
        { value: 'US', views: 2 },
        { value: 'GB', views: 0 },
      ]),
    ).toEqual([{ value: 'US', views: 2 }]);
  });
});

describe('months', () => {
  it('counts months in UTC across a year end', () => {
    const now = new Date('2026-01-31T23:59:00Z');
    expect(monthOf(now, 0)).toBe('2026-01');
    expect(monthOf(now, -1)).toBe('2025-12');
    expect(monthOf(now, 11)).toBe('2026-12');
  });

  it('lists the last 12 months of sales oldest first, and the next 12 of renewals', () => {
    const sales = salesByMonth(NOW, [
      { month: '2026-03', sales: 2, revenue: 3000, profit: 2500.456 },
      { month: '2025-04', sales: 1, revenue: 100, profit: -20 },
      { month: '2025-03', sales: 9, revenue: 9, profit: 9 },
    ]);
    expect(sales.map((m) => m.month)).toEqual([
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
    ]);
    expect(sales[0]).toEqual({ month: '2025-04', sales: 1, revenue: 100, profit: -20 });
    expect(sales[11]).toEqual({ month: '2026-03', sales: 2, revenue: 3000, profit: 2500.46 });
    expect(sales[5]).toEqual({ month: '2025-09', sales: 0, revenue: 0, profit: 0 });
    const renewals = renewalsByMonth(NOW, [{ month: '2027-02', count: 3, renewalCost: 30.5 }]);
    expect(renewals[0]).toEqual({ month: '2026-03', count: 0, renewalCost: 0 });
    expect(renewals[11]).toEqual({ month: '2027-02', count: 3, renewalCost: 30.5 });
  });
});

describe('capReferrers', () => {
  it('keeps known values, admits new ones up to the limit (most viewed first), the rest as other', () => {
    const counts = new Map([
      ['old.com', 1],
      ['big.com', 9],
      ['small.com', 2],
      ['', 4],
      [OTHER_VALUE, 1],
    ]);
    const capped = capReferrers(counts, new Set(['old.com', 'x.com', '']), 3);
    expect(Object.fromEntries(capped)).toEqual({
      'old.com': 1,
      'big.com': 9,
      '': 4,
      [OTHER_VALUE]: 1 + 2,
    });
  });
});
