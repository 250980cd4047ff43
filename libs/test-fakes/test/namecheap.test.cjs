'use strict';
// FakeNamecheap answers as Namecheap's XML API is documented and recorded to
// (fixtures/namecheap/README.md).
const { after, before, beforeEach, describe, it } = require('node:test');
const assert = require('node:assert/strict');
const { readFileSync } = require('node:fs');
const { join } = require('node:path');
const { FakeNamecheap } = require('../namecheap.cjs');
const ERRORS = require('../fixtures/namecheap/errors.json');

const fixture = (name) => readFileSync(join(__dirname, '../fixtures/namecheap', name), 'utf8');

/** The documented example request's parameters (ApiUser=apiexample, …, ClientIp=192.168.1.109). */
const EXAMPLE = Object.fromEntries(new URL(fixture('getList-request.txt').trim()).searchParams);
const CREDENTIALS = {
  apiUser: EXAMPLE.ApiUser,
  apiKey: EXAMPLE.ApiKey,
  clientIp: EXAMPLE.ClientIp,
};

/** The documented example's three domains, in the fake's terms. */
const DOCUMENTED = [
  { name: 'domain1.com', expiration: '2022-02-15', autoRenew: false, locked: false },
  { name: 'domain2.com', expiration: '2023-04-28', autoRenew: true, locked: false },
  { name: 'domain3.com', expiration: '2023-05-22', autoRenew: true, locked: false },
];

/** The attributes of every <Domain/> of an answer, in order. */
const domainsOf = (xml) =>
  [...xml.matchAll(/<Domain ([^>]*?)\s*\/>/g)].map((match) =>
    Object.fromEntries([...match[1].matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]])),
  );
const tag = (xml, name) => new RegExp(`<${name}>([^<]*)</${name}>`).exec(xml)?.[1];
const errorOf = (xml) => {
  const match = /<Error Number="(\d+)">([^<]*)<\/Error>/.exec(xml);
  return match && { number: match[1], message: match[2] };
};

