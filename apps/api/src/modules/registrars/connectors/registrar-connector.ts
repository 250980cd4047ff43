import type { Deadline } from '../../../common/outbound/deadline';

/** The registrars an owner can connect, by the id the API and the database use. */
export const REGISTRAR_IDS = ['porkbun', 'godaddy', 'namecheap', 'dynadot', 'cloudflare'] as const;
export type RegistrarId = (typeof REGISTRAR_IDS)[number];

/** One credential a registrar issues, in that registrar's own terms (Porkbun's `secretApiKey`). */
export interface CredentialField {
  /** The field's name in the add-connection body and in the sealed credentials. */
  name: string;
  /** What the registrar's own control panel calls it, for the form. */
  label: string;
  /** Shown as a password field and never answered back (every field is sealed at rest either way). */
  secret: boolean;
  /** A hint for the form: where the registrar shows it, its shape. */
  hint?: string;
}

/** The credentials of one connection: each field of the connector's `credentialFields`, as text. */
export type RegistrarCredentials = Readonly<Record<string, string>>;

/** A domain as a registrar account lists it: only what the registrar knows better than the owner. */
export interface RegistrarDomain {
  /** Lowercase ASCII (punycode for an internationalized name), as the registrar names it. */
  name: string;
  /** The expiration as a calendar date (YYYY-MM-DD, UTC), or null when the registrar gives none. */
  expiration: string | null;
  /** Whether the registrar renews it automatically, or null when the answer does not say. */
  autoRenew: boolean | null;
  /** Whether it is locked against transfer, or null when the answer does not say. */
  locked: boolean | null;
}

/** One page of an account's domains; `next` is the cursor of the following page, null on the last. */
export interface RegistrarDomainPage {
  domains: RegistrarDomain[];
  next: string | null;
}

export type RegistrarFailureKind =
  /** The credentials were refused (wrong, expired, revoked, or missing a permission or IP allowance). */
  | 'credentials'
  /** The registrar asked us to slow down (429 or its own equivalent). */
  | 'rate-limited'
  /** The registrar did not answer, or answered with a server error. */
  | 'unavailable'
  /** The registrar answered something that is not what its API documents. */
  | 'bad-answer';

/**
 * A registrar call that did not give domains. `message` is written for the owner (it names the
 * registrar and, for credentials, what to check) and never holds a credential.
 */
export class RegistrarError extends Error {
  constructor(
    readonly kind: RegistrarFailureKind,
    message: string,
    /** For 'rate-limited': how long the registrar asked us to wait, when it said. */
    readonly retryAfterMs: number | null = null,
  ) {
    super(message);
    this.name = 'RegistrarError';
  }
}

/**
 * One registrar's API, behind the one interface the sync uses. A connector is stateless: it gets
 * the credentials with each call, reads its base URL from the configuration it was made with,
 * and bounds every request by the deadline it is given (`withinDeadline`).
 */
export interface RegistrarConnector {
  readonly registrar: RegistrarId;
  /** The registrar's name as owners know it ("Porkbun", "GoDaddy", ...). */
  readonly label: string;
  readonly credentialFields: readonly CredentialField[];
  /** Checks the credentials with the cheapest authenticated call; throws RegistrarError when refused. */
  test(credentials: RegistrarCredentials, deadline: Deadline): Promise<void>;
  /** One page of the account's domains, from `cursor` (null: the first page). */
  listDomains(
    credentials: RegistrarCredentials,
    cursor: string | null,
    deadline: Deadline,
  ): Promise<RegistrarDomainPage>;
}
