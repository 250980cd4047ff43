/**
 * "Today" for tests whose server counts by UTC calendar day (or week, month): the server reads
 * the clock at a moment of its own, so a test that may run across midnight records the day
 * around that moment rather than once beforehand.
 */

/** The UTC calendar day ('yyyy-MM-dd') of an instant, now by default. */
export const utcDay = (at: number | Date = Date.now()): string =>
  new Date(at).toISOString().slice(0, 10);

/** The UTC month ('yyyy-MM') of an instant, now by default. */
export const utcMonth = (at: number | Date = Date.now()): string => utcDay(at).slice(0, 7);

/** `action`'s result, and the UTC days before and after it: the server's today meanwhile. */
export async function withUtcDays<T>(
  action: () => Promise<T>,
): Promise<{ result: T; days: [string, string] }> {
  const before = utcDay();
  const result = await action();
  return { result, days: [before, utcDay()] };
}

/**
 * Runs `block`, and once more if the UTC day changed while it ran (a new week or month begins
 * with a new day): for a block that makes its own data and counts what the server files under
 * today, so that midnight during it means a fresh count rather than a split one. `attempt` is
 * 0, then 1, for names that must differ between the runs.
 */
export async function onOneUtcDay<T>(block: (attempt: number) => Promise<T>): Promise<T> {
  const day = utcDay();
  const result = await block(0);
  return utcDay() === day ? result : block(1);
}
