import type { DomainField } from '../domains/domain.types';

/**
 * Header aliases per Domain field: the product's own column names, the classic aliases, and
 * the headers of the registrars' and marketplaces' real exports. Within a field, earlier aliases win when one file has several
 * (GoDaddy's 'Ownership Date' over its 'Create Date'). Matching ignores case, surrounding
 * spaces and quotes, and a byte-order mark (see `normalizeImportHeader`).
 */
export const IMPORT_HEADER_ALIASES: Readonly<Record<DomainField, readonly string[]>> = {
  name: [
    'name',
    'Domain Name',
    'Name',
    'domain name',
    'Domain',
    '*Name (Required)',
    'Domain Name (ACE)',
    'Punycode',
  ],
  description: ['description', 'Description'],
  sellingPrice: ['sellingPrice', 'Selling Price', 'Buy Now Price', 'buy now', 'BIN Price', 'Price'],
  // The marketplaces' hidden minimums (offers below are refused): Afternic's and Sedo's minimum
  // offer, Efty's, Dan's starting offer. Afternic's 'Floor Price' is the opposite, the price at
  // which it accepts an offer by itself, so it is not a floor here.
  floorPrice: [
    'floorPrice',
    'Floor',
    'Minimum Offer',
    '*Minimum Offer (Required)',
    'Starting offer',
  ],
  offersEnabled: ['offersEnabled', 'Offers Enabled', 'Accept Offers'],
  remindersMuted: ['remindersMuted', 'Reminders Muted', 'Let It Expire'],
  // Tags, and the marketplaces' categories read as tags: Efty's 'Category', Afternic's top and
  // second-level categories, Sedo's 'Master Category'. A file with several gives their union.
  tags: [
    'tags',
    'Tags',
    'Category',
    'Categories',
    'Top Category',
    'Second-Level Category',
    'Master Category',
  ],
  domainCost: ['domainCost', 'Domain Cost', 'Purchase price'],
  renewalCost: [
    'renewalCost',
    'Renewal Cost',
    'Renewal Price',
    'EST. RENEWAL PRICE',
    'Renewal fee',
  ],
  salePrice: ['salePrice', 'Sale Price', 'Sold price'],
  saleVenue: ['saleVenue', 'Sale Venue', 'Sold on'],
  saleFees: ['saleFees', 'Sale Fees', 'Selling fees'],
  expiration: [
    'expiration',
    'Expiration',
    'Expiration Date',
    'Expire Date',
    'Domain expiration date',
  ],
  purchaseDate: [
    'purchaseDate',
    'Purchase Date',
    'Ownership Date',
    'Create Date',
    'Registration Date',
  ],
  saleDate: ['saleDate', 'Sale Date', 'Sold date'],
  // Uniregistry's for_sale says whether a name is offered: here, whether it is public.
  public: ['public', 'for_sale'],
  buyItNow: ['buyItNow', 'Buy It Now'],
  priceHidden: ['priceHidden', 'Hide Price'],
  sold: ['sold'],
  registrar: ['registrar'],
  purchaseUrl: ['purchaseUrl', 'Purchase URL'],
  financeUrl: ['financeUrl', 'Finance URL'],
  leaseUrl: ['leaseUrl', 'Lease URL'],
  privateNotes: ['privateNotes', 'Private Notes', 'Domain Note'],
};

/** Columns shown in the import preview by default. */
export const DEFAULT_VISIBLE_IMPORT_COLUMNS: readonly DomainField[] = [
  'name',
  'expiration',
  'sellingPrice',
  'public',
  'buyItNow',
];

/** Fields the server sets; excluded from import and export. */
export const SERVER_MANAGED_FIELDS = [
  '_id',
  'createdDate',
  '_v',
  'owner',
  'page',
  'forwarding',
] as const;

export const IgnoredColumnReason = {
  /** Personal data or secrets: never imported (registrant contacts, auth codes). */
  SENSITIVE: 'SENSITIVE',
  /** Set by the server. */
  SERVER_MANAGED: 'SERVER_MANAGED',
  /** Registrar state or a value the Domain entity has no field for. */
  NO_FIELD: 'NO_FIELD',
} as const;
export type IgnoredColumnReason = (typeof IgnoredColumnReason)[keyof typeof IgnoredColumnReason];

/** Known headers of the registrar exports that are deliberately not imported. */
export const IGNORED_IMPORT_COLUMNS: Readonly<Record<IgnoredColumnReason, readonly string[]>> = {
  SENSITIVE: ['AUTH CODE', 'AUTH CODE CHANGED', 'Auth Info', 'EPP Code', 'Transfer Code'],
  SERVER_MANAGED: [
    ...SERVER_MANAGED_FIELDS,
    '__v',
    'id',
    'username',
    'views',
    'leads',
    'tld',
    'lander',
  ],
  NO_FIELD: [
    'International Domain Name',
    'TLD',
    'Lock',
    'Locked',
    'Transfer Lock',
    'Auto-renew',
    'Autorenew',
    'AUTO RENEW',
    'Renewal Status',
    'Domain auto-renew status',
    'Status',
    'STATUSES',
    'Domain status at NC',
    'Domain privacy protection status',
    'Nameservers',
    'Name Server',
    'DNS Preset',
    'Forwarding URL',
    'URL FORWARDS',
    'Privacy',
    'Privacy Level',
    'Protection Plan',
    'Expiration Protection',
    'Estimated Value',
    'Valuation Wholesale Amount',
    'Profile Name',
    'Cashparking',
    'FolderMemberships',
    'Folder',
    'ListingStatus',
    'Listing Status',
    'Listing Page',
    'Ownership change',
    'Expiration Date Timestamp',
    'Language',
    'Currency',
    'Reserve Price',
    'Floor Price',
    'Price Option',
    'Inserted',
    'SedoMLS Status',
    'Landing Page theme',
    'Payment Platform',
    'Premium',
    'Efty market',
    'GROUPNAME',
    'Leave Blank',
  ],
};

