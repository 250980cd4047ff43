import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, instant } from './columns';
import { alertChannels } from './alert-channel.table';
import { ownerEvents } from './owner-event.table';
import { users } from './user.table';

/**
 * One message of one event to one channel: written when the event is routed, sent by the
 * delivery worker at least once (claimed under a fenced lease, like the email outbox), retried
 * with backoff until `give_up_at`, and kept as the channel's delivery log.
 */
export const alertDeliveries = pgTable(
  'alert_deliveries',
  {
    id: id(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null: the account's email. */
    channelId: uuid('channel_id').references(() => alertChannels.id, { onDelete: 'cascade' }),
    /** Null: a test the owner asked for. */
    eventId: uuid('event_id').references(() => ownerEvents.id, { onDelete: 'cascade' }),
    /** The AlertEvent, or 'test'. */
    event: text('event').notNull(),
    domain: text('domain'),
    status: text('status').notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: instant('next_attempt_at').notNull().defaultNow(),
    lastAttemptAt: instant('last_attempt_at'),
    lastResponse: text('last_response'),
    /** No retry after this (24 hours after the event). */
    giveUpAt: instant('give_up_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // Routing an event twice (a router that died after writing) makes no second message.
    uniqueIndex('alert_deliveries_event_channel_key').on(
      t.eventId,
      sql`coalesce(${t.channelId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
    ),
    index('alert_deliveries_pending_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'PENDING'`),
    index('alert_deliveries_owner_id_created_at_idx').on(t.ownerId, t.createdAt.desc()),
    check('alert_deliveries_status_check', sql`${t.status} in ('PENDING', 'SENT', 'FAILED')`),
  ],
);

export type AlertDeliveryRow = typeof alertDeliveries.$inferSelect;
