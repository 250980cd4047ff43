'use strict';
// A local stand-in for Namecheap's XML API, as far as a domain list goes (fixtures and the pages
// they come from: fixtures/namecheap/README.md):
//
//   GET  /xml.response?ApiUser=…&ApiKey=…&UserName=…&ClientIp=…&Command=namecheap.domains.getList
//   POST /xml.response   the same parameters as an application/x-www-form-urlencoded body
//        (parameter names and the command are read case-insensitively, as Namecheap's own
//        examples mix "ApiUser" and "apiuser")
//        getList: ListType ALL|EXPIRING|EXPIRED, SearchTerm, Page (from 1), PageSize (10-100,
//        default 20), SortBy NAME|NAME_DESC|EXPIREDATE|EXPIREDATE_DESC|CREATEDATE|CREATEDATE_DESC
//   → 200 <ApiResponse Status="OK"> … <DomainGetListResult><Domain ID Name User Created Expires
//     IsExpired IsLocked AutoRenew WhoisGuard IsPremium IsOurDNS/>…</DomainGetListResult>
//     <Paging><TotalItems/><CurrentPage/><PageSize/></Paging> … (dates MM/DD/YYYY)
//
// Namecheap answers its errors with HTTP 200 and <ApiResponse Status="ERROR"><Errors><Error
// Number="…">…</Error></Errors>: 1010101/1010102/1010104/1010105 for a missing ApiUser, ApiKey,
// Command or ClientIp (the documented global codes and wording), 1011102 "API Key is invalid or
// API access has not been enabled" for an unknown user, a wrong key or a revoked one, 1011150
// "Invalid request IP: <ip>" for a ClientIp that is not the account's whitelisted address
// (both as Namecheap is recorded answering them). After rateLimitNext() it answers HTTP 405, the
// status Namecheap's own SDK treats as its rate-limit signal (with a Retry-After the fake adds); apiErrorNext() queues any
// Status="ERROR" answer (500000 "Too many requests", 5050169 "Unknown exceptions", …).
const { STATUS_CODES } = require('node:http');
const { ReceivingServer } = require('./webhook-receiver.cjs');
const ERRORS = require('./fixtures/namecheap/errors.json');

const PATH = '/xml.response';
const GET_LIST = 'namecheap.domains.getlist';
const PAGE_SIZE = { min: 10, max: 100, default: 20 };
const SORTS = [
  'NAME',
  'NAME_DESC',
  'EXPIREDATE',
  'EXPIREDATE_DESC',
  'CREATEDATE',
  'CREATEDATE_DESC',
];
const LIST_TYPES = ['ALL', 'EXPIRING', 'EXPIRED'];
/** What the fake calls "expiring" (Namecheap does not say): within the next 30 days. */
const EXPIRING_DAYS = 30;
/** The first domain ID handed out; Namecheap's IDs are plain integers. */
const FIRST_ID = 677625;
const DAY_MS = 24 * 60 * 60 * 1000;

const escapeXml = (value) =>
  String(value)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

/** YYYY-MM-DD as Namecheap writes dates: MM/DD/YYYY. */
const namecheapDate = (isoDate) => {
  const [year, month, day] = isoDate.split('-');
  return `${month}/${day}/${year}`;
};

const today = () => new Date().toISOString().slice(0, 10);

/** The date one year before an ISO date (the fake's registration date for a domain). */
const yearBefore = (isoDate) => {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() - 1);
  return date.toISOString().slice(0, 10);
};

/**
 * The envelope every answer shares, in the order recorded from Namecheap's servers: Errors,
 * Warnings, RequestedCommand (the command as sent, lower-cased), CommandResponse on success,
 * then Server, GMTTimeDifference and ExecutionTime.
 */
