import { SortKey } from '@domainfolio/contracts';
import { asc, desc, sql, type SQL } from 'drizzle-orm';
import { domains } from '../../database/schema';

/**
 * ORDER BY for every sort key, the same for the marketplace and the owner's list. Names sort
 * by byte order (collate "C"), identical on every server whatever its locale; the caller adds
 * the id as the final tie-breaker so paging is stable.
 */
export const DOMAIN_ORDER: Record<SortKey, SQL[]> = {
  [SortKey.LATEST]: [desc(domains.createdAt)],
  [SortKey.MOST_VIEWS]: [desc(domains.views)],
  [SortKey.HIGHEST_PRICE]: [sql`${domains.sellingPrice} desc nulls last`],
  [SortKey.LOWEST_PRICE]: [sql`${domains.sellingPrice} asc nulls last`],
  [SortKey.LONGEST]: [sql`char_length(${domains.name}) desc`, sql`${domains.name} collate "C"`],
  [SortKey.SHORTEST]: [sql`char_length(${domains.name}) asc`, sql`${domains.name} collate "C"`],
  [SortKey.BUY_IT_NOW]: [desc(domains.buyItNow), desc(domains.createdAt)],
  [SortKey.ALPHABETICAL]: [sql`${domains.name} collate "C"`],
  [SortKey.EXPIRATION]: [sql`${domains.expiration} asc nulls last`],
};

export const STABLE_LAST: SQL = asc(domains.id);

/** A LIKE pattern that matches `term` literally anywhere in the name. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
