'use strict';
// FakeDynadot answers as Dynadot's API3 list_domain is documented to (fixtures/dynadot/README.md).
const { after, before, beforeEach, describe, it } = require('node:test');
const assert = require('node:assert/strict');
const { FakeDynadot } = require('../dynadot.cjs');
const EXAMPLE = require('../fixtures/dynadot/list-domain-response.json');
const ERRORS = require('../fixtures/dynadot/errors.json');

const KEY = 'b8A7K9n6V8q7Z6x7S8m9Y7c6W8f6';

describe('FakeDynadot', () => {
  const dynadot = new FakeDynadot();
  before(() => dynadot.start());
  after(() => dynadot.stop());
  beforeEach(() => dynadot.reset());

  const listDomain = (key = KEY, extra = '') =>
    fetch(`${dynadot.apiUrl}/api3.json?key=${encodeURIComponent(key)}&command=list_domain${extra}`);

  it('answers list_domain with the documented envelope and every documented field', async () => {
    dynadot.addAccount({ apiKey: KEY }, [
      { name: 'domain-exp140.com', expiration: '2013-02-21', autoRenew: false, locked: true },
      { name: 'example.net', expiration: '2027-11-03', autoRenew: true, locked: false },
    ]);
    const response = await listDomain();
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type'), /^application\/json/);
    const body = await response.json();
    const documented = EXAMPLE.ListDomainInfoResponse;
    const answer = body.ListDomainInfoResponse;
    assert.deepEqual(Object.keys(body), ['ListDomainInfoResponse']);
    assert.equal(answer.ResponseCode, documented.ResponseCode);
    assert.equal(answer.Status, documented.Status);
    assert.equal(answer.MainDomains.length, 2);

    const [first, second] = answer.MainDomains;
    // Every documented field, with the documented types (strings throughout).
    for (const key of Object.keys(documented.MainDomains[0])) {
      assert.ok(Object.hasOwn(first, key), key);
      assert.equal(typeof first[key], typeof documented.MainDomains[0][key], key);
    }
    const { Name, Expiration, Registration, Locked, RenewOption, ...rest } = first;
    // The documented entry less the fields this test set itself.
    const documentedRest = { ...documented.MainDomains[0] };
    for (const key of ['Name', 'Expiration', 'Locked', 'RenewOption']) delete documentedRest[key];
    assert.deepEqual(rest, documentedRest);
    assert.equal(Name, 'domain-exp140.com');
    // The documented example's own timestamp: 2013-02-21 at 07:09:49.062 UTC.
    assert.equal(Expiration, '1361430589062');
    assert.equal(new Date(Number(Registration)).toISOString(), '2012-02-21T07:09:49.062Z');
    assert.equal(Locked, 'yes');
    assert.equal(RenewOption, 'no renew option');

    assert.equal(second.Name, 'example.net');
    assert.equal(new Date(Number(second.Expiration)).toISOString().slice(0, 10), '2027-11-03');
    assert.equal(second.Locked, 'no');
    assert.equal(second.RenewOption, 'auto-renew');
  });

  it('answers the whole account at once: list_domain documents no paging', async () => {
    const domains = Array.from({ length: 250 }, (_, i) => ({
      name: `name${String(i).padStart(3, '0')}.com`,
      expiration: '2030-01-01',
      autoRenew: i % 2 === 0,
      locked: i % 3 === 0,
    }));
    dynadot.addAccount({ apiKey: KEY }, domains);
    // Parameters some clients send are not documented, and change nothing.
    const body = await (await listDomain(KEY, '&count_per_page=100&page_index=1')).json();
    assert.deepEqual(
      body.ListDomainInfoResponse.MainDomains.map((domain) => domain.Name),
      domains.map((domain) => domain.name),
    );
  });

  it('answers an empty account with an empty MainDomains', async () => {
    dynadot.addAccount({ apiKey: KEY }, []);
    const body = await (await listDomain()).json();
    assert.deepEqual(body, {
      ListDomainInfoResponse: { ResponseCode: 0, Status: 'success', MainDomains: [] },
    });
  });

  it('refuses a wrong, missing or revoked key with ResponseCode -1 "invalid key", HTTP 200', async () => {
    dynadot.addAccount({ apiKey: KEY }, []);
    for (const response of [
      await listDomain('not-the-key'),
      await fetch(`${dynadot.apiUrl}/api3.json?command=list_domain`),
    ]) {
      assert.equal(response.status, 200);
      assert.deepEqual(await response.json(), ERRORS.invalidKey);
    }
    assert.equal((await listDomain()).status, 200);
    dynadot.revoke({ apiKey: KEY });
    assert.deepEqual(await (await listDomain()).json(), {
      Response: { ResponseCode: '-1', Error: 'invalid key' },
    });
  });

  it('keeps the key where the requests carried it: the query string', async () => {
    dynadot.addAccount({ apiKey: KEY }, []);
    await listDomain();
    assert.equal(dynadot.requests.length, 1);
    assert.equal(dynadot.requests[0].method, 'GET');
    assert.equal(dynadot.requests[0].path, '/api3.json');
    assert.deepEqual(dynadot.requests[0].query, { key: KEY, command: 'list_domain' });
  });

  it('rate-limits with the published 429 body, the seconds in its sentence, no Retry-After', async () => {
    dynadot.addAccount({ apiKey: KEY }, []);
    dynadot.rateLimitNext(42, 2);
    for (let i = 0; i < 2; i += 1) {
      const response = await listDomain();
      assert.equal(response.status, 429);
      assert.equal(response.headers.get('retry-after'), null);
      assert.deepEqual(await response.json(), {
        code: 429,
        message: 'Too many requests',
        error: {
          description: 'Too many requests. Rate limit exceeded. Please try again after 42 seconds.',
        },
      });
    }
    dynadot.rateLimitNext(60);
    assert.deepEqual(await (await listDomain()).json(), ERRORS.tooManyRequests);
    assert.equal((await listDomain()).status, 200);
  });

  it('fails with the published bodies for 500, 502 and 503', async () => {
    dynadot.addAccount({ apiKey: KEY }, []);
    dynadot.failNext(500);
    dynadot.failNext(502);
    dynadot.failNext(503);
    dynadot.failNext(504);
    const answers = [];
    for (let i = 0; i < 4; i += 1) {
      const response = await listDomain();
      answers.push([response.status, await response.json()]);
    }
    assert.deepEqual(answers, [
      [500, ERRORS.internalServerError],
      [502, ERRORS.badGateway],
      [503, ERRORS.serviceUnavailable],
      [504, { ...ERRORS.internalServerError, code: 504 }],
    ]);
    assert.equal((await listDomain()).status, 200);
  });

  it('answers other paths, methods and commands as chosen in the README', async () => {
    dynadot.addAccount({ apiKey: KEY }, []);
    assert.equal((await fetch(`${dynadot.apiUrl}/restful/v1/domains`)).status, 404);
    const post = await fetch(`${dynadot.apiUrl}/api3.json?key=${KEY}&command=list_domain`, {
      method: 'POST',
    });
    assert.equal(post.status, 405);
    const other = await fetch(`${dynadot.apiUrl}/api3.json?key=${KEY}&command=account_info`);
    assert.deepEqual(await other.json(), {
      Response: { ResponseCode: '-1', Error: 'invalid command' },
    });
  });

  it('checks what a test gives it and forgets accounts on reset', async () => {
    assert.throws(() => dynadot.addAccount({}, []), /apiKey/);
    assert.throws(
      () =>
        dynadot.addAccount({ apiKey: KEY }, [
          { name: 'a.com', expiration: '01/02/2030', autoRenew: true, locked: true },
        ]),
      /YYYY-MM-DD/,
    );
    assert.throws(() => dynadot.revoke({ apiKey: 'nobody' }), /no account/);
    dynadot.addAccount({ apiKey: KEY }, []);
    dynadot.reset();
    assert.deepEqual(await (await listDomain()).json(), ERRORS.invalidKey);
  });
});
