import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { calendarDate, createdAt, id, instant } from './columns';
import { users } from './user.table';

/**
 * An owner's account at a registrar (Porkbun, GoDaddy, Namecheap, Dynadot, Cloudflare), read by
 * the registrar sync. The credentials are sealed (AES-256-GCM, common/crypto/secret-box.ts) and
 * never answered back: `hint` is what the owner sees of them (the key's last characters).
 */
export const registrarConnections = pgTable(
  'registrar_connections',
  {
    id: id(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A RegistrarId: porkbun, godaddy, namecheap, dynadot, cloudflare. */
    registrar: text('registrar').notNull(),
    credentialsSealed: text('credentials_sealed').notNull(),
    hint: text('hint').notNull(),
    paused: boolean('paused').notNull().default(false),
    /** When the daily sync is due next (a manual sync does not move it). */
    dueAt: instant('due_at').notNull().defaultNow(),
    lastSyncAt: instant('last_sync_at'),
    /** The last run's failure in the owner's words, or null when it went well. */
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    index('registrar_connections_owner_id_idx').on(t.ownerId, t.createdAt),
    index('registrar_connections_due_idx')
      .on(t.dueAt)
      .where(sql`not ${t.paused}`),
  ],
);

/**
 * One sync of a connection: its counts as it goes (the progress the owner watches) and at the
 * end. `lease_until` is the running instance's hold: at most one run of a connection runs at
 * once, whichever replica started it, and a run whose instance died is taken over after it.
 */
export const registrarSyncRuns = pgTable(
  'registrar_sync_runs',
  {
    id: id(),
    connectionId: uuid('connection_id')
      .notNull()
      .references(() => registrarConnections.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'manual' (Sync now) or 'daily'. */
    trigger: text('trigger').notNull(),
    /** 'queued', 'running', 'succeeded', 'failed'. */
    status: text('status').notNull().default('queued'),
    /** The page cursor reached, so a run taken over goes on from there. */
    cursor: text('cursor'),
    pages: integer('pages').notNull().default(0),
    listed: integer('listed').notNull().default(0),
    added: integer('added').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    unchanged: integer('unchanged').notNull().default(0),
    missing: integer('missing').notNull().default(0),
    /** Names the plan's domain limit left out (the first 100). */
    leftOut: jsonb('left_out').$type<string[]>().notNull().default([]),
    leftOutCount: integer('left_out_count').notNull().default(0),
    error: text('error'),
    leaseUntil: instant('lease_until'),
    leasedBy: text('leased_by'),
    startedAt: instant('started_at'),
    finishedAt: instant('finished_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('registrar_sync_runs_connection_id_idx').on(t.connectionId, t.createdAt.desc()),
    // One open run per connection: a second "Sync now" (or the daily turn) on any replica finds
    // the open one instead of starting another, so an account is never read twice at once.
    uniqueIndex('registrar_sync_runs_one_open_key')
      .on(t.connectionId)
      .where(sql`${t.status} in ('queued', 'running')`),
    check(
      'registrar_sync_runs_status_check',
      sql`${t.status} in ('queued', 'running', 'succeeded', 'failed')`,
    ),
  ],
);

/**
 * What a connected account lists, by name: the registrar's own fields (expiration, auto-renew,
 * lock) and when the account listed the name last, so a name it stopped listing is flagged, never
 * deleted.
 */
export const registrarDomains = pgTable(
  'registrar_domains',
  {
    connectionId: uuid('connection_id')
      .notNull()
      .references(() => registrarConnections.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiration: calendarDate('expiration'),
    autoRenew: boolean('auto_renew'),
    locked: boolean('locked'),
    lastSeenAt: instant('last_seen_at').notNull().defaultNow(),
    /** The run that last listed it: a finished run flags the names it did not list. */
    lastRunId: uuid('last_run_id'),
    missingSince: instant('missing_since'),
  },
  (t) => [
    primaryKey({ columns: [t.connectionId, t.name] }),
    index('registrar_domains_owner_id_name_idx').on(t.ownerId, t.name),
  ],
);

export type RegistrarConnectionRow = typeof registrarConnections.$inferSelect;
export type RegistrarSyncRunRow = typeof registrarSyncRuns.$inferSelect;
export type RegistrarDomainRow = typeof registrarDomains.$inferSelect;
