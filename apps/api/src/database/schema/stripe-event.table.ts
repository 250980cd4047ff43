import { pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from './columns';

/** Stripe webhook events already processed, so a redelivered event changes nothing. */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  processedAt: instant('processed_at').notNull().defaultNow(),
});
