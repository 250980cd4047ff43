'use strict';
// A local stand-in for Cloudflare's API v4 as Cloudflare Registrar uses it to list an account's
// domains (fixtures and the pages they come from: fixtures/cloudflare/README.md):
//
//   GET /client/v4/accounts/{account_id}/registrar/registrations
//       Authorization: Bearer <API token>
//       ?per_page=1…50 (default 20) &cursor=<opaque> &sort_by=registry_created_at|
//        registry_expires_at|name &direction=asc|desc
//   → 200 {"errors":[],"messages":[],"result":[{"auto_renew","created_at","domain_name",
//     "expires_at","locked","privacy_mode","status"}],"result_info":{"count","cursor",
//     "per_page"},"success":true}; result_info.cursor is the next page's cursor, "" on the last.
//
// Errors are Cloudflare's v4 envelope {"success":false,"errors":[{"code","message"}],
// "messages":[],"result":null}: 400 9106 without an Authorization header, 400 6003/6111 when it
// is not "Bearer <token>", 401 10000 for a token Cloudflare does not know (or one revoked),
// 403 10000 for a token that does not cover the account, 404 7003 for an account id that is not
// an identifier, 404 7000 for any other path, 400 1001 for a bad per_page/cursor/sort, and after
// rateLimitNext() 429 971 with Retry-After. failNext(5xx) answers the envelope with 10002, and
// htmlNext() an HTML page, as Cloudflare's edge does when the API behind it is down.
const { ReceivingServer } = require('./webhook-receiver.cjs');
const ERRORS = require('./fixtures/cloudflare/errors.json');

const PREFIX = '/client/v4';
const ROUTE = /^\/client\/v4\/accounts\/([^/]+)\/registrar\/registrations\/?$/;
/** Cloudflare identifiers (account ids among them) are 32 hexadecimal characters. */
const IDENTIFIER = /^[0-9a-f]{32}$/;
const DEFAULT_PER_PAGE = 20;
const MAX_PER_PAGE = 50;
const SORTS = ['registry_created_at', 'registry_expires_at', 'name'];

const clone = (value) => JSON.parse(JSON.stringify(value));

/** An error answer from errors.json, with its placeholders filled in. */
function errorAnswer(key, fill = {}) {
  const { status, body } = clone(ERRORS[key]);
  for (const error of body.errors)
    error.message = error.message.replace(/\{(\w+)\}/g, (_, name) => fill[name] ?? '');
  return { status, body };
}

function invalidQuery(what) {
  return errorAnswer('invalidQuery', { what });
}

/** The opaque cursor of the page starting at `offset` (the fake's own format). */
const cursorFor = (offset) => Buffer.from(`registrations:${offset}`).toString('base64url');

/** The offset a cursor names, or null when it is not one the fake gave out. */
function offsetOf(cursor) {
  const match = /^registrations:(\d+)$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  return match ? Number(match[1]) : null;
}

/** A registration as the API lists it, filled in from the test's FakeRegistrarDomain. */
function registrationOf(domain) {
  const expires = new Date(`${domain.expiration}T10:00:00Z`);
  if (Number.isNaN(expires.getTime()))
    throw new Error(`expiration must be YYYY-MM-DD, got ${domain.expiration}`);
  // Registered a year before it expires, at the same time of day.
  const created = new Date(expires);
  created.setUTCFullYear(created.getUTCFullYear() - 1);
  const iso = (date) => date.toISOString().replace('.000Z', 'Z');
  return {
    auto_renew: domain.autoRenew,
    created_at: iso(created),
    domain_name: domain.name,
    expires_at: iso(expires),
    locked: domain.locked,
    privacy_mode: 'redaction',
    status: expires.getTime() < Date.now() ? 'expired' : 'active',
  };
}

class FakeCloudflare extends ReceivingServer {
  constructor() {
    super();
    /** API token → { accountId, domains, revoked }. */
    this.tokens = new Map();
  }

  /** The value for CLOUDFLARE_API_URL: the API's base, with its /client/v4 prefix. */
  get apiUrl() {
    return `${this.baseUrl}${PREFIX}`;
  }

  /** An account whose token `apiToken` lists `domains` under `accountId`. */
  addAccount(credentials, domains) {
    const { accountId, apiToken } = credentials ?? {};
    if (typeof accountId !== 'string' || typeof apiToken !== 'string')
      throw new Error('credentials must be { accountId, apiToken }');
    this.tokens.set(apiToken, {
      accountId,
      domains: domains.map((domain) => ({ ...domain })),
      revoked: false,
    });
  }

