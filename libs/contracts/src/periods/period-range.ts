import { tz } from '@date-fns/tz';
import {
  addDays,
  addMonths,
  addQuarters,
  addWeeks,
  addYears,
  startOfDay,
  startOfMonth,
  startOfQuarter,
  startOfWeek,
  startOfYear,
} from 'date-fns';
import { Interval, isInterval, type CalendarInterval } from './interval';
import { assertValidTimeZone } from './time-zone';

/** A half-open range [start, end); nulls mean unbounded (all time). */
export interface PeriodRange {
  start: Date | null;
  end: Date | null;
}

type ZoneOptions = { in: ReturnType<typeof tz>; weekStartsOn: 1 };

const CALENDAR_PERIODS: Readonly<
  Record<
    CalendarInterval,
    {
      startOf: (date: Date, options: ZoneOptions) => Date;
      add: (date: Date, amount: number, options: ZoneOptions) => Date;
    }
  >
> = {
  DAY: { startOf: startOfDay, add: addDays },
  WEEK: { startOf: startOfWeek, add: addWeeks },
  MONTH: { startOf: startOfMonth, add: addMonths },
  QUARTER: { startOf: startOfQuarter, add: addQuarters },
  YEAR: { startOf: startOfYear, add: addYears },
};

/**
 * The calendar period containing `now` in the user's IANA time zone: day, week (Monday first),
 * month, quarter or year, from its first instant to the first instant of the next period
 * (exclusive). Days are 23 or 25 hours long across daylight-saving changes, and a day whose
 * midnight is skipped starts at its first existing instant. ALL, LIFETIME and UNLIMITED give
 * `{ start: null, end: null }`.
 *
 * @throws RangeError for an unknown time zone or interval, or an invalid `now`.
 */
export function periodRange(interval: Interval, now: Date, timeZone: string): PeriodRange {
  assertValidTimeZone(timeZone);
  if (Number.isNaN(now.getTime())) {
    throw new RangeError('Invalid date');
  }
  if (!isInterval(interval)) {
    throw new RangeError(`Unknown interval: ${JSON.stringify(interval)}`);
  }
  if (
    interval === Interval.ALL ||
    interval === Interval.LIFETIME ||
    interval === Interval.UNLIMITED
  ) {
    return { start: null, end: null };
  }
  const period = CALENDAR_PERIODS[interval];
  const options: ZoneOptions = { in: tz(timeZone), weekStartsOn: 1 };
  const start = period.startOf(now, options);
  const end = period.add(start, 1, options);
  // Plain Dates: the zone-aware TZDate is an implementation detail.
  return { start: new Date(start.getTime()), end: new Date(end.getTime()) };
}
