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

const LABEL = 'Cloudflare Registrar';
/** The largest `per_page` "List Registrations" documents (1-50). */
const PAGE_SIZE = 50;
/** Cloudflare documents its cursors as at most 256 characters. */
const MAX_CURSOR_LENGTH = 256;

/**
 * Cloudflare's error codes that mean the token or the account id was refused rather than the
 * request: 1000 invalid token, 6003/6111 a malformed Authorization header, 9103/9106/9109 a
 * missing or invalid token, 10000 authentication error, 7000/7003 an account id that routes
 * nowhere.
 */
const CREDENTIAL_CODES = new Set([1000, 6003, 6111, 9103, 9106, 9109, 10000]);
const ROUTING_CODES = new Set([7000, 7003]);

const TOKEN_REFUSED =
  'Cloudflare refused the API token. In the Cloudflare dashboard (Manage Account → API Tokens, ' +
  'or My Profile → API Tokens), check that the token is active and not expired, that it ' +
  'includes this account, that it has a Registrar read permission, and that any client IP ' +
  'filtering on it allows this server; if in doubt, create a new token.';
const ACCOUNT_UNKNOWN =
  'Cloudflare does not know this Account ID. Copy it again from the Cloudflare dashboard (the ' +
  '32-character ID on the account’s overview page, also in the dashboard’s address).';
const CREDENTIALS_UNUSABLE =
  'The Cloudflare Account ID or API token is missing or holds characters they cannot have. ' +
  'Paste both again from the Cloudflare dashboard.';

/**
 * Cloudflare Registrar through Cloudflare's API v4 (https://developers.cloudflare.com/api/),
 * authenticated with an API token sent as `Authorization: Bearer <token>`. The account's domains
 * come from "List Registrations", `GET /accounts/{account_id}/registrar/registrations`, up to 50
 * a page; each answer's `result_info.cursor` is the next page's cursor, empty after the last.
 *
 * The older "List domains" (`/registrar/domains`) is not used: it is documented without a domain
 * name, an auto-renew flag or any paging parameter, so what it sends for those is guesswork.
 */
export class CloudflareConnector implements RegistrarConnector {
  readonly registrar = 'cloudflare' as const;
  readonly label = LABEL;
  readonly credentialFields: readonly CredentialField[] = [
    {
      name: 'accountId',
      label: 'Account ID',
      secret: false,
      hint: '32 characters, on the account’s overview page in the Cloudflare dashboard.',
    },
    {
      name: 'apiToken',
      label: 'API Token',
      secret: true,
      hint: 'Manage Account → API Tokens (or My Profile → API Tokens): a token for this account with Registrar read access.',
    },
  ];

  constructor(private readonly apiUrl: string) {}

  async test(credentials: RegistrarCredentials, deadline: Deadline): Promise<void> {
    // A one-item page proves the token, the account id and the token's access to Registrar
    // together; the tokens/verify endpoints prove only the first, and which of the two applies
    // depends on whether a user or the account owns the token.
    await this.page(credentials, { per_page: '1' }, deadline);
  }

  async listDomains(
    credentials: RegistrarCredentials,
    cursor: string | null,
    deadline: Deadline,
  ): Promise<RegistrarDomainPage> {
    const query: Record<string, string> = { per_page: String(PAGE_SIZE) };
    if (cursor) query.cursor = cursor;
    const { result, next } = await this.page(credentials, query, deadline);

    const domains: RegistrarDomain[] = [];
    for (const entry of result) {
      const domain = isRecord(entry) ? domainOf(entry) : null;
      if (domain) domains.push(domain);
    }
    // A cursor that leads back to this page would make the sync walk it forever.
    if (next !== null && next === cursor)
      throw new RegistrarError('bad-answer', `${LABEL} answered a page that points to itself.`);
    return { domains, next };
  }

