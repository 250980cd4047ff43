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

const LABEL = 'Dynadot';

const KEY_REFUSED =
  'Dynadot refused the API key. In your Dynadot account, under Tools → API, check that the key ' +
  'is the current one (generating a new key retires the old one) and that this server’s IP ' +
  'address is on the API’s allowed list.';
const KEY_UNUSABLE =
  'The Dynadot API key is missing or holds characters a key cannot have. Paste it again from ' +
  'Tools → API in your Dynadot account.';
const RATE_LIMITED =
  'Dynadot asked us to slow down (it serves one request at a time per account, and 60 a minute ' +
  'on a regular account); the sync will try again later.';
const UNAVAILABLE = 'Dynadot’s API answered with an error; the sync will try again later.';
const NOT_A_LIST = 'Dynadot answered with something that is not its documented list of domains.';

/** An answer's ResponseCode of success (Dynadot sends it as a number or as a string). */
const isSuccess = (code: unknown) => code === 0 || code === '0';

/**
 * Dynadot through its API3 (https://www.dynadot.com/domain/api-commands): `GET /api3.json` with
 * the API key and the command in the query string. `list_domain` answers the whole account at
 * once, so there is a single page and `next` is always null.
 *
 * The newer RESTful API (`/restful/v2/…`, Bearer key plus an HMAC signature made with an API
 * secret) is not used: its signing is not documented precisely enough to implement without
 * guessing (the digest's encoding, which path is signed). See the Dynadot fake's README.
 *
 * The key travels in the URL, so no URL ever goes into an error: the messages here are fixed
 * texts, and registrarRequest words transport failures without the address.
 */
export class DynadotConnector implements RegistrarConnector {
  readonly registrar = 'dynadot' as const;
  readonly label = LABEL;
  readonly credentialFields: readonly CredentialField[] = [
    {
      name: 'apiKey',
      label: 'API Key',
      secret: true,
      hint: 'Tools → API in your Dynadot account; add this server’s IP address to the allowed list there.',
    },
  ];

  constructor(private readonly apiUrl: string) {}

  async test(credentials: RegistrarCredentials, deadline: Deadline): Promise<void> {
    // API3 has no read cheaper than list_domain whose answer is documented; the list also proves
    // what the sync needs (the key, the IP allowance, access to the domains).
    await this.mainDomains(credentials, deadline);
  }

  async listDomains(
    credentials: RegistrarCredentials,
    cursor: string | null,
    deadline: Deadline,
  ): Promise<RegistrarDomainPage> {
    // No cursor is ever handed out: one arriving anyway is past the only page.
    if (cursor !== null) return { domains: [], next: null };
    const entries = await this.mainDomains(credentials, deadline);
    const domains: RegistrarDomain[] = [];
    const seen = new Set<string>();
    for (const entry of entries) {
      const domain = isRecord(entry) ? domainOf(entry) : null;
      if (domain && !seen.has(domain.name)) {
        seen.add(domain.name);
        domains.push(domain);
      }
    }
    return { domains, next: null };
  }

  /** The `MainDomains` of a list_domain answer, or the RegistrarError the answer means. */
  private async mainDomains(credentials: RegistrarCredentials, deadline: Deadline) {
    const key = keyOf(credentials);
    const base = this.apiUrl.replace(/\/+$/, '');
    const query = new URLSearchParams({ key, command: 'list_domain' });
    const answer = await registrarRequest(
      LABEL,
      `${base}/api3.json?${query}`,
      { method: 'GET', headers: { accept: 'application/json' } },
      deadline,
    );

    if (answer.status === 429) {
      const header = answer.headers['retry-after'];
      throw new RegistrarError(
        'rate-limited',
        RATE_LIMITED,
        header !== undefined ? retryAfterMs(header) : secondsIn(errorText(answer.body)),
      );
    }
    if (answer.status >= 500)
      throw new RegistrarError(
        'unavailable',
        `Dynadot’s API is unavailable (HTTP ${answer.status}); the sync will try again later.`,
      );
    // The RESTful API's documented refusal of a key; API3 itself answers 200 with an error.
    if (answer.status === 401 || answer.status === 403)
      throw new RegistrarError('credentials', KEY_REFUSED);
    if (answer.status !== 200)
      throw new RegistrarError(
        'bad-answer',
        `Dynadot answered HTTP ${answer.status}, which its API does not document for this request.`,
      );

    const body = jsonOf(LABEL, answer);
    if (!isRecord(body)) throw new RegistrarError('bad-answer', NOT_A_LIST);
    const list = body.ListDomainInfoResponse;
    // A refused key comes back in a generic `Response` element rather than the command's own.
    const failure = isRecord(list) ? list : body.Response;
    if (isRecord(list) && isSuccess(list.ResponseCode) && list.Status === 'success') {
      if (!Array.isArray(list.MainDomains)) throw new RegistrarError('bad-answer', NOT_A_LIST);
      return list.MainDomains as unknown[];
    }
    if (isRecord(failure) && (failure.ResponseCode === -1 || failure.ResponseCode === '-1'))
      throw failureOf(failure.Error);
    throw new RegistrarError('bad-answer', NOT_A_LIST);
  }
}

