import { domainToASCII } from 'node:url';
import type { Deadline } from '../../../common/outbound/deadline';
import { calendarDateOf, jsonOf, registrarRequest, retryAfterMs } from './connector-http';
import {
  RegistrarError,
  type CredentialField,
  type RegistrarConnector,
  type RegistrarCredentials,
  type RegistrarDomain,
  type RegistrarDomainPage,
} from './registrar-connector';

const LABEL = 'GoDaddy';
/** The largest `limit` GET /v1/domains takes (a larger one is refused with 422). */
const PAGE_SIZE = 1000;
/** GoDaddy's error codes are upper-case constants; anything else is not repeated to the owner. */
const ERROR_CODE = /^[A-Z][A-Z0-9_]{0,63}$/;

/**
 * Statuses of a domain that has left the account (transferred to another registrar, or to
 * another GoDaddy account, or a transfer-in that never completed): GoDaddy still lists them, but
 * they are no longer the owner's domains at GoDaddy.
 */
const GONE_STATUSES = new Set([
  'TRANSFERRED_OUT',
  'CANCELLED_TRANSFER',
  'EXPIRED_REASSIGNED',
  'UPDATED_OWNERSHIP',
  'UPDATED_OWNERSHIP_HELD',
]);

const CREDENTIALS_REFUSED =
  'GoDaddy refused the API key and secret. In GoDaddy’s Developer Portal ' +
  '(developer.godaddy.com/keys), check that the key still exists, that it is a Production key ' +
  'rather than an OTE (test) key, and that the secret was copied whole; if in doubt, create a ' +
  'new Production key.';
const ACCESS_DENIED =
  'GoDaddy accepted the API key but does not let this account use its Domains API. Since 2024 ' +
  'GoDaddy opens it only to accounts with 10 or more domains or an active Discount Domain Club ' +
  'plan (developer.godaddy.com/getstarted); if the account qualifies, ask GoDaddy to review its ' +
  'API access.';
const CREDENTIALS_UNUSABLE =
  'The GoDaddy API key or secret is missing or holds characters a key cannot have. Paste both ' +
  'again from GoDaddy’s Developer Portal (developer.godaddy.com/keys).';

/**
 * GoDaddy's Domains API (https://developer.godaddy.com/doc/endpoint/domains), authenticated with
 * an API key and secret in an `Authorization: sso-key <key>:<secret>` header. The account's
 * domains come from `GET /v1/domains`, up to 1,000 a page, in name order; the next page starts
 * after the `marker` domain, so the cursor is the last name of a full page.
 */
export class GoDaddyConnector implements RegistrarConnector {
  readonly registrar = 'godaddy' as const;
  readonly label = LABEL;
  readonly credentialFields: readonly CredentialField[] = [
    {
      name: 'apiKey',
      label: 'API Key',
      secret: true,
      hint: 'Developer Portal → API Keys (developer.godaddy.com/keys); a Production key, not OTE.',
    },
    {
      name: 'apiSecret',
      label: 'API Secret',
      secret: true,
      hint: 'Shown once, when the key is created.',
    },
  ];

  constructor(private readonly apiUrl: string) {}

  async test(credentials: RegistrarCredentials, deadline: Deadline): Promise<void> {
    // The cheapest call that proves both the key and the account's access to the Domains API,
    // which GoDaddy grants separately from the key itself.
    await this.list(credentials, { limit: '1' }, deadline);
  }

  async listDomains(
    credentials: RegistrarCredentials,
    cursor: string | null,
    deadline: Deadline,
  ): Promise<RegistrarDomainPage> {
    const query: Record<string, string> = { limit: String(PAGE_SIZE) };
    if (cursor) query.marker = cursor;
    const entries = await this.list(credentials, query, deadline);

    const domains: RegistrarDomain[] = [];
    let lastName: string | null = null;
    for (const entry of entries) {
      if (!isRecord(entry)) continue;
      if (typeof entry.domain === 'string' && entry.domain.trim() !== '')
        lastName = entry.domain.trim();
      const domain = domainOf(entry);
      if (domain) domains.push(domain);
    }
    // A short page is the last one. A full one continues after its last name, as GoDaddy pages;
    // a full page without any name to continue from cannot be followed.
    if (entries.length < PAGE_SIZE) return { domains, next: null };
    if (lastName === null)
      throw new RegistrarError('bad-answer', `${LABEL} listed domains without their names.`);
    return { domains, next: lastName };
  }

