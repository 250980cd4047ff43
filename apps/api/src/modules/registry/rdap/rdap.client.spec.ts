import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import { FakeRdap, freePort } from '@domainfolio/test-fakes';
import { loadConfig } from '../../../config/app-config';
import type { RdapBootstrap } from './bootstrap';
import { RdapClient, type RdapOutcome } from './rdap.client';

const TIMEOUT_MS = 1500;
const SHIPPED = JSON.parse(
  readFileSync(join(__dirname, '..', 'bootstrap', 'dns.json'), 'utf8'),
) as { publication: string };

const REGISTERED = '2015-06-01T00:00:00Z';
const EXPIRES = '2027-06-01T00:00:00Z';
const GODADDY = { name: 'GoDaddy.com, LLC', ianaId: 146 };

/** One name per registry the fake runs, each with its TLD. */
const NAMES: [name: string, tld: string][] = [
  ['example.com', 'com'],
  ['example.net', 'net'],
  ['example.org', 'org'],
  ['example.io', 'io'],
  ['example.ai', 'ai'],
  ['beispiel.de', 'de'],
  ['example.co.uk', 'co.uk'],
  ['example.xyz', 'xyz'],
];

function recordOf(outcome: RdapOutcome) {
  if (outcome.kind !== 'found') throw new Error(`expected found, got ${JSON.stringify(outcome)}`);
  return outcome.record;
}

function problemOf(outcome: RdapOutcome): { problem: string; retryAfterMs: number | null } {
  if (outcome.kind !== 'failed') throw new Error(`expected failed, got ${JSON.stringify(outcome)}`);
  return { problem: outcome.problem, retryAfterMs: outcome.retryAfterMs };
}

