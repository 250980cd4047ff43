import type { Notification } from '../notifications/notification';
import type { RegistrarCode } from './registrars';

/**
 * Registry data: what a domain's registry publishes of it through RDAP (RFC 9083), kept with
 * the domain, compared with what the owner typed, and the changes seen over time.
 *
 * GET  /api/domains/{name}                        → 200 { payload: DomainDetail } (registry and history)
 * POST /api/domains/{name}/registry-refresh       → 200 DomainRegistryResponse (looked up now)
 *   404, 429 RATE_LIMITED (one refresh per domain per minute)
 * POST /api/domains/{name}/registry-apply  UseRegistryValuesRequest → 200 DomainRegistryResponse
 *   404, 409 CONFLICT (the registry has no value for a field asked)
 */

/** Where a domain's date or registrar came from: the owner's word stays until they change it. */
export const FieldSource = {
  /** Typed or imported by the owner. */
  OWNER: 'owner',
  /** Filled in by the product when nothing was given (expiration a year ahead, purchase today). */
  DEFAULT: 'default',
  /** Read from the registry (RDAP); follows the registry from then on. */
  REGISTRY: 'registry',
  /** Read from a connected registrar account; follows the registrar from then on. */
  REGISTRAR: 'registrar',
} as const;
export type FieldSource = (typeof FieldSource)[keyof typeof FieldSource];

/** What the last look-up found: the registry's answer, or why there is none. */
export const RegistryState = {
  /** The registry answered with the domain's record. */
  FOUND: 'found',
  /** The registry answered that it holds no such domain (free, deleted, or mistyped). */
  NOT_FOUND: 'not_found',
  /** The TLD's registry publishes no RDAP data (the bootstrap file names no server for it). */
  NO_RDAP: 'no_rdap',
} as const;
export type RegistryState = (typeof RegistryState)[keyof typeof RegistryState];

/**
 * EPP statuses (RFC 5731, written as RFC 8056 maps RDAP's words) that put a name at risk of being
 * lost: it stopped resolving, or it is on its way to deletion.
 */
export const AT_RISK_STATUSES: readonly string[] = [
  'redemptionPeriod',
  'pendingDelete',
  'pendingRestore',
  'serverHold',
  'clientHold',
];

export function isAtRiskStatus(status: string): boolean {
  return AT_RISK_STATUSES.includes(status);
}

/** What a registry says of a domain, as read from its RDAP answer. */
export interface RegistryRecord {
  /** The registration's first day, ISO 8601 instant; null when the registry does not publish it (DENIC). */
  registeredAt: string | null;
  /** The expiration, ISO 8601 instant; null when not published. */
  expiresAt: string | null;
  /** The last change the registry made to the record, ISO 8601 instant. */
  updatedAt: string | null;
  /** The sponsoring registrar: its name and IANA id (null for ccTLD registrars without one). */
  registrar: { name: string | null; ianaId: string | null } | null;
  /** The registrar in the product's list, when it is one of them. */
  registrarCode: RegistrarCode | null;
  /** Lowercase host names. */
  nameservers: string[];
  /** EPP status names (clientTransferProhibited, redemptionPeriod, ...). */
  statuses: string[];
}

/** A field where the registry disagrees with the domain as the owner keeps it. */
export interface RegistryDifference {
  field: 'expiration' | 'registrar';
  /** The domain's value (a calendar date or a registrar code). */
  ours: string | null;
  /** The registry's value in the same terms. */
  registry: string | null;
}

/** The Registry data panel of a domain. */
export interface DomainRegistry {
  /** Null until the first look-up answered. */
  state: RegistryState | null;
  /** The record of the last answer that held one (kept when a later look-up failed). */
  record: RegistryRecord | null;
  /** When the registry last answered (found, not found or no RDAP). */
  checkedAt: string | null;
  /** Why the last attempt gave nothing new (no answer, a malformed one), or null when it went well. */
  problem: string | null;
  /** When the next look-up is due. */
  nextCheckAt: string | null;
  /** Where the registry and the owner's values differ (owner-typed values only: the product's own follow the registry). */
  differences: RegistryDifference[];
  /** The status names that put the name at risk (see AT_RISK_STATUSES). */
  atRisk: string[];
  sources: { expiration: FieldSource; purchaseDate: FieldSource; registrar: FieldSource };
}

/** What changed in a domain's registry or registrar data, newest first. */
export const HistoryKind = {
  /** The first answer filled in the product's defaults. */
  FILLED: 'filled',
  /** The expiration moved later. */
  RENEWED: 'renewed',
  /** The expiration moved earlier (a refund, a correction). */
  EXPIRATION_CHANGED: 'expiration_changed',
  /** The sponsoring registrar changed. */
  TRANSFERRED: 'transferred',
  /** A status that puts the name at risk appeared. */
  AT_RISK: 'at_risk',
  /** The at-risk statuses are gone. */
  RISK_CLEARED: 'risk_cleared',
  /** The registry stopped answering for the name. */
  GONE: 'gone',
  /** The registry holds the name again. */
  BACK: 'back',
  /** A connected registrar account no longer lists it. */
  LEFT_REGISTRAR: 'left_registrar',
  /** A connected registrar account lists it (again). */
  AT_REGISTRAR: 'at_registrar',
} as const;
export type HistoryKind = (typeof HistoryKind)[keyof typeof HistoryKind];

export interface DomainHistoryEntry {
  _id: string;
  kind: HistoryKind;
  /** 'registry' or a registrar's label ("Porkbun"). */
  source: string;
  /** For 'filled': the field the registry filled in. */
  field: 'expiration' | 'purchaseDate' | 'registrar' | null;
  at: string;
  /** The value before and after, in words fit to show ('2026-08-01' → '2027-08-01', 'GoDaddy' → 'Porkbun'). */
  from: string | null;
  to: string | null;
}

/** What a registrar account says of the domain, for each connection that lists it. */
export interface DomainAtRegistrar {
  connectionId: string;
  registrar: string;
  expiration: string | null;
  autoRenew: boolean | null;
  locked: boolean | null;
  lastSeenAt: string;
  /** Set when the account stopped listing it: "not at {registrar} any more". */
  missingSince: string | null;
}

/** POST /api/domains/{name}/registry-apply: take the registry's value for these fields. */
export interface UseRegistryValuesRequest {
  fields: ('expiration' | 'registrar')[];
}

export interface DomainRegistryResponse extends Notification {
  payload: DomainRegistry;
}

/** The domain table's registry column and filter. */
export const RegistryFlag = {
  AT_RISK: 'at-risk',
  DIFFERS: 'differs',
  NOT_FOUND: 'not-found',
  NO_RDAP: 'no-rdap',
  OK: 'ok',
  PENDING: 'pending',
} as const;
export type RegistryFlag = (typeof RegistryFlag)[keyof typeof RegistryFlag];
export const REGISTRY_FILTERS: readonly RegistryFlag[] = ['at-risk', 'differs', 'not-found'];

export const REGISTRY_FLAG_LABELS: Readonly<Record<RegistryFlag, string>> = {
  'at-risk': 'At risk',
  differs: 'Differs',
  'not-found': 'Not in registry',
  'no-rdap': 'No RDAP',
  ok: 'Matches',
  pending: 'Not checked yet',
};
