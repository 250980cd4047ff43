'use strict';
// FakeGoDaddy answers as GoDaddy's Domains API is documented to (fixtures/godaddy/README.md).
const { after, before, beforeEach, describe, it } = require('node:test');
const assert = require('node:assert/strict');
const { FakeGoDaddy } = require('../godaddy.cjs');
const SWAGGER = require('../fixtures/godaddy/swagger-domains-list.json');
const RECORDED = require('../fixtures/godaddy/domain-summary.json');
const ERRORS = require('../fixtures/godaddy/errors.json');

const CREDENTIALS = {
  apiKey: 'UzQxLikm_46KxDFnbjN7cQjmw6wocia',
  apiSecret: '46L26ydpkwMaKZV6uVdDWe',
};
const AUTH = `sso-key ${CREDENTIALS.apiKey}:${CREDENTIALS.apiSecret}`;
const SUMMARY = SWAGGER.definitions.DomainSummary;

/** The JSON type of a value, as the Swagger definition names types. */
function typeOf(value) {
  if (Array.isArray(value)) return 'array';
  if (value === null) return 'null';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value === 'object' ? 'object' : typeof value;
}

/** Asserts that an entry has only DomainSummary fields, each of its documented type. */
function assertDomainSummary(entry) {
  for (const [key, value] of Object.entries(entry)) {
    const property = SUMMARY.properties[key];
    assert.ok(property, `${key} is not a DomainSummary field`);
    if (value === null) {
      assert.equal(key, 'nameServers', `only nameServers is null when not included (${key})`);
      continue;
    }
    const expected = property.$ref ? 'object' : property.type;
    const actual = typeOf(value);
    assert.ok(
      actual === expected || (expected === 'number' && actual === 'integer'),
      `${key}: ${actual}, documented ${expected}`,
    );
    if (property.format === 'date-time')
      assert.match(value, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.000Z$/, key);
  }
}

