import { TZDate } from '@date-fns/tz';
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

/**
 * The instant a calendar date begins in a time zone. On a day whose midnight daylight saving
 * skips (Santiago, Beirut), the day begins at the first moment that exists, 01:00.
 */
export function localMidnight(date: string, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(y, m - 1, d, timeZone).getTime());
}

export interface DueReminder {
  /** The reminder day whose window this is. */
  days: number;
  /** Calendar days from the owner's today to the expiration (0: today). */
  daysLeft: number;
}

/**
 * The reminder due now for a domain expiring on `expiration` (its window most recently opened),
 * or null when no window is open (too early, or the expiration day has ended).
 */
export function dueReminder(
  expiration: string,
  reminderDays: readonly number[],
  now: Date,
  timeZone: string,
): DueReminder | null {
  if (now.getTime() >= localMidnight(addDays(expiration, 1), timeZone).getTime()) return null;
  let due: number | null = null;
  for (const days of reminderDays) {
    const opens = localMidnight(addDays(expiration, -days), timeZone);
    if (opens.getTime() <= now.getTime() && (due === null || days < due)) due = days;
  }
  if (due === null) return null;
  return { days: due, daysLeft: Math.max(0, daysBetween(localDate(now, timeZone), expiration)) };
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
