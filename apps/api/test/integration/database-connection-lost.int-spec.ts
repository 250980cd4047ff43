import { sql } from 'drizzle-orm';
import { databaseUnavailable } from '../../src/database/pg-errors';
import { createSharedTestDatabase } from '../support/test-database';

describe('a database connection lost while a request holds it', () => {
  it('fails that transaction as "database unavailable" without ending the process, and the next query works, on PostgreSQL', async () => {
    const shared = await createSharedTestDatabase();
    const handle = await shared.open();
    const admin = await shared.open();
    try {
      if (shared.driver === 'postgres') {
        const outcome = await handle.db
          .transaction(async (tx) => {
            const result = (await tx.execute(sql`select pg_backend_pid() as pid`)) as {
              rows: { pid: number }[];
            };
            const pid = Number(result.rows[0]!.pid);
            // As a restart of PostgreSQL would: the server ends the connection between two
            // statements, so its client learns of it while checked out, through an 'error'
            // event (which ended the process when nothing listened to it).
            await admin.db.execute(sql`select pg_terminate_backend(${pid})`);
            await new Promise((resolve) => setTimeout(resolve, 300));
            await tx.execute(sql`select 1`);
          })
          .then(
            () => null,
            (error: unknown) => error,
          );
        expect(outcome).not.toBeNull();
        expect(databaseUnavailable(outcome)).toBe(true);
      }
      const after = (await handle.db.execute(sql`select 1 as one`)) as { rows: unknown[] };
      expect(after.rows).toEqual([{ one: 1 }]);
    } finally {
      await handle.close();
      await admin.close();
      await shared.close();
    }
  });
});
