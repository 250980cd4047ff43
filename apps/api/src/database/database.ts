import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { Client, Pool } from 'pg';
import { listenOnPostgres } from './pg-listener';
import {
  ReadReplicas,
  RoutingPool,
  type ReadReplicaOptions,
  type ReplicaStatus,
} from './read-replicas';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handed to `db.transaction(async (tx) => ...)`. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Anything queries can run on: the database, or a transaction in progress. */
export type DbExecutor = Database | Transaction;

/** Where reads go: the replicas' side of the handle (read-replicas.ts). */
export interface ReadRouting {
  /** Whether read replicas are configured (DATABASE_READ_URLS). */
  readonly configured: boolean;
  /**
   * Runs `work` with its reads (outside transactions) on a replica in rotation that has
   * replayed the last write announced, else on the primary: for what the public reads.
   */
  publicRead<T>(work: () => T): T;
  /**
   * Call after a write, before answering: public reads from now on, on every instance, see it.
   * Resolves once the other instances have been told.
   */
  wrote(): Promise<void>;
  /** Each replica's state and lag. */
  status(): ReplicaStatus[];
}

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  reads: ReadRouting;
  /** Where the data lives, for the start-up log (never includes a password). */
  location: string;
  /** Applies the committed migrations; safe to run from several instances at once. */
  migrate(): Promise<void>;
  /**
   * Calls `onMessage` on every `notify(channel)` made by any API instance on this database,
   * until the returned function is called. On PostgreSQL a connection of its own listens and
   * comes back by itself after losing the server, calling `onMessage` once more then, without a
   * payload (what was sent meanwhile is lost). PGlite has one process; its listeners hear that
   * process.
   */
  listen(channel: string, onMessage: (payload?: string) => void): Promise<() => Promise<void>>;
  /** Tells every listener of `channel`, in every API instance (PostgreSQL's NOTIFY). */
  notify(channel: string, payload?: string): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = join(__dirname, 'migrations');

/** Arbitrary constant key: one migrator at a time across every API instance. */
const MIGRATION_LOCK_KEY = 7_240_118_332;

/** How often each replica's replay position, and the primary's, are read. */
const REPLICA_CHECK_EVERY_MS = 500;
/** Without DATABASE_READ_URLS: every statement on the primary (the limits then play no part). */
const NO_REPLICAS = { urls: [], maxLagMs: 0, waitMs: 0 } as const;

/** The channel on which an instance announces how far its writes went (ReadRouting.wrote). */
export const WRITES_CHANNEL = 'domainfolio_writes';

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; when absent the embedded PGlite is used. */
  databaseUrl?: string;
  /**
   * A connection straight to the primary, for what needs a session of its own (LISTEN, the
   * migrations' lock) when `databaseUrl` goes through a pooler in transaction mode
   * (`DATABASE_DIRECT_URL`). Defaults to `databaseUrl`.
   */
  directUrl?: string;
  /** Read replicas (`DATABASE_READ_URLS` and its settings); none by default. */
  replicas?: Pick<ReadReplicaOptions, 'urls' | 'maxLagMs' | 'waitMs'> &
    Partial<Pick<ReadReplicaOptions, 'checkEveryMs'>>;
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
    const directUrl = options.directUrl ?? options.databaseUrl;
    const replicas = new ReadReplicas(
      pool,
      {
        checkEveryMs: REPLICA_CHECK_EVERY_MS,
        poolSize: options.poolSize ?? 10,
        ...(options.replicas ?? NO_REPLICAS),
      },
      (message) => process.emitWarning(message),
    );
    const notify = async (channel: string, payload?: string) => {
      await pool.query('select pg_notify($1, $2)', [channel, payload ?? null]);
    };
    const listen = (channel: string, onMessage: (payload?: string) => void) =>
      listenOnPostgres(directUrl, channel, onMessage, (message) => process.emitWarning(message));
    let stopHearing: (() => Promise<void>) | null = null;
    if (replicas.configured) {
      // Every instance's writes raise what this one's public reads must see.
      stopHearing = await listen(WRITES_CHANNEL, (lsn) => {
        if (lsn) replicas.heard(lsn);
      });
      replicas.start();
    }
    const url = new URL(options.databaseUrl);
    return {
      db: drizzlePg({
        // With replicas, statements are routed (read-replicas.ts); without, the pool itself.
        client: replicas.configured ? (new RoutingPool(pool, replicas) as unknown as Pool) : pool,
        schema,
        casing: 'snake_case',
      }),
      driver: 'postgres',
      reads: {
        configured: replicas.configured,
        publicRead: (work) => replicas.publicRead(work),
        wrote: async () => {
          const lsn = await replicas.wrote();
          if (lsn) await notify(WRITES_CHANNEL, lsn);
        },
        status: () => replicas.status(),
      },
      location: `${url.hostname}:${url.port || 5432}${url.pathname}`,
      migrate: async () => {
        // A session of its own: an advisory lock held across statements, which a pooler in
        // transaction mode would not keep.
        const client = new Client({ connectionString: directUrl });
        client.on('error', () => undefined);
        await client.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
          await migratePg(drizzlePg({ client, casing: 'snake_case' }), {
            migrationsFolder: MIGRATIONS_FOLDER,
          });
        } finally {
          await client
            .query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY])
            .catch(() => undefined);
          await client.end().catch(() => undefined);
        }
      },
      listen,
      notify,
      close: async () => {
        await stopHearing?.();
        await replicas.close();
        await pool.end();
      },
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
    // One process, one database: nothing to route.
    reads: {
      configured: false,
      publicRead: (work) => work(),
      wrote: async () => undefined,
      status: () => [],
    },
    location: inMemory ? 'memory' : resolve(dataDir),
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    listen: async (channel, onMessage) => {
      const unlisten = await client.listen(channel, (payload) => onMessage(payload || undefined));
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
    notify: async (channel, payload) => {
      await client.query('select pg_notify($1, $2)', [channel, payload ?? null]);
    },
    close: () => client.close(),
  };
}
