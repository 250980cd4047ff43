import { and, eq, type SQL } from 'drizzle-orm';
import { domains } from '../../database/schema';

/**
 * The one rule for which domain visitors may see (its landing page, the marketplace, its
 * owner's portfolio, the offer form): the owner made it public and it is not sold. The owner's
 * account must also be active; that part is the users module's to tell.
 */
export const LISTED: SQL = and(eq(domains.public, true), eq(domains.sold, false))!;

/**
 * Which domain has a landing page: a listed one, or a public one that has been sold, whose page
 * then says so and offers nothing (no price, no offer form, no checkout). The owner's account
 * must be active here too. Sold domains stay off the marketplace and the portfolio (LISTED).
 */
export const ON_LANDING: SQL = eq(domains.public, true);
