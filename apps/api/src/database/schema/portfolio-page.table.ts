import { boolean, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns';
import { users } from './user.table';

/** An owner's public portfolio page settings (one per user). */
export const portfolioPages = pgTable('portfolio_pages', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  isEnabled: boolean('is_enabled').notNull().default(false),
  title: text('title'),
  description: text('description'),
  theme: text('theme').notNull().default('indigo'),
  logo: text('logo'),
  logoLight: text('logo_light'),
  updatedAt: updatedAt(),
});

export type PortfolioPageRow = typeof portfolioPages.$inferSelect;
