'use strict';
// A local stand-in for GoDaddy's Domains API, the part a portfolio sync reads (fixtures and the
// pages they come from: fixtures/godaddy/README.md):
//
//   GET /v1/domains                       Authorization: sso-key <API key>:<API secret>
//       ?limit=1..1000                    (absent: every domain after the marker)
//       &marker=<domain>                  the page starts after this domain name
//       &statuses=ACTIVE,…                only domains whose status is in the set
//       &includes=authCode,contacts,nameServers
//       &statusGroups, &modifiedDate      accepted, not applied (see the README)
//   → 200 an array of DomainSummary, in name order: {"createdAt","domain","domainId" (number),
//     "expirationProtected","expires","exposeWhois","holdRegistrar","locked","nameServers"
//     (null unless included),"privacy","renewAuto","renewDeadline","renewable","status",
//     "transferAwayEligibleAt","transferProtected"}, plus "authCode" and "contact*" when included
//
// Errors are GoDaddy's {"code","message","fields"?}: 401 MALFORMED_CREDENTIALS without a
// well-formed sso-key header, 401 UNABLE_TO_AUTHENTICATE for an unknown or revoked key or a wrong
// secret, 403 ACCESS_DENIED for an account GoDaddy keeps out of its Domains API (restrictAccess),
// 422 for a limit outside 1..1000, 404 for any other route; rateLimitNext(s) answers 429
// {"code":"TOO_MANY_REQUESTS","message",…,"retryAfterSec":s} (GoDaddy's ErrorLimit: the wait is
// in the body, no Retry-After header), failNext(status) the documented body for that status.
const { ReceivingServer } = require('./webhook-receiver.cjs');
const ERRORS = require('./fixtures/godaddy/errors.json');

const MAX_LIMIT = 1000;
/** GoDaddy's own name servers, what a domain registered there points at until changed. */
const DEFAULT_NAME_SERVERS = ['ns01.domaincontrol.com', 'ns02.domaincontrol.com'];
const DAY_MS = 24 * 60 * 60 * 1000;
/** The first domainId the fake hands out (the recorded answer's id, fixtures/godaddy). */
const FIRST_DOMAIN_ID = 1002111;

/** The error body for an injected status: GoDaddy's own where one is documented for it. */
function errorFor(status) {
  if (status === 401) return ERRORS.unableToAuthenticate;
  if (status === 403) return ERRORS.accessDenied;
  if (status === 404) return ERRORS.notFound;
  if (status === 422) return ERRORS.limitInvalid;
  if (status === 429) return { ...ERRORS.tooManyRequests, retryAfterSec: 60 };
  if (status === 504) return { code: 'GATEWAY_TIMEOUT', message: 'Gateway timeout' };
  if (status >= 500) return ERRORS.internalServerError;
  return { code: 'BAD_REQUEST', message: 'Request was malformed' };
}

/** The values of a list parameter, given comma-separated (as documented) or repeated. */
function listParam(url, name) {
  return url.searchParams
    .getAll(name)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean);
}

/** `sso-key <key>:<secret>` as { key, secret }, or null when the header is not that shape. */
function parseAuthorization(header) {
  if (typeof header !== 'string') return null;
  const match = /^sso-key ([^:\s]+):(\S+)$/.exec(header.trim());
  return match ? { key: match[1], secret: match[2] } : null;
}

const isoAt = (ms) => new Date(ms).toISOString();

class FakeGoDaddy extends ReceivingServer {
  constructor() {
    super();
    /** Accounts by API key: { secret, domains, revoked, restricted }. */
    this.accounts = new Map();
    this.nextDomainId = FIRST_DOMAIN_ID;
  }

  /** The value for GODADDY_API_URL: GoDaddy's paths (/v1/…) start at the host's root. */
  get apiUrl() {
    return this.baseUrl;
  }

  /**
   * An account reachable with `{ apiKey, apiSecret }` holding `domains` ({ name, expiration
   * 'YYYY-MM-DD', autoRenew, locked, status? }): every other field GoDaddy sends is derived.
   * Adding an account under a key already known replaces it.
   */
  addAccount(credentials, domains) {
    const { apiKey, apiSecret } = credentials ?? {};
    if (typeof apiKey !== 'string' || !/^[^:\s]+$/.test(apiKey))
      throw new Error('addAccount: apiKey must be a non-empty string without ":" or spaces');
    if (typeof apiSecret !== 'string' || !/^\S+$/.test(apiSecret))
      throw new Error('addAccount: apiSecret must be a non-empty string without spaces');
    const summaries = domains.map((domain) => this.summaryOf(domain));
    summaries.sort((a, b) => compareNames(a.domain, b.domain));
    this.accounts.set(apiKey, {
      secret: apiSecret,
      domains: summaries,
      revoked: false,
      restricted: false,
    });
  }

  /** Later calls with this key are refused as a deleted key is: 401 UNABLE_TO_AUTHENTICATE. */
  revoke(credentials) {
    this.account(credentials).revoked = true;
  }

