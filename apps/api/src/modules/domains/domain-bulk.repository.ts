import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database, DbExecutor } from '../../database/database';
import { DATABASE } from '../../database/database-tokens';
import { domains, type DomainRow, type NewDomainRow } from '../../database/schema';

/** The columns an upload may set on a domain; the rest keep their defaults or values. */
export type ImportColumns = Pick<NewDomainRow, 'name' | 'tld'> &
  Partial<
    Pick<
      NewDomainRow,
      | 'description'
      | 'sellingPrice'
      | 'floorPrice'
      | 'offersEnabled'
      | 'remindersMuted'
      | 'domainCost'
      | 'renewalCost'
      | 'salePrice'
      | 'saleVenue'
      | 'saleFees'
      | 'expiration'
      | 'purchaseDate'
      | 'saleDate'
      | 'public'
      | 'buyItNow'
      | 'priceHidden'
      | 'sold'
      | 'registrar'
      | 'purchaseUrl'
      | 'financeUrl'
      | 'leaseUrl'
      | 'privateNotes'
      | 'tags'
    >
  >;

/** JSON keys of an uploaded row → the columns they fill, with their SQL types. */
const COLUMNS = [
  ['name', 'name', 'text'],
  ['tld', 'tld', 'text'],
  ['description', 'description', 'text'],
  ['sellingPrice', 'selling_price', 'numeric'],
  ['floorPrice', 'floor_price', 'numeric'],
  ['offersEnabled', 'offers_enabled', 'boolean'],
  ['remindersMuted', 'reminders_muted', 'boolean'],
  ['domainCost', 'domain_cost', 'numeric'],
  ['renewalCost', 'renewal_cost', 'numeric'],
  ['salePrice', 'sale_price', 'numeric'],
  ['saleVenue', 'sale_venue', 'text'],
  ['saleFees', 'sale_fees', 'numeric'],
  ['expiration', 'expiration', 'date'],
  ['purchaseDate', 'purchase_date', 'date'],
  ['saleDate', 'sale_date', 'date'],
  ['public', 'public', 'boolean'],
  ['buyItNow', 'buy_it_now', 'boolean'],
  ['priceHidden', 'price_hidden', 'boolean'],
  ['sold', 'sold', 'boolean'],
  ['registrar', 'registrar', 'text'],
  ['purchaseUrl', 'purchase_url', 'text'],
  ['financeUrl', 'finance_url', 'text'],
  ['leaseUrl', 'lease_url', 'text'],
  ['privateNotes', 'private_notes', 'text'],
  // A JSON list becomes the array (jsonb_to_recordset); a row without tags keeps the saved ones.
  ['tags', 'tags', 'text[]'],
] as const;

/** Values a new domain gets when the upload leaves them out. */
export interface ImportDefaults {
  expiration: string;
  purchaseDate: string;
}

const recordType = sql.raw(COLUMNS.map(([key, , type]) => `"${key}" ${type}`).join(', '));
const UPDATABLE = COLUMNS.filter(([key]) => key !== 'name' && key !== 'tld');
/**
 * The fields whose origin is kept (FieldSource): a value the upload gives is the owner's word; a
 * new domain without one gets the product's fill-in (or nothing), which the registry replaces.
 */
const SOURCED = [
  ['expiration', 'expiration', 'expiration_source'],
  ['purchaseDate', 'purchase_date', 'purchase_date_source'],
  ['registrar', 'registrar', 'registrar_source'],
] as const;
const updates = sql.raw(
  [
    ...UPDATABLE.map(([key, column]) => `${column} = coalesce(i."${key}", d.${column})`),
    // A value that changes the field makes it the owner's; the same value keeps its origin.
    ...SOURCED.map(
      ([key, column, source]) =>
        `${source} = case when i."${key}" is not null and i."${key}" is distinct from d.${column} then 'owner' else d.${source} end`,
    ),
  ].join(', '),
);
/** True when the row would change something: an unchanged row is not written at all. */
const changes = sql.raw(
  UPDATABLE.map(
    ([key, column]) => `d.${column} is distinct from coalesce(i."${key}", d.${column})`,
  ).join(' or '),
);
const insertColumns = sql.raw(
  [...COLUMNS.map(([, column]) => column), ...SOURCED.map(([, , source]) => source)].join(', '),
);
const insertSources = sql.raw(
  SOURCED.map(([key]) => `case when i."${key}" is null then 'default' else 'owner' end`).join(', '),
);

/** Uploads and exports: many of an owner's domains at once. */
@Injectable()
export class DomainBulkRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** The owner's domains with these names, as they are now. */
  async findByNames(
    executor: DbExecutor,
    ownerId: string,
    names: readonly string[],
  ): Promise<Pick<DomainRow, 'name' | 'buyItNow' | 'sellingPrice' | 'floorPrice'>[]> {
    if (names.length === 0) return [];
    // One JSON parameter rather than thousands of bind parameters.
    const wanted = sql`(select jsonb_array_elements_text(${JSON.stringify(names)}::jsonb))`;
    return executor
      .select({
        name: domains.name,
        buyItNow: domains.buyItNow,
        sellingPrice: domains.sellingPrice,
        floorPrice: domains.floorPrice,
      })
      .from(domains)
      .where(and(eq(domains.ownerId, ownerId), sql`${domains.name} in ${wanted}`));
  }

  /**
   * Adds the rows the owner does not have and updates the ones they do, in one statement: an
   * update changes only the columns the row gives (a row that changes nothing is not written,
   * so re-importing the same file costs no index updates), a new domain gets the defaults for
   * the rest. Returns how many domains were created and how many changed.
   */
  async upsert(
    tx: DbExecutor,
    ownerId: string,
    rows: readonly ImportColumns[],
    defaults: ImportDefaults,
  ): Promise<{ created: number; changed: number }> {
    const input = sql`jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as i(${recordType})`;
    const selectList = sql.join(
      COLUMNS.map(([key, column]) => {
        const value = sql.raw(`i."${key}"`);
        switch (column) {
          case 'expiration':
            return sql`coalesce(${value}, ${defaults.expiration}::date)`;
          case 'purchase_date':
            return sql`coalesce(${value}, ${defaults.purchaseDate}::date)`;
          case 'public':
          case 'offers_enabled':
            return sql`coalesce(${value}, true)`;
          case 'buy_it_now':
          case 'price_hidden':
          case 'sold':
          case 'reminders_muted':
            return sql`coalesce(${value}, false)`;
          case 'tags':
            return sql`coalesce(${value}, '{}'::text[])`;
          default:
            return value;
        }
      }),
      sql`, `,
    );
    const result = (await tx.execute(sql`
      with updated as (
        update domains d set ${updates}, updated_at = now()
        from ${input}
        where d.owner_id = ${ownerId} and d.name = i."name" and (${changes})
        returning d.name
      ), inserted as (
        insert into domains (owner_id, ${insertColumns})
        select ${ownerId}, ${selectList}, ${insertSources}
        from ${input}
        where not exists (
          select 1 from domains d where d.owner_id = ${ownerId} and d.name = i."name"
        )
        returning name
      )
      select (select count(*) from inserted)::int as created,
             (select count(*) from updated)::int as changed`)) as unknown as {
      rows: { created: number; changed: number }[];
    };
    return result.rows[0] ?? { created: 0, changed: 0 };
  }

  /** Every domain of the owner, by name, for an export. */
  allOwned(ownerId: string): Promise<DomainRow[]> {
    return this.db
      .select()
      .from(domains)
      .where(eq(domains.ownerId, ownerId))
      .orderBy(sql`${domains.name} collate "C"`, asc(domains.id));
  }
}
