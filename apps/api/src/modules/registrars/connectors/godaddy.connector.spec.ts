import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FakeGoDaddy, type FakeGoDaddyDomain } from '@domainfolio/test-fakes/godaddy.cjs';
import { Deadline } from '../../../common/outbound/deadline';
import { GoDaddyConnector } from './godaddy.connector';
import { RegistrarError } from './registrar-connector';

const CREDENTIALS = {
  apiKey: 'dLYZc2Vm9ZPx_7Kq3mTfR4uV8wX1yZa2bC',
  apiSecret: 'Hq8sWn3pLk2JvT6rYb9mXc',
};
const OTHER = { apiKey: 'e4Rt7Yu1Io9Pa_3Sd6Fg8Hj', apiSecret: 'Zx5Cv7Bn2Mq4Wp' };
const SECRETS = [CREDENTIALS.apiKey, CREDENTIALS.apiSecret, OTHER.apiKey, OTHER.apiSecret];

/** 2,345 domains: three pages of at most 1,000, with every combination of the flags. */
function portfolio(count: number): FakeGoDaddyDomain[] {
  return Array.from({ length: count }, (_, i) => ({
    name: `Domain-${String(i).padStart(5, '0')}.com`,
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
    return registrarError;
  }
  throw new Error('expected a RegistrarError');
}

describe('GoDaddyConnector', () => {
  const fake = new FakeGoDaddy();
  let connector: GoDaddyConnector;
  const deadline = () => Deadline.in(5000);

  beforeAll(async () => {
    await fake.start();
    connector = new GoDaddyConnector(fake.apiUrl);
  });
  afterAll(() => fake.stop());
  beforeEach(() => fake.reset());

  it('names GoDaddy and its own credential fields', () => {
    expect(connector.registrar).toBe('godaddy');
    expect(connector.label).toBe('GoDaddy');
    expect(
      connector.credentialFields.map((field) => [field.name, field.label, field.secret]),
    ).toEqual([
      ['apiKey', 'API Key', true],
      ['apiSecret', 'API Secret', true],
    ]);
  });

  it('tests good credentials with one cheap, sso-key authenticated call', async () => {
    fake.addAccount(CREDENTIALS, portfolio(3));
    await expect(connector.test(CREDENTIALS, deadline())).resolves.toBeUndefined();
    expect(fake.requests).toHaveLength(1);
    const request = fake.requests[0]!;
    expect(request.method).toBe('GET');
    expect(request.path).toBe('/v1/domains');
    expect(request.query).toEqual({ limit: '1' });
    expect(request.headers.authorization).toBe(
      `sso-key ${CREDENTIALS.apiKey}:${CREDENTIALS.apiSecret}`,
    );
    expect(request.headers.accept).toBe('application/json');
  });

  it('refuses a wrong secret, an unknown key and a revoked key as credentials', async () => {
    fake.addAccount(CREDENTIALS, portfolio(1));
    const wrong = await failure(
      connector.test({ ...CREDENTIALS, apiSecret: OTHER.apiSecret }, deadline()),
    );
    expect(wrong.kind).toBe('credentials');
    expect(wrong.message).toMatch(/Developer Portal/);
    expect(wrong.message).toMatch(/Production key/);

    expect((await failure(connector.test(OTHER, deadline()))).kind).toBe('credentials');

    fake.revoke(CREDENTIALS);
    const revoked = await failure(connector.test(CREDENTIALS, deadline()));
    expect(revoked.kind).toBe('credentials');
    expect(revoked.message).toMatch(/GoDaddy refused the API key and secret/);
  });

  it('explains GoDaddy’s Domains API access rules when the account is denied (403 ACCESS_DENIED)', async () => {
    fake.addAccount(CREDENTIALS, portfolio(2));
    fake.restrictAccess(CREDENTIALS);
    const denied = await failure(connector.listDomains(CREDENTIALS, null, deadline()));
    expect(denied.kind).toBe('credentials');
    expect(denied.message).toMatch(/10 or more domains/);
    expect(denied.message).toMatch(/Discount Domain Club/);
  });

  it('refuses unusable credentials before sending anything', async () => {
    const unusable: Record<string, string>[] = [
      { apiKey: '', apiSecret: 'x' },
      { apiKey: 'key', apiSecret: ' ' },
      { apiKey: 'a:b', apiSecret: 'x' },
      { apiKey: 'key', apiSecret: 'line\nbreak' },
      { apiSecret: 'x' },
    ];
    for (const credentials of unusable) {
      expect((await failure(connector.test(credentials, deadline()))).kind).toBe('credentials');
    }
    expect(fake.requests).toHaveLength(0);
  });

  it('walks every page of an account larger than one page, by GoDaddy’s marker', async () => {
    const domains = portfolio(2345);
    fake.addAccount(CREDENTIALS, domains);
    const seen = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await connector.listDomains(CREDENTIALS, cursor, deadline());
      seen.push(...page.domains);
      cursor = page.next;
      pages += 1;
    } while (cursor !== null && pages < 10);

    expect(pages).toBe(3);
    expect(fake.requests.map((request) => request.query)).toEqual([
      { limit: '1000' },
      { limit: '1000', marker: 'Domain-00999.com' },
      { limit: '1000', marker: 'Domain-01999.com' },
    ]);
    for (const request of fake.requests)
      expect(request.headers.authorization).toBe(
        `sso-key ${CREDENTIALS.apiKey}:${CREDENTIALS.apiSecret}`,
      );
    expect(seen).toEqual(
      domains.map((domain) => ({
        name: domain.name.toLowerCase(),
        expiration: domain.expiration,
        autoRenew: domain.autoRenew,
        locked: domain.locked,
      })),
    );
  });

  it('ends on an empty page after a page of exactly 1,000', async () => {
    fake.addAccount(CREDENTIALS, portfolio(1000));
    const first = await connector.listDomains(CREDENTIALS, null, deadline());
    expect(first.domains).toHaveLength(1000);
    expect(first.next).toBe('Domain-00999.com');
    const second = await connector.listDomains(CREDENTIALS, first.next, deadline());
    expect(second).toEqual({ domains: [], next: null });
  });

  it('lists an empty account as one empty page', async () => {
    fake.addAccount(CREDENTIALS, []);
    await expect(connector.listDomains(CREDENTIALS, null, deadline())).resolves.toEqual({
      domains: [],
      next: null,
    });
  });

  it('leaves out domains GoDaddy still lists after they left the account', async () => {
    fake.addAccount(CREDENTIALS, [
      { name: 'kept.com', expiration: '2027-01-01', autoRenew: true, locked: true },
      {
        name: 'moved.com',
        expiration: '2026-05-01',
        autoRenew: false,
        locked: false,
        status: 'TRANSFERRED_OUT',
      },
      {
        name: 'lapsed.com',
        expiration: '2025-02-01',
        autoRenew: false,
        locked: false,
        status: 'CANCELLED_REDEEMABLE',
      },
    ]);
    const page = await connector.listDomains(CREDENTIALS, null, deadline());
    expect(page.domains.map((domain) => domain.name)).toEqual(['kept.com', 'lapsed.com']);
  });

  it('maps 429 to rate-limited with the retryAfterSec GoDaddy sent', async () => {
    fake.addAccount(CREDENTIALS, portfolio(1));
    fake.rateLimitNext(42);
    const limited = await failure(connector.listDomains(CREDENTIALS, null, deadline()));
    expect(limited.kind).toBe('rate-limited');
    expect(limited.retryAfterMs).toBe(42_000);
  });

  it('maps 5xx to unavailable', async () => {
    fake.addAccount(CREDENTIALS, portfolio(1));
    for (const status of [500, 503, 504]) {
      fake.failNext(status);
      const down = await failure(connector.listDomains(CREDENTIALS, null, deadline()));
      expect(down.kind).toBe('unavailable');
    }
  });

  it('maps an undocumented 4xx to bad-answer, naming only GoDaddy’s error code', async () => {
    fake.addAccount(CREDENTIALS, portfolio(1));
    fake.failNext(422);
    const refused = await failure(connector.listDomains(CREDENTIALS, null, deadline()));
    expect(refused.kind).toBe('bad-answer');
    expect(refused.message).toContain('HTTP 422 VALIDATION_FAILED');
  });

  describe('against answers that are not what GoDaddy documents', () => {
    let server: Server;
    let answer: { status: number; type: string; body: string; headers?: Record<string, string> } = {
      status: 200,
      type: 'application/json',
      body: '[]',
    };
    let url = '';
    beforeAll(async () => {
      server = createServer((_req, res) => {
        res.writeHead(answer.status, { 'content-type': answer.type, ...answer.headers });
        res.end(answer.body);
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    const listWith = (status: number, type: string, body: string) => {
      answer = { status, type, body };
      return new GoDaddyConnector(url).listDomains(CREDENTIALS, null, deadline());
    };

    it('an HTML 200 is a bad answer', async () => {
      const html = await failure(listWith(200, 'text/html', '<html><body>Sign in</body></html>'));
      expect(html.kind).toBe('bad-answer');
    });

    it('a JSON 200 that is not a list is a bad answer', async () => {
      expect((await failure(listWith(200, 'application/json', '{"domains":[]}'))).kind).toBe(
        'bad-answer',
      );
    });

    it('entries of the wrong types are read defensively, nameless ones skipped', async () => {
      const page = await listWith(
        200,
        'application/json',
        JSON.stringify([
          { domain: 'EXAMPLE.COM', expires: 'soon', renewAuto: 'yes', locked: 1 },
          { domain: 42, expires: '2027-01-01T00:00:00.000Z' },
          null,
          'plain.com',
          { expires: '2027-01-01T00:00:00.000Z' },
          {
            domain: 'bücher.de',
            expires: '2026-08-09T23:59:59.000Z',
            renewAuto: true,
            locked: false,
          },
          { domain: 'not a domain', renewAuto: true },
        ]),
      );
      expect(page).toEqual({
        domains: [
          { name: 'example.com', expiration: null, autoRenew: null, locked: null },
          { name: 'xn--bcher-kva.de', expiration: '2026-08-09', autoRenew: true, locked: false },
        ],
        next: null,
      });
    });

    it('a 429 without retryAfterSec reads Retry-After, or says nothing', async () => {
      answer = {
        status: 429,
        type: 'text/plain',
        body: 'slow down',
        headers: { 'retry-after': '15' },
      };
      const withHeader = await failure(
        new GoDaddyConnector(url).listDomains(CREDENTIALS, null, deadline()),
      );
      expect(withHeader.kind).toBe('rate-limited');
      expect(withHeader.retryAfterMs).toBe(15_000);

      answer = { status: 429, type: 'text/plain', body: 'slow down' };
      const withoutWait = await failure(
        new GoDaddyConnector(url).listDomains(CREDENTIALS, null, deadline()),
      );
      expect(withoutWait.kind).toBe('rate-limited');
      expect(withoutWait.retryAfterMs).toBeNull();
    });

    it('an HTML 502 from a proxy is unavailable', async () => {
      expect((await failure(listWith(502, 'text/html', '<h1>Bad Gateway</h1>'))).kind).toBe(
        'unavailable',
      );
    });
  });

  it('a registrar that does not answer is unavailable, without the credentials in the message', async () => {
    const unreachable = new GoDaddyConnector('http://127.0.0.1:9');
    const down = await failure(unreachable.listDomains(CREDENTIALS, null, deadline()));
    expect(down.kind).toBe('unavailable');
  });
});
