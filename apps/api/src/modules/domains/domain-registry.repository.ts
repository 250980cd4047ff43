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

  /** Takes one domain if it is due (not held by a worker): true when this caller holds it now. */
  async claimOne(id: string, leaseMs: number): Promise<boolean> {
    const rows = await this.db
      .update(domains)
      .set({ registryDueAt: sql`now() + ${leaseMs} * interval '1 millisecond'` })
      .where(and(eq(domains.id, id), sql`${domains.registryDueAt} <= now()`))
      .returning({ id: domains.id });
    return rows.length > 0;
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

/** What the registrar sync reads of a domain it lists. */
export type RegistrarSyncRow = Pick<
  DomainRow,
  'id' | 'name' | 'expiration' | 'registrar' | 'expirationSource' | 'registrarSource' | 'sold'
>;

/** The registrar sync's side of the `domains` table: many names of one owner at once. */
@Injectable()
export class DomainRegistrarRepository {
  async findByNames(
    tx: DbExecutor,
    ownerId: string,
    names: readonly string[],
  ): Promise<RegistrarSyncRow[]> {
    if (names.length === 0) return [];
    const wanted = sql`(select jsonb_array_elements_text(${JSON.stringify(names)}::jsonb))`;
    return tx
      .select({
        id: domains.id,
        name: domains.name,
        expiration: domains.expiration,
        registrar: domains.registrar,
        expirationSource: domains.expirationSource,
        registrarSource: domains.registrarSource,
        sold: domains.sold,
      })
      .from(domains)
      .where(and(eq(domains.ownerId, ownerId), sql`${domains.name} in ${wanted}`));
  }

  /** Sets the registrar's fields of the owner's domains, one statement for the page. */
  async update(
    tx: DbExecutor,
    ownerId: string,
    changes: readonly { id: string; expiration: string | null; registrar: string | null }[],
  ): Promise<void> {
    if (changes.length === 0) return;
    await tx.execute(sql`
      update domains d set
        expiration = coalesce(c.expiration, d.expiration),
        expiration_source = case when c.expiration is null then d.expiration_source else 'registrar' end,
        registrar = coalesce(c.registrar, d.registrar),
        registrar_source = case when c.registrar is null then d.registrar_source else 'registrar' end,
        updated_at = now()
      from jsonb_to_recordset(${JSON.stringify(changes)}::jsonb)
        as c(id uuid, expiration date, registrar text)
      where d.id = c.id and d.owner_id = ${ownerId}`);
  }

  /**
   * Adds names a registrar account lists, not public until the owner lists them; a name another
   * add took meanwhile is skipped. Returns the names added.
   */
  async insert(
    tx: DbExecutor,
    ownerId: string,
    rows: readonly { name: string; tld: string; expiration: string | null; registrar: string }[],
  ): Promise<string[]> {
    if (rows.length === 0) return [];
    const result = (await tx.execute(sql`
      insert into domains (owner_id, name, tld, expiration, expiration_source, purchase_date_source,
                           registrar, registrar_source, public)
      select ${ownerId}, r.name, r.tld, r.expiration,
             case when r.expiration is null then 'default' else 'registrar' end, 'default',
             r.registrar, 'registrar', false
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        as r(name text, tld text, expiration date, registrar text)
      on conflict (owner_id, name) do nothing
      returning name`)) as unknown as { rows: { name: string }[] };
    return result.rows.map((row) => row.name);
  }
}