  /** GET /v1/domains with this query: the answer's entries, or the RegistrarError it means. */
  private async list(
    credentials: RegistrarCredentials,
    query: Record<string, string>,
    deadline: Deadline,
  ): Promise<unknown[]> {
    const authorization = authorizationOf(credentials);
    const url = `${this.apiUrl.replace(/\/+$/, '')}/v1/domains?${new URLSearchParams(query)}`;
    const answer = await registrarRequest(
      LABEL,
      url,
      { method: 'GET', headers: { authorization, accept: 'application/json' } },
      deadline,
    );

    if (answer.status === 200) {
      const body = jsonOf(LABEL, answer);
      if (!Array.isArray(body))
        throw new RegistrarError(
          'bad-answer',
          `${LABEL} answered with something that is not a domain list.`,
        );
      return body;
    }

    // Error bodies are {"code","message","fields"?}; read leniently, since a proxy in front of
    // GoDaddy may answer HTML instead.
    const error = parseError(answer.body);
    if (answer.status === 401) throw new RegistrarError('credentials', CREDENTIALS_REFUSED);
    if (answer.status === 403) throw new RegistrarError('credentials', ACCESS_DENIED);
    if (answer.status === 429) {
      // GoDaddy's ErrorLimit carries the wait in its body; a Retry-After header is the fallback.
      const given = error?.retryAfterSec ?? answer.headers['retry-after'];
      const wait =
        given === undefined || given === null || given === '' ? null : retryAfterMs(given);
      throw new RegistrarError(
        'rate-limited',
        `${LABEL} asked us to slow down (it allows 60 requests a minute).`,
        wait,
      );
    }
    if (answer.status >= 500)
      throw new RegistrarError(
        'unavailable',
        `${LABEL}’s API is unavailable (HTTP ${answer.status}); the sync will try again later.`,
      );
    const code = error?.code ? ` ${error.code}` : '';
    throw new RegistrarError(
      'bad-answer',
      `${LABEL} answered HTTP ${answer.status}${code}, which its API does not document for this request.`,
    );
  }
}

/** `sso-key <key>:<secret>`, or RegistrarError('credentials') when they cannot make one. */
function authorizationOf(credentials: RegistrarCredentials): string {
  const key = typeof credentials.apiKey === 'string' ? credentials.apiKey.trim() : '';
  const secret = typeof credentials.apiSecret === 'string' ? credentials.apiSecret.trim() : '';
  // A colon in the key would move the split between key and secret; whitespace or a control
  // character would break the header (and be refused before anything is sent).
  // eslint-disable-next-line no-control-regex
  const usable = (value: string) => value !== '' && !/[\s\u0000-\u001f\u007f]/.test(value);
  if (!usable(key) || !usable(secret) || key.includes(':'))
    throw new RegistrarError('credentials', CREDENTIALS_UNUSABLE);
  return `sso-key ${key}:${secret}`;
}

/** A DomainSummary as a RegistrarDomain, or null for an entry without a usable name or gone. */
function domainOf(entry: Record<string, unknown>): RegistrarDomain | null {
  if (typeof entry.domain !== 'string') return null;
  if (typeof entry.status === 'string' && GONE_STATUSES.has(entry.status)) return null;
  // GoDaddy names domains in ASCII; an internationalized name given in Unicode is converted.
  const name = domainToASCII(entry.domain.trim().toLowerCase());
  if (name === '' || !name.includes('.') || name.length > 253) return null;
  return {
    name,
    expiration: calendarDateOf(entry.expires),
    autoRenew: typeof entry.renewAuto === 'boolean' ? entry.renewAuto : null,
    locked: typeof entry.locked === 'boolean' ? entry.locked : null,
  };
}

/** The parts of a GoDaddy error body the connector reads, or null when it is not one. */
function parseError(body: string): { code: string | null; retryAfterSec: unknown } | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return null;
  }
  if (!isRecord(parsed)) return null;
  return {
    code: typeof parsed.code === 'string' && ERROR_CODE.test(parsed.code) ? parsed.code : null,
    retryAfterSec: parsed.retryAfterSec,
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
