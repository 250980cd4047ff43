import { sql } from 'drizzle-orm';
import type { Transaction } from './database';

/**
 * Keys of the advisory locks that let one API instance at a time run a job every instance
 * schedules. Arbitrary constants, distinct from each other and from the migration lock.
 */
export const JOB_LOCKS = {
  sessionSweep: 7_240_118_401,
} as const;

/**
 * Takes the job's lock for the rest of the transaction, without waiting: false when another
 * instance holds it (that one is doing the work). The lock goes with the transaction, at commit,
 * at rollback, or when a dead instance's connection closes.
 */
export async function tryJobLock(
  tx: Transaction,
  key: (typeof JOB_LOCKS)[keyof typeof JOB_LOCKS],
): Promise<boolean> {
  // Both drivers answer { rows }; the shared Database type leaves the result untyped.
  const result = (await tx.execute(
    sql`select pg_try_advisory_xact_lock(${key}::bigint) as locked`,
  )) as unknown as { rows: { locked: boolean }[] };
  return result.rows[0]?.locked === true;
}
