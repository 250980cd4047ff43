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

/**
 * Every key the API takes for an interval, mapped to the interval it means: the eight keys and
 * their adjective forms (MONTHLY is MONTH). Clients written against either form keep working.
 */
export const INTERVAL_ALIASES: Readonly<Record<string, Interval>> = {
  ...Object.fromEntries(INTERVALS.map((interval) => [interval, interval])),
  DAILY: Interval.DAY,
  WEEKLY: Interval.WEEK,
  MONTHLY: Interval.MONTH,
  QUARTERLY: Interval.QUARTER,
  YEARLY: Interval.YEAR,
};

/** The keys the API accepts for an interval, in the order the reference lists them. */
export const INTERVAL_KEYS: readonly string[] = Object.keys(INTERVAL_ALIASES);

/**
 * The interval a key names (any case, surrounding blanks ignored), or null for a key the API
 * does not know. Values that are not text are null too, so callers can leave them to their
 * validator's message.
 */
export function parseInterval(value: unknown): Interval | null {
  if (typeof value !== 'string') return null;
  return Object.hasOwn(INTERVAL_ALIASES, value.trim().toUpperCase())
    ? INTERVAL_ALIASES[value.trim().toUpperCase()]!
    : null;
}
