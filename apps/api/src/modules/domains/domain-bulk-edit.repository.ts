import { Inject, Injectable } from '@nestjs/common';
import type { BulkEditChanges, BulkEditField, BulkEditValues } from '@domainfolio/contracts';
import { and, desc, eq, like, lt, sql, type SQL } from 'drizzle-orm';
import type { Database, DbExecutor } from '../../database/database';
import { DATABASE } from '../../database/database-tokens';
import {
  domainBulkEdits,
  domains,
  type BulkEditStoredRow,
  type DomainBulkEditRow,
} from '../../database/schema';
import { containsPattern } from './domain-order';

/** What a bulk edit reads of each name: the fields it may change and the rules' fields. */
export interface BulkEditDomainRow {
  id: string;
  name: string;
  sellingPrice: string | null;
  floorPrice: string | null;
  buyItNow: boolean;
  public: boolean;
  priceHidden: boolean;
  registrar: string | null;
  tags: string[];
  remindersMuted: boolean;
}

const COLUMNS = {
  id: domains.id,
  name: domains.name,
  sellingPrice: domains.sellingPrice,
  floorPrice: domains.floorPrice,
  buyItNow: domains.buyItNow,
  public: domains.public,
  priceHidden: domains.priceHidden,
  registrar: domains.registrar,
  tags: domains.tags,
  remindersMuted: domains.remindersMuted,
};

/**
 * Each field as one SET clause of the statement that writes many names at once: a name's
 * values come as one JSON object (`r.v`), and a field it does not hold keeps its value, so one
 * statement writes each name's own fields (the fields a name's edit changed, or its undo
 * restores).
 */
const SET_CLAUSES: Readonly<Record<BulkEditField, string>> = {
  sellingPrice: `selling_price = case when r.v ? 'sellingPrice' then (r.v->>'sellingPrice')::numeric else d.selling_price end`,
  floorPrice: `floor_price = case when r.v ? 'floorPrice' then (r.v->>'floorPrice')::numeric else d.floor_price end`,
  buyItNow: `buy_it_now = case when r.v ? 'buyItNow' then (r.v->>'buyItNow')::boolean else d.buy_it_now end`,
  public: `public = case when r.v ? 'public' then (r.v->>'public')::boolean else d.public end`,
  priceHidden: `price_hidden = case when r.v ? 'priceHidden' then (r.v->>'priceHidden')::boolean else d.price_hidden end`,
  // As a single edit does: a registrar the owner sets is their word, a cleared one the
  // registry's to fill again.
  registrar: `registrar = case when r.v ? 'registrar' then r.v->>'registrar' else d.registrar end, registrar_source = case when r.v ? 'registrar' and (r.v->>'registrar') is distinct from d.registrar then (case when r.v->>'registrar' is null then 'default' else 'owner' end) else d.registrar_source end`,
  tags: `tags = case when r.v ? 'tags' then array(select jsonb_array_elements_text(r.v->'tags')) else d.tags end`,
  remindersMuted: `reminders_muted = case when r.v ? 'remindersMuted' then (r.v->>'remindersMuted')::boolean else d.reminders_muted end`,
};

