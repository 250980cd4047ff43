import { date, numeric, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Primary keys are random UUIDs, exposed to clients as `_id` strings. */
export const id = () => uuid('id').primaryKey().defaultRandom();

/** Instants are stored with their time zone; periods are computed in the user's zone. */
export const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const createdAt = () => instant('created_at').notNull().defaultNow();
export const updatedAt = () => instant('updated_at').notNull().defaultNow();

/** Money is exact: numeric dollars with cents, never floating point. */
export const money = (name: string) => numeric(name, { precision: 14, scale: 2 });

/** A calendar date (expiration, purchase, sale): 'yyyy-MM-dd', the same in every time zone. */
export const calendarDate = (name: string) => date(name, { mode: 'string' });
