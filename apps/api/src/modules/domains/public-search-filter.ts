import type { PublicDomainRow } from './domains.mapper';

/** What a visitor's marketplace or portfolio search asks for, as the domains module reads it. */
export interface PublicSearchFilter {
  /** Lowercase ASCII fragment of a name; empty matches everything. */
  term: string;
  /** One owner's portfolio; the whole marketplace when absent. */
  ownerId?: string;
  /** Owners whose domains no visitor may see (disabled accounts). */
  hiddenOwnerIds: readonly string[];
  /** Inclusive bounds on the visible price; either one excludes domains without one. */
  minPrice?: number;
  maxPrice?: number;
  /** Inclusive bounds on the characters before the first dot. */
  minLength?: number;
  maxLength?: number;
  /** The names carrying this tag (stored form): a category's (categoryTag). */
  tag?: string;
}

/** A page of a public search. */
export interface PublicSearchPage {
  rows: PublicDomainRow[];
  /** The total, counted up to the cap + 1. */
  count: number;
}