/** Bulk edits: the names they select, the one statement that writes them, the saved edits. */
@Injectable()
export class DomainBulkEditRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** Where a dry run reads, outside any transaction. */
  get reader(): DbExecutor {
    return this.db;
  }

  /** The owner's names among `names` (stored form), at most `limit`; locked in a transaction. */
  async selectByNames(
    executor: DbExecutor,
    ownerId: string,
    names: readonly string[],
    limit: number,
    lock: boolean,
  ): Promise<BulkEditDomainRow[]> {
    if (names.length === 0) return [];
    // One JSON parameter rather than thousands of bind parameters.
    const wanted = sql`(select jsonb_array_elements_text(${JSON.stringify(names)}::jsonb))`;
    return this.select(
      executor,
      and(eq(domains.ownerId, ownerId), sql`${domains.name} in ${wanted}`)!,
      limit,
      lock,
    );
  }

  /** The owner's names the table shows for a search (its term and filters), at most `limit`. */
  async selectByFilter(
    executor: DbExecutor,
    ownerId: string,
    term: string,
    filter: SQL | undefined,
    limit: number,
    lock: boolean,
  ): Promise<BulkEditDomainRow[]> {
    const where = and(
      eq(domains.ownerId, ownerId),
      term ? like(domains.name, containsPattern(term)) : undefined,
      filter,
    )!;
    return this.select(executor, where, limit, lock);
  }

  private async select(
    executor: DbExecutor,
    where: SQL,
    limit: number,
    lock: boolean,
  ): Promise<BulkEditDomainRow[]> {
    const query = executor
      .select(COLUMNS)
      .from(domains)
      .where(where)
      .orderBy(sql`${domains.name} collate "C"`)
      .limit(limit);
    return lock ? query.for('update') : query;
  }

  /**
   * Writes each name's values (only the fields it holds) in ONE statement, the owner's rows
   * only; a name deleted meanwhile is simply not written. Answers how many rows it wrote.
   */
  async write(
    tx: DbExecutor,
    ownerId: string,
    fields: readonly BulkEditField[],
    rows: readonly { id: string; v: Partial<BulkEditValues> }[],
  ): Promise<number> {
    if (rows.length === 0 || fields.length === 0) return 0;
    const sets = sql.raw(fields.map((field) => SET_CLAUSES[field]).join(', '));
    const result = (await tx.execute(sql`
      update domains d set ${sets}, updated_at = now()
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(id uuid, v jsonb)
      where d.id = r.id and d.owner_id = ${ownerId}`)) as unknown as {
      rowCount?: number | null;
      affectedRows?: number;
    };
    return Number(result.rowCount ?? result.affectedRows ?? 0);
  }

  /** The current values of the owner's names among `ids`, locked for the caller's transaction. */
  async lockByIds(
    tx: DbExecutor,
    ownerId: string,
    ids: readonly string[],
  ): Promise<BulkEditDomainRow[]> {
    if (ids.length === 0) return [];
    const wanted = sql`(select (jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))::uuid)`;
    return (
      tx
        .select(COLUMNS)
        .from(domains)
        .where(and(eq(domains.ownerId, ownerId), sql`${domains.id} in ${wanted}`))
        // In the order an edit locks them (by name), so an undo and an edit never wait on each
        // other in a circle.
        .orderBy(sql`${domains.name} collate "C"`)
        .for('update')
    );
  }

  /**
   * Deletes the owner's edits saved before `before` (past the undo period): their names' old
   * values are of no further use, and nothing else keeps them.
   */
  async deleteSavedBefore(tx: DbExecutor, ownerId: string, before: Date): Promise<void> {
    await tx
      .delete(domainBulkEdits)
      .where(and(eq(domainBulkEdits.ownerId, ownerId), lt(domainBulkEdits.createdAt, before)));
  }

  async insert(
    tx: DbExecutor,
    ownerId: string,
    changes: BulkEditChanges,
    rows: BulkEditStoredRow[],
  ): Promise<DomainBulkEditRow> {
    const [row] = await tx
      .insert(domainBulkEdits)
      .values({ ownerId, changes, rows, count: rows.length })
      .returning();
    if (!row) throw new Error('bulk edit insert returned nothing');
    return row;
  }

  /** The owner's edit by id, locked for the caller's transaction (two undos wait in turn). */
  async lockOwned(tx: DbExecutor, ownerId: string, id: string): Promise<DomainBulkEditRow | null> {
    const [row] = await tx
      .select()
      .from(domainBulkEdits)
      .where(and(eq(domainBulkEdits.ownerId, ownerId), eq(domainBulkEdits.id, id)))
      .for('update');
    return row ?? null;
  }

  async markUndone(tx: DbExecutor, id: string, at: Date): Promise<void> {
    await tx.update(domainBulkEdits).set({ undoneAt: at }).where(eq(domainBulkEdits.id, id));
  }

  /** The owner's last edits, newest first, without their rows. */
  history(
    ownerId: string,
    limit: number,
  ): Promise<Pick<DomainBulkEditRow, 'id' | 'changes' | 'count' | 'createdAt' | 'undoneAt'>[]> {
    return this.db
      .select({
        id: domainBulkEdits.id,
        changes: domainBulkEdits.changes,
        count: domainBulkEdits.count,
        createdAt: domainBulkEdits.createdAt,
        undoneAt: domainBulkEdits.undoneAt,
      })
      .from(domainBulkEdits)
      .where(eq(domainBulkEdits.ownerId, ownerId))
      .orderBy(desc(domainBulkEdits.createdAt), desc(domainBulkEdits.id))
      .limit(limit);
  }
}
