'use strict';
// A local stand-in for Porkbun's JSON API v3, speaking what its documentation publishes
// (fixtures and the pages they come from: fixtures/porkbun/README.md):
//
//   POST /api/json/v3/ping              {"apikey","secretapikey"}
//                                       → {"status":"SUCCESS","yourIp":"<caller's address>"}
//   POST /api/json/v3/domain/listAll    {"apikey","secretapikey","start":"<offset>",
//                                        "includeLabels":"yes"} → {"status":"SUCCESS",
//                                       "domains":[{domain, status, tld, createDate, expireDate,
//                                       securityLock, whoisPrivacy, autoRenew, notLocal,
//                                       labels?}]}, 1000 domains a chunk from `start` (an
//                                       offset, default 0), an empty array past the end
//
// Credentials travel in the JSON body (`apikey`, `secretapikey`); the X-API-Key and
// X-Secret-API-Key headers Porkbun added later are read when the body holds no key. Every error
// is {"status":"ERROR","message":"…"} with a machine `code`: an unknown API key is 400 "Invalid
// API key. (001)", a known key with a wrong or missing secret 400 "Invalid API key. (002)".
// rateLimitNext() answers 429 {"status":"ERROR","message":"Rate limit exceeded. Please try again
// later.","code":"RATE_LIMIT_EXCEEDED","ttlRemaining":<seconds>} without a Retry-After header, as
// Porkbun does; failNext(5xx) answers the HTML error page of Porkbun's openresty front end.
//
// Domain entries copy the documented example's types: securityLock and whoisPrivacy are the
// strings "1"/"0", autoRenew and notLocal the numbers 1/0, dates "YYYY-MM-DD HH:MM:SS".
const { randomUUID } = require('node:crypto');
const { ReceivingServer } = require('./webhook-receiver.cjs');

const PREFIX = '/api/json/v3';
/** "Domains are returned in chunks of 1000." */
const CHUNK = 1000;

const ERRORS = {
  apiKeyRequired: {
    status: 400,
    body: { message: 'All API requests require an API key.', code: 'API_KEY_REQUIRED' },
  },
  invalidJson: {
    status: 400,
    body: {
      message: 'All API requests must provide minimal required data.',
      code: 'INVALID_OR_EMPTY_JSON',
    },
  },
  invalidApiKey: {
    status: 400,
    body: { message: 'Invalid API key. (001)', code: 'INVALID_API_KEYS_001' },
  },
  invalidSecret: {
    status: 400,
    body: { message: 'Invalid API key. (002)', code: 'INVALID_API_KEYS_002' },
  },
  methodNotAllowed: {
    status: 405,
    body: { message: 'Method not allowed.', code: 'METHOD_NOT_ALLOWED' },
  },
  notFound: { status: 404, body: { message: 'Invalid command.', code: 'NOT_FOUND' } },
};

const REASONS = {
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Temporarily Unavailable',
  504: 'Gateway Time-out',
};

/** The default error page of openresty (nginx), which fronts api.porkbun.com. */
function openrestyPage(status) {
  const title = `${status} ${REASONS[status] ?? 'Error'}`;
  return (
    `<html>\r\n<head><title>${title}</title></head>\r\n<body>\r\n` +
    `<center><h1>${title}</h1></center>\r\n<hr><center>openresty</center>\r\n</body>\r\n</html>\r\n`
  );
}

const pad = (n) => String(n).padStart(2, '0');

