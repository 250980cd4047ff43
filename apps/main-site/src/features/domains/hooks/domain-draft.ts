import {
  isRegistrarCode,
  type CreateDomainInput,
  type Domain,
  type DomainFields,
} from '@domainfolio/contracts';

/** The add/edit form's values as the inputs hold them (text), plus the two switches. */
export interface DomainDraft {
  name: string;
  sellingPrice: string;
  description: string;
  buyItNow: boolean;
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
}

/** The form's sections, each saved on its own when editing. */
export const DOMAIN_SECTIONS = {
  details: ['name', 'sellingPrice', 'description'],
  buyItNow: ['buyItNow'],
  metadata: ['registrar', 'domainCost', 'renewalCost', 'purchaseDate', 'expiration'],
  payment: ['purchaseUrl', 'financeUrl', 'leaseUrl'],
  notes: ['privateNotes'],
  display: ['public'],
} as const satisfies Record<string, readonly (keyof DomainDraft)[]>;
export type DomainSection = keyof typeof DOMAIN_SECTIONS;

const text = (value: string | number | null) => (value === null ? '' : String(value));

/** A new domain's form starts public, without Buy It Now, and otherwise blank. */
export function draftOf(domain?: Domain): DomainDraft {
  return {
    name: domain?.unicodeName ?? '',
    sellingPrice: text(domain?.sellingPrice ?? null),
    description: domain?.description ?? '',
    buyItNow: domain?.buyItNow ?? false,
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
    description: optional(draft.description),
    buyItNow: draft.buyItNow,
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
  };
}

/** One section's fields, for its own Save. */
export function sectionFields(draft: DomainDraft, section: DomainSection): Partial<DomainFields> {
  const all = fieldsOf(draft);
  return Object.fromEntries(DOMAIN_SECTIONS[section].map((key) => [key, all[key]]));
}

/**
 * A new domain: the fields filled in. Blank ones are left out, so the server's defaults apply
 * (expiration a year from now, purchase date today).
 */
export function createInputOf(draft: DomainDraft): CreateDomainInput {
  const entries = Object.entries(fieldsOf(draft)).filter(([, value]) => value !== null);
  return Object.fromEntries(entries) as CreateDomainInput;
}
