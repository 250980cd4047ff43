/** Interval keys. LIFETIME, ALL and UNLIMITED all mean "all time". */
export const Interval = {
  ALL: 'ALL',
  DAY: 'DAY',
  WEEK: 'WEEK',
  MONTH: 'MONTH',
  QUARTER: 'QUARTER',
  YEAR: 'YEAR',
  LIFETIME: 'LIFETIME',
  UNLIMITED: 'UNLIMITED',
} as const;
export type Interval = (typeof Interval)[keyof typeof Interval];

export const INTERVALS: readonly Interval[] = Object.values(Interval);

/** The intervals that are calendar periods. */
export type CalendarInterval =
  | typeof Interval.DAY
  | typeof Interval.WEEK
  | typeof Interval.MONTH
  | typeof Interval.QUARTER
  | typeof Interval.YEAR;

/** The dashboard's and expirations screen's time-range tabs, in order. */
export const DASHBOARD_INTERVALS: readonly CalendarInterval[] = [
  Interval.DAY,
  Interval.WEEK,
  Interval.MONTH,
  Interval.QUARTER,
  Interval.YEAR,
];

export const DEFAULT_INTERVAL = Interval.MONTH;

/** Noun labels: tabs and "Expirations This Month". */
export const INTERVAL_LABELS: Readonly<Record<Interval, string>> = {
  ALL: 'All Time',
  DAY: 'Day',
  WEEK: 'Week',
  MONTH: 'Month',
  QUARTER: 'Quarter',
  YEAR: 'Year',
  LIFETIME: 'Lifetime',
  UNLIMITED: 'Unlimited',
};

/** Adjective forms ('Monthly leads'). */
export const INTERVAL_ADJECTIVES: Readonly<Record<Interval, string>> = {
  ALL: 'All-Time',
  DAY: 'Daily',
  WEEK: 'Weekly',
  MONTH: 'Monthly',
  QUARTER: 'Quarterly',
  YEAR: 'Yearly',
  LIFETIME: 'Lifetime',
  UNLIMITED: 'Unlimited',
};

export function isInterval(value: unknown): value is Interval {
  return typeof value === 'string' && (INTERVALS as readonly string[]).includes(value);
}

export function isCalendarInterval(value: unknown): value is CalendarInterval {
  return typeof value === 'string' && (DASHBOARD_INTERVALS as readonly string[]).includes(value);
}
