import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { users } from './user.table';

/**
 * An owner's alert channel besides the account's email: a webhook, a Slack or Discord incoming
 * webhook, a Telegram chat, an ntfy topic. What may be shown (`target`, `settings`) is plain;
 * what lets anyone post or sign as the owner (a webhook's secret, a Slack or Discord URL, a bot
 * token, an ntfy access token) is sealed in `secrets` and never leaves the server.
 */
export const alertChannels = pgTable(
  'alert_channels',
  {
    id: id(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    name: text('name').notNull(),
    /** Where it goes, safe to show (a webhook's URL, a chat id, an ntfy server and topic). */
    target: text('target').notNull(),
    /** Plain settings a sender needs (ntfy server and topic, Telegram chat id, webhook URL). */
    settings: jsonb('settings').$type<Record<string, string>>().notNull(),
    /** Sealed JSON of the secret settings. */
    secrets: text('secrets').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('alert_channels_owner_id_idx').on(t.ownerId, t.createdAt),
    check(
      'alert_channels_type_check',
      sql`${t.type} in ('WEBHOOK', 'SLACK', 'DISCORD', 'TELEGRAM', 'NTFY')`,
    ),
  ],
);

export type AlertChannelRow = typeof alertChannels.$inferSelect;
