import { Inject, Injectable } from '@nestjs/common';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { RegistryFlag } from '@domainfolio/contracts';
import type { Database, DbExecutor } from '../../database/database';
import { DATABASE } from '../../database/database-tokens';
import { domains, type DomainRow } from '../../database/schema';
import type { RegistryColumns } from './domain-registry-flag';

/**
 * Where the registry and the owner's values differ, in SQL: the same rule as `registryFlagOf`
 * (domain-registry-flag.ts), so the table's filter finds exactly the rows its column marks.
 */
const DIFFERS = sql`(${domains.registryState} = 'found' and (
  (${domains.registryExpiration} is not null and ${domains.expiration} is distinct from ${domains.registryExpiration})
  or (${domains.registryRegistrar} is not null and ${domains.registrar} is not null and ${domains.registrar} <> ${domains.registryRegistrar})))`;

/** The owner's table filter on registry data: the rows a RegistryFlag marks. */
export function registryFilter(flag: RegistryFlag): SQL {
  switch (flag) {
    case 'at-risk':
      return sql`(${domains.registryState} = 'found' and ${domains.registryAtRisk})`;
    case 'differs':
      return DIFFERS;
    case 'not-found':
      return sql`${domains.registryState} = 'not_found'`;
    case 'no-rdap':
      return sql`${domains.registryState} = 'no_rdap'`;
    case 'pending':
      return sql`${domains.registryState} is null`;
    case 'ok':
      return sql`(${domains.registryState} = 'found' and not ${domains.registryAtRisk} and not ${DIFFERS})`;
  }
}

/** The registry module's side of the `domains` table: the look-up queue and its results. */
@Injectable()
export class DomainRegistryRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /**
   * Takes up to `limit` unsold domains whose look-up is due, soonest first, and holds them for
   * `leaseMs` (their due time moves to the lease's end): rows another instance holds are
   * skipped, and a holder that dies gives them back when its lease runs out.
   */
  async claimDue(limit: number, leaseMs: number): Promise<{ id: string; name: string }[]> {
    const result = (await this.db.execute(sql`
      update domains set registry_due_at = now() + ${leaseMs} * interval '1 millisecond'
      where id in (
        select id from domains
        where not sold and registry_due_at <= now()
        order by registry_due_at
        limit ${limit}
        for update skip locked
      )
      returning id, name`)) as unknown as { rows: { id: string; name: string }[] };
    return result.rows;
  }

  /** The domain's row, locked until the transaction ends: its look-ups' results apply one at a time. */
  async lock(tx: DbExecutor, id: string): Promise<DomainRow | null> {
    const [row] = await tx.select().from(domains).where(eq(domains.id, id)).for('update');
    return row ?? null;
  }

  async write(tx: DbExecutor, id: string, columns: RegistryColumns): Promise<DomainRow | null> {
    const [row] = await tx.update(domains).set(columns).where(eq(domains.id, id)).returning();
    return row ?? null;
  }

  /** Makes an owner's domain due now (a refresh), or null when it is not theirs. */
  async dueNow(ownerId: string, id: string): Promise<boolean> {
    const rows = await this.db
      .update(domains)
      .set({ registryDueAt: sql`now()` })
      .where(and(eq(domains.ownerId, ownerId), eq(domains.id, id)))
      .returning({ id: domains.id });
    return rows.length > 0;
  }
}
