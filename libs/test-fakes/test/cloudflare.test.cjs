'use strict';
// FakeCloudflare answers as Cloudflare documents "List Registrations" (fixtures/cloudflare/README.md).
const { after, before, beforeEach, describe, it } = require('node:test');
const assert = require('node:assert/strict');
const { FakeCloudflare } = require('../cloudflare.cjs');
const EMPTY = require('../fixtures/cloudflare/list-registrations-empty.json');
const TWO = require('../fixtures/cloudflare/list-registrations-two.json');
const ERRORS = require('../fixtures/cloudflare/errors.json');

// The account id and token of Cloudflare's own examples.
const ACCOUNT = {
  accountId: '023e105f4ecef8ad9ca31a8372d0c353',
  apiToken: 'Sn3lZJTBX6kkg7OdcBUAxOO963GEIyGQqnFTOFYY',
};

describe('FakeCloudflare', () => {
  const cloudflare = new FakeCloudflare();
  before(() => cloudflare.start());
  after(() => cloudflare.stop());
  beforeEach(() => cloudflare.reset());

  const list = (query = '', { accountId = ACCOUNT.accountId, token = ACCOUNT.apiToken } = {}) =>
    fetch(`${cloudflare.apiUrl}/accounts/${accountId}/registrar/registrations${query}`, {
      headers: token === null ? {} : { Authorization: `Bearer ${token}` },
    });

  it('serves under the production prefix /client/v4', () => {
    assert.equal(cloudflare.apiUrl, `${cloudflare.baseUrl}/client/v4`);
  });

  it('answers the documented example for the two example registrations, field for field', async () => {
    // The documented pair, as test domains: created a year before expiry at the same time.
    cloudflare.addAccount(ACCOUNT, [
      { name: 'mybrand.dev', expiration: '2026-03-20', autoRenew: false, locked: true },
      { name: 'example.com', expiration: '2026-01-15', autoRenew: true, locked: true },
    ]);
    const response = await list();
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type'), /^application\/json/);
    const body = await response.json();
    assert.deepEqual(Object.keys(body), Object.keys(TWO));
    assert.deepEqual(Object.keys(body.result_info), Object.keys(TWO.result_info));
    assert.deepEqual(body.result_info, TWO.result_info);
    assert.equal(body.result.length, 2);
    body.result.forEach((registration, index) => {
      const documented = TWO.result[index];
      assert.deepEqual(Object.keys(registration), Object.keys(documented));
      assert.equal(registration.domain_name, documented.domain_name);
      assert.equal(registration.auto_renew, documented.auto_renew);
      assert.equal(registration.locked, documented.locked);
      assert.equal(registration.privacy_mode, 'redaction');
      assert.match(registration.expires_at, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
      assert.equal(registration.expires_at.slice(0, 10), documented.expires_at.slice(0, 10));
      assert.equal(registration.created_at.slice(0, 10), documented.created_at.slice(0, 10));
      // Past expiry dates are listed as "expired", as the documented statuses allow.
      assert.ok(['active', 'expired'].includes(registration.status));
    });
  });

  it('answers an empty account as the documented empty example', async () => {
    cloudflare.addAccount(ACCOUNT, []);
    assert.deepEqual(await (await list()).json(), EMPTY);
  });

  it('pages with an opaque cursor, at most 50 a page, "" after the last page', async () => {
    const domains = Array.from({ length: 53 }, (_, i) => ({
      name: `site${String(i).padStart(2, '0')}.com`,
      expiration: `2030-01-${String((i % 28) + 1).padStart(2, '0')}`,
      autoRenew: i % 2 === 0,
      locked: i % 3 === 0,
    }));
    cloudflare.addAccount(ACCOUNT, domains);

    const first = await (await list('?per_page=50')).json();
    assert.equal(first.result.length, 50);
    assert.deepEqual(first.result_info.count, 50);
    assert.equal(first.result_info.per_page, 50);
    assert.notEqual(first.result_info.cursor, '');
    const second = await (
      await list(`?per_page=50&cursor=${encodeURIComponent(first.result_info.cursor)}`)
    ).json();
    assert.equal(second.result.length, 3);
    assert.equal(second.result_info.cursor, '');
    const names = [...first.result, ...second.result].map((r) => r.domain_name);
    assert.equal(new Set(names).size, 53);
    // Ordered by registration date by default, as documented.
    const created = [...first.result, ...second.result].map((r) => r.created_at);
    assert.deepEqual(created, [...created].sort());

    const byName = await (await list('?per_page=3&sort_by=name&direction=desc')).json();
    assert.deepEqual(
      byName.result.map((r) => r.domain_name),
      ['site52.com', 'site51.com', 'site50.com'],
    );
    // Twenty a page without per_page.
    assert.equal((await (await list()).json()).result.length, 20);
  });

  it('refuses a per_page outside 1-50 and a cursor it did not give', async () => {
    cloudflare.addAccount(ACCOUNT, []);
    for (const query of ['?per_page=51', '?per_page=0', '?per_page=ten', '?cursor=bogus']) {
      const response = await list(query);
      assert.equal(response.status, 400, query);
      const body = await response.json();
      assert.equal(body.success, false);
      assert.equal(body.errors[0].code, 1001);
    }
  });

  it("refuses missing, malformed, unknown and revoked tokens with Cloudflare's bodies", async () => {
    cloudflare.addAccount(ACCOUNT, []);
    const none = await list('', { token: null });
    assert.equal(none.status, 400);
    assert.deepEqual(await none.json(), ERRORS.missingAuthorization.body);

    const basic = await fetch(
      `${cloudflare.apiUrl}/accounts/${ACCOUNT.accountId}/registrar/registrations`,
      { headers: { Authorization: 'Basic dXNlcjpwYXNz' } },
    );
    assert.equal(basic.status, 400);
    assert.deepEqual(await basic.json(), ERRORS.invalidAuthorizationHeader.body);

    const unknown = await list('', { token: 'not-a-token-cloudflare-issued' });
    assert.equal(unknown.status, 401);
    assert.deepEqual(await unknown.json(), {
      result: null,
      success: false,
      errors: [{ code: 10000, message: 'Authentication error' }],
      messages: [],
    });

    cloudflare.revoke(ACCOUNT);
    const revoked = await list();
    assert.equal(revoked.status, 401);
    assert.deepEqual(await revoked.json(), ERRORS.authentication.body);
  });

  it("refuses another account's id (403) and an id that is no identifier (404 7003)", async () => {
    cloudflare.addAccount(ACCOUNT, []);
    const other = await list('', { accountId: 'ffffffffffffffffffffffffffffffff' });
    assert.equal(other.status, 403);
    assert.deepEqual(await other.json(), ERRORS.forbidden.body);

    const malformed = await list('', { accountId: 'my-account' });
    assert.equal(malformed.status, 404);
    assert.deepEqual((await malformed.json()).errors, [
      {
        code: 7003,
        message:
          'Could not route to /client/v4/accounts/my-account/registrar/registrations, perhaps your object identifier is invalid?',
      },
    ]);

    const elsewhere = await fetch(`${cloudflare.apiUrl}/zones`, {
      headers: { Authorization: `Bearer ${ACCOUNT.apiToken}` },
    });
    assert.equal(elsewhere.status, 404);
    assert.deepEqual(await elsewhere.json(), ERRORS.noRoute.body);
  });

  it('rate-limits with 429 971 and Retry-After, fails with 5xx, and sends edge HTML', async () => {
    cloudflare.addAccount(ACCOUNT, []);
    cloudflare.rateLimitNext(37, 2);
    for (let i = 0; i < 2; i += 1) {
      const limited = await list();
      assert.equal(limited.status, 429);
      assert.equal(limited.headers.get('retry-after'), '37');
      assert.deepEqual(await limited.json(), {
        success: false,
        errors: [{ code: 971, message: 'Please wait and consider throttling your request speed' }],
        messages: [],
        result: null,
      });
    }
    cloudflare.failNext(503);
    const down = await list();
    assert.equal(down.status, 503);
    assert.deepEqual(await down.json(), ERRORS.serverError.body);

    cloudflare.htmlNext();
    const html = await list();
    assert.equal(html.status, 200);
    assert.match(html.headers.get('content-type'), /^text\/html/);
    assert.match(await html.text(), /^<!DOCTYPE html>/);

    assert.equal((await list()).status, 200);
    assert.equal(cloudflare.requests.length, 5);
    assert.equal(cloudflare.requests[4].headers.authorization, `Bearer ${ACCOUNT.apiToken}`);
  });

  it('reset() forgets accounts and requests', async () => {
    cloudflare.addAccount(ACCOUNT, []);
    await list();
    cloudflare.reset();
    assert.equal(cloudflare.requests.length, 0);
    assert.equal((await list()).status, 401);
  });
});