/** The API key, or RegistrarError('credentials') when it cannot be a key. */
function keyOf(credentials: RegistrarCredentials): string {
  const key = typeof credentials.apiKey === 'string' ? credentials.apiKey.trim() : '';
  // Dynadot's keys are letters and digits; anything beyond printable ASCII cannot be one.
  if (!/^[\x21-\x7e]+$/.test(key)) throw new RegistrarError('credentials', KEY_UNUSABLE);
  return key;
}

/**
 * The RegistrarError for API3's documented failure (ResponseCode -1), by its `Error` text. The
 * text itself is not repeated to the owner: it is free-form and could echo the request.
 */
function failureOf(error: unknown): RegistrarError {
  const text = typeof error === 'string' ? error.toLowerCase() : '';
  if (/\bkey\b|\bip\b|not allowed|permission|denied|unauthori[sz]ed/.test(text))
    return new RegistrarError('credentials', KEY_REFUSED);
  if (/too many|rate limit|concurren|thread/.test(text))
    return new RegistrarError('rate-limited', RATE_LIMITED, secondsIn(text));
  // "problem with connection to main server" (maintenance) and any other failure to serve.
  return new RegistrarError('unavailable', UNAVAILABLE);
}

/** The `error.description` of Dynadot's HTTP error body, or ''. */
function errorText(body: string): string {
  try {
    const parsed: unknown = JSON.parse(body);
    if (isRecord(parsed) && isRecord(parsed.error) && typeof parsed.error.description === 'string')
      return parsed.error.description;
  } catch {
    // Not Dynadot's JSON error body: no wait to read from it.
  }
  return '';
}

/** The wait Dynadot asks for in words ("Please try again after 60 seconds."), in ms. */
function secondsIn(text: string): number | null {
  const match = /after (\d+) seconds?/i.exec(text);
  return match ? retryAfterMs(Number(match[1])) : null;
}

/** A MainDomains entry as a RegistrarDomain, or null for an entry without a usable name. */
function domainOf(entry: Record<string, unknown>): RegistrarDomain | null {
  if (typeof entry.Name !== 'string') return null;
  const name = domainToASCII(entry.Name.trim().replace(/\.$/, '').toLowerCase());
  if (name === '' || !name.includes('.') || name.length > 253) return null;
  return {
    name,
    expiration: expirationOf(entry.Expiration),
    autoRenew: autoRenewOf(entry.RenewOption),
    locked: yesNoOf(entry.Locked),
  };
}

/** Dynadot's `Expiration`, epoch milliseconds as a string or a number, as a calendar date. */
function expirationOf(value: unknown): string | null {
  const ms = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  if (typeof ms === 'number') return ms > 0 ? calendarDateOf(ms) : null;
  return calendarDateOf(ms);
}

/**
 * `RenewOption`: an auto-renew setting ("auto-renew", or `set_renew_option`'s "auto") is true;
 * "no renew option" (the default, documented in the example answer), "do not renew" and
 * `set_renew_option`'s "donot"/"reset" are false; anything else is not known.
 */
function autoRenewOf(value: unknown): boolean | null {
  if (typeof value !== 'string') return null;
  const option = value
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');
  if (option === 'auto' || option === 'auto renew' || option === 'autorenew') return true;
  if (['no renew option', 'do not renew', 'donot', 'reset', 'none', 'manual'].includes(option))
    return false;
  return null;
}

/** Dynadot's `yes`/`no` flags (booleans accepted too), or null when it is neither. */
function yesNoOf(value: unknown): boolean | null {
  if (typeof value === 'boolean') return value;
  if (typeof value !== 'string') return null;
  const flag = value.trim().toLowerCase();
  if (flag === 'yes' || flag === 'true' || flag === 'locked') return true;
  if (flag === 'no' || flag === 'false' || flag === 'unlocked') return false;
  return null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
