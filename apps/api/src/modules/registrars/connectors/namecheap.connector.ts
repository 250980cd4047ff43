import { domainToASCII } from 'node:url';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { CheckedResponse } from '../../../common/outbound/checked-request';
import type { Deadline } from '../../../common/outbound/deadline';
import { calendarDateOf, registrarRequest, retryAfterMs } from './connector-http';
import {
  RegistrarError,
  type CredentialField,
  type RegistrarConnector,
  type RegistrarCredentials,
  type RegistrarDomain,
  type RegistrarDomainPage,
} from './registrar-connector';

const LABEL = 'Namecheap';
const GET_LIST = 'namecheap.domains.getList';
/** namecheap.domains.getList takes 10 to 100 domains a page. */
const PAGE_SIZE = 100;
const TEST_PAGE_SIZE = 10;
/**
 * Namecheap's quotas are per minute (then per hour and per day), and its rate-limit answer
 * carries no wait: without a Retry-After, waiting out the minute is the shortest safe pause.
 */
const DEFAULT_RATE_LIMIT_WAIT_MS = 60_000;
const WHERE_TO_LOOK = 'Profile → Tools → Business & Dev Tools → Namecheap API Access';

/**
 * Namecheap's error numbers read as category, kind, parameter (1011150: authentication, invalid,
 * RequestIP). Those that say the credentials, the account or the whitelisted address were
 * refused, from its table of global errors and what it answers a wrong key.
 */
const KEY_REFUSED = new Set([
  '1010101', // APIUser missing
  '1010102', // APIKey missing
  '1011102', // API Key is invalid or API access has not been enabled
  '1017101', // ApiUser disabled or locked
  '1019103', // UserName not available
  '1016103', // UserName unauthorized
  '1017103', // UserName disabled or locked
  '1017410', // too many declined payments
  '1017411', // too many login attempts
  '1030408', // unsupported authentication type
]);
const ADDRESS_REFUSED = new Set([
  '1010105', // ClientIP missing
  '1011105', // ClientIP missing
  '1011150', // RequestIP invalid ("Invalid request IP: …"): not whitelisted
  '1017150', // RequestIP disabled or locked
  '1017105', // ClientIP disabled or locked
]);
/** A registrable name in ASCII: labels of letters, digits and hyphens, at least two. */
const HOST_NAME = /^(?!-)[a-z0-9-]{1,63}(?<!-)(\.(?!-)[a-z0-9-]{1,63}(?<!-))+$/;
/** "Too many requests", as Namecheap has been seen answering a throttled call with HTTP 200. */
const TOO_MANY_REQUESTS = '500000';

/**
 * Entity expansion is off (a DOCTYPE cannot inflate the answer), every value stays the text it
 * was (no number guessing), and Domain and Error are always lists, whatever their count.
 */
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  processEntities: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
  isArray: (name) => name === 'Domain' || name === 'Error',
});

type XmlNode = Record<string, unknown>;

const isNode = (value: unknown): value is XmlNode =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A child element that may be self-closing: `<X />` parses as '' and counts as an empty node. */
function child(node: XmlNode, name: string): XmlNode | null {
  const value = node[name];
  if (value === '') return {};
  return isNode(value) ? value : null;
}

/** A leaf's text (or an attribute's), or null when it is absent or not text. */
function text(node: XmlNode, name: string): string | null {
  const value = node[name];
  if (typeof value === 'string') return value.trim();
  return null;
}

