import { Inject, Injectable } from '@nestjs/common';
import { SortKey } from '@domainfolio/contracts';
import { and, eq, gte, isNull, like, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../database/database';
import { DATABASE } from '../../database/database.module';
import { DOMAIN_ORDER, STABLE_LAST, containsPattern } from '../domains/domain-order';
import { domains, users } from '../../database/schema';

export interface PublicSearchFilter {
  /** Lowercase ASCII fragment of a name; empty matches everything. */
  term: string;
  username?: string;
  /** Inclusive bounds on the visible price; either one excludes domains without one. */
  minPrice?: number;
  maxPrice?: number;
  /** Inclusive bounds on the characters before the first dot. */
  minLength?: number;
  maxLength?: number;
}

/**
 * Public lists sort by the price a visitor sees: a hidden price sorts like no price, so the
 * order never gives it away. Every other key is the owners' order.
 */
export const PUBLIC_ORDER: Record<SortKey, SQL[]> = {
  ...DOMAIN_ORDER,
  [SortKey.HIGHEST_PRICE]: [sql`${domains.visiblePrice} desc nulls last`],
  [SortKey.LOWEST_PRICE]: [sql`${domains.visiblePrice} asc nulls last`],
};

export type PublicDomainRow = typeof domains.$inferSelect & { username: string };

/**
 * Names containing the term. Terms of three characters or more use the trigram index; shorter
 * ones the index of each name's 1- and 2-character pieces (migration 0005).
 */
function termCondition(term: string): SQL {
  const contains = like(domains.name, containsPattern(term));
  if (term.length >= 3) return contains;
  return sql`(domain_name_grams(${domains.name}) @> array[${term}]::text[] and ${contains})`;
}

@Injectable()
export class SearchRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  private where(filter: PublicSearchFilter): SQL | undefined {
    return and(
      eq(domains.public, true),
      eq(domains.sold, false),
      isNull(users.disabledAt),
      filter.username ? eq(users.username, filter.username) : undefined,
      filter.term ? termCondition(filter.term) : undefined,
      filter.minPrice !== undefined
        ? gte(domains.visiblePrice, String(filter.minPrice))
        : undefined,
      filter.maxPrice !== undefined
        ? lte(domains.visiblePrice, String(filter.maxPrice))
        : undefined,
      filter.minLength !== undefined ? gte(domains.labelLength, filter.minLength) : undefined,
      filter.maxLength !== undefined ? lte(domains.labelLength, filter.maxLength) : undefined,
    );
  }

  async findPublicPage(
    filter: PublicSearchFilter,
    sort: SortKey,
    offset: number,
    limit: number,
  ): Promise<PublicDomainRow[]> {
    const rows = await this.db
      .select({ domain: domains, username: users.username })
      .from(domains)
      .innerJoin(users, eq(users.id, domains.ownerId))
      .where(this.where(filter))
      .orderBy(...PUBLIC_ORDER[sort], STABLE_LAST)
      .limit(limit)
      .offset(offset);
    return rows.map((row) => ({ ...row.domain, username: row.username }));
  }

  /** Counts matches up to the cap + 1: exact totals over huge match sets cost too much. */
  async countPublic(filter: PublicSearchFilter, cap: number): Promise<number> {
    const capped = this.db
      .select({ one: sql`1` })
      .from(domains)
      .innerJoin(users, eq(users.id, domains.ownerId))
      .where(this.where(filter))
      .limit(cap + 1)
      .as('capped');
    const [row] = await this.db.select({ n: sql<number>`count(*)::int` }).from(capped);
    return row?.n ?? 0;
  }
}