/** Contact columns of every role ('Registrant Email', 'Admin Phone', 'Tech Name') are personal data. */
const CONTACT_COLUMN = /^(?:registrant|admin|administrative|tech|technical|billing|owner)\b.+/;

/** Lowercase, trimmed, BOM and surrounding quotes removed, inner runs of spaces made single. */
export function normalizeImportHeader(header: string): string {
  return header
    .replace(/^\uFEFF/, '')
    .trim()
    .replace(/^(["'])(.*)\1$/s, '$2')
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase();
}

function indexBy<K extends string>(groups: Readonly<Record<K, readonly string[]>>): Map<string, K> {
  const index = new Map<string, K>();
  for (const key of Object.keys(groups) as K[]) {
    for (const header of groups[key]) {
      index.set(normalizeImportHeader(header), key);
    }
  }
  return index;
}

const FIELD_BY_HEADER = indexBy(IMPORT_HEADER_ALIASES);
const REASON_BY_HEADER = indexBy(IGNORED_IMPORT_COLUMNS);

/** The Domain field a header maps to, or undefined. */
export function importFieldForHeader(header: string): DomainField | undefined {
  return FIELD_BY_HEADER.get(normalizeImportHeader(header));
}

/** Why a header is deliberately not imported, or undefined when it is not a known ignored column. */
export function ignoredImportColumnReason(header: string): IgnoredColumnReason | undefined {
  const key = normalizeImportHeader(header);
  const known = REASON_BY_HEADER.get(key);
  if (known !== undefined) {
    return known;
  }
  return CONTACT_COLUMN.test(key) ? IgnoredColumnReason.SENSITIVE : undefined;
}

export const ImportColumnStatus = {
  /** Imported into `field`. */
  MAPPED: 'MAPPED',
  /** Maps to `field`, but an earlier or preferred column of the file already does. */
  DUPLICATE: 'DUPLICATE',
  /** A known column that is not imported, for `reason`. */
  IGNORED: 'IGNORED',
  /** Not a header we know. */
  UNKNOWN: 'UNKNOWN',
} as const;
export type ImportColumnStatus = (typeof ImportColumnStatus)[keyof typeof ImportColumnStatus];

export type ImportColumnMapping =
  | { index: number; header: string; status: typeof ImportColumnStatus.MAPPED; field: DomainField }
  | {
      index: number;
      header: string;
      status: typeof ImportColumnStatus.DUPLICATE;
      field: DomainField;
    }
  | {
      index: number;
      header: string;
      status: typeof ImportColumnStatus.IGNORED;
      reason: IgnoredColumnReason;
    }
  | { index: number; header: string; status: typeof ImportColumnStatus.UNKNOWN };

/**
 * Fields fed by every column of theirs rather than one: the tags are the union of a file's tag
 * and category columns (Afternic's top and second-level categories are two columns of one name).
 */
export const UNION_IMPORT_FIELDS: ReadonlySet<DomainField> = new Set<DomainField>(['tags']);

function aliasRank(field: DomainField, header: string): number {
  const key = normalizeImportHeader(header);
  return IMPORT_HEADER_ALIASES[field].findIndex((alias) => normalizeImportHeader(alias) === key);
}

/**
 * Maps a header row, column by column, for the import preview. Each field is fed by one column:
 * the one whose alias comes first in IMPORT_HEADER_ALIASES, or the leftmost of equal ones
 * (Dynadot repeats 'Registration Date'); the others are DUPLICATE. A field of
 * UNION_IMPORT_FIELDS (the tags) is fed by all of its columns, each MAPPED.
 */
export function mapImportHeaders(headers: readonly string[]): ImportColumnMapping[] {
  const chosen = new Map<DomainField, number>();
  headers.forEach((header, index) => {
    const field = importFieldForHeader(header);
    if (field === undefined) {
      return;
    }
    const current = chosen.get(field);
    if (
      current === undefined ||
      aliasRank(field, header) < aliasRank(field, headers[current] ?? '')
    ) {
      chosen.set(field, index);
    }
  });

  return headers.map((header, index): ImportColumnMapping => {
    const field = importFieldForHeader(header);
    if (field !== undefined) {
      const status =
        chosen.get(field) === index || UNION_IMPORT_FIELDS.has(field)
          ? ImportColumnStatus.MAPPED
          : ImportColumnStatus.DUPLICATE;
      return { index, header, status, field };
    }
    const reason = ignoredImportColumnReason(header);
    return reason === undefined
      ? { index, header, status: ImportColumnStatus.UNKNOWN }
      : { index, header, status: ImportColumnStatus.IGNORED, reason };
  });
}