/** The five XML predefined entities, the only ones a Namecheap answer can hold. */
function decodeEntities(value: string): string {
  return value.replace(/&(lt|gt|quot|apos|amp);/g, (_match, name: string) => {
    const entities: Record<string, string> = { lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' };
    return entities[name] ?? '';
  });
}

const badAnswer = (what: string) =>
  new RegistrarError('bad-answer', `${LABEL} answered with ${what}.`);

/**
 * Namecheap's XML API (namecheap.domains.getList). The credentials travel in a form body, never
 * in the URL: Namecheap's API key is a password, and a URL ends up in proxy logs and error
 * reports. Namecheap takes the same parameters by GET or POST; its own SDK posts them.
 */
export class NamecheapConnector implements RegistrarConnector {
  readonly registrar = 'namecheap' as const;
  readonly label = LABEL;
  readonly credentialFields: readonly CredentialField[] = [
    {
      name: 'apiUser',
      label: 'API User',
      secret: false,
      hint: `Your Namecheap username, as shown in ${WHERE_TO_LOOK}.`,
    },
    {
      name: 'apiKey',
      label: 'API Key',
      secret: true,
      hint: `The key shown in ${WHERE_TO_LOOK} once API access is on.`,
    },
    {
      name: 'clientIp',
      label: 'Whitelisted IP',
      secret: false,
      hint: `Domainfolio's server address (IPv4), which you added to the whitelisted IPs in ${WHERE_TO_LOOK}.`,
    },
  ];

  constructor(private readonly apiUrl: string) {}

  async test(credentials: RegistrarCredentials, deadline: Deadline): Promise<void> {
    // The smallest page of the list: authenticated, read-only, and checks the answer's shape.
    await this.getList(credentials, 1, TEST_PAGE_SIZE, deadline);
  }

  async listDomains(
    credentials: RegistrarCredentials,
    cursor: string | null,
    deadline: Deadline,
  ): Promise<RegistrarDomainPage> {
    const page = cursor === null ? 1 : pageOf(cursor);
    const answer = await this.getList(credentials, page, PAGE_SIZE, deadline);
    // An empty page ends the walk even if TotalItems says otherwise, so a wrong count cannot
    // send the sync through pages that never come.
    const more = answer.domainCount > 0 && page * PAGE_SIZE < answer.totalItems;
    return { domains: answer.domains, next: more ? String(page + 1) : null };
  }

  private async getList(
    credentials: RegistrarCredentials,
    page: number,
    pageSize: number,
    deadline: Deadline,
  ): Promise<{ domains: RegistrarDomain[]; domainCount: number; totalItems: number }> {
    const { apiUser, apiKey, clientIp } = credentialsOf(credentials);
    const body = new URLSearchParams({
      ApiUser: apiUser,
      ApiKey: apiKey,
      UserName: apiUser,
      ClientIp: clientIp,
      Command: GET_LIST,
      ListType: 'ALL',
      // A fixed order keeps the pages from shuffling between two requests.
      SortBy: 'NAME',
      Page: String(page),
      PageSize: String(pageSize),
    }).toString();
    const answer = await registrarRequest(
      LABEL,
      this.apiUrl,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/xml' },
        body,
      },
      deadline,
    );
    const response = commandResponseOf(answer);

    const result = response['DomainGetListResult'] === '' ? {} : response['DomainGetListResult'];
    if (!isNode(result)) throw badAnswer('no domain list');
    const paging = child(response, 'Paging');
    const totalItems = paging ? count(text(paging, 'TotalItems')) : null;
    if (totalItems === null) throw badAnswer('a domain list without its paging');

    const entries = result['Domain'] ?? [];
    if (!Array.isArray(entries)) throw badAnswer('a domain list that is not a list');
    const domains: RegistrarDomain[] = [];
    for (const entry of entries) {
      const domain = isNode(entry) ? domainOf(entry) : null;
      if (domain) domains.push(domain);
    }
    return { domains, domainCount: entries.length, totalItems };
  }
}

/** The three credentials as non-empty text, or 'credentials' before anything is sent. */
function credentialsOf(credentials: RegistrarCredentials) {
  const value = (name: string) => {
    const given = credentials[name];
    return typeof given === 'string' ? given.trim() : '';
  };
  const apiUser = value('apiUser');
  const apiKey = value('apiKey');
  const clientIp = value('clientIp');
  if (!apiUser || !apiKey || !clientIp)
    throw new RegistrarError(
      'credentials',
      `${LABEL} needs the API user, the API key and the whitelisted IP from ${WHERE_TO_LOOK}.`,
    );
  return { apiUser, apiKey, clientIp };
}

/** The page a cursor we wrote stands for. */
function pageOf(cursor: string): number {
  if (!/^[1-9]\d{0,6}$/.test(cursor))
    throw new RegistrarError(
      'bad-answer',
      `${LABEL}: the saved position in the list is not valid.`,
    );
  return Number(cursor);
}

/** A non-negative integer from text, or null. */
function count(value: string | null): number | null {
  return value !== null && /^\d{1,9}$/.test(value) ? Number(value) : null;
}

/**
 * The CommandResponse of a Status="OK" answer. Every other answer becomes the RegistrarError it
 * means: Namecheap reports refused credentials and most failures as HTTP 200 with
 * Status="ERROR", and signals its rate limit with HTTP 405.
 */
