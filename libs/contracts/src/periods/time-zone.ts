/** The time zone used when a user has not chosen one. */
export const DEFAULT_TIME_ZONE = 'UTC';

/** True for a time zone name the runtime knows ('Europe/Berlin', 'UTC'). */
export function isValidTimeZone(timeZone: string): boolean {
  if (timeZone.trim() === '') {
    return false;
  }
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** The calendar date ('yyyy-MM-dd') an instant falls on in a time zone. */
export function localDate(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

/** Throws a RangeError naming the zone unless `isValidTimeZone`. */
export function assertValidTimeZone(timeZone: string): void {
  if (!isValidTimeZone(timeZone)) {
    throw new RangeError(`Unknown time zone: ${JSON.stringify(timeZone)}`);
  }
}