describe('RdapClient against the fake RDAP world', () => {
  const fake = new FakeRdap();
  const clients: RdapClient[] = [];
  let host: string;

  /** A client of this test (shut down after it), with the fake as IANA unless told otherwise. */
  function client(env: Record<string, string> = {}): RdapClient {
    const created = new RdapClient(
      loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        RDAP_BOOTSTRAP_URL: fake.bootstrapUrl,
        RDAP_TIMEOUT_MS: String(TIMEOUT_MS),
        RDAP_RATE_PER_SERVER: '50',
        RDAP_CONCURRENCY_PER_SERVER: '2',
        ...env,
      }),
    );
    clients.push(created);
    return created;
  }

  /** Requests the fake's RDAP servers received (the bootstrap file's excluded). */
  const serverRequests = () =>
    fake.requests.filter((request) => request.path !== '/bootstrap/dns.json');

  beforeAll(async () => {
    Logger.overrideLogger(false);
    await fake.start();
    host = new URL(fake.baseUrl).host;
  });
  afterAll(() => fake.stop());
  beforeEach(() => {
    fake.reset();
    for (const [name] of NAMES)
      fake.setDomain(name, {
        registered: REGISTERED,
        expiration: EXPIRES,
        registrar: GODADDY,
        nameservers: ['NS1.Host.Example', 'ns2.host.example'],
        status: ['client transfer prohibited', 'client hold'],
      });
  });
  afterEach(() => {
    for (const created of clients.splice(0)) created.onApplicationShutdown();
  });

  it.each(NAMES)('finds %s at its registry’s server', async (name, tld) => {
    const outcome = await client().lookup(name);
    expect(outcome).toMatchObject({ kind: 'found', server: fake.serverUrl(tld) });
    const record = recordOf(outcome);
    expect(record.nameservers).toEqual(['ns1.host.example', 'ns2.host.example']);
    expect(record.statuses).toEqual(['clientTransferProhibited', 'clientHold']);
    if (tld === 'de') {
      // DENIC publishes no dates and no registrar.
      expect(record).toMatchObject({
        registeredAt: null,
        expiresAt: null,
        registrar: null,
        registrarCode: null,
      });
    } else {
      expect(record).toMatchObject({
        registeredAt: '2015-06-01T00:00:00.000Z',
        expiresAt: '2027-06-01T00:00:00.000Z',
        registrarCode: 'godaddy',
        registrar: {
          name: 'GoDaddy.com, LLC',
          // Nominet names its registrars by tag, not by IANA id.
          ianaId: tld === 'co.uk' ? null : '146',
        },
      });
    }
  });

  it('asks as an RDAP client: GET of the domain path, with its Accept and User-Agent', async () => {
    await client().lookup('example.org');
    const [request] = serverRequests();
    expect(request).toMatchObject({ method: 'GET', path: '/pir/domain/example.org' });
    expect(request!.headers.accept).toBe('application/rdap+json, application/json');
    expect(request!.headers['user-agent']).toMatch(/^Domainfolio-RDAP\//);
  });

  it('reads an unknown name as not found, Verisign’s empty 404 included', async () => {
    const rdap = client();
    await expect(rdap.lookup('unknown.org')).resolves.toEqual({
      kind: 'not-found',
      server: fake.serverUrl('org'),
    });
    await expect(rdap.lookup('unknown.com')).resolves.toEqual({
      kind: 'not-found',
      server: fake.serverUrl('com'),
    });
    expect(serverRequests().map((request) => request.path)).toEqual([
      '/pir/domain/unknown.org',
      '/verisign/com/v1/domain/unknown.com',
    ]);
  });

  it('answers no-rdap for a TLD the bootstrap file does not list, asking no server', async () => {
    await expect(client().lookup('example.es')).resolves.toEqual({ kind: 'no-rdap' });
    expect(serverRequests()).toEqual([]);
  });

  it('reads a 429 as a failure with Retry-After, and holds that server’s next look-up until then', async () => {
    const rdap = client();
    fake.rateLimitNext(1);
    const limited = await rdap.lookup('example.com');
    expect(problemOf(limited)).toEqual({
      problem: `The registry (${host}) asked us to slow down; it is asked again later.`,
      retryAfterMs: 1000,
    });
    // Another server (as the bootstrap file names it) is not held for the second it was told.
    const other = Date.now();
    expect((await rdap.lookup('example.net')).kind).toBe('found');
    expect(Date.now() - other).toBeLessThan(900);
    // The limited server is asked again only once its second is over.
    const next = await rdap.lookup('example.com');
    expect(next.kind).toBe('found');
    const starts = fake.stats('verisign-com').timestamps;
    expect(starts[1]! - starts[0]!).toBeGreaterThanOrEqual(950);
  });

  it('pauses a minute on a 429 without Retry-After', async () => {
    fake.injectAnswer({
      status: 429,
      headers: { 'content-type': 'application/rdap+json' },
      body: '{}',
    });
    expect(problemOf(await client().lookup('example.com')).retryAfterMs).toBe(60_000);
  });

  it('reads a 500 as a failure, not cached: the next look-up asks again', async () => {
    const rdap = client();
    fake.failNext(500);
    expect(problemOf(await rdap.lookup('example.org'))).toEqual({
      problem: `The registry (${host}) had an error (HTTP 500); it is asked again later.`,
      retryAfterMs: null,
    });
    expect((await rdap.lookup('example.org')).kind).toBe('found');
    expect(fake.stats('pir').requests).toBe(2);
  });

  it('reads another status as a refusal', async () => {
    fake.failNext(403);
    expect(problemOf(await client().lookup('example.org')).problem).toBe(
      `The registry (${host}) refused the look-up (HTTP 403).`,
    );
  });

  it('reads an HTML page as a failure: not RDAP data', async () => {
    fake.injectAnswer({
      status: 200,
      headers: { 'content-type': 'text/html' },
      body: '<!doctype html><html><body>Maintenance</body></html>',
    });
    expect(problemOf(await client().lookup('example.org')).problem).toBe(
      `The registry (${host}) answered with something that is not RDAP data.`,
    );
  });

  it('reads an answer about another name as a failure, with the parser’s reason', async () => {
    fake.injectAnswer({
      status: 200,
      headers: { 'content-type': 'application/rdap+json' },
      body: JSON.stringify({ objectClassName: 'domain', ldhName: 'other.org' }),
    });
    expect(problemOf(await client().lookup('example.org')).problem).toBe(
      'The registry answered about another name (other.org).',
    );
  });

  it('refuses an answer larger than 256 KiB without crashing, and goes on', async () => {
    const rdap = client();
    fake.injectAnswer({
      status: 200,
      headers: { 'content-type': 'application/rdap+json' },
      body: JSON.stringify({ objectClassName: 'domain', padding: 'x'.repeat(300 * 1024) }),
    });
    expect(problemOf(await rdap.lookup('example.org')).problem).toBe(
      `The registry (${host}) sent an answer too large to be a domain record.`,
    );
    expect((await rdap.lookup('example.org')).kind).toBe('found');
  });

  it('gives up on an answer dripping past the timeout, within about the timeout', async () => {
    fake.injectAnswer({
      status: 200,
      headers: { 'content-type': 'application/rdap+json' },
      body: JSON.stringify({ objectClassName: 'domain', ldhName: 'example.org' }),
      dripMs: 100,
      dripBytes: 1,
    });
    const started = Date.now();
    const outcome = await client().lookup('example.org');
    const elapsed = Date.now() - started;
    expect(problemOf(outcome).problem).toBe(
      `The registry (${host}) did not answer in time; it is asked again later.`,
    );
    expect(elapsed).toBeGreaterThanOrEqual(TIMEOUT_MS - 100);
    expect(elapsed).toBeLessThan(TIMEOUT_MS + 1000);
  });

  it('follows a redirect on the same server', async () => {
    fake.redirectNext(`${fake.serverUrl('org')}domain/example.org?moved=1`, 301);
    expect((await client().lookup('example.org')).kind).toBe('found');
    expect(fake.stats('pir').requests).toBe(2);
  });

  it('gives up on a redirect loop on the same server after 3 hops', async () => {
    fake.redirectNext(`${fake.serverUrl('org')}domain/example.org`, 302, 10);
    expect(problemOf(await client().lookup('example.org')).problem).toBe(
      `The registry (${host}) redirected the look-up somewhere it is not followed: The address redirected more than 3 times.`,
    );
    expect(fake.stats('pir').requests).toBe(4);
  });

  describe('a redirect to another loopback port', () => {
    let other: Server;
    let received = 0;
    beforeAll(async () => {
      other = createServer((_req, res) => {
        received += 1;
        res.writeHead(200, { 'content-type': 'application/rdap+json' });
        res.end(JSON.stringify({ objectClassName: 'domain', ldhName: 'example.org' }));
      });
      await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    });
    afterAll(() => new Promise<void>((resolve) => other.close(() => resolve())));

    it.each(['127.0.0.1', 'localhost', '[::1]'])(
      'is refused before anything is sent to %s',
      async (hostname) => {
        const port = (other.address() as AddressInfo).port;
        fake.redirectNext(`http://${hostname}:${port}/rdap/domain/example.org`, 302);
        const { problem } = problemOf(await client().lookup('example.org'));
        expect(problem).toMatch(
          new RegExp(
            `^The registry \\(${host}\\) redirected the look-up somewhere it is not followed: The address it redirected to must be a public address`,
          ),
        );
        expect(received).toBe(0);
      },
    );
  });

  describe('the bootstrap file', () => {
    /** The file in use; read here only to show where look-ups would go without the network. */
    const bootstrapOf = (rdap: RdapClient) =>
      (rdap as unknown as { bootstrap: RdapBootstrap }).bootstrap;

    it('is read from RDAP_BOOTSTRAP_URL once, before the first look-up', async () => {
      const rdap = client();
      expect(rdap.bootstrapInfo()).toEqual({ source: null, publication: null });
      await Promise.all([rdap.lookup('example.org'), rdap.lookup('example.com')]);
      expect(rdap.bootstrapInfo()).toEqual({
        source: 'configured',
        publication: fake.bootstrap().publication,
      });
      expect(fake.requests.filter((r) => r.path === '/bootstrap/dns.json')).toHaveLength(1);
    });

    it('falls back to the shipped copy when IANA cannot be reached', async () => {
      const port = await freePort();
      const rdap = client({ RDAP_BOOTSTRAP_URL: `http://127.0.0.1:${port}/rdap/dns.json` });
      // DENIC and .io are not in IANA's file: no RDAP, though the fake serves them.
      await expect(rdap.lookup('beispiel.de')).resolves.toEqual({ kind: 'no-rdap' });
      await expect(rdap.lookup('example.io')).resolves.toEqual({ kind: 'no-rdap' });
      expect(rdap.bootstrapInfo()).toEqual({ source: 'shipped', publication: SHIPPED.publication });
      expect(bootstrapOf(rdap).serverFor('example.com')).toBe('https://rdap.verisign.com/com/v1/');
      expect(fake.requests).toEqual([]);
    });

    it('falls back to the shipped copy when IANA errs, and takes IANA’s on the next read', async () => {
      const rdap = client();
      fake.failBootstrapNext(503);
      await expect(rdap.lookup('beispiel.de')).resolves.toEqual({ kind: 'no-rdap' });
      expect(rdap.bootstrapInfo().source).toBe('shipped');
      expect(serverRequests()).toEqual([]);

      await rdap.loadBootstrap();
      expect(rdap.bootstrapInfo().source).toBe('configured');
      expect((await rdap.lookup('beispiel.de')).kind).toBe('found');
    });

    it('keeps the file in use when a refresh fails', async () => {
      const rdap = client();
      await rdap.loadBootstrap();
      expect(rdap.bootstrapInfo().source).toBe('configured');
      fake.failBootstrapNext(500);
      await rdap.loadBootstrap();
      expect(rdap.bootstrapInfo()).toEqual({
        source: 'configured',
        publication: fake.bootstrap().publication,
      });
      expect(fake.requests.filter((r) => r.path === '/bootstrap/dns.json')).toHaveLength(2);
      expect((await rdap.lookup('beispiel.de')).kind).toBe('found');
    });
  });

  describe('the cache', () => {
    it('answers the same name again without asking, until forget()', async () => {
      const rdap = client();
      const first = await rdap.lookup('example.com');
      expect(first.kind).toBe('found');
      await expect(rdap.lookup('example.com')).resolves.toEqual(first);
      expect(fake.stats('verisign-com').requests).toBe(1);

      rdap.forget('example.com');
      fake.setDomain('example.com', { expiration: '2030-01-01T00:00:00Z' });
      expect(recordOf(await rdap.lookup('example.com')).expiresAt).toBe('2030-01-01T00:00:00.000Z');
      expect(fake.stats('verisign-com').requests).toBe(2);
    });

    it('keeps a not-found answer too', async () => {
      const rdap = client();
      await rdap.lookup('unknown.org');
      await expect(rdap.lookup('unknown.org')).resolves.toMatchObject({ kind: 'not-found' });
      expect(fake.stats('pir').requests).toBe(1);
    });
  });

  it('keeps at most RDAP_CONCURRENCY_PER_SERVER look-ups in flight at one server', async () => {
    const rdap = client();
    const names = Array.from({ length: 6 }, (_, i) => `busy${i}.org`);
    for (const name of names) fake.setDomain(name);
    fake.setLatency(150);
    try {
      const outcomes = await Promise.all(names.map((name) => rdap.lookup(name)));
      expect(outcomes.map((outcome) => outcome.kind)).toEqual(names.map(() => 'found'));
    } finally {
      fake.setLatency(0);
    }
    expect(fake.stats('pir')).toMatchObject({ requests: 6, maxInFlight: 2 });
  });
});