function commandResponseOf(answer: CheckedResponse): XmlNode {
  if (answer.status === 405 || answer.status === 429) {
    const header = answer.headers['retry-after'];
    const asked = typeof header === 'string' && header.trim() !== '' ? retryAfterMs(header) : null;
    throw new RegistrarError(
      'rate-limited',
      `${LABEL} asked us to slow down.`,
      asked ?? DEFAULT_RATE_LIMIT_WAIT_MS,
    );
  }
  if (answer.status >= 500)
    throw new RegistrarError('unavailable', `${LABEL} failed to answer (HTTP ${answer.status}).`);
  if (answer.status !== 200) throw badAnswer(`an unexpected HTTP ${answer.status}`);

  let document: unknown;
  try {
    if (XMLValidator.validate(answer.body) !== true) throw new Error('not well-formed');
    document = parser.parse(answer.body);
  } catch {
    // The parser's own message may quote the answer: it is not passed on.
    throw badAnswer('something that is not XML');
  }
  const root = isNode(document) ? child(document, 'ApiResponse') : null;
  const status = root ? text(root, '@_Status') : null;
  if (!root || status === null) throw badAnswer('something that is not an API answer');

  if (status.toUpperCase() === 'ERROR') throw errorOf(root);
  if (status.toUpperCase() !== 'OK') throw badAnswer('an unknown status');
  const response = child(root, 'CommandResponse');
  if (!response) throw badAnswer('no command response');
  return response;
}

/** The RegistrarError for a Status="ERROR" answer, from its first error's number. */
function errorOf(root: XmlNode): RegistrarError {
  const errors = child(root, 'Errors');
  const list = errors && Array.isArray(errors['Error']) ? errors['Error'] : [];
  const numbers = list
    .map((error) => (isNode(error) ? text(error, '@_Number') : null))
    .filter((number): number is string => number !== null && /^\d{1,9}$/.test(number));
  // Namecheap's own wording is not repeated: "Invalid request IP: …" quotes a credential.
  if (numbers.some((number) => ADDRESS_REFUSED.has(number)))
    return new RegistrarError(
      'credentials',
      `${LABEL} refused the request's address: in ${WHERE_TO_LOOK}, check that Domainfolio's server IP is whitelisted and that it is the IP entered here.`,
    );
  if (numbers.some((number) => KEY_REFUSED.has(number)))
    return new RegistrarError(
      'credentials',
      `${LABEL} refused the API key: in ${WHERE_TO_LOOK}, check that API access is on and that the API user and key match what is shown there.`,
    );
  if (numbers.includes(TOO_MANY_REQUESTS))
    return new RegistrarError(
      'rate-limited',
      `${LABEL} asked us to slow down.`,
      DEFAULT_RATE_LIMIT_WAIT_MS,
    );
  const [number] = numbers;
  // 3xxxxxx: a failure at Namecheap's upstream provider; 5xxxxxx: "Unknown exceptions"; and
  // 1050900 is an unknown error while validating the user: all Namecheap's side, all passing.
  if (number && (/^[35]\d{6}$/.test(number) || number === '1050900'))
    return new RegistrarError('unavailable', `${LABEL} failed to answer (error ${number}).`);
  return badAnswer(number ? `error ${number}` : 'an error without a number');
}

/** A domain from a <Domain> element, or null when it has no usable name. */
function domainOf(entry: XmlNode): RegistrarDomain | null {
  const raw = text(entry, '@_Name');
  if (!raw) return null;
  // An internationalized name is kept as punycode; anything that is no host name is skipped.
  const name = domainToASCII(decodeEntities(raw).toLowerCase());
  if (!HOST_NAME.test(name)) return null;
  return {
    name,
    expiration: expirationOf(text(entry, '@_Expires')),
    autoRenew: booleanOf(text(entry, '@_AutoRenew')),
    locked: booleanOf(text(entry, '@_IsLocked')),
  };
}

/**
 * Namecheap writes dates as MM/DD/YYYY. They are read by hand: Date would take them as local
 * time, and a server east of UTC would then store the day before.
 */
function expirationOf(value: string | null): string | null {
  if (value === null) return null;
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value);
  if (!us) return calendarDateOf(value);
  const [month, day, year] = [Number(us[1]), Number(us[2]), Number(us[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

/** "true"/"false" in any case, else null. */
function booleanOf(value: string | null): boolean | null {
  const lower = value?.toLowerCase();
  return lower === 'true' ? true : lower === 'false' ? false : null;
}
