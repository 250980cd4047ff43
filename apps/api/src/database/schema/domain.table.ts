import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { RegistryRecord } from '@domainfolio/contracts';
import { calendarDate, createdAt, id, instant, money, updatedAt } from './columns';
import { users } from './user.table';

export const domains = pgTable(
  'domains',
  {
    id: id(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Lowercase ASCII (punycode for internationalized names); shown as Unicode. */
    name: text('name').notNull(),
    tld: text('tld').notNull(),
    description: text('description'),
    sellingPrice: money('selling_price'),
    /** The hidden minimum: offers below it are answered at once; never shown to a buyer. */
    floorPrice: money('floor_price'),
    /** Whether the landing page takes offers besides Buy Now at a shown price. */
    offersEnabled: boolean('offers_enabled').notNull().default(true),
    domainCost: money('domain_cost'),
    renewalCost: money('renewal_cost'),
    expiration: calendarDate('expiration'),
    purchaseDate: calendarDate('purchase_date'),
    saleDate: calendarDate('sale_date'),
    salePrice: money('sale_price'),
    saleVenue: text('sale_venue'),
    saleFees: money('sale_fees'),
    sold: boolean('sold').notNull().default(false),
    forwarding: text('forwarding'),
    public: boolean('public').notNull().default(true),
    buyItNow: boolean('buy_it_now').notNull().default(false),
    priceHidden: boolean('price_hidden').notNull().default(false),
    lander: text('lander'),
    registrar: text('registrar'),
    purchaseUrl: text('purchase_url'),
    financeUrl: text('finance_url'),
    leaseUrl: text('lease_url'),
    privateNotes: text('private_notes'),
    /**
     * The owner's tags, each stored as normalizeTag makes it (lowercase, one space inside). A
     * marketplace category is the tag of its name, so public searches filter on this too.
     */
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** "Let it expire": the owner wants no expiry reminders for this name. */
    remindersMuted: boolean('reminders_muted').notNull().default(false),
    /**
     * Where expiration, purchase date and registrar came from (FieldSource): 'owner' (typed or
     * imported) stays; 'default' (the product's fill-in), 'registry' and 'registrar' follow the
     * registry's and the registrar's data as it changes.
     */
    expirationSource: text('expiration_source').notNull().default('owner'),
    purchaseDateSource: text('purchase_date_source').notNull().default('owner'),
    registrarSource: text('registrar_source').notNull().default('owner'),
    /**
     * Registry data (RDAP), written by the registry module through DomainsService: the state of
     * the last answer (RegistryState), its record, and the facts the domain table filters on
     * (the registry's expiration and registrar, whether a status puts the name at risk).
     */
    registryState: text('registry_state'),
    registry: jsonb('registry').$type<RegistryRecord>(),
    registryExpiration: calendarDate('registry_expiration'),
    registryRegistrar: text('registry_registrar'),
    registryAtRisk: boolean('registry_at_risk').notNull().default(false),
    registryCheckedAt: instant('registry_checked_at'),
    /** Why the last attempt gave nothing new (no answer, a malformed one); null when it went well. */
    registryProblem: text('registry_problem'),
    /**
     * When the next look-up is due: now for a new domain, a day after each answer (spread over
     * the day), and a lease while a worker holds it, so an instance that dies gives it back.
     */
    registryDueAt: instant('registry_due_at').notNull().defaultNow(),
    /** Lifetime count; per-day counts live in domain_views_daily. */
    views: integer('views').notNull().default(0),
    leads: integer('leads').notNull().default(0),
    /** Characters before the first dot: the marketplace's length filter ('names.com' is 5). */
    labelLength: integer('label_length')
      .notNull()
      .generatedAlwaysAs(sql`strpos(name, '.') - 1`),
    /** The price a visitor may see (null when none is set or it is hidden): public sorts and filters use it. */
    visiblePrice: numeric('visible_price', { precision: 14, scale: 2 }).generatedAlwaysAs(
      sql`case when price_hidden then null else selling_price end`,
    ),
    /** Set once a TXT record proves the owner controls the name, so it can be parked here. */
    parkingVerifiedAt: instant('parking_verified_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('domains_owner_id_name_key').on(t.ownerId, t.name),
    index('domains_owner_id_created_at_idx').on(t.ownerId, t.createdAt.desc()),
    index('domains_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    // The marketplace and portfolios: one index per sort over the listed domains (public and
    // unsold), in exactly the order the queries use (DESC is NULLS FIRST there) and ending with
    // the id tie-breaker, so a page stops after its rows instead of sorting every match. Each
    // also carries every column a public search filters on (name, owner, visible price, label
    // length), so a search walks it without reading the table (an index-only scan) and reads
    // only the page's rows (domain-search.repository.ts, bench/search-marketplace.mjs). They are
    // key columns rather than INCLUDE ones, which drizzle cannot declare; after the unique id
    // they never take part in a comparison.
    index('domains_listed_created_at_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id, t.name, t.ownerId, t.visiblePrice, t.labelLength)
      .where(sql`${t.public} and not ${t.sold}`),
    index('domains_listed_views_idx')
      .on(t.views.desc().nullsFirst(), t.id, t.name, t.ownerId, t.visiblePrice, t.labelLength)
      .where(sql`${t.public} and not ${t.sold}`),
    index('domains_listed_visible_price_desc_idx')
      .on(t.visiblePrice.desc().nullsLast(), t.id, t.name, t.ownerId, t.labelLength)
      .where(sql`${t.public} and not ${t.sold}`),
    index('domains_listed_visible_price_asc_idx')
      .on(t.visiblePrice.asc().nullsLast(), t.id, t.name, t.ownerId, t.labelLength)
      .where(sql`${t.public} and not ${t.sold}`),
    index('domains_listed_buy_it_now_idx')
      .on(
        t.buyItNow.desc().nullsFirst(),
        t.createdAt.desc().nullsFirst(),
        t.id,
        t.name,
        t.ownerId,
        t.visiblePrice,
        t.labelLength,
      )
      .where(sql`${t.public} and not ${t.sold}`),
    index('domains_listed_name_c_idx')
      .on(sql`${t.name} collate "C"`, t.id, t.ownerId, t.visiblePrice, t.labelLength)
      .where(sql`${t.public} and not ${t.sold}`),
    index('domains_listed_shortest_idx')
      .on(
        sql`char_length(${t.name})`,
        sql`${t.name} collate "C"`,
        t.id,
        t.ownerId,
        t.visiblePrice,
        t.labelLength,
      )
      .where(sql`${t.public} and not ${t.sold}`),
    index('domains_listed_longest_idx')
      .on(
        sql`char_length(${t.name}) desc`,
        sql`${t.name} collate "C"`,
        t.id,
        t.ownerId,
        t.visiblePrice,
        t.labelLength,
      )
      .where(sql`${t.public} and not ${t.sold}`),
    // An owner's portfolio, newest first: the page is the first entries of the owner's range.
    index('domains_listed_owner_id_created_at_idx')
      .on(t.ownerId, t.createdAt.desc().nullsFirst(), t.id)
      .where(sql`${t.public} and not ${t.sold}`),
    index('domains_listed_expiration_idx')
      .on(t.expiration.asc().nullsLast(), t.id, t.name, t.ownerId, t.visiblePrice, t.labelLength)
      .where(sql`${t.public} and not ${t.sold}`),
    // The shortest names holding a term, found without walking past the many shorter names
    // that cannot hold it: a trigram index of the listed names of up to 12 characters
    // (SHORT_NAME_MAX in domain-search.repository.ts).
    index('domains_listed_short_name_trgm_idx')
      .using('gin', sql`${t.name} gin_trgm_ops`)
      .where(sql`${t.public} and not ${t.sold} and char_length(${t.name}) <= 12`),
    index('domains_name_idx').on(t.name),
    // The tag filter (the owner's table) and the category filter (marketplace, portfolio page).
    index('domains_tags_idx').using('gin', t.tags),
    // Expiry reminders and the calendar feed: the owned, unsold names by expiration.
    index('domains_unsold_expiration_idx')
      .on(t.expiration, t.ownerId)
      .where(sql`not ${t.sold} and ${t.expiration} is not null`),
    // The registry worker's queue: unsold domains by when their look-up is due.
    index('domains_registry_due_idx')
      .on(t.registryDueAt)
      .where(sql`not ${t.sold}`),
    check(
      'domains_field_sources_check',
      sql`${t.expirationSource} in ('owner', 'default', 'registry', 'registrar') and ${t.purchaseDateSource} in ('owner', 'default', 'registry', 'registrar') and ${t.registrarSource} in ('owner', 'default', 'registry', 'registrar')`,
    ),
    check('domains_name_lowercase_check', sql`${t.name} = lower(${t.name})`),
    check('domains_description_length_check', sql`char_length(${t.description}) <= 250`),
    check('domains_selling_price_check', sql`${t.sellingPrice} >= 0`),
    check('domains_floor_price_check', sql`${t.floorPrice} >= 0`),
    check('domains_domain_cost_check', sql`${t.domainCost} >= 0`),
    check('domains_renewal_cost_check', sql`${t.renewalCost} >= 0`),
    check(
      'domains_buy_it_now_price_check',
      sql`not ${t.buyItNow} or ${t.sellingPrice} is not null`,
    ),
  ],
);

export type DomainRow = typeof domains.$inferSelect;
export type NewDomainRow = typeof domains.$inferInsert;
