'use strict';
// A local stand-in for Dynadot's API3, the part a portfolio sync uses (fixtures, the pages they
// come from and why API3 rather than the RESTful API: fixtures/dynadot/README.md):
//
//   GET /api3.json?key=<API key>&command=list_domain
//     → 200 {"ListDomainInfoResponse":{"ResponseCode":0,"Status":"success","MainDomains":[
//            {"Name","Expiration" (epoch ms, as a string),"Registration","NameServerSettings",
//             "Whois","Locked" ("yes"/"no"),"Disabled","Hold","Privacy","isForSale",
//             "RenewOption","Note","Folder"}, …]}}
//       every domain of the account at once: list_domain documents no paging.
//     → 200 {"Response":{"ResponseCode":"-1","Error":"invalid key"}} for a missing, unknown or
//       revoked key (API3 reports errors in the body, not in the status)
//
// Injected failures answer with Dynadot's published HTTP error bodies: rateLimitNext(seconds)
// 429 {"code":429,"message":"Too many requests","error":{"description":"… try again after
// <seconds> seconds."}} without Retry-After (none is documented), failNext(status) that status
// with Dynadot's body for it. Every request is kept in `requests` (the key is in `query.key`).
const { ReceivingServer } = require('./webhook-receiver.cjs');
const ERRORS = require('./fixtures/dynadot/errors.json');

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** The documented example's time of day (1361430589062 is 07:09:49.062 UTC): same UTC date. */
const TIME_OF_DAY = 'T07:09:49.062Z';

/** Dynadot's published body for an HTTP error status (the 500 one, renumbered, otherwise). */
function httpErrorBody(status) {
  const known = Object.values(ERRORS).find((body) => body.code === status);
  return known ?? { ...ERRORS.internalServerError, code: status };
}

/** The epoch milliseconds Dynadot would send for a calendar date, as the string it sends. */
function epochMs(day, yearsBack = 0) {
  const date = new Date(`${day}${TIME_OF_DAY}`);
  date.setUTCFullYear(date.getUTCFullYear() - yearsBack);
  return String(date.getTime());
}

function checkDomain(domain) {
  if (!domain || typeof domain.name !== 'string' || domain.name === '')
    throw new Error('FakeDynadot: a domain needs a name');
  if (typeof domain.expiration !== 'string' || !DAY.test(domain.expiration))
    throw new Error(`FakeDynadot: ${domain.name}: expiration must be YYYY-MM-DD`);
  if (typeof domain.autoRenew !== 'boolean' || typeof domain.locked !== 'boolean')
    throw new Error(`FakeDynadot: ${domain.name}: autoRenew and locked must be booleans`);
}

/** One MainDomains entry, with every field the documented example carries. */
function mainDomain(domain) {
  return {
    Name: domain.name,
    Expiration: epochMs(domain.expiration),
    Registration: epochMs(domain.expiration, 1),
    NameServerSettings: { Type: 'Dynadot Parking', WithAds: 'yes' },
    Whois: {
      Registrant: { ContactId: '0' },
      Admin: { ContactId: '0' },
      Technical: { ContactId: '0' },
      Billing: { ContactId: '0' },
    },
    Locked: domain.locked ? 'yes' : 'no',
    Disabled: 'no',
    Hold: 'no',
    Privacy: 'none',
    isForSale: 'no',
    RenewOption: domain.autoRenew ? 'auto-renew' : 'no renew option',
    Note: '',
    Folder: { FolderId: '-1', FolderName: '(no folder)' },
  };
}

class FakeDynadot extends ReceivingServer {
  constructor() {
    super();
    /** API key → { domains, revoked }. */
    this.accounts = new Map();
  }

  /** The value for DYNADOT_API_URL: the production default (https://api.dynadot.com) has no path. */
  get apiUrl() {
    return this.baseUrl;
  }

  /** An account reachable with `credentials.apiKey`, holding `domains` in the order given. */
  addAccount(credentials, domains) {
    const apiKey = credentials?.apiKey;
    if (typeof apiKey !== 'string' || apiKey === '')
      throw new Error('FakeDynadot: an account needs credentials.apiKey');
    domains.forEach(checkDomain);
    this.accounts.set(apiKey, {
      domains: domains.map((domain) => ({ ...domain })),
      revoked: false,
    });
  }

  /** Later calls with this key get Dynadot's invalid-key answer (a key deleted in Tools → API). */
  revoke(credentials) {
    const account = this.accounts.get(credentials?.apiKey);
    if (!account) throw new Error('FakeDynadot: no account with that apiKey');
    account.revoked = true;
  }

  reset() {
    super.reset();
    this.accounts.clear();
  }

  receive(req, res, request) {
    const injected = this.nextInjection();
    if (injected?.kind === 'rate-limit') {
      const body = structuredClone(ERRORS.tooManyRequests);
      body.error.description = body.error.description.replace(
        /after \d+ seconds/,
        `after ${injected.retryAfter} seconds`,
      );
      return ReceivingServer.json(res, 429, body);
    }
    if (injected) return ReceivingServer.json(res, injected.status, httpErrorBody(injected.status));

    if (request.path !== '/api3.json') {
      res.writeHead(404, { 'content-type': 'text/html' });
      return res.end('<html><body><h1>404 Not Found</h1></body></html>');
    }
    if (request.method !== 'GET') {
      res.writeHead(405, { 'content-type': 'text/html', allow: 'GET' });
      return res.end('<html><body><h1>405 Method Not Allowed</h1></body></html>');
    }
    const account = this.accounts.get(request.query.key ?? '');
    if (!account || account.revoked) return ReceivingServer.json(res, 200, ERRORS.invalidKey);
    if (request.query.command !== 'list_domain')
      return ReceivingServer.json(res, 200, {
        Response: { ResponseCode: '-1', Error: 'invalid command' },
      });
    ReceivingServer.json(res, 200, {
      ListDomainInfoResponse: {
        ResponseCode: 0,
        Status: 'success',
        MainDomains: account.domains.map(mainDomain),
      },
    });
  }
}

module.exports = { FakeDynadot };
