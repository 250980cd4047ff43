import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FakeDynadot, type FakeDynadotDomain } from '@domainfolio/test-fakes/dynadot.cjs';
import { Deadline } from '../../../common/outbound/deadline';
import { DynadotConnector } from './dynadot.connector';
import { RegistrarError } from './registrar-connector';

const CREDENTIALS = { apiKey: 'b8A7K9n6V8q7Z6x7S8m9Y7c6W8f6R5t4' };
const OTHER = { apiKey: 'Q1w2E3r4T5y6U7i8O9p0A1s2D3f4' };
const SECRETS = [CREDENTIALS.apiKey, OTHER.apiKey];

/** Domains with every combination of the flags, some named in capitals. */
function portfolio(count: number): FakeDynadotDomain[] {
  return Array.from({ length: count }, (_, i) => ({
    name: i % 7 === 0 ? `Domain-${String(i).padStart(5, '0')}.COM` : `domain-${i}.net`,
    expiration: `20${26 + (i % 5)}-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`,
    autoRenew: i % 2 === 0,
    locked: i % 3 === 0,
  }));
}

async function failure(promise: Promise<unknown>): Promise<RegistrarError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(RegistrarError);
    const registrarError = error as RegistrarError;
    for (const secret of SECRETS) expect(registrarError.message).not.toContain(secret);
    expect(registrarError.message).not.toMatch(/https?:\/\/|api3\.json|key=/);
    return registrarError;
  }
  throw new Error('expected a RegistrarError');
}

