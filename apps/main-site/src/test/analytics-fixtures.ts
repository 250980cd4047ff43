import {
  conversionRate,
  type AnalyticsDay,
  type AnalyticsDays,
  type DomainAnalytics,
  type PortfolioAnalytics,
} from '@domainfolio/contracts';
import { jsonResponse, type ApiReply } from './mock-api';

const DAY_MS = 86_400_000;
/** The fixtures' today: every range ends on this UTC day. */
export const ANALYTICS_TODAY = '2026-11-27';

/**
 * `days` days ending on ANALYTICS_TODAY, zeros but for the days given ('2026-11-25' → its
 * figures), as the API lists every day of a range.
 */
export function analyticsSeries(
  days: AnalyticsDays,
  figures: Record<string, Partial<Omit<AnalyticsDay, 'day'>>> = {},
): AnalyticsDay[] {
  const last = Date.parse(`${ANALYTICS_TODAY}T00:00:00Z`);
  return Array.from({ length: days }, (_, index) => {
    const day = new Date(last - (days - 1 - index) * DAY_MS).toISOString().slice(0, 10);
    return { day, views: 0, visitors: 0, leads: 0, bots: 0, ...figures[day] };
  });
}

function report(days: AnalyticsDays, series: AnalyticsDay[]) {
  const sum = (key: keyof Omit<AnalyticsDay, 'day'>) =>
    series.reduce((total, day) => total + day[key], 0);
  const visitors = sum('visitors');
  const leads = sum('leads');
  return {
    days,
    from: series[0]?.day ?? ANALYTICS_TODAY,
    to: ANALYTICS_TODAY,
    totals: {
      views: sum('views'),
      visitors,
      leads,
      bots: sum('bots'),
      conversion: conversionRate(leads, visitors),
    },
    series,
  };
}

/**
 * GET /api/domains/alpha.com/analytics: 1,234 views from 1,000 visitors, 12 leads over three
 * days, 40 bots, and their referring sites, countries and devices.
 */
export function domainAnalyticsFixture(
  days: AnalyticsDays = 30,
  overrides: Partial<DomainAnalytics> = {},
): DomainAnalytics {
  const series = analyticsSeries(days, {
    '2026-11-25': { views: 600, visitors: 500, leads: 2, bots: 10 },
    '2026-11-26': { views: 400, visitors: 300, leads: 0, bots: 20 },
    '2026-11-27': { views: 234, visitors: 200, leads: 10, bots: 10 },
  });
  return {
    name: 'alpha.com',
    unicodeName: 'alpha.com',
    ...report(days, series),
    referrers: [
      { value: '', views: 700 },
      { value: 'news.ycombinator.com', views: 500 },
      { value: '(other)', views: 34 },
    ],
    countries: [
      { value: 'DE', views: 800 },
      { value: 'US', views: 400 },
      { value: '', views: 34 },
    ],
    devices: [
      { value: 'desktop', views: 1000 },
      { value: 'mobile', views: 234 },
    ],
    ...overrides,
  };
}

/** A domain's analytics with no views at all in the range. */
export function emptyDomainAnalyticsFixture(days: AnalyticsDays = 30): DomainAnalytics {
  return {
    name: 'alpha.com',
    unicodeName: 'alpha.com',
    ...report(days, analyticsSeries(days)),
    referrers: [],
    countries: [],
    devices: [],
  };
}

function months(from: string, count: number): string[] {
  const [year = 2026, month = 1] = from.split('-').map(Number);
  return Array.from({ length: count }, (_, index) => {
    const date = new Date(Date.UTC(year, month - 1 + index, 1));
    return date.toISOString().slice(0, 7);
  });
}

/**
 * GET /api/analytics: the domain fixture's traffic as the whole portfolio's, two top names,
 * sales in two of the last 12 months and renewals in three of the next 12.
 */
export function portfolioAnalyticsFixture(
  days: AnalyticsDays = 30,
  overrides: Partial<PortfolioAnalytics> = {},
): PortfolioAnalytics {
  const { name: _name, unicodeName: _unicodeName, ...traffic } = domainAnalyticsFixture(days);
  const sales: Record<string, { sales: number; revenue: number; profit: number }> = {
    '2026-03': { sales: 1, revenue: 4200, profit: 3316.68 },
    '2026-11': { sales: 2, revenue: 1500, profit: -120.5 },
  };
  const renewals: Record<string, { count: number; renewalCost: number }> = {
    '2026-12': { count: 3, renewalCost: 37.5 },
    '2027-02': { count: 1, renewalCost: 12.5 },
    '2027-10': { count: 40, renewalCost: 480 },
  };
  return {
    ...traffic,
    topDomains: [
      { name: 'alpha.com', unicodeName: 'alpha.com', views: 1000, visitors: 800, leads: 10 },
      { name: 'beta.io', unicodeName: 'beta.io', views: 234, visitors: 200, leads: 2 },
    ],
    salesByMonth: months('2025-12', 12).map((month) => ({
      month,
      sales: 0,
      revenue: 0,
      profit: 0,
      ...sales[month],
    })),
    renewalsByMonth: months('2026-11', 12).map((month) => ({
      month,
      count: 0,
      renewalCost: 0,
      ...renewals[month],
    })),
    ...overrides,
  };
}

/** An analytics route's answer for the period asked for (`?days=`). */
export function analyticsReply(payload: (days: AnalyticsDays) => unknown): ApiReply {
  return ({ url }) =>
    jsonResponse(200, { payload: payload(Number(url.searchParams.get('days')) as AnalyticsDays) });
}
