import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FakeCloudflare, type FakeRegistrarDomain } from '@domainfolio/test-fakes/cloudflare.cjs';
import { Deadline } from '../../../common/outbound/deadline';
import { CloudflareConnector } from './cloudflare.connector';
import { RegistrarError } from './registrar-connector';

const CREDENTIALS = {
  accountId: '023e105f4ecef8ad9ca31a8372d0c353',
  apiToken: 'Sn3lZJTBX6kkg7OdcBUAxOO963GEIyGQqnFTOFYY',
};
const OTHER = {
  accountId: '9a7806061c88ada191ed06f989cc3dac',
  apiToken: 'Yq1w2E3r4T5y6U7i8O9p0AsDfGhJkLzXcVbNm123',
};
const SECRETS = [CREDENTIALS.apiToken, OTHER.apiToken, CREDENTIALS.accountId, OTHER.accountId];

/** `count` domains over several pages of 50, with every combination of the flags. */
function portfolio(count: number): FakeRegistrarDomain[] {
  return Array.from({ length: count }, (_, i) => ({
    name: `Site-${String(i).padStart(3, '0')}.com`,
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

describe('CloudflareConnector', () => {
  const fake = new FakeCloudflare();
  let connector: CloudflareConnector;
  const deadline = () => Deadline.in(5000);

  beforeAll(async () => {
    await fake.start();
    connector = new CloudflareConnector(fake.apiUrl);
  });
  afterAll(() => fake.stop());
  beforeEach(() => fake.reset());

  it('names Cloudflare Registrar and its own credential fields', () => {
    expect(connector.registrar).toBe('cloudflare');
    expect(connector.label).toBe('Cloudflare Registrar');
    expect(
      connector.credentialFields.map((field) => [field.name, field.label, field.secret]),
    ).toEqual([
      ['accountId', 'Account ID', false],
      ['apiToken', 'API Token', true],
    ]);
  });

  it('tests good credentials with one Bearer-authenticated, one-item page', async () => {
    fake.addAccount(CREDENTIALS, portfolio(3));
    await expect(connector.test(CREDENTIALS, deadline())).resolves.toBeUndefined();
    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    if (!request) throw new Error('the fake received no request');
    expect(request.method).toBe('GET');
    expect(request.path).toBe(
      `/client/v4/accounts/${CREDENTIALS.accountId}/registrar/registrations`,
    );
    expect(request.query).toEqual({ per_page: '1' });
    expect(request.headers.authorization).toBe(`Bearer ${CREDENTIALS.apiToken}`);
  });

  it('reports a wrong token, a revoked one and a wrong account id as credentials', async () => {
    fake.addAccount(CREDENTIALS, portfolio(1));
    fake.addAccount(OTHER, []);

    const wrongToken = await failure(
      connector.test(
        { ...CREDENTIALS, apiToken: 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789abcd' },
        deadline(),
      ),
    );
    expect(wrongToken.kind).toBe('credentials');
    expect(wrongToken.message).toMatch(/API Tokens/);

    // A token that exists but does not cover the account it is used with.
    const otherAccount = await failure(
      connector.test({ ...OTHER, accountId: CREDENTIALS.accountId }, deadline()),
    );
    expect(otherAccount.kind).toBe('credentials');

    const notAnId = await failure(
      connector.test({ ...CREDENTIALS, accountId: 'acme' }, deadline()),
    );
    expect(notAnId.kind).toBe('credentials');
    expect(notAnId.message).toMatch(/Account ID/);

    fake.revoke(CREDENTIALS);
    const revoked = await failure(connector.listDomains(CREDENTIALS, null, deadline()));
    expect(revoked.kind).toBe('credentials');
    expect(revoked.message).toMatch(/active and not expired/);
  });

  it('refuses unusable credentials without sending them', async () => {
    for (const credentials of [
      { accountId: CREDENTIALS.accountId, apiToken: '' },
      { accountId: CREDENTIALS.accountId, apiToken: `${CREDENTIALS.apiToken}\r\nX-Evil: 1` },
      { accountId: '', apiToken: CREDENTIALS.apiToken },
      { accountId: '../../user', apiToken: CREDENTIALS.apiToken },
      { apiToken: CREDENTIALS.apiToken } as Record<string, string>,
    ]) {
      const error = await failure(connector.test(credentials, deadline()));
      expect(error.kind).toBe('credentials');
    }
    expect(fake.requests).toHaveLength(0);
  });

  it('walks every page of 50, with every name, expiration and flag', async () => {
    const domains = portfolio(123);
    fake.addAccount(CREDENTIALS, domains);

    const seen = new Map<string, unknown>();
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await connector.listDomains(CREDENTIALS, cursor, deadline());
      pages += 1;
      expect(page.domains.length).toBeLessThanOrEqual(50);
      for (const domain of page.domains) seen.set(domain.name, domain);
      cursor = page.next;
    } while (cursor !== null && pages < 10);

    expect(pages).toBe(3);
    expect(seen.size).toBe(123);
    for (const domain of domains)
      expect(seen.get(domain.name.toLowerCase())).toEqual({
        name: domain.name.toLowerCase(),
        expiration: domain.expiration,
        autoRenew: domain.autoRenew,
        locked: domain.locked,
      });

    expect(fake.requests.map((request) => request.query.per_page)).toEqual(['50', '50', '50']);
    expect(fake.requests[0]?.query.cursor).toBeUndefined();
    expect(fake.requests[1]?.query.cursor).toEqual(expect.any(String));
    for (const request of fake.requests)
      expect(request.headers.authorization).toBe(`Bearer ${CREDENTIALS.apiToken}`);
  });

  it('lists an empty account as one empty, last page', async () => {
    fake.addAccount(CREDENTIALS, []);
    await expect(connector.listDomains(CREDENTIALS, null, deadline())).resolves.toEqual({
      domains: [],
      next: null,
    });
  });

  it('passes on the wait of a 429 as rate-limited', async () => {
    fake.addAccount(CREDENTIALS, portfolio(2));
    fake.rateLimitNext(42);
    const error = await failure(connector.listDomains(CREDENTIALS, null, deadline()));
    expect(error.kind).toBe('rate-limited');
    expect(error.retryAfterMs).toBe(42_000);
  });

  it('reports a server error as unavailable', async () => {
    fake.addAccount(CREDENTIALS, portfolio(2));
    for (const status of [500, 502, 503]) {
      fake.failNext(status);
      const error = await failure(connector.listDomains(CREDENTIALS, null, deadline()));
      expect(error.kind).toBe('unavailable');
    }
  });

  it('reports an HTML page answered with 200 as a bad answer', async () => {
    fake.addAccount(CREDENTIALS, portfolio(2));
    fake.htmlNext(200);
    const error = await failure(connector.listDomains(CREDENTIALS, null, deadline()));
    expect(error.kind).toBe('bad-answer');
  });

  describe('against answers that are not what Cloudflare documents', () => {
    let server: Server;
    let answer: { status: number; body: string };
    let odd: CloudflareConnector;

    beforeAll(async () => {
      server = createServer((_req, res) => {
        res.writeHead(answer.status, { 'content-type': 'application/json' });
        res.end(answer.body);
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      odd = new CloudflareConnector(
        `http://127.0.0.1:${(server.address() as AddressInfo).port}/client/v4`,
      );
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    const envelope = (result: unknown, cursor: unknown = '') =>
      JSON.stringify({
        errors: [],
        messages: [],
        result,
        result_info: { count: 0, cursor, per_page: 50 },
        success: true,
      });

    it.each([
      ['a list that is not an array', envelope({ domain_name: 'a.com' })],
      ['no result_info', JSON.stringify({ success: true, errors: [], messages: [], result: [] })],
      ['a cursor that is not text', envelope([], 2)],
      ['success false with a 200', JSON.stringify({ success: false, errors: [], result: null })],
      ['a bare array', JSON.stringify([])],
    ])('rejects %s as a bad answer', async (_what, body) => {
      answer = { status: 200, body };
      const error = await failure(odd.listDomains(CREDENTIALS, null, deadline()));
      expect(error.kind).toBe('bad-answer');
    });

    it('rejects a page whose cursor leads back to itself', async () => {
      answer = { status: 200, body: envelope([], 'c2FtZQ') };
      const error = await failure(odd.listDomains(CREDENTIALS, 'c2FtZQ', deadline()));
      expect(error.kind).toBe('bad-answer');
    });

    it('skips entries without a usable name and reads odd fields as unknown', async () => {
      answer = {
        status: 200,
        body: envelope([
          null,
          'example.org',
          { domain_name: 42, expires_at: '2027-01-01T00:00:00Z' },
          { domain_name: '   ' },
          { domain_name: 'localhost' },
          {
            domain_name: 'Good.Example.',
            expires_at: 'soon',
            auto_renew: 'yes',
            locked: 1,
          },
          {
            domain_name: 'bücher.example',
            expires_at: '2027-06-30T23:30:00-02:00',
            auto_renew: false,
            locked: true,
          },
        ]),
      };
      await expect(odd.listDomains(CREDENTIALS, null, deadline())).resolves.toEqual({
        domains: [
          { name: 'good.example', expiration: null, autoRenew: null, locked: null },
          {
            name: 'xn--bcher-kva.example',
            expiration: '2027-07-01',
            autoRenew: false,
            locked: true,
          },
        ],
        next: null,
      });
    });

    it('reads a null result as an empty page', async () => {
      answer = { status: 200, body: envelope(null) };
      await expect(odd.listDomains(CREDENTIALS, null, deadline())).resolves.toEqual({
        domains: [],
        next: null,
      });
    });

    it('reports an undocumented 4xx as a bad answer without repeating the body', async () => {
      answer = {
        status: 400,
        body: JSON.stringify({
          success: false,
          errors: [{ code: 1001, message: `cursor ${CREDENTIALS.apiToken} invalid` }],
          messages: [],
          result: null,
        }),
      };
      const error = await failure(odd.listDomains(CREDENTIALS, 'abc', deadline()));
      expect(error.kind).toBe('bad-answer');
      expect(error.message).toContain('1001');
    });

    it('reads a refused token from its error code even with an unusual status', async () => {
      answer = {
        status: 400,
        body: JSON.stringify({
          success: false,
          errors: [
            {
              code: 6003,
              message: 'Invalid request headers',
              error_chain: [{ code: 6111, message: 'Invalid format for Authorization header' }],
            },
          ],
          messages: [],
          result: null,
        }),
      };
      const error = await failure(odd.test(CREDENTIALS, deadline()));
      expect(error.kind).toBe('credentials');
    });
  });
});
