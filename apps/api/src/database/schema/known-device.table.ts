import { pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, instant } from './columns';
import { users } from './user.table';

/**
 * Browsers an owner confirmed by email (DEVICE_CONFIRMATION=on). The browser keeps a random id
 * in a long-lived cookie; only its SHA-256 is stored.
 */
export const knownDevices = pgTable(
  'known_devices',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceHash: text('device_hash').notNull(),
    userAgent: text('user_agent'),
    confirmedAt: instant('confirmed_at').notNull().defaultNow(),
    lastSeenAt: instant('last_seen_at').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('known_devices_user_id_device_hash_key').on(t.userId, t.deviceHash)],
);
