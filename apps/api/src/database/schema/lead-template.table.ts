import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { users } from './user.table';

/** An owner's saved reply, with {domain}, {buyerName}, {offer} and {price} to fill in. */
export const leadTemplates = pgTable(
  'lead_templates',
  {
    id: id(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('lead_templates_owner_id_idx').on(t.ownerId, t.createdAt),
    check('lead_templates_name_length_check', sql`char_length(${t.name}) between 1 and 80`),
    check('lead_templates_body_length_check', sql`char_length(${t.body}) between 1 and 5000`),
  ],
);

export type LeadTemplateRow = typeof leadTemplates.$inferSelect;
