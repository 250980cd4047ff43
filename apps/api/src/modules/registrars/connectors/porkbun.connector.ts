import type { CheckedResponse } from '../../../common/outbound/checked-request';
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

const LABEL = 'Porkbun';
/** listAll answers the account's domains "in chunks of 1000" from the `start` offset. */
const CHUNK = 1000;
/** Where an owner creates, deletes and restricts API keys. */
const KEYS_PAGE = 'porkbun.com/account/api';

/** Porkbun's error codes that say the key pair itself was refused. */
const REFUSED_KEY_CODES = new Set([
  'API_KEY_REQUIRED',
  'INVALID_API_KEYS_001',
  'INVALID_API_KEYS_002',
  'MISSING_SECRETAPIKEY',
  'INVALID_TOKEN',
  'INVALID_USER',
]);

const REFUSED_KEYS_MESSAGE =
  `Porkbun refused the API key pair. In Porkbun's API Access page (${KEYS_PAGE}), check that ` +
  'the key still exists, and that both the API Key (pk1_…) and the Secret API Key (sk1_…) were ' +
  'copied whole.';

/**
 * Porkbun's JSON API v3: every command is a POST of a JSON body holding the key pair (`apikey`,
 * `secretapikey`), and every answer is `{"status":"SUCCESS", …}` or `{"status":"ERROR",
 * "message": "…"}` (with a machine `code` on the current API). `/ping` checks the keys;
 * `/domain/listAll` lists the account from an offset, a thousand domains a call.
 */
export class PorkbunConnector implements RegistrarConnector {
  readonly registrar = 'porkbun' as const;
  readonly label = LABEL;
  readonly credentialFields: readonly CredentialField[] = [
    {
      name: 'apiKey',
      label: 'API Key',
      secret: true,
      hint: `Created in Porkbun's API Access page (${KEYS_PAGE}); starts with pk1_.`,
    },
    {
      name: 'secretApiKey',
      label: 'Secret API Key',
      secret: true,
      hint: 'Shown once, next to the API Key, when the key is created; starts with sk1_.',
    },
  ];

  constructor(private readonly apiUrl: string) {}

  async test(credentials: RegistrarCredentials, deadline: Deadline): Promise<void> {
    await this.command('/ping', credentials, {}, deadline);
  }

  async listDomains(
    credentials: RegistrarCredentials,
    cursor: string | null,
    deadline: Deadline,
  ): Promise<RegistrarDomainPage> {
    const start = offsetOf(cursor);
    // `start` travels as a string, as in Porkbun's own example; labels are not needed.
    const answer = await this.command(
      '/domain/listAll',
      credentials,
      { start: String(start) },
      deadline,
    );
    const entries = answer.domains;
    if (!Array.isArray(entries))
      throw new RegistrarError('bad-answer', 'Porkbun answered without a list of domains.');
    const domains = entries.map(domainOf).filter((domain) => domain !== null);
    // A full chunk may be followed by another; a shorter one is the end of the account.
    const next = entries.length >= CHUNK ? String(start + entries.length) : null;
    return { domains, next };
  }

