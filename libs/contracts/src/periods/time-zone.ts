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

/** An IANA name: 'UTC', 'EST', 'Europe/Berlin', 'America/Argentina/Buenos_Aires' (no '+05:00'). */
const IANA_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/;

/**
 * The IANA time zone a user's input names, as the runtime spells it ('europe/berlin' →
 * 'Europe/Berlin'), or null when it names none. Offsets such as '+05:00' are refused: they
 * ignore daylight saving time.
 */
export function canonicalTimeZone(input: string): string | null {
  const value = input.trim();
  if (!IANA_NAME.test(value) || !isValidTimeZone(value)) return null;
  const resolved = new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone;
  return IANA_NAME.test(resolved) ? resolved : null;
}

/**
 * One formatter per time zone, made once: a formatter costs about 80 µs to make and holds native
 * memory the garbage collector does not see, so one made per call (a job dating thousands of
 * domains) is slow and swells the process. There are a few hundred zones at most.
 */
const DATE_FORMATTERS = new Map<string, Intl.DateTimeFormat>();

/** The calendar date ('yyyy-MM-dd') an instant falls on in a time zone. */
export function localDate(instant: Date, timeZone: string): string {
  let formatter = DATE_FORMATTERS.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    DATE_FORMATTERS.set(timeZone, formatter);
  }
  return formatter.format(instant);
}

/** Throws a RangeError naming the zone unless `isValidTimeZone`. */
export function assertValidTimeZone(timeZone: string): void {
  if (!isValidTimeZone(timeZone)) {
    throw new RangeError(`Unknown time zone: ${JSON.stringify(timeZone)}`);
  }
}