  /** Later calls with this token are refused as an unknown token is (401 10000). */
  revoke(credentials) {
    const account = this.tokens.get(credentials?.apiToken);
    if (!account) throw new Error('revoke: no account has that apiToken');
    account.revoked = true;
  }

  /** The next `count` requests get an HTML page with `status`, as Cloudflare's edge sends. */
  htmlNext(status = 200, count = 1) {
    this.inject({ kind: 'html', status }, count);
  }

  reset() {
    super.reset();
    this.tokens.clear();
  }

  receive(req, res, request) {
    const reply = (answer, headers = {}) =>
      ReceivingServer.json(res, answer.status, answer.body, headers);
    const injected = this.nextInjection();
    if (injected?.kind === 'rate-limit')
      return reply(errorAnswer('rateLimited'), { 'retry-after': String(injected.retryAfter) });
    if (injected?.kind === 'html') {
      res.writeHead(injected.status, { 'content-type': 'text/html; charset=UTF-8' });
      return res.end(
        '<!DOCTYPE html><html><head><title>api.cloudflare.com | 502: Bad gateway</title></head>' +
          '<body><h1>Bad gateway</h1><p>Error code 502</p></body></html>',
      );
    }
    if (injected) return reply(this.failure(injected.status));

    const route = ROUTE.exec(request.path);
    if (!route || request.method !== 'GET') return reply(errorAnswer('noRoute'));
    const accountId = decodeURIComponent(route[1]);

    const header = request.headers.authorization;
    if (!header) return reply(errorAnswer('missingAuthorization'));
    const bearer = /^Bearer (\S+)$/.exec(String(header));
    if (!bearer) return reply(errorAnswer('invalidAuthorizationHeader'));
    const account = this.tokens.get(bearer[1]);
    if (!account || account.revoked) return reply(errorAnswer('authentication'));
    if (!IDENTIFIER.test(accountId))
      return reply(errorAnswer('notRoutable', { path: request.path }));
    if (account.accountId !== accountId) return reply(errorAnswer('forbidden'));

    reply(this.page(account, request.query));
  }

  /** The answer for an injected status: Cloudflare's own body for it where it has one. */
  failure(status) {
    if (status === 401) return errorAnswer('authentication');
    if (status === 403) return errorAnswer('forbidden');
    if (status === 429) return errorAnswer('rateLimited');
    const { body } = status >= 500 ? errorAnswer('serverError') : invalidQuery('Bad request');
    return { status, body };
  }

  /** One page of the account's registrations, ordered and cut as the query asks. */
  page(account, query) {
    let perPage = DEFAULT_PER_PAGE;
    if (query.per_page !== undefined) {
      perPage = /^\d+$/.test(query.per_page) ? Number(query.per_page) : NaN;
      if (!(perPage >= 1 && perPage <= MAX_PER_PAGE))
        return invalidQuery(`per_page must be between 1 and ${MAX_PER_PAGE}`);
    }
    const sortBy = query.sort_by ?? 'registry_created_at';
    if (!SORTS.includes(sortBy)) return invalidQuery(`sort_by must be one of ${SORTS.join(', ')}`);
    const direction = query.direction ?? 'asc';
    if (direction !== 'asc' && direction !== 'desc')
      return invalidQuery('direction must be asc or desc');
    let offset = 0;
    if (query.cursor) {
      offset = query.cursor.length <= 256 ? offsetOf(query.cursor) : null;
      if (offset === null) return invalidQuery('Invalid cursor');
    }

    const key = {
      registry_created_at: (registration) => registration.created_at,
      registry_expires_at: (registration) => registration.expires_at,
      name: (registration) => registration.domain_name,
    }[sortBy];
    const all = account.domains.map(registrationOf).sort((a, b) => {
      const order = key(a).localeCompare(key(b)) || a.domain_name.localeCompare(b.domain_name);
      return direction === 'asc' ? order : -order;
    });
    const result = all.slice(offset, offset + perPage);
    const next = offset + perPage < all.length ? cursorFor(offset + perPage) : '';
    return {
      status: 200,
      body: {
        errors: [],
        messages: [],
        result,
        result_info: { count: result.length, cursor: next, per_page: perPage },
        success: true,
      },
    };
  }
}

module.exports = { FakeCloudflare };