describe('FakeGoDaddy', () => {
  const godaddy = new FakeGoDaddy();
  before(() => godaddy.start());
  after(() => godaddy.stop());
  beforeEach(() => godaddy.reset());

  const list = (query = '', headers = { authorization: AUTH }) =>
    fetch(`${godaddy.apiUrl}/v1/domains${query}`, {
      headers: { accept: 'application/json', ...headers },
    });

  it('lists an account’s domains as DomainSummary entries, shaped like the recorded answer', async () => {
    godaddy.addAccount(CREDENTIALS, [
      { name: 'example.com', expiration: '2027-06-14', autoRenew: true, locked: true },
      { name: 'another.net', expiration: '2026-01-31', autoRenew: false, locked: false },
    ]);
    const response = await list('?limit=1000');
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type'), /^application\/json/);
    const domains = await response.json();
    assert.equal(domains.length, 2);
    for (const entry of domains) assertDomainSummary(entry);
    // Name order, GoDaddy's paging order.
    assert.deepEqual(
      domains.map((entry) => entry.domain),
      ['another.net', 'example.com'],
    );
    const [, example] = domains;
    assert.equal(example.expires, '2027-06-14T23:59:59.000Z');
    assert.equal(example.renewAuto, true);
    assert.equal(example.locked, true);
    assert.equal(example.status, 'ACTIVE');
    assert.equal(example.nameServers, null);
    assert.equal(typeof example.domainId, 'number');
    // Every field the recorded answer has, and what the definition requires without includes.
    for (const key of Object.keys(RECORDED)) assert.ok(Object.hasOwn(example, key), key);
    for (const key of SUMMARY.required.filter((key) => key !== 'contactRegistrant'))
      assert.ok(Object.hasOwn(example, key), key);
  });

  it('adds name servers, auth code and contacts only when `includes` asks', async () => {
    godaddy.addAccount(CREDENTIALS, [
      { name: 'example.com', expiration: '2027-06-14', autoRenew: true, locked: true },
    ]);
    const [plain] = await (await list()).json();
    assert.ok(!('authCode' in plain) && !('contactRegistrant' in plain));
    const [full] = await (await list('?includes=authCode,contacts,nameServers')).json();
    assertDomainSummary(full);
    assert.deepEqual(full.nameServers, ['ns01.domaincontrol.com', 'ns02.domaincontrol.com']);
    assert.equal(typeof full.authCode, 'string');
    for (const role of ['contactAdmin', 'contactBilling', 'contactRegistrant', 'contactTech'])
      assert.equal(typeof full[role].email, 'string');
  });

  it('pages by `limit` and `marker`, the last name of the previous page', async () => {
    const names = Array.from({ length: 25 }, (_, i) => `d${String(i).padStart(2, '0')}.com`);
    godaddy.addAccount(
      CREDENTIALS,
      names
        .slice()
        .reverse()
        .map((name) => ({ name, expiration: '2027-01-01', autoRenew: true, locked: false })),
    );
    const seen = [];
    let marker = null;
    for (let page = 0; page < 5; page += 1) {
      const query = `?limit=10${marker ? `&marker=${encodeURIComponent(marker)}` : ''}`;
      const domains = await (await list(query)).json();
      seen.push(...domains.map((entry) => entry.domain));
      if (domains.length < 10) break;
      marker = domains.at(-1).domain;
    }
    assert.deepEqual(seen, names);
    assert.deepEqual(
      godaddy.requests.map((request) => request.query.marker ?? null),
      [null, 'd09.com', 'd19.com'],
    );
    // A marker that is not one of the account's names still places the page.
    const after = await (await list('?marker=d14x.com&limit=2')).json();
    assert.deepEqual(
      after.map((entry) => entry.domain),
      ['d15.com', 'd16.com'],
    );
  });

  it('refuses a limit outside 1..1000 with 422, as documented', async () => {
    godaddy.addAccount(CREDENTIALS, []);
    for (const limit of ['1001', '0', 'ten']) {
      const response = await list(`?limit=${limit}`);
      assert.equal(response.status, 422);
      assert.deepEqual(await response.json(), ERRORS.limitInvalid);
    }
    assert.equal((await list('?limit=1000')).status, 200);
  });

  it('filters by `statuses`', async () => {
    godaddy.addAccount(CREDENTIALS, [
      { name: 'kept.com', expiration: '2027-01-01', autoRenew: true, locked: true },
      {
        name: 'gone.com',
        expiration: '2026-01-01',
        autoRenew: false,
        locked: false,
        status: 'TRANSFERRED_OUT',
      },
    ]);
    const all = await (await list()).json();
    assert.deepEqual(
      all.map((entry) => [entry.domain, entry.status, entry.renewable]),
      [
        ['gone.com', 'TRANSFERRED_OUT', false],
        ['kept.com', 'ACTIVE', true],
      ],
    );
    const active = await (await list('?statuses=ACTIVE')).json();
    assert.deepEqual(
      active.map((entry) => entry.domain),
      ['kept.com'],
    );
  });

  it('refuses credentials with GoDaddy’s own 401 bodies', async () => {
    godaddy.addAccount(CREDENTIALS, []);
    const cases = [
      [{}, ERRORS.malformedCredentials],
      [{ authorization: `Bearer ${CREDENTIALS.apiSecret}` }, ERRORS.malformedCredentials],
      [{ authorization: `sso-key ${CREDENTIALS.apiKey}` }, ERRORS.malformedCredentials],
      [{ authorization: `sso-key ${CREDENTIALS.apiKey}:wrong` }, ERRORS.unableToAuthenticate],
      [{ authorization: `sso-key unknown:${CREDENTIALS.apiSecret}` }, ERRORS.unableToAuthenticate],
    ];
    for (const [headers, body] of cases) {
      const response = await list('', headers);
      assert.equal(response.status, 401);
      assert.deepEqual(await response.json(), body);
    }
    assert.equal(
      ERRORS.unableToAuthenticate.message,
      'Unauthorized : Could not authenticate API key/secret',
    );
  });

  it('refuses a revoked key as an unknown one, and a restricted account with 403 ACCESS_DENIED', async () => {
    godaddy.addAccount(CREDENTIALS, []);
    godaddy.revoke(CREDENTIALS);
    let response = await list();
    assert.equal(response.status, 401);
    assert.deepEqual(await response.json(), ERRORS.unableToAuthenticate);

    godaddy.addAccount(CREDENTIALS, []);
    godaddy.restrictAccess(CREDENTIALS);
    response = await list();
    assert.equal(response.status, 403);
    assert.deepEqual(await response.json(), {
      code: 'ACCESS_DENIED',
      message: 'Authenticated user is not allowed access',
    });
  });

  it('rate-limits with an ErrorLimit body carrying retryAfterSec', async () => {
    godaddy.addAccount(CREDENTIALS, []);
    godaddy.rateLimitNext(17, 2);
    for (let i = 0; i < 2; i += 1) {
      const response = await list();
      assert.equal(response.status, 429);
      assert.equal(response.headers.get('retry-after'), null);
      const body = await response.json();
      assert.deepEqual(body, { ...ERRORS.tooManyRequests, retryAfterSec: 17 });
      for (const key of SWAGGER.definitions.ErrorLimit.required)
        assert.ok(Object.hasOwn(body, key));
    }
    assert.equal((await list()).status, 200);
  });

  it('fails with the documented error body for the status', async () => {
    godaddy.addAccount(CREDENTIALS, []);
    godaddy.failNext(500);
    let response = await list();
    assert.equal(response.status, 500);
    assert.deepEqual(await response.json(), ERRORS.internalServerError);
    godaddy.failNext(503);
    response = await list();
    assert.equal(response.status, 503);
    assert.equal((await response.json()).code, 'INTERNAL_SERVER_ERROR');
    assert.equal((await list()).status, 200);
  });

  it('answers 404 NOT_FOUND off its one route, and forgets accounts on reset', async () => {
    godaddy.addAccount(CREDENTIALS, []);
    const response = await fetch(`${godaddy.apiUrl}/v1/shoppers/1`, {
      headers: { authorization: AUTH },
    });
    assert.equal(response.status, 404);
    assert.deepEqual(await response.json(), ERRORS.notFound);
    godaddy.reset();
    assert.equal(godaddy.requests.length, 0);
    assert.equal((await list()).status, 401);
  });
});