  /**
   * Later calls with this key authenticate but get 403 ACCESS_DENIED, as an account GoDaddy's
   * 2024 access rules keep out of the Domains API (fewer than 10 domains, no Discount Domain Club).
   */
  restrictAccess(credentials) {
    this.account(credentials).restricted = true;
  }

  reset() {
    super.reset();
    this.accounts.clear();
    this.nextDomainId = FIRST_DOMAIN_ID;
  }

  account(credentials) {
    const account = this.accounts.get(credentials?.apiKey);
    if (!account) throw new Error(`No account with the API key ${credentials?.apiKey}`);
    return account;
  }

  /** A DomainSummary as GoDaddy lists it, from the few facts a test gives. */
  summaryOf(domain) {
    if (typeof domain?.name !== 'string' || domain.name === '')
      throw new Error('A domain needs a name');
    if (!/^\d{4}-\d{2}-\d{2}$/.test(domain.expiration ?? ''))
      throw new Error(`${domain.name}: expiration must be YYYY-MM-DD`);
    // The recorded answer expires at the last second of its day, UTC.
    const expires = Date.parse(`${domain.expiration}T23:59:59.000Z`);
    // Registered a year before it expires, at an ordinary time of day.
    const createdAt = expires - 365 * DAY_MS - 10 * 60 * 60 * 1000 - 48 * 60 * 1000;
    const status = domain.status ?? 'ACTIVE';
    return {
      createdAt: isoAt(createdAt),
      domain: domain.name,
      domainId: this.nextDomainId++,
      expirationProtected: false,
      expires: isoAt(expires),
      exposeWhois: false,
      holdRegistrar: false,
      locked: Boolean(domain.locked),
      nameServers: null,
      privacy: false,
      renewAuto: Boolean(domain.autoRenew),
      renewDeadline: isoAt(expires + 30 * DAY_MS),
      renewable: status === 'ACTIVE',
      status,
      // ICANN keeps a new registration from transferring away for 60 days.
      transferAwayEligibleAt: isoAt(createdAt + 60 * DAY_MS),
      transferProtected: false,
    };
  }

  receive(req, res, request, raw, url) {
    const reply = (status, body) => ReceivingServer.json(res, status, body);
    const injected = this.nextInjection();
    if (injected) {
      if (injected.kind === 'rate-limit')
        return reply(429, { ...ERRORS.tooManyRequests, retryAfterSec: injected.retryAfter });
      return reply(injected.status, errorFor(injected.status));
    }
    if (request.method !== 'GET' || request.path.replace(/\/+$/, '') !== '/v1/domains')
      return reply(404, ERRORS.notFound);

    const credentials = parseAuthorization(request.headers.authorization);
    if (!credentials) return reply(401, ERRORS.malformedCredentials);
    const account = this.accounts.get(credentials.key);
    if (!account || account.revoked || account.secret !== credentials.secret)
      return reply(401, ERRORS.unableToAuthenticate);
    if (account.restricted) return reply(403, ERRORS.accessDenied);

    let limit = null;
    if (url.searchParams.has('limit')) {
      const text = url.searchParams.get('limit');
      limit = /^\d+$/.test(text) ? Number(text) : NaN;
      if (!(limit >= 1 && limit <= MAX_LIMIT)) return reply(422, ERRORS.limitInvalid);
    }
    const marker = url.searchParams.get('marker') || null;
    const statuses = listParam(url, 'statuses');
    const includes = new Set(listParam(url, 'includes'));

    let domains = account.domains;
    if (marker !== null) domains = domains.filter((d) => compareNames(d.domain, marker) > 0);
    if (statuses.length > 0) domains = domains.filter((d) => statuses.includes(d.status));
    if (limit !== null) domains = domains.slice(0, limit);
    reply(
      200,
      domains.map((summary) => withIncludes(summary, includes)),
    );
  }
}

/** GoDaddy orders domains by name; the marker is compared the same way, case aside. */
function compareNames(a, b) {
  const left = a.toLowerCase();
  const right = b.toLowerCase();
  return left < right ? -1 : left > right ? 1 : 0;
}

/** The summary with what `includes` asked for filled in. */
function withIncludes(summary, includes) {
  const answer = { ...summary };
  if (includes.has('nameServers')) answer.nameServers = [...DEFAULT_NAME_SERVERS];
  if (includes.has('authCode')) answer.authCode = `Gd${String(summary.domainId)}!x9`;
  if (includes.has('contacts')) {
    const contact = contactFor(summary.domain);
    answer.contactAdmin = contact;
    answer.contactBilling = contact;
    answer.contactRegistrant = contact;
    answer.contactTech = contact;
  }
  return answer;
}

/** A Contact as GoDaddy's schema shapes it, the same for every role. */
function contactFor(domain) {
  return {
    addressMailing: {
      address1: '1 Example Street',
      city: 'Anytown',
      country: 'US',
      postalCode: '85001',
      state: 'Arizona',
    },
    email: `hostmaster@${domain.toLowerCase()}`,
    nameFirst: 'Domain',
    nameLast: 'Owner',
    organization: '',
    phone: '+1.5555550100',
  };
}

module.exports = { FakeGoDaddy };
