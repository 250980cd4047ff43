import { sql } from 'drizzle-orm';
import { createSharedTestDatabase } from '../support/test-database';
import { until } from '../support/until';

describe('database notifications between API instances', () => {
  it('delivers a notify to the listeners of every instance, and to none after they stop', async () => {
    const shared = await createSharedTestDatabase();
    const [one, two] = [await shared.open(), await shared.open()];
    try {
      let heardByOne = 0;
      let heardByTwo = 0;
      const stopOne = await one.listen('test_channel', () => (heardByOne += 1));
      const stopTwo = await two.listen('test_channel', () => (heardByTwo += 1));
      await one.notify('test_channel');
      await until(() => heardByOne === 1 && heardByTwo === 1);
      await two.notify('other_channel');

      await stopTwo();
      await one.notify('test_channel');
      await until(() => heardByOne === 2);
      expect(heardByTwo).toBe(1);
      await stopOne();
    } finally {
      await one.close();
      await two.close();
      await shared.close();
    }
  });

  it('listens again by itself after its connection is cut, and says so, on PostgreSQL', async () => {
    const shared = await createSharedTestDatabase();
    const handle = await shared.open();
    try {
      let heard = 0;
      const stop = await handle.listen('test_channel', () => (heard += 1));
      if (shared.driver === 'postgres') {
        // As a database restart would: the server ends the listening connection.
        await handle.db.execute(
          sql`select pg_terminate_backend(pid) from pg_stat_activity
              where query = 'listen "test_channel"' and pid <> pg_backend_pid()`,
        );
        // Back again, it reports a possible change (notifications sent meanwhile are lost) ...
        await until(() => heard === 1);
        // ... and hears the next ones.
        await handle.notify('test_channel');
        await until(() => heard === 2);
      } else {
        await handle.notify('test_channel');
        await until(() => heard === 1);
      }
      await stop();
    } finally {
      await handle.close();
      await shared.close();
    }
  });
});
