import { Inject, Injectable } from '@nestjs/common';
import { normalizeTag, type DomainTagCount, type RegistryFlag } from '@domainfolio/contracts';
import { and, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../database/database';
import { DATABASE } from '../../database/database-tokens';
import { domains } from '../../database/schema';
import { registryFilter } from './domain-registry.repository';

/**
 * The names carrying `tag` (its stored form): array containment, which the GIN index
 * domains_tags_idx answers.
 */
export function hasTag(tag: string): SQL {
  return sql`${domains.tags} @> array[${tag}]::text[]`;
}

/**
 * The owner's table filters besides the name: its registry flag and its tag (normalized, so
 * 'AI ' finds 'ai'). A tag that normalizes to nothing matches nothing (the query DTO refuses
 * one before it gets here).
 */
export function ownListFilter(filter: { registry?: RegistryFlag; tag?: string }): SQL | undefined {
  const tag = filter.tag === undefined ? undefined : normalizeTag(filter.tag);
  return and(
    filter.registry ? registryFilter(filter.registry) : undefined,
    tag === undefined ? undefined : tag === null ? sql`false` : hasTag(tag),
  );
}

/** The owner's tags with how many names carry each: the table's filter and the editor offer them. */
@Injectable()
export class DomainTagsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** Most used first, then by tag (byte order, the same in every locale). */
  async counts(ownerId: string): Promise<DomainTagCount[]> {
    const result = (await this.db.execute(sql`
      select t.tag, count(*)::int as count
      from ${domains} d cross join lateral unnest(d.tags) as t(tag)
      where d.owner_id = ${ownerId}
      group by t.tag
      order by count(*) desc, t.tag collate "C"`)) as unknown as { rows: DomainTagCount[] };
    return result.rows.map((row) => ({ tag: row.tag, count: Number(row.count) }));
  }
}