/** A stable time of day for a name, so createDate/expireDate look like real timestamps. */
function timeOfDay(name) {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  const seconds = hash % 86400;
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`;
}

/** The date one year before YYYY-MM-DD (29 Feb falls back to 28 Feb). */
function yearBefore(date) {
  const [year, month, day] = date.split('-').map(Number);
  const lastDay = new Date(Date.UTC(year - 1, month, 0)).getUTCDate();
  return `${year - 1}-${pad(month)}-${pad(Math.min(day, lastDay))}`;
}

/** A domain as listAll answers it, derived from the test's FakeRegistrarDomain. */
function entryOf(domain, includeLabels) {
  const name = domain.name;
  const time = timeOfDay(name);
  const entry = {
    domain: name,
    status: 'ACTIVE',
    tld: name.slice(name.indexOf('.') + 1),
    createDate: `${yearBefore(domain.expiration)} ${time}`,
    expireDate: `${domain.expiration} ${time}`,
    securityLock: domain.locked ? '1' : '0',
    whoisPrivacy: '1',
    autoRenew: domain.autoRenew ? 1 : 0,
    notLocal: 0,
  };
  // "If set to yes we will return label information for the domains if it exists."
  if (includeLabels && Array.isArray(domain.labels) && domain.labels.length > 0)
    entry.labels = domain.labels.map((label) => ({ ...label }));
  return entry;
}

const header = (request, name) => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

class FakePorkbun extends ReceivingServer {
  constructor() {
    super();
    /** API key → { secretApiKey, domains }. */
    this.accounts = new Map();
  }

  /** The value for PORKBUN_API_URL: the base URL with Porkbun's /api/json/v3 prefix. */
  get apiUrl() {
    return `${this.baseUrl}${PREFIX}`;
  }

  /** Adds an account reachable with { apiKey, secretApiKey }, holding `domains` in this order. */
  addAccount(credentials, domains) {
    const { apiKey, secretApiKey } = credentials ?? {};
    if (typeof apiKey !== 'string' || apiKey === '' || typeof secretApiKey !== 'string')
      throw new Error('FakePorkbun.addAccount needs { apiKey, secretApiKey }');
    this.accounts.set(apiKey, {
      secretApiKey,
      domains: domains.map((domain) => ({ ...domain, name: String(domain.name) })),
    });
  }

  /**
   * Deletes the key pair, as the owner does in Porkbun's API Access page: Porkbun then no longer
   * knows the key and answers "Invalid API key. (001)".
   */
  revoke(credentials) {
    this.accounts.delete(credentials?.apiKey);
  }

  /** The next request is answered with exactly this status and body (HTML, truncated JSON, …). */
  answerNext(status, body, contentType = 'text/html; charset=UTF-8') {
    this.inject({ kind: 'raw', status, body, contentType });
  }

  reset() {
    super.reset();
    this.accounts.clear();
  }

  receive(req, res, request) {
    const injected = this.nextInjection();
    if (injected) return this.answerInjected(res, injected);
    if (!request.path.startsWith(`${PREFIX}/`)) return this.error(res, ERRORS.notFound);
    const command = request.path.slice(PREFIX.length);
    if (command !== '/ping' && command !== '/domain/listAll')
      return this.error(res, ERRORS.notFound);
    // The documentation: "The Porkbun API uses JSON content sent to URI endpoints via HTTP POST."
    if (request.method !== 'POST') return this.error(res, ERRORS.methodNotAllowed);

    const body = request.json;
    const viaHeaders = header(request, 'x-api-key') !== undefined;
    if (!viaHeaders && (body === null || typeof body !== 'object' || Array.isArray(body)))
      return this.error(res, ERRORS.invalidJson);
    const fields = body !== null && typeof body === 'object' ? body : {};
    // Header credentials count only when the body carries no key.
    const useHeaders = fields.apikey === undefined && viaHeaders;
    const apiKey = useHeaders ? header(request, 'x-api-key') : fields.apikey;
    const secret = useHeaders ? header(request, 'x-secret-api-key') : fields.secretapikey;
    if (typeof apiKey !== 'string' || apiKey === '') return this.error(res, ERRORS.apiKeyRequired);
    const account = this.accounts.get(apiKey);
    if (!account) return this.error(res, ERRORS.invalidApiKey);
    if (secret !== account.secretApiKey) return this.error(res, ERRORS.invalidSecret);

    if (command === '/ping') {
      const ip = req.socket.remoteAddress ?? '127.0.0.1';
      return this.success(res, { yourIp: ip.replace(/^::ffff:/, '') });
    }
    // `start` is sent as a string in the documented example; an integer works as well.
    const start = Number.parseInt(String(fields.start ?? '0'), 10);
    const offset = Number.isFinite(start) && start > 0 ? start : 0;
    const includeLabels = fields.includeLabels === 'yes';
    const domains = account.domains
      .slice(offset, offset + CHUNK)
      .map((domain) => entryOf(domain, includeLabels));
    return this.success(res, { domains });
  }

  success(res, fields) {
    ReceivingServer.json(res, 200, { status: 'SUCCESS', ...fields, requestId: randomUUID() });
  }

  error(res, { status, body }) {
    ReceivingServer.json(res, status, { status: 'ERROR', ...body, requestId: randomUUID() });
  }

  answerInjected(res, injected) {
    if (injected.kind === 'raw') {
      res.writeHead(injected.status, { 'content-type': injected.contentType });
      return res.end(injected.body);
    }
    if (injected.kind === 'rate-limit')
      return ReceivingServer.json(res, 429, {
        status: 'ERROR',
        message: 'Rate limit exceeded. Please try again later.',
        code: 'RATE_LIMIT_EXCEEDED',
        ttlRemaining: injected.retryAfter,
        requestId: randomUUID(),
      });
    if (injected.status >= 500) {
      res.writeHead(injected.status, { 'content-type': 'text/html', server: 'openresty' });
      return res.end(openrestyPage(injected.status));
    }
    return ReceivingServer.json(res, injected.status, {
      status: 'ERROR',
      message: `HTTP ${injected.status}`,
      requestId: randomUUID(),
    });
  }
}

module.exports = { FakePorkbun, PORKBUN_CHUNK: CHUNK };
