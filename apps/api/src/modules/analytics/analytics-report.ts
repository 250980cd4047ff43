import {
  BREAKDOWN_ROWS,
  OTHER_VALUE,
  conversionRate,
  type AnalyticsBreakdownRow,
  type AnalyticsDay,
  type AnalyticsDays,
  type AnalyticsReport,
  type MonthlyRenewals,
  type MonthlySales,
} from '@domainfolio/contracts';
import { plusDays, utcDay } from './visitor-salts';

/**
 * Report assembly: the rows the tables hold (days with views only, sums per value) → the report
 * the API answers, with every day of the range and every month of the year present. All days
 * and months are UTC calendar ones.
 */

export interface AnalyticsRange {
  days: AnalyticsDays;
  /** First and last day, inclusive ('yyyy-MM-dd'); the last is today (UTC). */
  from: string;
  to: string;
  /** The range as instants: from's midnight to the midnight after `to` (exclusive). */
  start: Date;
  end: Date;
}

export function analyticsRange(days: AnalyticsDays, now: Date): AnalyticsRange {
  const to = utcDay(now);
  const from = plusDays(to, 1 - days);
  return {
    days,
    from,
    to,
    start: new Date(`${from}T00:00:00Z`),
    end: new Date(`${plusDays(to, 1)}T00:00:00Z`),
  };
}

export interface DayCounts {
  day: string;
  views: number;
  visitors: number;
  bots: number;
}

/**
 * One breakdown: most views first (then by value), the first BREAKDOWN_ROWS rows, and the rest
 * (with any OTHER_VALUE the caps wrote) summed into one OTHER_VALUE row at the end.
 */
export function breakdown(
  rows: readonly { value: string; views: number }[],
): AnalyticsBreakdownRow[] {
  const sums = new Map<string, number>();
  let other = 0;
  for (const row of rows) {
    if (row.views <= 0) continue;
    if (row.value === OTHER_VALUE) other += row.views;
    else sums.set(row.value, (sums.get(row.value) ?? 0) + row.views);
  }
  const ordered = [...sums]
    .map(([value, views]) => ({ value, views }))
    .sort((a, b) => b.views - a.views || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
  for (const row of ordered.slice(BREAKDOWN_ROWS)) other += row.views;
  const shown = ordered.slice(0, BREAKDOWN_ROWS);
  return other > 0 ? [...shown, { value: OTHER_VALUE, views: other }] : shown;
}

/** The report of a range from its daily rows, its leads per day and its breakdown sums. */
export function assembleReport(
  range: AnalyticsRange,
  dayRows: readonly DayCounts[],
  leadRows: readonly { day: string; leads: number }[],
  traffic: readonly { dimension: string; value: string; views: number }[],
): AnalyticsReport {
  const byDay = new Map(dayRows.map((row) => [row.day, row]));
  const leadsByDay = new Map(leadRows.map((row) => [row.day, row.leads]));
  const series: AnalyticsDay[] = [];
  for (let day = range.from; day <= range.to; day = plusDays(day, 1)) {
    const row = byDay.get(day);
    series.push({
      day,
      views: row?.views ?? 0,
      visitors: row?.visitors ?? 0,
      leads: leadsByDay.get(day) ?? 0,
      bots: row?.bots ?? 0,
    });
  }
  const sum = (key: 'views' | 'visitors' | 'leads' | 'bots') =>
    series.reduce((total, day) => total + day[key], 0);
  const totals = {
    views: sum('views'),
    visitors: sum('visitors'),
    leads: sum('leads'),
    bots: sum('bots'),
  };
  const of = (dimension: string) => traffic.filter((row) => row.dimension === dimension);
  return {
    days: range.days,
    from: range.from,
    to: range.to,
    totals: { ...totals, conversion: conversionRate(totals.leads, totals.visitors) },
    series,
    referrers: breakdown(of('referrer')),
    countries: breakdown(of('country')),
    devices: breakdown(of('device')),
  };
}

/** The month 'yyyy-MM' `offset` months after the one of `now` (UTC). */
export function monthOf(now: Date, offset: number): string {
  const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));
  return at.toISOString().slice(0, 7);
}

/** 'yyyy-MM' → its first day. */
export const firstDay = (month: string) => `${month}-01`;

/** The last 12 months, this one included, oldest first, zeros for months without sales. */
export function salesByMonth(now: Date, rows: readonly MonthlySales[]): MonthlySales[] {
  const found = new Map(rows.map((row) => [row.month, row]));
  return Array.from({ length: 12 }, (_, i) => {
    const month = monthOf(now, i - 11);
    const row = found.get(month);
    return {
      month,
      sales: row?.sales ?? 0,
      revenue: round2(row?.revenue ?? 0),
      profit: round2(row?.profit ?? 0),
    };
  });
}

/** The next 12 months, this one first, zeros for months without expirations. */
export function renewalsByMonth(now: Date, rows: readonly MonthlyRenewals[]): MonthlyRenewals[] {
  const found = new Map(rows.map((row) => [row.month, row]));
  return Array.from({ length: 12 }, (_, i) => {
    const month = monthOf(now, i);
    const row = found.get(month);
    return { month, count: row?.count ?? 0, renewalCost: round2(row?.renewalCost ?? 0) };
  });
}

const round2 = (value: number) => Math.round(value * 100) / 100;
