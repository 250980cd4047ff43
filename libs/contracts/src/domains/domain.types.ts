import type { PagedResult } from '../paging/paged-result';
import type { Category, SortKey } from './domain.constants';
import type { RegistrarCode } from './registrars';
import type {
  DomainAtRegistrar,
  DomainHistoryEntry,
  DomainRegistry,
  RegistryFlag,
} from './registry.types';

/**
 * A domain as the API returns it to its owner. Money is in dollars. `expiration`,
 * `purchaseDate` and `saleDate` are calendar dates ('2025-05-01'), shown as that date in every
 * time zone; `createdDate` is an ISO 8601 timestamp. A value that is not set is null (never
 * missing), so every key is always present. Server-only fields (owner id, portfolio page id,
 * forwarding state) are not part of it.
 */
export interface Domain {
  _id: string;
  /** The stored name: lowercase ASCII, internationalized names in punycode ('xn--bcher-kva.de'). */
  name: string;
  /** The name for display ('bücher.de'); equals `name` for plain ASCII names. */
  unicodeName: string;
  /** The last label of `name` ('com'). */
  tld: string;
  description: string | null;
  sellingPrice: number | null;
  /**
   * The hidden minimum: an offer below it is answered at once as the owner chose (a decline,
   * or a counter at the floor). Never shown to a buyer. At most the selling price when one is set.
   */
  floorPrice: number | null;
  /** Whether the landing page takes offers besides Buy Now at a shown price (on by default). */
  offersEnabled: boolean;
  domainCost: number | null;
  renewalCost: number | null;
  salePrice: number | null;
  /** Where it sold ('Escrow.com', 'Afternic', 'Private sale'), when sold. */
  saleVenue: string | null;
  /** What selling cost: commission and escrow or disbursement fees, in dollars. */
  saleFees: number | null;
  expiration: string | null;
  purchaseDate: string | null;
  saleDate: string | null;
  public: boolean;
  buyItNow: boolean;
  priceHidden: boolean;
  sold: boolean;
  registrar: RegistrarCode | null;
  purchaseUrl: string | null;
  financeUrl: string | null;
  leaseUrl: string | null;
  privateNotes: string | null;
  /** "Let it expire": no expiry reminders for this domain. */
  remindersMuted: boolean;
  /** The owner's tags, stored lowercase (see tags.ts); a category's names carry its tag. */
  tags: string[];
  /** What the registry data says, in a word: at risk, differs, not in the registry, ... */
  registryFlag: RegistryFlag;
  /** Lifetime view count. */
  views: number;
  /** Number of leads received for this domain. */
  leads: number;
  /** The owner's username (their subdomain). */
  username: string;
  createdDate: string;
}

/**
 * What a visitor may see of a domain: the owner's private fields are left out, and
 * `sellingPrice` is null when the price is hidden.
 */
export type PublicDomain = Pick<
  Domain,
  | '_id'
  | 'name'
  | 'unicodeName'
  | 'tld'
  | 'description'
  | 'sellingPrice'
  | 'offersEnabled'
  | 'buyItNow'
  | 'priceHidden'
  | 'purchaseUrl'
  | 'financeUrl'
  | 'leaseUrl'
  | 'username'
  | 'createdDate'
>;

/** The fields an owner sets: every field of a domain but the ones the server keeps. Nullable fields accept null to clear them. */
export type DomainFields = Omit<
  Domain,
  '_id' | 'unicodeName' | 'tld' | 'views' | 'leads' | 'username' | 'createdDate' | 'registryFlag'
>;

/** GET /api/domains/{name}: the domain with its registry data, history and registrar accounts. */
export interface DomainDetail extends Domain {
  registry: DomainRegistry;
  /** Registry and registrar changes, newest first (the last 100). */
  history: DomainHistoryEntry[];
  /** What each connected registrar account says of it. */
  atRegistrars: DomainAtRegistrar[];
}
export type DomainField = keyof DomainFields;

/** A new domain: only the name is required; expiration defaults to a year from now, purchase date to now, public to true. */
export type CreateDomainInput = Pick<DomainFields, 'name'> & Partial<Omit<DomainFields, 'name'>>;

/** A change to an existing domain: the fields sent are changed, the rest kept. */
export type EditDomainInput = { _id: string } & Partial<DomainFields>;

/** POST /api/domains/new */
export interface CreateDomainRequest {
  domain: CreateDomainInput;
}

/** POST /api/domains/edit */
export interface EditDomainRequest {
  domain: EditDomainInput;
}

/** POST /api/domains/delete: the ids to delete. */
export interface DeleteDomainsRequest {
  payload: string[];
}

/**
 * Query and body of POST /api/search. Price bounds are dollars and
 * inclusive; a domain without a visible price (none set, or hidden) only matches when no price
 * bound is given. Length is the number of characters before the first dot ('names.com' is 5),
 * inclusive; leave a maximum out for "and above".
 */
export interface SearchDomainsQuery {
  username?: string;
  page?: number;
  limit?: number;
  sort?: SortKey;
  minPrice?: number;
  maxPrice?: number;
  minLength?: number;
  maxLength?: number;
  /** Owner's own list, including private domains. */
  dashboard?: boolean;
  /** Dashboard only: the rows whose registry data says this (at-risk, differs, not-found, ...). */
  registry?: RegistryFlag;
  /** Dashboard only: the rows carrying this tag (matched as normalizeTag stores it). */
  tag?: string;
  /** Marketplace and portfolio page: the names in this category (carrying its tag). */
  category?: Category;
}
export interface SearchDomainsBody {
  query: string;
}

/** GET /api/domains/portfolio-stats */
export interface PortfolioStats {
  totalDomains: number;
  totalPortfolioValue: number;
  totalViews: number;
  totalDomainExpirations: number;
  totalRenewalCost: number;
  totalLeads: number;
  /** Revenue of the sales whose sale date is in the period. */
  totalSalesRevenue: number;
  /** Profit of those sales (see SalesResponse). */
  totalSalesProfit: number;
}

/** GET /api/domains/expiring */
export interface ExpiringDomainsResponse {
  payload: PagedResult<Domain>;
  totalRenewalCostThisInterval: number;
  totalRegistrarsThisInterval: number;
}
