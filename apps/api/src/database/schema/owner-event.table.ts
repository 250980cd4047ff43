import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, instant } from './columns';
import { users } from './user.table';

/**
 * What happened that an owner may want to hear of (a new offer, a buyer's answer, a sale, a
 * name reaching a reminder day), written once in the same transaction as its cause
 * (`common/events/owner-events.ts`). The notifications module routes each row to the owner's
 * channels and then stamps `routed_at`; until then the row is the event's only record, so an
 * outage of every channel loses nothing.
 */
export const ownerEvents = pgTable(
  'owner_events',
  {
    id: id(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** An AlertEvent: 'lead.received', 'domain.expiring', ... */
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /**
     * Makes an event that a job may find twice (a digest of one day, a week's summary) happen
     * once, whichever replica finds it first.
     */
    dedupeKey: text('dedupe_key'),
    routedAt: instant('routed_at'),
    /** A router holds the row until then (a fenced lease, like the email outbox's). */
    leaseUntil: instant('lease_until'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('owner_events_dedupe_key_key').on(t.dedupeKey),
    index('owner_events_unrouted_idx')
      .on(t.createdAt)
      .where(sql`${t.routedAt} is null`),
    index('owner_events_owner_id_created_at_idx').on(t.ownerId, t.createdAt.desc()),
  ],
);

export type OwnerEventRow = typeof ownerEvents.$inferSelect;
