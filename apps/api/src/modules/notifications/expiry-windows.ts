import { localDate } from '@domainfolio/contracts';

/**
 * When expiry reminders are due. A reminder "N days before" belongs to the window that opens
 * at the owner's local midnight N days before the expiration date, and closes when the
 * expiration day ends. A run sends, for each domain, the window most recently opened (the
 * smallest N whose window is open) unless it went out already: a domain added or imported
 * inside a window gets that window's reminder, never the earlier ones, and a renewal (a later
 * expiration date) closes every window of the old date.
 */

const DAY_MS = 86_400_000;

/** 'yyyy-MM-dd' shifted by whole calendar days. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Whole calendar days from `from` to `to` ('yyyy-MM-dd'); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  const parse = (date: string) => {
    const [y, m, d] = date.split('-').map(Number) as [number, number, number];
    return Date.UTC(y, m - 1, d);
  };
  return Math.round((parse(to) - parse(from)) / DAY_MS);
}

export interface DueReminder {
  /** The reminder day whose window this is. */
  days: number;
  /** Calendar days from the owner's today to the expiration (0: today). */
  daysLeft: number;
}

/**
 * The reminder due for a domain expiring on `expiration` when it is `today` ('yyyy-MM-dd') where
 * its owner lives: the window most recently opened, or null when none is open (too early, or the
 * expiration day has ended). A window "N days before" opens at the local midnight that begins
 * the date N days before the expiration, so it is open exactly when that date is today or past:
 * the whole rule is date arithmetic once the owner's today is known (`localDate`, which the time
 * zone's rules, daylight saving included, decide).
 */
export function dueOn(
  expiration: string,
  reminderDays: readonly number[],
  today: string,
): DueReminder | null {
  const daysLeft = daysBetween(today, expiration);
  if (daysLeft < 0) return null;
  let due: number | null = null;
  for (const days of reminderDays) if (days >= daysLeft && (due === null || days < due)) due = days;
  return due === null ? null : { days: due, daysLeft };
}

/** {@link dueOn} at an instant, in the owner's time zone. */
export function dueReminder(
  expiration: string,
  reminderDays: readonly number[],
  now: Date,
  timeZone: string,
): DueReminder | null {
  return dueOn(expiration, reminderDays, localDate(now, timeZone));
}

/**
 * The latest expiration date a run must look at: the largest reminder day past the furthest
 * today on Earth (UTC+14).
 */
export function furthestExpiration(now: Date, largestDay: number): string {
  return addDays(localDate(now, 'Pacific/Kiritimati'), largestDay);
}

/** The earliest expiration date whose last day has not ended somewhere (UTC-12). */
export function earliestExpiration(now: Date): string {
  return localDate(now, 'Etc/GMT+12');
}
