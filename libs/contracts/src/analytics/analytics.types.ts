/**
 * Lander analytics: what the landing pages' visitors did, counted into daily rollups (UTC
 * days) as the views come in; no request is logged.
 *
 * GET /api/domains/{name}/analytics?days=  → 200 DomainAnalyticsResponse (404 another owner's)
 * GET /api/analytics?days=                 → 200 PortfolioAnalyticsResponse
 *
 * A view is a person's visit of a landing page; a bot's (a crawler, a link preview, a monitor,
 * recognised by its user agent) is counted apart as `bots` and in nothing else. Unique
 * visitors are counted without cookies: a hash of the address and user agent with a salt that
 * changes every day and is then deleted, so a visitor is one visitor per day and cannot be
 * followed from one day to the next. The address is looked up for its country in memory and
 * never stored; neither is the user agent.
 */
export const ANALYTICS_DAYS = [7, 30, 90, 365] as const;
export type AnalyticsDays = (typeof ANALYTICS_DAYS)[number];
export const DEFAULT_ANALYTICS_DAYS: AnalyticsDays = 30;

export const DeviceType = {
  DESKTOP: 'desktop',
  MOBILE: 'mobile',
  TABLET: 'tablet',
} as const;
export type DeviceType = (typeof DeviceType)[keyof typeof DeviceType];

/** A breakdown's value for visits with no referring site (typed, bookmarked, an app). */
export const DIRECT_REFERRER = '';
/** A breakdown's value for addresses no country is known for. */
export const UNKNOWN_COUNTRY = '';
/** A breakdown's value that groups the rest, past the rows a day keeps per domain. */
export const OTHER_VALUE = '(other)';
/** Rows a breakdown lists; the rest are summed into one OTHER_VALUE row. */
export const BREAKDOWN_ROWS = 10;

export interface AnalyticsDay {
  /** 'yyyy-MM-dd' (UTC). Every day of the range is present, zeros included. */
  day: string;
  views: number;
  visitors: number;
  leads: number;
  bots: number;
}

export interface AnalyticsBreakdownRow {
  /** A referring host ('news.ycombinator.com'), a country (ISO 3166-1 alpha-2), or a device type. */
  value: string;
  views: number;
}

export interface AnalyticsTotals {
  views: number;
  visitors: number;
  leads: number;
  bots: number;
  /** Leads per 100 visitors, to two decimals; 0 without visitors. */
  conversion: number;
}

export interface AnalyticsReport {
  days: AnalyticsDays;
  /** First and last day of the range ('yyyy-MM-dd', UTC; the last is today). */
  from: string;
  to: string;
  totals: AnalyticsTotals;
  series: AnalyticsDay[];
  referrers: AnalyticsBreakdownRow[];
  countries: AnalyticsBreakdownRow[];
  devices: AnalyticsBreakdownRow[];
}

export interface DomainAnalytics extends AnalyticsReport {
  name: string;
  unicodeName: string;
}

export interface TopDomainRow {
  name: string;
  unicodeName: string;
  views: number;
  visitors: number;
  leads: number;
}

/** Sales whose sale date falls in a month. Money in dollars. */
export interface MonthlySales {
  /** 'yyyy-MM'. */
  month: string;
  sales: number;
  revenue: number;
  /** Revenue less fees and what the sold names cost (their price and renewals paid). */
  profit: number;
}

/** Unsold names expiring in a month, and what renewing them costs. */
export interface MonthlyRenewals {
  month: string;
  count: number;
  renewalCost: number;
}

export interface PortfolioAnalytics extends AnalyticsReport {
  /** The names with the most views in the range (at most BREAKDOWN_ROWS). */
  topDomains: TopDomainRow[];
  /** The last 12 months, this one included, oldest first. */
  salesByMonth: MonthlySales[];
  /** The next 12 months, this one first. */
  renewalsByMonth: MonthlyRenewals[];
}

export interface DomainAnalyticsResponse {
  payload: DomainAnalytics;
}
export interface PortfolioAnalyticsResponse {
  payload: PortfolioAnalytics;
}

/** Leads per 100 visitors, to two decimals. */
export const conversionRate = (leads: number, visitors: number): number =>
  visitors > 0 ? Math.round((leads * 10000) / visitors) / 100 : 0;