  /** One page of registrations: its entries and the next cursor, or the RegistrarError it means. */
  private async page(
    credentials: RegistrarCredentials,
    query: Record<string, string>,
    deadline: Deadline,
  ): Promise<{ result: unknown[]; next: string | null }> {
    const { accountId, token } = credentialsOf(credentials);
    const base = this.apiUrl.replace(/\/+$/, '');
    const url = `${base}/accounts/${encodeURIComponent(accountId)}/registrar/registrations?${new URLSearchParams(query)}`;
    const answer = await registrarRequest(
      LABEL,
      url,
      { method: 'GET', headers: { authorization: `Bearer ${token}`, accept: 'application/json' } },
      deadline,
    );

    if (answer.status === 429)
      throw new RegistrarError(
        'rate-limited',
        `${LABEL} asked us to slow down (Cloudflare allows 1,200 API requests per five minutes).`,
        answer.headers['retry-after'] === undefined
          ? null
          : retryAfterMs(answer.headers['retry-after']),
      );
    if (answer.status >= 500)
      throw new RegistrarError(
        'unavailable',
        `${LABEL}’s API is unavailable (HTTP ${answer.status}); the sync will try again later.`,
      );
    if (answer.status !== 200) throw refusal(answer.status, answer.body);

    const body = jsonOf(LABEL, answer);
    const info = isRecord(body) && isRecord(body.result_info) ? body.result_info : null;
    const result = isRecord(body) ? (body.result === null ? [] : body.result) : undefined;
    if (
      !isRecord(body) ||
      body.success !== true ||
      !Array.isArray(result) ||
      info === null ||
      typeof info.cursor !== 'string' ||
      info.cursor.length > MAX_CURSOR_LENGTH
    )
      throw new RegistrarError(
        'bad-answer',
        `${LABEL} answered with something that is not its documented list of registrations.`,
      );
    return { result, next: info.cursor === '' ? null : info.cursor };
  }
}

/** The account id and token, or RegistrarError('credentials') when they cannot be sent. */
function credentialsOf(credentials: RegistrarCredentials): { accountId: string; token: string } {
  const accountId = typeof credentials.accountId === 'string' ? credentials.accountId.trim() : '';
  const token = typeof credentials.apiToken === 'string' ? credentials.apiToken.trim() : '';
  // A token is printable ASCII without spaces (anything else would break the header and be
  // refused before anything is sent); an account id is a plain identifier.
  if (!/^[\x21-\x7e]+$/.test(token) || !/^[A-Za-z0-9_-]+$/.test(accountId))
    throw new RegistrarError('credentials', CREDENTIALS_UNUSABLE);
  return { accountId, token };
}

/** The RegistrarError for a non-200, non-429, non-5xx answer, read from Cloudflare's envelope. */
function refusal(status: number, body: string): RegistrarError {
  const codes = errorCodesOf(body);
  if (codes.some((code) => ROUTING_CODES.has(code)))
    return new RegistrarError('credentials', ACCOUNT_UNKNOWN);
  if (status === 401 || status === 403 || codes.some((code) => CREDENTIAL_CODES.has(code)))
    return new RegistrarError('credentials', TOKEN_REFUSED);
  const code = codes.length > 0 ? ` (error ${codes[0]})` : '';
  return new RegistrarError(
    'bad-answer',
    `${LABEL} answered HTTP ${status}${code}, which its API does not document for this request.`,
  );
}

/** The numeric codes of a Cloudflare error envelope (and of their error chains), if it is one. */
function errorCodesOf(body: string): number[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return [];
  }
  if (!isRecord(parsed) || !Array.isArray(parsed.errors)) return [];
  const codes: number[] = [];
  const collect = (errors: unknown[]) => {
    for (const error of errors) {
      if (!isRecord(error)) continue;
      if (typeof error.code === 'number' && Number.isInteger(error.code)) codes.push(error.code);
      if (Array.isArray(error.error_chain)) collect(error.error_chain);
    }
  };
  collect(parsed.errors);
  return codes;
}

/** A Registration as a RegistrarDomain, or null for an entry without a usable name. */
function domainOf(entry: Record<string, unknown>): RegistrarDomain | null {
  if (typeof entry.domain_name !== 'string') return null;
  // Cloudflare names domains as FQDNs; a trailing dot or a Unicode name is normalised.
  const name = domainToASCII(entry.domain_name.trim().replace(/\.$/, '').toLowerCase());
  if (name === '' || !name.includes('.') || name.length > 253) return null;
  return {
    name,
    expiration: calendarDateOf(entry.expires_at),
    autoRenew: typeof entry.auto_renew === 'boolean' ? entry.auto_renew : null,
    locked: typeof entry.locked === 'boolean' ? entry.locked : null,
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