  /** One command: the answer's fields when Porkbun says SUCCESS, RegistrarError otherwise. */
  private async command(
    path: string,
    credentials: RegistrarCredentials,
    fields: Record<string, string>,
    deadline: Deadline,
  ): Promise<Record<string, unknown>> {
    const keys = keysOf(credentials);
    const answer = await registrarRequest(
      LABEL,
      `${this.apiUrl.replace(/\/+$/, '')}${path}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ ...fields, apikey: keys.apiKey, secretapikey: keys.secretApiKey }),
      },
      deadline,
    );
    return successOf(answer, keys);
  }
}

/** The key pair, or 'credentials' before anything is sent when a part is missing. */
function keysOf(credentials: RegistrarCredentials): { apiKey: string; secretApiKey: string } {
  const apiKey = credentials.apiKey;
  const secretApiKey = credentials.secretApiKey;
  // Porkbun answers some commands without any key at all, so an empty key must not reach it.
  if (typeof apiKey !== 'string' || apiKey.trim() === '')
    throw new RegistrarError('credentials', 'The Porkbun API Key is missing.');
  if (typeof secretApiKey !== 'string' || secretApiKey.trim() === '')
    throw new RegistrarError('credentials', 'The Porkbun Secret API Key is missing.');
  return { apiKey: apiKey.trim(), secretApiKey: secretApiKey.trim() };
}

/** The offset a cursor stands for: the cursors this connector hands out are decimal offsets. */
function offsetOf(cursor: string | null): number {
  if (cursor === null) return 0;
  if (!/^\d{1,9}$/.test(cursor))
    throw new RegistrarError('bad-answer', 'The Porkbun paging cursor is not one we issued.');
  return Number(cursor);
}

/** The answer's fields when it is Porkbun's SUCCESS, or the RegistrarError it amounts to. */
function successOf(
  answer: CheckedResponse,
  keys: { apiKey: string; secretApiKey: string },
): Record<string, unknown> {
  // A server error comes from openresty in front of the API as an HTML page: nothing to read.
  if (answer.status >= 500)
    throw new RegistrarError(
      'unavailable',
      `Porkbun is not answering properly (HTTP ${answer.status}); the next sync will try again.`,
    );
  if (answer.status === 429) throw rateLimited(answer, parsedOrNull(answer.body));
  const body = jsonOf(LABEL, answer);
  if (!isRecord(body))
    throw new RegistrarError(
      'bad-answer',
      `Porkbun answered with something other than its JSON answer (HTTP ${answer.status}).`,
    );
  if (answer.status === 200 && body.status === 'SUCCESS') return body;
  if (body.status !== 'ERROR' && answer.status === 200)
    throw new RegistrarError('bad-answer', 'Porkbun answered without saying SUCCESS or ERROR.');
  throw errorOf(answer.status, body, keys);
}

/** The RegistrarError for Porkbun's ERROR answer (or a 4xx), by its code and then its wording. */
function errorOf(
  status: number,
  body: Record<string, unknown>,
  keys: { apiKey: string; secretApiKey: string },
): RegistrarError {
  const code = typeof body.code === 'string' ? body.code : '';
  const message = typeof body.message === 'string' ? body.message : '';
  if (code === 'RATE_LIMIT_EXCEEDED' || /rate limit/i.test(message))
    return rateLimitedBy(body, null);
  if (REFUSED_KEY_CODES.has(code) || /invalid api key|require an api key/i.test(message))
    return new RegistrarError('credentials', REFUSED_KEYS_MESSAGE);
  if (code === 'IP_NOT_ALLOWED')
    return new RegistrarError(
      'credentials',
      `Porkbun refused this server's address for the API key. In Porkbun's API Access page ` +
        `(${KEYS_PAGE}), allow the server's IP address for this key, or lift its IP restriction.`,
    );
  if (code === 'DOMAIN_NOT_ALLOWED' || /opted in to api access/i.test(message))
    return new RegistrarError(
      'credentials',
      'Porkbun says API access is off for these domains. Turn on "API Access" for each domain ' +
        "in Porkbun's Domain Management (the domain's Details), or opt in all domains at once " +
        `in the account's API settings (${KEYS_PAGE}).`,
    );
  const said = message ? `: ${quoted(message, keys)}` : '';
  if (status === 401 || status === 403)
    return new RegistrarError(
      'credentials',
      `Porkbun refused the request${said}. Check the API key in Porkbun's API Access page ` +
        `(${KEYS_PAGE}).`,
    );
  return new RegistrarError(
    'bad-answer',
    `Porkbun answered with an error (HTTP ${status})${said}.`,
  );
}

/** The 429 answer: Porkbun puts the wait in `ttlRemaining` (seconds), not in Retry-After. */
function rateLimited(answer: CheckedResponse, body: unknown): RegistrarError {
  const header = answer.headers['retry-after'];
  return rateLimitedBy(
    isRecord(body) ? body : {},
    (Array.isArray(header) ? header[0] : header) ?? null,
  );
}

function rateLimitedBy(body: Record<string, unknown>, retryAfter: string | null): RegistrarError {
  const said = retryAfter ?? body.ttlRemaining;
  return new RegistrarError(
    'rate-limited',
    'Porkbun asked us to slow down; the sync will try again later.',
    said === undefined || said === null || said === '' ? null : retryAfterMs(said),
  );
}

/** One listed domain, or null for an entry without a usable name. */
function domainOf(entry: unknown): RegistrarDomain | null {
  if (!isRecord(entry) || typeof entry.domain !== 'string') return null;
  const name = entry.domain.trim().toLowerCase();
  if (name === '' || /\s/.test(name)) return null;
  return {
    name,
    // "2023-08-20 17:52:51": Porkbun's calendar day, kept as written.
    expiration: calendarDateOf(entry.expireDate),
    autoRenew: flagOf(entry.autoRenew),
    locked: flagOf(entry.securityLock),
  };
}

/** Porkbun's flags are 1/0 as numbers in some fields and "1"/"0" as strings in others. */
function flagOf(value: unknown): boolean | null {
  if (value === true || value === 1) return true;
  if (value === false || value === 0) return false;
  if (typeof value !== 'string') return null;
  const text = value.trim().toLowerCase();
  if (text === '1' || text === 'yes' || text === 'true' || text === 'on') return true;
  if (text === '0' || text === 'no' || text === 'false' || text === 'off') return false;
  return null;
}

/** Porkbun's own message, shortened and with any credential cut out, to show the owner. */
function quoted(message: string, keys: { apiKey: string; secretApiKey: string }): string {
  let text = message.replace(/\s+/g, ' ').trim();
  for (const key of [keys.apiKey, keys.secretApiKey])
    if (key.length > 0) text = text.split(key).join('[key]');
  return text.length > 200 ? `${text.slice(0, 200)}…` : text;
}

function parsedOrNull(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
