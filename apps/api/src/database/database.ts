import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { Pool } from 'pg';
import { listenOnPostgres } from './pg-listener';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handed to `db.transaction(async (tx) => ...)`. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Anything queries can run on: the database, or a transaction in progress. */
export type DbExecutor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** Where the data lives, for the start-up log (never includes a password). */
  location: string;
  /** Applies the committed migrations; safe to run from several instances at once. */
  migrate(): Promise<void>;
  /**
   * Calls `onMessage` on every `notify(channel)` made by any API instance on this database,
   * until the returned function is called. On PostgreSQL a connection of its own listens and
   * comes back by itself after losing the server, calling `onMessage` once more then (what was
   * sent meanwhile is lost). PGlite has one process; its listeners hear that process.
   */
  listen(channel: string, onMessage: () => void): Promise<() => Promise<void>>;
  /** Tells every listener of `channel`, in every API instance (PostgreSQL's NOTIFY). */
  notify(channel: string): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = join(__dirname, 'migrations');

/** Arbitrary constant key: one migrator at a time across every API instance. */
const MIGRATION_LOCK_KEY = 7_240_118_332;

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; when absent the embedded PGlite is used. */
  databaseUrl?: string;
  poolSize?: number;
  /** PGlite data directory; `memory://` keeps everything in memory (tests). */
  pgliteDataDir?: string;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    // An idle connection the server closes (restart, failover) must not crash the process: the
    // pool drops it and the next query opens a new one.
    pool.on('error', (error) => {
      process.emitWarning(`PostgreSQL connection lost: ${error.message}`);
    });
    // A connection lost while it is checked out (between the statements of a transaction, when
    // PostgreSQL restarts) says so with an 'error' event on its client, which ends the process
    // when nothing listens: here the statement in flight or the next one fails instead (the
    // request answers 503), and the pool drops the client when it is released.
    pool.on('connect', (client) => {
      client.on('error', () => undefined);
    });
    const url = new URL(options.databaseUrl);
    return {
      db: drizzlePg({ client: pool, schema, casing: 'snake_case' }),
      driver: 'postgres',
      location: `${url.hostname}:${url.port || 5432}${url.pathname}`,
      migrate: async () => {
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
          await migratePg(drizzlePg({ client, casing: 'snake_case' }), {
            migrationsFolder: MIGRATIONS_FOLDER,
          });
        } finally {
          await client
            .query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY])
            .catch(() => undefined);
          client.release();
        }
      },
      listen: (channel, onMessage) =>
        listenOnPostgres(options.databaseUrl!, channel, onMessage, (message) =>
          process.emitWarning(message),
        ),
      notify: async (channel) => {
        await pool.query('select pg_notify($1, null)', [channel]);
      },
      close: () => pool.end(),
    };
  }
  const dataDir = options.pgliteDataDir ?? 'memory://';
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(inMemory ? undefined : dataDir, { extensions: { pg_trgm } });
  const db = drizzlePglite({ client, schema, casing: 'snake_case' });
  return {
    db,
    driver: 'pglite',
    location: inMemory ? 'memory' : resolve(dataDir),
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    listen: async (channel, onMessage) => {
      const unlisten = await client.listen(channel, () => onMessage());
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
    notify: async (channel) => {
      await client.query('select pg_notify($1, null)', [channel]);
    },
    close: () => client.close(),
  };
}
