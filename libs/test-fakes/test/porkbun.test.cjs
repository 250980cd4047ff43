'use strict';
// FakePorkbun answers as Porkbun's JSON API v3 is documented to (fixtures/porkbun/README.md).
const { after, before, beforeEach, describe, it } = require('node:test');
const assert = require('node:assert/strict');
const { FakePorkbun, PORKBUN_CHUNK } = require('../porkbun.cjs');
const PING_REQUEST = require('../fixtures/porkbun/ping-request.json');
const LIST_REQUEST = require('../fixtures/porkbun/listAll-request.json');
const LIST_RESPONSE = require('../fixtures/porkbun/listAll-response.json');

const KEYS = { apiKey: PING_REQUEST.apikey, secretApiKey: PING_REQUEST.secretapikey };
const DOCUMENTED = LIST_RESPONSE.domains[0];

describe('FakePorkbun', () => {
  const porkbun = new FakePorkbun();
  before(() => porkbun.start());
  after(() => porkbun.stop());
  beforeEach(() => porkbun.reset());

  const post = (command, body, headers = {}) =>
    fetch(`${porkbun.apiUrl}${command}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });

  it('serves the API under /api/json/v3, as api.porkbun.com does', () => {
    assert.equal(porkbun.apiUrl, `${porkbun.baseUrl}/api/json/v3`);
  });

  it('answers ping with SUCCESS and the caller address (the documented example)', async () => {
    porkbun.addAccount(KEYS, []);
    const response = await post('/ping', PING_REQUEST);
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type'), /^application\/json/);
    const answer = await response.json();
    assert.equal(answer.status, 'SUCCESS');
    assert.equal(answer.yourIp, '127.0.0.1');
    assert.equal(typeof answer.requestId, 'string');
    assert.deepEqual(porkbun.requests[0].json, PING_REQUEST);
  });

  it('lists the documented example domain with its documented fields and types', async () => {
    porkbun.addAccount(KEYS, [
      {
        name: DOCUMENTED.domain,
        expiration: DOCUMENTED.expireDate.slice(0, 10),
        autoRenew: false,
        locked: true,
        labels: DOCUMENTED.labels,
      },
    ]);
    const answer = await (await post('/domain/listAll', { ...LIST_REQUEST, start: '0' })).json();
    assert.equal(answer.status, 'SUCCESS');
    assert.equal(answer.domains.length, 1);
    const [entry] = answer.domains;
    assert.deepEqual(Object.keys(entry), Object.keys(DOCUMENTED));
    for (const key of Object.keys(DOCUMENTED))
      assert.equal(typeof entry[key], typeof DOCUMENTED[key], key);
    assert.equal(entry.domain, 'borseth.ink');
    assert.equal(entry.status, 'ACTIVE');
    assert.equal(entry.tld, 'ink');
    assert.match(entry.expireDate, /^2023-08-20 \d{2}:\d{2}:\d{2}$/);
    assert.match(entry.createDate, /^2022-08-20 \d{2}:\d{2}:\d{2}$/);
    assert.equal(entry.securityLock, '1');
    assert.equal(entry.autoRenew, 0);
    assert.equal(entry.notLocal, 0);
    assert.deepEqual(entry.labels, DOCUMENTED.labels);
  });

  it('leaves labels out unless includeLabels is "yes"', async () => {
    porkbun.addAccount(KEYS, [
      { name: 'a.com', expiration: '2030-01-01', autoRenew: true, locked: false, labels: [] },
      {
        name: 'b.com',
        expiration: '2030-01-01',
        autoRenew: true,
        locked: false,
        labels: DOCUMENTED.labels,
      },
    ]);
    const plain = await (await post('/domain/listAll', PING_REQUEST)).json();
    assert.ok(plain.domains.every((entry) => !('labels' in entry)));
    assert.equal(plain.domains[0].autoRenew, 1);
    assert.equal(plain.domains[0].securityLock, '0');
    const labelled = await (
      await post('/domain/listAll', { ...PING_REQUEST, includeLabels: 'yes' })
    ).json();
    assert.equal('labels' in labelled.domains[0], false);
    assert.deepEqual(labelled.domains[1].labels, DOCUMENTED.labels);
  });

  it('pages in chunks of 1000 from the start offset, then answers an empty array', async () => {
    const domains = Array.from({ length: 2 * PORKBUN_CHUNK + 5 }, (_, i) => ({
      name: `d${String(i).padStart(4, '0')}.com`,
      expiration: '2031-05-06',
      autoRenew: i % 2 === 0,
      locked: i % 3 === 0,
    }));
    porkbun.addAccount(KEYS, domains);
    const page = async (start) =>
      (await (await post('/domain/listAll', { ...PING_REQUEST, start })).json()).domains;
    const first = await page(undefined);
    assert.equal(first.length, 1000);
    assert.equal(first[0].domain, 'd0000.com');
    const second = await page('1000');
    assert.equal(second.length, 1000);
    assert.equal(second[0].domain, 'd1000.com');
    const third = await page(2000);
    assert.deepEqual(
      third.map((entry) => entry.domain),
      ['d2000.com', 'd2001.com', 'd2002.com', 'd2003.com', 'd2004.com'],
    );
    assert.deepEqual(await page('3000'), []);
  });

  it('refuses unknown keys (001), wrong or missing secrets (002) and missing keys', async () => {
    porkbun.addAccount(KEYS, []);
    const unknown = await post('/ping', { ...PING_REQUEST, apikey: 'pk1_unknown' });
    assert.equal(unknown.status, 400);
    const unknownBody = await unknown.json();
    assert.equal(unknownBody.status, 'ERROR');
    assert.equal(unknownBody.message, 'Invalid API key. (001)');
    assert.equal(unknownBody.code, 'INVALID_API_KEYS_001');

    for (const body of [
      { ...PING_REQUEST, secretapikey: 'sk1_wrong' },
      { apikey: PING_REQUEST.apikey },
    ]) {
      const wrong = await post('/domain/listAll', body);
      assert.equal(wrong.status, 400);
      const answer = await wrong.json();
      assert.equal(answer.message, 'Invalid API key. (002)');
      assert.equal(answer.code, 'INVALID_API_KEYS_002');
    }

    const none = await post('/ping', {});
    assert.equal(none.status, 400);
    assert.equal((await none.json()).code, 'API_KEY_REQUIRED');
    const notJson = await post('/ping', 'apikey=x');
    assert.equal(notJson.status, 400);
    assert.equal((await notJson.json()).code, 'INVALID_OR_EMPTY_JSON');
  });

  it('answers a revoked key as an unknown one', async () => {
    porkbun.addAccount(KEYS, []);
    assert.equal((await post('/ping', PING_REQUEST)).status, 200);
    porkbun.revoke(KEYS);
    const refused = await post('/ping', PING_REQUEST);
    assert.equal(refused.status, 400);
    assert.equal((await refused.json()).message, 'Invalid API key. (001)');
  });

  it('reads the X-API-Key headers when the body carries no key', async () => {
    porkbun.addAccount(KEYS, []);
    const answer = await post(
      '/ping',
      {},
      { 'X-API-Key': KEYS.apiKey, 'X-Secret-API-Key': KEYS.secretApiKey },
    );
    assert.equal(answer.status, 200);
  });

  it('takes only POST on known commands', async () => {
    porkbun.addAccount(KEYS, []);
    const get = await fetch(`${porkbun.apiUrl}/ping`);
    assert.equal(get.status, 405);
    assert.equal((await post('/domain/unknown', PING_REQUEST)).status, 404);
  });

  it('rate-limits with 429, RATE_LIMIT_EXCEEDED and ttlRemaining, without Retry-After', async () => {
    porkbun.addAccount(KEYS, []);
    porkbun.rateLimitNext(7, 2);
    for (let i = 0; i < 2; i += 1) {
      const limited = await post('/ping', PING_REQUEST);
      assert.equal(limited.status, 429);
      assert.equal(limited.headers.get('retry-after'), null);
      const body = await limited.json();
      assert.equal(body.status, 'ERROR');
      assert.equal(body.message, 'Rate limit exceeded. Please try again later.');
      assert.equal(body.code, 'RATE_LIMIT_EXCEEDED');
      assert.equal(body.ttlRemaining, 7);
    }
    assert.equal((await post('/ping', PING_REQUEST)).status, 200);
  });

  it('fails with the openresty HTML page for 5xx, and answers raw bodies on request', async () => {
    porkbun.addAccount(KEYS, []);
    porkbun.failNext(502);
    const broken = await post('/ping', PING_REQUEST);
    assert.equal(broken.status, 502);
    assert.match(broken.headers.get('content-type'), /^text\/html/);
    assert.match(await broken.text(), /<h1>502 Bad Gateway<\/h1>[\s\S]*openresty/);
    porkbun.answerNext(200, '<html>maintenance</html>');
    const html = await post('/ping', PING_REQUEST);
    assert.equal(html.status, 200);
    assert.equal(await html.text(), '<html>maintenance</html>');
    assert.equal((await post('/ping', PING_REQUEST)).status, 200);
  });

  it('forgets accounts, requests and injections on reset', async () => {
    porkbun.addAccount(KEYS, []);
    porkbun.failNext(500);
    porkbun.reset();
    const answer = await post('/ping', PING_REQUEST);
    assert.equal(answer.status, 400);
    assert.equal(porkbun.requests.length, 1);
  });
});
