import {
  ERROR_CATALOGUE,
  ErrorCode,
  isRegistrarCode,
  type CreateDomainInput,
  type Domain,
  type DomainFields,
} from '@domainfolio/contracts';
import { errorCodeOf, fieldErrorsOf, type FieldErrors } from '../../../lib/api-errors';

/** The add/edit form's values as the inputs hold them (text), plus the switches. */
export interface DomainDraft {
  name: string;
  sellingPrice: string;
  /** The hidden minimum, never shown to buyers. */
  floorPrice: string;
  description: string;
  buyItNow: boolean;
  offersEnabled: boolean;
  registrar: string;
  domainCost: string;
  renewalCost: string;
  purchaseDate: string;
  expiration: string;
  purchaseUrl: string;
  financeUrl: string;
  leaseUrl: string;
  privateNotes: string;
  public: boolean;
  /** "Let it expire": no expiry reminders for it. */
  remindersMuted: boolean;
  /** The owner's tags, as stored (normalizeTag). */
  tags: string[];
}

/** The form's sections, each saved on its own when editing. */
export const DOMAIN_SECTIONS = {
  details: ['name', 'sellingPrice', 'floorPrice', 'description', 'tags'],
  buyItNow: ['buyItNow', 'offersEnabled'],
  metadata: [
    'registrar',
    'domainCost',
    'renewalCost',
    'purchaseDate',
    'expiration',
    'remindersMuted',
  ],
  payment: ['purchaseUrl', 'financeUrl', 'leaseUrl'],
  notes: ['privateNotes'],
  display: ['public'],
} as const satisfies Record<string, readonly (keyof DomainDraft)[]>;
export type DomainSection = keyof typeof DOMAIN_SECTIONS;

const text = (value: string | number | null) => (value === null ? '' : String(value));

/**
 * A new domain's form starts public, taking offers, with expiry reminders, without Buy It Now,
 * and otherwise blank.
 */
export function draftOf(domain?: Domain): DomainDraft {
  return {
    name: domain?.unicodeName ?? '',
    sellingPrice: text(domain?.sellingPrice ?? null),
    floorPrice: text(domain?.floorPrice ?? null),
    description: domain?.description ?? '',
    buyItNow: domain?.buyItNow ?? false,
    offersEnabled: domain?.offersEnabled ?? true,
    registrar: domain?.registrar ?? '',
    domainCost: text(domain?.domainCost ?? null),
    renewalCost: text(domain?.renewalCost ?? null),
    purchaseDate: domain?.purchaseDate ?? '',
    expiration: domain?.expiration ?? '',
    purchaseUrl: domain?.purchaseUrl ?? '',
    financeUrl: domain?.financeUrl ?? '',
    leaseUrl: domain?.leaseUrl ?? '',
    privateNotes: domain?.privateNotes ?? '',
    public: domain?.public ?? true,
    remindersMuted: domain?.remindersMuted ?? false,
    tags: domain?.tags ?? [],
  };
}

function money(value: string): number | null {
  return value.trim() === '' ? null : Number(value);
}

function optional(value: string): string | null {
  return value.trim() === '' ? null : value.trim();
}

/** The draft's fields as the API takes them; a blank input clears its field (null). */
function fieldsOf(
  draft: DomainDraft,
): Omit<
  DomainFields,
  'salePrice' | 'saleDate' | 'saleVenue' | 'saleFees' | 'sold' | 'priceHidden'
> {
  return {
    name: draft.name.trim(),
    sellingPrice: money(draft.sellingPrice),
    floorPrice: money(draft.floorPrice),
    description: optional(draft.description),
    buyItNow: draft.buyItNow,
    offersEnabled: draft.offersEnabled,
    registrar: isRegistrarCode(draft.registrar) ? draft.registrar : null,
    domainCost: money(draft.domainCost),
    renewalCost: money(draft.renewalCost),
    purchaseDate: optional(draft.purchaseDate),
    expiration: optional(draft.expiration),
    purchaseUrl: optional(draft.purchaseUrl),
    financeUrl: optional(draft.financeUrl),
    leaseUrl: optional(draft.leaseUrl),
    privateNotes: optional(draft.privateNotes),
    public: draft.public,
    remindersMuted: draft.remindersMuted,
    tags: draft.tags,
  };
}

/** The server's words for a floor above the price, so the client's check says the same. */
export const FLOOR_ABOVE_PRICE_MESSAGE = ERROR_CATALOGUE[ErrorCode.FLOOR_ABOVE_PRICE].message;

/**
 * The client's own check of the prices, before the server's: a floor is never above the
 * selling price (an offer at the price would be answered as too low). Null when they are fine.
 */
export function floorProblem(
  draft: Pick<DomainDraft, 'sellingPrice' | 'floorPrice'>,
): string | null {
  const floor = money(draft.floorPrice);
  const price = money(draft.sellingPrice);
  if (floor === null || price === null || !Number.isFinite(floor) || !Number.isFinite(price))
    return null;
  return floor > price ? FLOOR_ABOVE_PRICE_MESSAGE : null;
}

/**
 * The API's field errors of a refused save; a floor above the price comes as an error code
 * alone, and is shown under the floor.
 */
export function domainFieldErrorsOf(error: unknown): FieldErrors {
  const errors = fieldErrorsOf(error);
  if (errorCodeOf(error) === ErrorCode.FLOOR_ABOVE_PRICE)
    errors.floorPrice ??= FLOOR_ABOVE_PRICE_MESSAGE;
  return errors;
}

/** A floor error says nothing once either price changes: the form checks them again itself. */
export function withoutStaleFloorError(
  errors: FieldErrors,
  patch: Partial<DomainDraft>,
): FieldErrors {
  if (errors.floorPrice === undefined) return errors;
  if (patch.floorPrice === undefined && patch.sellingPrice === undefined) return errors;
  const { floorPrice: _stale, ...rest } = errors;
  return rest;
}

/** One section's fields, for its own Save. */
export function sectionFields(draft: DomainDraft, section: DomainSection): Partial<DomainFields> {
  const all = fieldsOf(draft);
  return Object.fromEntries(DOMAIN_SECTIONS[section].map((key) => [key, all[key]]));
}

/**
 * A new domain: the fields filled in. Blank ones (and no tags) are left out, so the server's
 * defaults apply (expiration a year from now, purchase date today).
 */
export function createInputOf(draft: DomainDraft): CreateDomainInput {
  const entries = Object.entries(fieldsOf(draft)).filter(
    ([, value]) => value !== null && !(Array.isArray(value) && value.length === 0),
  );
  return Object.fromEntries(entries) as CreateDomainInput;
}
