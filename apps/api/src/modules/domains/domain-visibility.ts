import { and, eq, type SQL } from 'drizzle-orm';
import { domains } from '../../database/schema';

/**
 * The one rule for which domain visitors may see (its landing page, the marketplace, its
 * owner's portfolio, the offer form): the owner made it public and it is not sold. The owner's
 * account must also be active; that part is the users module's to tell.
 */
export const LISTED: SQL = and(eq(domains.public, true), eq(domains.sold, false))!;
