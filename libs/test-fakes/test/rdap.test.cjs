'use strict';
// FakeRdap answers as IANA's bootstrap file and the registries' RDAP servers do
// (fixtures/rdap/README.md).
const { after, before, beforeEach, describe, it } = require('node:test');
const assert = require('node:assert/strict');
const { FakeRdap } = require('../rdap.cjs');

const FIXTURES = {
  com: require('../fixtures/rdap/com.json'),
  org: require('../fixtures/rdap/org.json'),
  uk: require('../fixtures/rdap/co.uk.json'),
  de: require('../fixtures/rdap/de.json'),
};

const registrarOf = (body) => body.entities.find((entity) => entity.roles.includes('registrar'));
const fnOf = (entity) => entity.vcardArray[1].find((property) => property[0] === 'fn')[3];
const eventOf = (body, action) =>
  body.events.find((event) => event.eventAction === action)?.eventDate;

describe('FakeRdap', () => {
  const rdap = new FakeRdap();
  before(() => rdap.start());
  after(() => rdap.stop());
  beforeEach(() => {
    rdap.reset();
    rdap.setLatency(0);
  });

  /** Follows the bootstrap as a client would: the server for the name's TLD, then the domain. */
  async function lookUp(name, init) {
    const bootstrap = await (await fetch(rdap.bootstrapUrl)).json();
    const labels = name.split('.');
    for (let i = 1; i < labels.length; i += 1) {
      const suffix = labels.slice(i).join('.');
      const service = bootstrap.services.find(([tlds]) => tlds.includes(suffix));
      if (service) return fetch(`${service[1][0]}domain/${name}`, init);
    }
    return null;
  }

  it('serves a bootstrap file listing one server per registry, laid out like the real ones', async () => {
    const response = await fetch(rdap.bootstrapUrl);
    assert.equal(response.status, 200);
    const file = await response.json();
    assert.equal(file.version, '1.0');
    assert.match(file.description, /Domain Name System/);
    assert.ok(!Number.isNaN(Date.parse(file.publication)));
    const byTld = Object.fromEntries(
      file.services.flatMap(([tlds, [url]]) => tlds.map((tld) => [tld, url])),
    );
    assert.deepEqual(byTld, {
      com: `${rdap.baseUrl}/verisign/com/v1/`,
      net: `${rdap.baseUrl}/verisign/net/v1/`,
      org: `${rdap.baseUrl}/pir/`,
      io: `${rdap.baseUrl}/identitydigital/`,
      ai: `${rdap.baseUrl}/identitydigital/`,
      de: `${rdap.baseUrl}/denic/`,
      uk: `${rdap.baseUrl}/nominet/uk/`,
      xyz: `${rdap.baseUrl}/centralnic/xyz/`,
    });
    assert.equal(byTld.es, undefined);
    assert.equal(rdap.serverUrl('es'), null);
    assert.equal(rdap.serverUrl('co.uk'), `${rdap.baseUrl}/nominet/uk/`);
  });

  it('answers a .com in Verisign shape with the values set', async () => {
    rdap.setDomain('acme-widgets.com', {
      registered: '2019-04-01T10:00:00Z',
      expiration: '2027-04-01T10:00:00Z',
      registrar: { name: 'NameCheap, Inc.', ianaId: 1068 },
      nameservers: ['dns1.registrar-servers.com', 'dns2.registrar-servers.com'],
      status: ['client transfer prohibited'],
    });
    const response = await lookUp('acme-widgets.com');
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('content-type'), 'application/rdap+json');
    const body = await response.json();
    assert.deepEqual(Object.keys(body).sort(), Object.keys(FIXTURES.com).sort());
    assert.equal(body.objectClassName, 'domain');
    assert.equal(body.ldhName, 'ACME-WIDGETS.COM');
    assert.match(body.handle, /^\d+_DOMAIN_COM-VRSN$/);
    assert.deepEqual(body.rdapConformance, FIXTURES.com.rdapConformance);
    assert.equal(body.links[0].href, `${rdap.baseUrl}/verisign/com/v1/domain/ACME-WIDGETS.COM`);
    assert.equal(eventOf(body, 'registration'), '2019-04-01T10:00:00Z');
    assert.equal(eventOf(body, 'expiration'), '2027-04-01T10:00:00Z');
    assert.ok(eventOf(body, 'last changed'));
    assert.ok(eventOf(body, 'last update of RDAP database'));
    const registrar = registrarOf(body);
    assert.equal(fnOf(registrar), 'NameCheap, Inc.');
    assert.equal(registrar.handle, '1068');
    assert.deepEqual(registrar.publicIds, [{ type: 'IANA Registrar ID', identifier: '1068' }]);
    assert.deepEqual(registrar.entities[0].roles, ['abuse']);
    assert.deepEqual(
      body.nameservers.map((ns) => ns.ldhName),
      ['DNS1.REGISTRAR-SERVERS.COM', 'DNS2.REGISTRAR-SERVERS.COM'],
    );
    assert.deepEqual(body.status, ['client transfer prohibited']);
    assert.equal(body.secureDNS.delegationSigned, false);
  });

  it('answers a .org in PIR shape, the handle redacted and unset values from the fixture', async () => {
    rdap.setDomain('example-charity.org', { expiration: '2030-01-01T00:00:00Z' });
    const body = await (await lookUp('example-charity.org')).json();
    assert.deepEqual(Object.keys(body).sort(), Object.keys(FIXTURES.org).sort());
    assert.equal(body.ldhName, 'example-charity.org');
    assert.equal(body.unicodeName, 'example-charity.org');
    assert.equal(body.handle, undefined);
    assert.equal(body.redacted[0].name.type, 'Registry Domain ID');
    assert.equal(eventOf(body, 'expiration'), '2030-01-01T00:00:00Z');
    assert.equal(eventOf(body, 'registration'), eventOf(FIXTURES.org, 'registration'));
    assert.deepEqual(body.status, FIXTURES.org.status);
    assert.equal(fnOf(registrarOf(body)), fnOf(registrarOf(FIXTURES.org)));
    assert.ok(
      body.links.some(
        (link) =>
          link.rel === 'self' && link.href === `${rdap.baseUrl}/pir/domain/example-charity.org`,
      ),
    );
  });

  it('answers .io and .ai from the Identity Digital server', async () => {
    rdap.setDomain('startup.io', { registrar: { name: 'Gandi SAS', ianaId: 81 } });
    rdap.setDomain('startup.ai', { status: ['active'] });
    const io = await (await lookUp('startup.io')).json();
    assert.equal(io.ldhName, 'startup.io');
    assert.equal(registrarOf(io).publicIds[0].identifier, '81');
    const ai = await (await lookUp('startup.ai')).json();
    assert.deepEqual(ai.status, ['active']);
    assert.equal(rdap.stats('identitydigital').requests, 2);
  });

  it('answers a .de as DENIC does: no dates and no registrar, only status, servers and last changed', async () => {
    rdap.setDomain('beispiel-firma.de', {
      registered: '2010-01-01T00:00:00Z',
      expiration: '2030-01-01T00:00:00Z',
      registrar: { name: 'Some Registrar' },
      nameservers: ['ns1.example.net'],
    });
    const body = await (await lookUp('beispiel-firma.de')).json();
    assert.deepEqual(Object.keys(body).sort(), Object.keys(FIXTURES.de).sort());
    assert.equal(body.ldhName, 'beispiel-firma.de');
    assert.deepEqual(
      body.events.map((event) => event.eventAction),
      ['last changed'],
    );
    assert.equal(body.entities, undefined);
    assert.deepEqual(body.nameservers, [
      { objectClassName: 'nameserver', ldhName: 'ns1.example.net' },
    ]);
  });

  it('answers a .co.uk as Nominet does: a registrar tag, not an IANA id', async () => {
    rdap.setDomain('corner-shop.co.uk', {
      registrar: { name: 'Tucows Inc', ianaId: 69 },
      nameservers: ['ns1.corner-shop.co.uk'],
    });
    const body = await (await lookUp('corner-shop.co.uk')).json();
    assert.deepEqual(Object.keys(body).sort(), Object.keys(FIXTURES.uk).sort());
    assert.equal(body.ldhName, 'corner-shop.co.uk');
    assert.match(body.handle, /^D_\d+-UK$/);
    const registrar = registrarOf(body);
    assert.equal(fnOf(registrar), 'Tucows Inc');
    assert.deepEqual(registrar.publicIds, [
      { type: 'Registry Identifier', identifier: 'TUCOWSINC' },
    ]);
    assert.equal(body.nameservers[0].ldhName, 'ns1.corner-shop.co.uk.');
  });

  it('answers an unknown name 404 with each registry’s body: empty at Verisign, an RDAP error elsewhere', async () => {
    const com = await lookUp('never-registered.com');
    assert.equal(com.status, 404);
    assert.equal(com.headers.get('content-type'), 'application/rdap+json');
    assert.equal(await com.text(), '');

    const org = await lookUp('never-registered.org');
    assert.equal(org.status, 404);
    assert.equal(org.headers.get('content-type'), 'application/rdap+json');
    const error = await org.json();
    assert.equal(error.errorCode, 404);
    assert.equal(error.title, 'Not Found');
    assert.ok(Array.isArray(error.description));
    assert.equal(error.notices[0].title, 'Terms of Service');

    rdap.setDomain('gone.xyz');
    assert.equal((await lookUp('gone.xyz')).status, 200);
    rdap.removeDomain('gone.xyz');
    assert.equal((await lookUp('gone.xyz')).status, 404);
    // A server asked for a name it does not serve knows nothing of it.
    rdap.setDomain('other.org');
    assert.equal((await fetch(`${rdap.baseUrl}/verisign/com/v1/domain/other.org`)).status, 404);
  });

  it('rate-limits with 429, Retry-After and an RDAP error body, then answers again', async () => {
    rdap.setDomain('busy.org');
    rdap.rateLimitNext(30, 2);
    for (let i = 0; i < 2; i += 1) {
      const response = await lookUp('busy.org');
      assert.equal(response.status, 429);
      assert.equal(response.headers.get('retry-after'), '30');
      const body = await response.json();
      assert.equal(body.errorCode, 429);
      assert.equal(body.title, 'Too Many Requests');
    }
    assert.equal((await lookUp('busy.org')).status, 200);
  });

  it('fails, redirects and writes injected raw answers, slowly when asked', async () => {
    rdap.setDomain('example.net');
    rdap.failNext(503);
    const failed = await lookUp('example.net');
    assert.equal(failed.status, 503);
    assert.equal((await failed.json()).errorCode, 503);

    rdap.redirectNext('https://rdap.example/elsewhere/domain/example.net', 301);
    const redirected = await lookUp('example.net', { redirect: 'manual' });
    assert.equal(redirected.status, 301);
    assert.equal(
      redirected.headers.get('location'),
      'https://rdap.example/elsewhere/domain/example.net',
    );

    rdap.injectAnswer({
      status: 200,
      headers: { 'content-type': 'text/html' },
      body: '<html>captcha</html>',
    });
    const html = await lookUp('example.net');
    assert.equal(html.headers.get('content-type'), 'text/html');
    assert.equal(await html.text(), '<html>captcha</html>');

    rdap.injectAnswer({ body: '{"objectClassName":"domain"}', dripMs: 20, dripBytes: 8 });
    const started = Date.now();
    const slow = await lookUp('example.net');
    assert.equal(await slow.text(), '{"objectClassName":"domain"}');
    assert.ok(Date.now() - started >= 60, 'the body should arrive in several pieces');

    assert.equal((await lookUp('example.net')).status, 200);
  });

  it('fails the bootstrap file when asked, as an unreachable IANA would', async () => {
    rdap.failBootstrapNext(503);
    assert.equal((await fetch(rdap.bootstrapUrl)).status, 503);
    assert.equal((await fetch(rdap.bootstrapUrl)).status, 200);
  });

  it('counts requests in flight per server, with latency, and wakes a waiter without polling', async () => {
    rdap.setLatency(100);
    for (let i = 0; i < 4; i += 1) rdap.setDomain(`parallel-${i}.com`);
    const server = rdap.serverUrl('com');
    const waiting = rdap.waitForRequests(4, 2000);
    const answers = await Promise.all(
      [0, 1, 2, 3].map((i) =>
        fetch(`${server}domain/parallel-${i}.com`).then((response) => response.status),
      ),
    );
    assert.deepEqual(answers, [200, 200, 200, 200]);
    assert.equal((await waiting).length, 4);
    const stats = rdap.stats(server);
    assert.equal(stats.requests, 4);
    assert.equal(stats.inFlight, 0);
    assert.equal(stats.maxInFlight, 4);
    assert.equal(stats.timestamps.length, 4);
    assert.equal(rdap.stats('/pir/').requests, 0);

    rdap.reset();
    rdap.setDomain('one-at-a-time.com');
    for (let i = 0; i < 2; i += 1) await fetch(`${server}domain/one-at-a-time.com`);
    assert.equal(rdap.stats('verisign-com').maxInFlight, 1);
  });
});
