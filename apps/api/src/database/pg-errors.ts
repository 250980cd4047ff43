/** PostgreSQL's unique_violation, with the constraint that was hit; null for any other error. */
export function uniqueViolation(error: unknown): string | null {
  const cause = (error as { cause?: { code?: string; constraint?: string } }).cause ?? error;
  const pg = cause as { code?: string; constraint?: string };
  return pg.code === '23505' ? (pg.constraint ?? 'unknown') : null;
}

/**
 * SQLSTATEs that say the server cannot serve now, whatever was asked: it is shutting down or
 * restarting (57P01-57P03), or has no connection left (53300). Class 08 (connection
 * exceptions) is matched by its prefix.
 */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300']);
/** The socket's errors when the server is down or unreachable. */
const UNREACHABLE_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
/** node-postgres's own words for a connection that ended or never came. */
const CONNECTION_LOST =
  /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect|Client was closed and is not queryable)/;

/**
 * Whether `error` (or what it wraps: drizzle puts the driver's error in `cause`) says the
 * database could not be reached or is restarting, rather than anything about the query: a
 * request that failed so may succeed moments later, unchanged.
 */
export function databaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth += 1) {
    const { code, message, cause } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (
      typeof code === 'string' &&
      (code.startsWith('08') || UNAVAILABLE_STATES.has(code) || UNREACHABLE_ERRNOS.has(code))
    )
      return true;
    if (typeof message === 'string' && CONNECTION_LOST.test(message)) return true;
    current = cause;
  }
  return false;
}
