import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { openDatabase, type DatabaseHandle } from '../../src/database/database';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a throwaway
 * database on the PostgreSQL server named by DATABASE_URL (dropped again on close).
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const handle = await openDatabase({ pgliteDataDir: 'memory://' });
    await handle.migrate();
    return handle;
  }
  const name = `domainfolio_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(serverUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), poolSize: 5 });
  await handle.migrate();
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await withAdminClient(serverUrl, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      );
    },
  };
}

async function withAdminClient<T>(
  serverUrl: string,
  action: (client: Client) => Promise<T>,
): Promise<T> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await action(client);
  } finally {
    await client.end();
  }
}

/** One migrated database that several API instances open, each with its own connections. */
export interface SharedTestDatabase {
  driver: 'pglite' | 'postgres';
  /**
   * A handle for one more instance: its own pool on PostgreSQL; on PGlite, which one process
   * holds alone, the same database behind a close that leaves it open for the others.
   */
  open(): Promise<DatabaseHandle>;
  close(): Promise<void>;
}

/** Like createTestDatabase, for tests that run several API instances on one database. */
export async function createSharedTestDatabase(): Promise<SharedTestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const handle = await createTestDatabase();
    return {
      driver: 'pglite',
      open: async () => ({ ...handle, close: async () => undefined }),
      close: () => handle.close(),
    };
  }
  const name = `domainfolio_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(serverUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const first = await openDatabase({ databaseUrl: url.toString(), poolSize: 5 });
  await first.migrate();
  await first.close();
  return {
    driver: 'postgres',
    open: () => openDatabase({ databaseUrl: url.toString(), poolSize: 5 }),
    close: async () => {
      await withAdminClient(serverUrl, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      );
    },
  };
}