function envelope(status, requestedCommand, errors, commandResponse = []) {
  const command = requestedCommand
    ? `<RequestedCommand>${escapeXml(requestedCommand)}</RequestedCommand>`
    : '<RequestedCommand />';
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<ApiResponse Status="${status}" xmlns="http://api.namecheap.com/xml.response">`,
    ...[
      ...errors,
      '<Warnings />',
      command,
      ...commandResponse,
      '<Server>PHX01APIEXT03</Server>',
      '<GMTTimeDifference>--4:00</GMTTimeDifference>',
      '<ExecutionTime>0.011</ExecutionTime>',
    ].map((line) => `  ${line}`),
    '</ApiResponse>',
  ].join('\n');
}

/** A Status="ERROR" answer carrying one error. */
function errorXml(number, message, requestedCommand = null) {
  return envelope('ERROR', requestedCommand, [
    '<Errors>',
    `  <Error Number="${escapeXml(number)}">${escapeXml(message)}</Error>`,
    '</Errors>',
  ]);
}

class NamecheapError extends Error {
  constructor(number, message, requestedCommand = null) {
    super(message);
    this.number = number;
    this.requestedCommand = requestedCommand;
  }
}

const validDate = (value) =>
  typeof value === 'string' &&
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  !Number.isNaN(new Date(`${value}T00:00:00Z`).getTime());

class FakeNamecheap extends ReceivingServer {
  constructor() {
    super();
    /** Accounts by ApiUser: { apiUser, apiKey, clientIp, revoked, domains: [...] }. */
    this.accounts = new Map();
    this.nextId = FIRST_ID;
  }

  /** The value for NAMECHEAP_API_URL (the production default is https://api.namecheap.com/xml.response). */
  get apiUrl() {
    return `${this.baseUrl}${PATH}`;
  }

  /**
   * An account whose API access is on, with `credentials` { apiUser, apiKey, clientIp } (the
   * address it whitelisted) and its domains { name, expiration: YYYY-MM-DD, autoRenew, locked }.
   * Adding an account again under the same apiUser replaces it.
   */
  addAccount(credentials, domains) {
    const { apiUser, apiKey, clientIp } = credentials ?? {};
    for (const [field, value] of Object.entries({ apiUser, apiKey, clientIp }))
      if (typeof value !== 'string' || value === '')
        throw new Error(
          `FakeNamecheap.addAccount: credentials.${field} must be a non-empty string`,
        );
    const kept = (domains ?? []).map((domain) => {
      if (typeof domain?.name !== 'string' || !validDate(domain.expiration))
        throw new Error(`FakeNamecheap.addAccount: bad domain ${JSON.stringify(domain)}`);
      const created = yearBefore(domain.expiration);
      return {
        id: this.nextId++,
        name: domain.name,
        expiration: domain.expiration,
        created,
        autoRenew: Boolean(domain.autoRenew),
        locked: Boolean(domain.locked),
      };
    });
    this.accounts.set(apiUser, { apiUser, apiKey, clientIp, revoked: false, domains: kept });
  }

  /** Later calls with this key are refused as a key that was reset or whose API access was turned off. */
  revoke(credentials) {
    const account = this.accounts.get(credentials?.apiUser);
    if (account && account.apiKey === credentials.apiKey) account.revoked = true;
  }

  /**
   * The next `count` requests get HTTP 200 with <ApiResponse Status="ERROR"> carrying this
   * error, whatever they asked (e.g. 500000 "Too many requests", 5050169 "Unknown exceptions").
   */
  apiErrorNext(number, message, count = 1) {
    this.inject({ kind: 'api-error', number: String(number), message: String(message) }, count);
  }

  reset() {
    super.reset();
    this.accounts.clear();
    this.nextId = FIRST_ID;
  }

  receive(req, res, request) {
    const xml = (body) =>
      res.writeHead(200, { 'content-type': 'text/xml; charset=utf-8' }).end(body);
    const injected = this.nextInjection();
    if (injected?.kind === 'rate-limit')
      // Namecheap signals its rate limit with 405 and documents no body nor header for it; the
      // fake sends Retry-After so a test can tell the wait it asked for (README: "Chosen").
      return html(res, 405, 'Method Not Allowed', {
        'retry-after': String(injected.retryAfter),
      });
    if (injected?.kind === 'fail') return html(res, injected.status, statusText(injected.status));
    if (injected?.kind === 'api-error') return xml(errorXml(injected.number, injected.message));

    if (request.path.toLowerCase() !== PATH) return html(res, 404, 'Not Found');
    if (request.method !== 'GET' && request.method !== 'POST')
      return html(res, 405, 'Method Not Allowed', { allow: 'GET, POST' });

    try {
      const params = readParams(request);
      const command = this.authorize(params);
      if (command !== GET_LIST)
        throw new NamecheapError('0', `Unknown command: ${params.command}`, command);
      xml(this.getList(params, command));
    } catch (error) {
      if (!(error instanceof NamecheapError)) throw error;
      xml(errorXml(error.number, error.message, error.requestedCommand));
    }
  }

  /** The global parameters' checks, in the order Namecheap's error table lists them. */
  authorize(params) {
    const missing = (number) => new NamecheapError(number, ERRORS.global[number]);
    if (!params.apiuser) throw missing('1010101');
    if (!params.command) throw missing('1010104');
    if (!params.apikey) throw missing('1010102');
    if (!params.clientip) throw missing('1010105');
    const account = this.accounts.get(params.apiuser);
    // An address off the whitelist is refused whether the key is right or not.
    if (account && params.clientip !== account.clientIp)
      throw new NamecheapError('1011150', `Invalid request IP: ${params.clientip}`);
    if (!account || account.revoked || account.apiKey !== params.apikey)
      throw new NamecheapError('1011102', ERRORS.observed['1011102']);
    // UserName names the account acted on; without reseller sub-accounts it is the ApiUser.
    if (params.username !== account.apiUser)
      throw new NamecheapError('1016103', ERRORS.global['1016103']);
    return params.command.toLowerCase();
  }

  /** namecheap.domains.getList for the authorized account. */
  getList(params, command) {
    const account = this.accounts.get(params.apiuser);
    const invalid = (name) =>
      new NamecheapError('2011000', `Parameter ${name} is invalid`, command);
    const listType = (params.listtype ?? 'ALL').toUpperCase();
    if (!LIST_TYPES.includes(listType)) throw invalid('ListType');
    const sortBy = params.sortby === undefined ? null : params.sortby.toUpperCase();
    if (sortBy !== null && !SORTS.includes(sortBy)) throw invalid('SortBy');
    const page = integer(params.page, 1);
    if (page === null || page < 1) throw invalid('Page');
    const pageSize = integer(params.pagesize, PAGE_SIZE.default);
    if (pageSize === null || pageSize < PAGE_SIZE.min || pageSize > PAGE_SIZE.max)
      throw invalid('PageSize');

    const now = today();
    const soon = new Date(Date.now() + EXPIRING_DAYS * DAY_MS).toISOString().slice(0, 10);
    const term = (params.searchterm ?? '').toLowerCase();
    let domains = account.domains.filter((domain) => {
      if (term && !domain.name.toLowerCase().includes(term)) return false;
      if (listType === 'EXPIRED') return domain.expiration < now;
      if (listType === 'EXPIRING') return domain.expiration >= now && domain.expiration <= soon;
      return true;
    });
    if (sortBy) {
      const [field, descending] = sortBy.split('_');
      const key = { NAME: 'name', EXPIREDATE: 'expiration', CREATEDATE: 'created' }[field];
      domains = [...domains].sort((a, b) =>
        a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : a.id - b.id,
      );
      if (descending) domains.reverse();
    }

    const slice = domains.slice((page - 1) * pageSize, page * pageSize);
    const rows = slice.map(
      (domain) =>
        `    <Domain ID="${domain.id}" Name="${escapeXml(domain.name)}" User="${escapeXml(account.apiUser)}" ` +
        `Created="${namecheapDate(domain.created)}" Expires="${namecheapDate(domain.expiration)}" ` +
        `IsExpired="${domain.expiration < now}" IsLocked="${domain.locked}" AutoRenew="${domain.autoRenew}" ` +
        `WhoisGuard="ENABLED" IsPremium="false" IsOurDNS="true" />`,
    );
    return envelope(
      'OK',
      command,
      ['<Errors />'],
      [
        '<CommandResponse Type="namecheap.domains.getList">',
        ...(rows.length > 0
          ? ['  <DomainGetListResult>', ...rows, '  </DomainGetListResult>']
          : ['  <DomainGetListResult />']),
        '  <Paging>',
        `    <TotalItems>${domains.length}</TotalItems>`,
        `    <CurrentPage>${page}</CurrentPage>`,
        `    <PageSize>${pageSize}</PageSize>`,
        '  </Paging>',
        '</CommandResponse>',
      ],
    );
  }
}

/** The request's parameters, query string and form body together, by lower-case name. */
function readParams(request) {
  const params = {};
  const add = (entries) => {
    for (const [key, value] of entries) params[key.toLowerCase()] = value;
  };
  add(Object.entries(request.query));
  const type = String(request.headers['content-type'] ?? '');
  if (request.method === 'POST' && type.startsWith('application/x-www-form-urlencoded'))
    add(new URLSearchParams(request.body).entries());
  return params;
}

/** A decimal integer parameter, its default when absent, null when it is not one. */
function integer(value, fallback) {
  if (value === undefined || value === '') return fallback;
  return /^\d{1,9}$/.test(value) ? Number(value) : null;
}

function statusText(status) {
  return STATUS_CODES[status] ?? 'Error';
}

/** The small HTML page a web server answers outside the API (Namecheap publishes none). */
function html(res, status, title, headers = {}) {
  res
    .writeHead(status, { 'content-type': 'text/html; charset=utf-8', ...headers })
    .end(
      `<!DOCTYPE html>\n<html><head><title>${status} ${title}</title></head>` +
        `<body><h1>${status} ${title}</h1></body></html>\n`,
    );
}

module.exports = { FakeNamecheap };
