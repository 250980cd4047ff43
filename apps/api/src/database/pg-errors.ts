/** PostgreSQL's unique_violation, with the constraint that was hit; null for any other error. */
export function uniqueViolation(error: unknown): string | null {
  const cause = (error as { cause?: { code?: string; constraint?: string } }).cause ?? error;
  const pg = cause as { code?: string; constraint?: string };
  return pg.code === '23505' ? (pg.constraint ?? 'unknown') : null;
}
