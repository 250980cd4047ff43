/** Field limits; the server enforces them. */
export const DESCRIPTION_MAX = 250;
export const LEAD_MESSAGE_MAX = 500;
export const OFFER_MIN = 0.01;
export const OFFER_STEP = 1;
export const SELLING_PRICE_MIN = 0;

export const PAGE_SIZE = 48;
export const FIRST_PAGE = 1;
/**
 * The highest page number a list accepts: far beyond any real list, and low enough that the
 * rows skipped to reach it (page × limit) stay a number the database takes.
 */
export const PAGE_MAX = 1_000_000;

/** One CSV upload holds up to this many rows... */
export const IMPORT_ROWS_PER_UPLOAD = 5000;
/** ...sent by the browser in chunks of this many rows. */
export const IMPORT_CHUNK_ROWS = 1000;
/** Above this many rows the import screen says it takes 2-5 minutes. */
export const IMPORT_LONG_RUN_NOTE_ROWS = 1000;

export interface RangeFilterBounds {
  min: number;
  max: number;
  step: number;
}

/** Marketplace range filters; the maximum is shown with a '+' (it means "and above"). */
export const MARKETPLACE_FILTERS = {
  price: { min: 0, max: 10000, step: 100 },
  length: { min: 1, max: 50, step: 1 },
} as const satisfies Record<string, RangeFilterBounds>;

export const SortKey = {
  LATEST: 'LATEST',
  MOST_VIEWS: 'MOST_VIEWS',
  HIGHEST_PRICE: 'HIGHEST_PRICE',
  LOWEST_PRICE: 'LOWEST_PRICE',
  LONGEST: 'LONGEST',
  SHORTEST: 'SHORTEST',
  BUY_IT_NOW: 'BUY_IT_NOW',
  ALPHABETICAL: 'ALPHABETICAL',
  EXPIRATION: 'EXPIRATION',
} as const;
export type SortKey = (typeof SortKey)[keyof typeof SortKey];

export const SORT_KEYS: readonly SortKey[] = Object.values(SortKey);
export const DEFAULT_SORT = SortKey.LATEST;

export const SORT_LABELS: Readonly<Record<SortKey, string>> = {
  LATEST: 'Latest',
  MOST_VIEWS: 'Most Views',
  HIGHEST_PRICE: 'Highest Price',
  LOWEST_PRICE: 'Lowest Price',
  LONGEST: 'Longest',
  SHORTEST: 'Shortest',
  BUY_IT_NOW: 'Buy It Now',
  ALPHABETICAL: 'Alphabetical',
  EXPIRATION: 'Expiration',
};

export function isSortKey(value: unknown): value is SortKey {
  return typeof value === 'string' && (SORT_KEYS as readonly string[]).includes(value);
}

/** The dashboard's sort tabs, in order. */
export const DASHBOARD_SORT_TABS: readonly { key: SortKey; label: string }[] = [
  SortKey.LATEST,
  SortKey.MOST_VIEWS,
  SortKey.ALPHABETICAL,
  SortKey.EXPIRATION,
  SortKey.BUY_IT_NOW,
  SortKey.HIGHEST_PRICE,
  SortKey.LOWEST_PRICE,
].map((key) => ({ key, label: SORT_LABELS[key] }));

/**
 * The sort selector of the public portfolio page and the marketplace. Expiration is left out:
 * it is the owner's renewal concern, not a buyer's.
 */
export const PUBLIC_SORT_OPTIONS: readonly { key: SortKey; label: string }[] = SORT_KEYS.filter(
  (key) => key !== SortKey.EXPIRATION,
).map((key) => ({ key, label: SORT_LABELS[key] }));

export const Layout = {
  SLIM_CARD: 'SLIM_CARD',
  CARD: 'CARD',
} as const;
export type Layout = (typeof Layout)[keyof typeof Layout];
export const DEFAULT_LAYOUT = Layout.SLIM_CARD;

/** The first ten categories of the marketplace taxonomy. */
export const CATEGORIES = [
  'Adult',
  'Advertising & Marketing',
  'Arts',
  'Automotive',
  'Blockchain',
  'Brandable',
  'Business',
  'Cannabis',
  'Career & Education',
  'Computers & Technology',
] as const;
export type Category = (typeof CATEGORIES)[number];

export const DashboardColumn = {
  VIEWS: 'views',
  NAME: 'name',
  SELLING_PRICE: 'sellingPrice',
  PRICE_HIDDEN: 'priceHidden',
  DESCRIPTION: 'description',
  EXPIRATION: 'expiration',
  RENEWAL_COST: 'renewalCost',
  PURCHASE_DATE: 'purchaseDate',
  REGISTRAR: 'registrar',
  PUBLIC: 'public',
  BUY_IT_NOW: 'buyItNow',
  PURCHASE_URL: 'purchaseUrl',
  FINANCE_URL: 'financeUrl',
  LEASE_URL: 'leaseUrl',
  LANDING_PAGE: 'landingPage',
} as const;
export type DashboardColumn = (typeof DashboardColumn)[keyof typeof DashboardColumn];

export interface DashboardColumnDefinition {
  key: DashboardColumn;
  label: string;
  /** False only for the domain name, which "Toggle Fields" cannot hide. */
  hideable: boolean;
  defaultHidden: boolean;
}

const HIDDEN_BY_DEFAULT: ReadonlySet<DashboardColumn> = new Set<DashboardColumn>([
  DashboardColumn.PURCHASE_DATE,
  DashboardColumn.PURCHASE_URL,
  DashboardColumn.DESCRIPTION,
  DashboardColumn.RENEWAL_COST,
  DashboardColumn.FINANCE_URL,
  DashboardColumn.LEASE_URL,
]);

const DASHBOARD_COLUMN_LABELS: Readonly<Record<DashboardColumn, string>> = {
  views: 'Views',
  name: 'Domain Name',
  sellingPrice: 'Selling Price',
  priceHidden: 'Hide Price',
  description: 'Description',
  expiration: 'Expiration',
  renewalCost: 'Renewal Cost',
  purchaseDate: 'Purchase Date',
  registrar: 'Registrar',
  public: 'Public',
  buyItNow: 'BIN',
  purchaseUrl: 'Purchase URL',
  financeUrl: 'Finance URL',
  leaseUrl: 'Lease URL',
  landingPage: 'Landing Page',
};

/** The dashboard table's columns in display order. */
export const DASHBOARD_COLUMNS: readonly DashboardColumnDefinition[] = Object.values(
  DashboardColumn,
).map((key) => ({
  key,
  label: DASHBOARD_COLUMN_LABELS[key],
  hideable: key !== DashboardColumn.NAME,
  defaultHidden: HIDDEN_BY_DEFAULT.has(key),
}));

export const DEFAULT_HIDDEN_DASHBOARD_COLUMNS: readonly DashboardColumn[] =
  DASHBOARD_COLUMNS.filter((column) => column.defaultHidden).map((column) => column.key);