describe('DynadotConnector', () => {
  const fake = new FakeDynadot();
  let connector: DynadotConnector;
  const deadline = () => Deadline.in(5000);

  beforeAll(async () => {
    await fake.start();
    connector = new DynadotConnector(fake.apiUrl);
  });
  afterAll(() => fake.stop());
  beforeEach(() => fake.reset());

  it('names Dynadot and its own credential field', () => {
    expect(connector.registrar).toBe('dynadot');
    expect(connector.label).toBe('Dynadot');
    expect(
      connector.credentialFields.map((field) => [field.name, field.label, field.secret]),
    ).toEqual([['apiKey', 'API Key', true]]);
  });

  it('tests a good key with one GET /api3.json carrying it as `key`, as API3 documents', async () => {
    fake.addAccount(CREDENTIALS, portfolio(3));
    await expect(connector.test(CREDENTIALS, deadline())).resolves.toBeUndefined();
    expect(fake.requests).toHaveLength(1);
    const request = fake.requests[0]!;
    expect(request.method).toBe('GET');
    expect(request.path).toBe('/api3.json');
    expect(request.query).toEqual({ key: CREDENTIALS.apiKey, command: 'list_domain' });
    expect(request.headers.authorization).toBeUndefined();
  });

  it('gives `credentials` for a wrong key and for a revoked one, telling where to look', async () => {
    fake.addAccount(CREDENTIALS, []);
    const wrong = await failure(connector.test(OTHER, deadline()));
    expect(wrong.kind).toBe('credentials');
    expect(wrong.message).toMatch(/Tools → API/);
    expect(wrong.message).toMatch(/IP address/);

    await expect(connector.test(CREDENTIALS, deadline())).resolves.toBeUndefined();
    fake.revoke(CREDENTIALS);
    const revoked = await failure(connector.listDomains(CREDENTIALS, null, deadline()));
    expect(revoked.kind).toBe('credentials');
  });

  it('refuses a missing or unusable key before sending anything', async () => {
    const unusable: Record<string, string>[] = [
      {},
      { apiKey: '' },
      { apiKey: 'two words' },
      { apiKey: 'ключ' },
    ];
    for (const credentials of unusable) {
      const error = await failure(connector.test(credentials, deadline()));
      expect(error.kind).toBe('credentials');
    }
    expect(fake.requests).toHaveLength(0);
  });

  it('lists a large account in its one documented page: every domain, with its facts', async () => {
    const domains = portfolio(1200);
    fake.addAccount(CREDENTIALS, domains);
    const page = await connector.listDomains(CREDENTIALS, null, deadline());
    expect(page.next).toBeNull();
    expect(page.domains).toEqual(
      domains.map((domain) => ({
        name: domain.name.toLowerCase(),
        expiration: domain.expiration,
        autoRenew: domain.autoRenew,
        locked: domain.locked,
      })),
    );
    expect(fake.requests).toHaveLength(1);
    // A cursor is never handed out; one coming back anyway is past the only page.
    await expect(connector.listDomains(CREDENTIALS, 'page-2', deadline())).resolves.toEqual({
      domains: [],
      next: null,
    });
    expect(fake.requests).toHaveLength(1);
  });

  it('lists an empty account', async () => {
    fake.addAccount(CREDENTIALS, []);
    await expect(connector.listDomains(CREDENTIALS, null, deadline())).resolves.toEqual({
      domains: [],
      next: null,
    });
  });

  it('gives `rate-limited` with the wait Dynadot asked for', async () => {
    fake.addAccount(CREDENTIALS, []);
    fake.rateLimitNext(42);
    const error = await failure(connector.listDomains(CREDENTIALS, null, deadline()));
    expect(error.kind).toBe('rate-limited');
    expect(error.retryAfterMs).toBe(42_000);
  });

  it.each([500, 502, 503])('gives `unavailable` for HTTP %i', async (status) => {
    fake.addAccount(CREDENTIALS, []);
    fake.failNext(status);
    const error = await failure(connector.listDomains(CREDENTIALS, null, deadline()));
    expect(error.kind).toBe('unavailable');
  });

  it('gives `unavailable`, without the address, when Dynadot cannot be reached', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const unreachable = new DynadotConnector(`http://127.0.0.1:${port}`);
    const error = await failure(unreachable.test(CREDENTIALS, deadline()));
    expect(error.kind).toBe('unavailable');
  });

  describe('answers the fake does not give', () => {
    let server: Server;
    let answer: { status: number; body: string; headers?: Record<string, string> };
    let other: DynadotConnector;

    beforeAll(async () => {
      server = createServer((_req, res) => {
        res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
        res.end(answer.body);
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      other = new DynadotConnector(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    });
    afterAll(async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    });

    const list = () => other.listDomains(CREDENTIALS, null, deadline());
    const json = (value: unknown, status = 200, headers?: Record<string, string>) => {
      answer = { status, body: JSON.stringify(value), headers };
    };
    const success = (mainDomains: unknown) =>
      json({
        ListDomainInfoResponse: { ResponseCode: 0, Status: 'success', MainDomains: mainDomains },
      });

    it('gives `bad-answer` for an HTML page, text, or JSON that is not the documented list', async () => {
      const bodies = [
        '<html><body>Service maintenance</body></html>',
        'OK',
        JSON.stringify([]),
        JSON.stringify({ ListDomainInfoResponse: { ResponseCode: 0, Status: 'success' } }),
        JSON.stringify({
          ListDomainInfoResponse: { ResponseCode: 0, Status: 'success', MainDomains: {} },
        }),
        JSON.stringify({ ListDomainInfoResponse: { ResponseCode: 1, Status: 'odd' } }),
        JSON.stringify({ SomethingElse: {} }),
      ];
      for (const body of bodies) {
        answer = { status: 200, body, headers: { 'content-type': 'text/html' } };
        expect((await failure(list())).kind).toBe('bad-answer');
      }
      answer = { status: 404, body: 'Not Found' };
      expect((await failure(list())).kind).toBe('bad-answer');
    });

    it('skips entries without a usable name and reads every documented type defensively', async () => {
      success([
        null,
        'bare-name.net',
        { Expiration: '1767225600000' },
        { Name: 42 },
        { Name: '  ' },
        { Name: 'localhost' },
        {
          Name: 'Domain-Exp140.COM',
          Expiration: '1361430589062',
          Locked: 'yes',
          RenewOption: 'no renew option',
        },
        { Name: 'numbers.org', Expiration: 1767225600000, Locked: false, RenewOption: 'auto' },
        { Name: 'odd.io', Expiration: 'soon', Locked: 'maybe', RenewOption: 'sometimes' },
        { Name: 'zero.io', Expiration: '0', Locked: null, RenewOption: 3 },
        { Name: 'bücher.de', Expiration: '1767225600000', RenewOption: 'Auto-Renew' },
        { Name: 'domain-exp140.com', Expiration: '1' },
      ]);
      const page = await list();
      expect(page).toEqual({
        domains: [
          { name: 'domain-exp140.com', expiration: '2013-02-21', autoRenew: false, locked: true },
          { name: 'numbers.org', expiration: '2026-01-01', autoRenew: true, locked: false },
          { name: 'odd.io', expiration: null, autoRenew: null, locked: null },
          { name: 'zero.io', expiration: null, autoRenew: null, locked: null },
          { name: 'xn--bcher-kva.de', expiration: '2026-01-01', autoRenew: true, locked: null },
        ],
        next: null,
      });
    });

    it('reads API3 errors: a refused key, a busy main server, an unknown failure', async () => {
      json({ Response: { ResponseCode: '-1', Error: 'invalid key' } });
      expect((await failure(list())).kind).toBe('credentials');
      // An error text that echoes the key must not reach the owner.
      json({ Response: { ResponseCode: -1, Error: `invalid key ${CREDENTIALS.apiKey}` } });
      expect((await failure(list())).kind).toBe('credentials');
      json({
        ListDomainInfoResponse: {
          ResponseCode: '-1',
          Status: 'error',
          Error: 'problem with connection to main server',
        },
      });
      expect((await failure(list())).kind).toBe('unavailable');
      json({ ListDomainInfoResponse: { ResponseCode: '-1', Status: 'error', Error: 'oops' } });
      expect((await failure(list())).kind).toBe('unavailable');
      json({
        Response: { ResponseCode: '-1', Error: 'Too many requests, try again after 5 seconds' },
      });
      const busy = await failure(list());
      expect(busy.kind).toBe('rate-limited');
      expect(busy.retryAfterMs).toBe(5_000);
    });

    it('reads HTTP refusals and a Retry-After header when one is sent', async () => {
      json(
        {
          code: 401,
          message: 'Unauthorized',
          error: {
            description:
              'The provided API key is invalid, expired, or missing. Please verify your key is correct and active.',
          },
        },
        401,
      );
      expect((await failure(list())).kind).toBe('credentials');
      json({ code: 429 }, 429, { 'retry-after': '7' });
      const limited = await failure(list());
      expect(limited.kind).toBe('rate-limited');
      expect(limited.retryAfterMs).toBe(7_000);
      answer = { status: 429, body: '<html>slow down</html>' };
      expect((await failure(list())).retryAfterMs).toBeNull();
    });
  });
});
