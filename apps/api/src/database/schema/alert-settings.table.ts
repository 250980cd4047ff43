import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { instant, updatedAt } from './columns';
import { users } from './user.table';

/**
 * An owner's alert settings, once they changed one (no row: the defaults), and their calendar
 * feed. The feed's token is found by its SHA-256 (`calendar_token_hash`) and kept sealed so the
 * owner can copy the same URL again.
 */
export const alertSettings = pgTable(
  'alert_settings',
  {
    ownerId: uuid('owner_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiryReminders: boolean('expiry_reminders').notNull().default(true),
    reminderDays: integer('reminder_days').array().notNull(),
    digest: boolean('digest').notNull().default(false),
    /** AlertEvent → channel ids ('email' or an alert_channels id). */
    routes: jsonb('routes').$type<Record<string, string[]>>().notNull(),
    calendarTokenHash: text('calendar_token_hash'),
    calendarToken: text('calendar_token'),
    calendarCreatedAt: instant('calendar_created_at'),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('alert_settings_calendar_token_hash_key').on(t.calendarTokenHash),
    check('alert_settings_reminder_days_check', sql`cardinality(${t.reminderDays}) <= 10`),
  ],
);

export type AlertSettingsRow = typeof alertSettings.$inferSelect;