describe('FakeNamecheap', () => {
  const namecheap = new FakeNamecheap();
  before(() => namecheap.start());
  after(() => namecheap.stop());
  beforeEach(() => {
    namecheap.reset();
    namecheap.addAccount(CREDENTIALS, DOCUMENTED);
  });

  const call = (params, init = {}) => {
    const url = new URL(namecheap.apiUrl);
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
    return fetch(url, init);
  };

  it('answers the documented example request as documented', async () => {
    const response = await call(EXAMPLE);
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type'), /^text\/xml/);
    const xml = await response.text();
    const documented = fixture('getList-response.xml');

    assert.match(xml, /^<\?xml version="1.0" encoding="utf-8"\?>\n<ApiResponse Status="OK"/);
    assert.match(xml, /xmlns="http:\/\/api.namecheap.com\/xml.response"/);
    assert.match(xml, /<Errors \/>/);
    assert.equal(tag(xml, 'RequestedCommand'), 'namecheap.domains.getlist');
    assert.match(xml, /<CommandResponse Type="namecheap.domains.getList">/);
    for (const name of ['Server', 'GMTTimeDifference', 'ExecutionTime'])
      assert.ok(tag(xml, name), name);

    const got = domainsOf(xml);
    const expected = domainsOf(documented);
    assert.equal(got.length, 3);
    for (const [i, domain] of got.entries()) {
      // Every attribute Namecheap sends, in its order and casing, as text.
      assert.deepEqual(Object.keys(domain), Object.keys(expected[i]));
      for (const key of ['Name', 'Expires', 'IsLocked', 'AutoRenew'])
        assert.equal(domain[key], expected[i][key], `${domain.Name} ${key}`);
      assert.match(domain.ID, /^\d+$/);
      assert.match(domain.Created, /^\d{2}\/\d{2}\/\d{4}$/);
      assert.equal(domain.User, 'apiexample');
      assert.equal(domain.IsExpired, 'true');
      for (const key of ['IsPremium', 'IsOurDNS']) assert.match(domain[key], /^(true|false)$/);
    }
    assert.equal(tag(xml, 'TotalItems'), '3');
    assert.equal(tag(xml, 'CurrentPage'), '1');
    // Namecheap's default page size.
    assert.equal(tag(xml, 'PageSize'), '20');
  });

  it('takes the same parameters as a form body, by any case', async () => {
    const body = new URLSearchParams({
      apiuser: CREDENTIALS.apiUser,
      apikey: CREDENTIALS.apiKey,
      username: CREDENTIALS.apiUser,
      clientip: CREDENTIALS.clientIp,
      command: 'Namecheap.Domains.GetList',
    });
    const response = await fetch(namecheap.apiUrl, { method: 'POST', body });
    const xml = await response.text();
    assert.match(xml, /Status="OK"/);
    assert.equal(domainsOf(xml).length, 3);
  });

  it('pages with Page and PageSize (10 to 100) and sorts with SortBy', async () => {
    const many = Array.from({ length: 25 }, (_, i) => ({
      name: `n${String(i).padStart(2, '0')}.com`,
      expiration: '2030-01-01',
      autoRenew: true,
      locked: true,
    }));
    namecheap.addAccount(CREDENTIALS, many);
    const page = async (params) => (await call({ ...EXAMPLE, ...params })).text();

    const third = await page({ Page: '3', PageSize: '10', SortBy: 'NAME_DESC' });
    assert.deepEqual(
      domainsOf(third).map((domain) => domain.Name),
      ['n04.com', 'n03.com', 'n02.com', 'n01.com', 'n00.com'],
    );
    assert.equal(tag(third, 'TotalItems'), '25');
    assert.equal(tag(third, 'CurrentPage'), '3');
    assert.equal(tag(third, 'PageSize'), '10');

    const beyond = await page({ Page: '4', PageSize: '10' });
    assert.match(beyond, /<DomainGetListResult \/>/);
    assert.equal(tag(beyond, 'TotalItems'), '25');

    for (const size of ['9', '101', 'ten']) {
      const refused = await page({ PageSize: size });
      assert.match(refused, /Status="ERROR"/);
      assert.deepEqual(errorOf(refused), {
        number: '2011000',
        message: 'Parameter PageSize is invalid',
      });
    }
  });

  it('filters with ListType and SearchTerm', async () => {
    const soon = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    namecheap.addAccount(CREDENTIALS, [
      ...DOCUMENTED,
      { name: 'soon.io', expiration: soon, autoRenew: false, locked: true },
    ]);
    const names = async (params) =>
      domainsOf(await (await call({ ...EXAMPLE, ...params })).text()).map((d) => d.Name);
    assert.deepEqual(await names({ ListType: 'EXPIRED' }), [
      'domain1.com',
      'domain2.com',
      'domain3.com',
    ]);
    assert.deepEqual(await names({ ListType: 'EXPIRING' }), ['soon.io']);
    assert.deepEqual(await names({ SearchTerm: 'main2' }), ['domain2.com']);
  });

  it('refuses a wrong or revoked key with 1011102, in HTTP 200 as Namecheap does', async () => {
    const wrong = await call({ ...EXAMPLE, ApiKey: 'not-the-key' });
    assert.equal(wrong.status, 200);
    const xml = await wrong.text();
    const recorded = fixture('error-invalid-api-key.xml');
    assert.match(xml, /<ApiResponse Status="ERROR"/);
    assert.deepEqual(errorOf(xml), errorOf(recorded));
    assert.match(xml, /<RequestedCommand \/>/);
    assert.doesNotMatch(xml, /CommandResponse/);

    namecheap.revoke(CREDENTIALS);
    assert.deepEqual(errorOf(await (await call(EXAMPLE)).text()), errorOf(recorded));
  });

  it('refuses an address off the whitelist with 1011150 "Invalid request IP"', async () => {
    const xml = await (await call({ ...EXAMPLE, ClientIp: '82.132.224.85' })).text();
    assert.deepEqual(errorOf(xml), errorOf(fixture('error-invalid-request-ip.xml')));
  });

  it('names a missing global parameter with its documented code', async () => {
    for (const [param, number] of [
      ['ApiUser', '1010101'],
      ['Command', '1010104'],
      ['ApiKey', '1010102'],
      ['ClientIp', '1010105'],
    ]) {
      const params = { ...EXAMPLE };
      delete params[param];
      const xml = await (await call(params)).text();
      assert.deepEqual(errorOf(xml), { number, message: ERRORS.global[number] });
    }
  });

  it('answers its rate limit with HTTP 405 and the Retry-After it was given', async () => {
    namecheap.rateLimitNext(30, 2);
    for (let i = 0; i < 2; i += 1) {
      const response = await call(EXAMPLE);
      assert.equal(response.status, 405);
      assert.equal(response.headers.get('retry-after'), '30');
      assert.match(response.headers.get('content-type'), /^text\/html/);
      await response.text();
    }
    assert.equal((await call(EXAMPLE)).status, 200);
  });

  it('answers a queued API error, such as "Too many requests", in HTTP 200', async () => {
    namecheap.apiErrorNext(500000, 'Too many requests');
    const response = await call(EXAMPLE);
    assert.equal(response.status, 200);
    assert.deepEqual(errorOf(await response.text()), {
      number: '500000',
      message: 'Too many requests',
    });
  });

  it('fails with an HTML page after failNext()', async () => {
    namecheap.failNext(503);
    const response = await call(EXAMPLE);
    assert.equal(response.status, 503);
    assert.match(await response.text(), /<html>/);
  });

  it('keeps every request and forgets accounts on reset()', async () => {
    await (await call(EXAMPLE)).text();
    assert.equal(namecheap.requests.length, 1);
    assert.equal(namecheap.requests[0].query.ApiKey, CREDENTIALS.apiKey);
    namecheap.reset();
    assert.equal(namecheap.requests.length, 0);
    assert.equal(errorOf(await (await call(EXAMPLE)).text()).number, '1011102');
  });
});
