import { FakeNamecheap } from '@domainfolio/test-fakes/namecheap.cjs';
import { Deadline } from '../../../common/outbound/deadline';
import { NamecheapConnector } from './namecheap.connector';
import { RegistrarError, type RegistrarDomain } from './registrar-connector';

const CREDENTIALS = {
  apiUser: 'folioowner',
  apiKey: '56b4c87ef4fd49cb96d915c0db68194a',
  clientIp: '203.0.113.10',
};
const SECRETS = [CREDENTIALS.apiKey, CREDENTIALS.clientIp];

/** 230 domains: three pages of 100, 100 and 30. */
const MANY = Array.from({ length: 230 }, (_, i) => ({
  name: `Name${String(i).padStart(3, '0')}.com`,
  expiration: `20${27 + (i % 3)}-0${1 + (i % 9)}-${String(1 + (i % 28)).padStart(2, '0')}`,
  autoRenew: i % 2 === 0,
  locked: i % 3 === 0,
}));

async function failure(promise: Promise<unknown>): Promise<RegistrarError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(RegistrarError);
    const refused = error as RegistrarError;
    for (const secret of SECRETS) expect(refused.message).not.toContain(secret);
    expect(refused.message).not.toContain('http');
    return refused;
  }
  throw new Error('expected a RegistrarError');
}

describe('NamecheapConnector', () => {
  const namecheap = new FakeNamecheap();
  let connector: NamecheapConnector;
  const deadline = () => Deadline.in(5000);

  beforeAll(async () => {
    await namecheap.start();
    connector = new NamecheapConnector(namecheap.apiUrl);
  });
  afterAll(() => namecheap.stop());
  beforeEach(() => {
    namecheap.reset();
    namecheap.addAccount(CREDENTIALS, MANY);
  });

  it('names itself and its credentials in Namecheap’s terms', () => {
    expect(connector.registrar).toBe('namecheap');
    expect(connector.label).toBe('Namecheap');
    expect(connector.credentialFields.map((field) => [field.name, field.secret])).toEqual([
      ['apiUser', false],
      ['apiKey', true],
      ['clientIp', false],
    ]);
  });

  it('test() accepts good credentials with one small authenticated getList', async () => {
    await expect(connector.test(CREDENTIALS, deadline())).resolves.toBeUndefined();
    expect(namecheap.requests).toHaveLength(1);
    const request = namecheap.requests[0]!;
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/xml.response');
    // The key travels in the form body, never in the URL.
    expect(request.query).toEqual({});
    const sent = Object.fromEntries(new URLSearchParams(request.body));
    expect(sent).toMatchObject({
      ApiUser: CREDENTIALS.apiUser,
      ApiKey: CREDENTIALS.apiKey,
      UserName: CREDENTIALS.apiUser,
      ClientIp: CREDENTIALS.clientIp,
      Command: 'namecheap.domains.getList',
      PageSize: '10',
      Page: '1',
    });
  });

  it('test() gives "credentials" for a wrong key, a revoked key and an address off the whitelist', async () => {
    const wrongKey = await failure(connector.test({ ...CREDENTIALS, apiKey: 'nope' }, deadline()));
    expect(wrongKey.kind).toBe('credentials');
    expect(wrongKey.message).toMatch(/API access is on/);

    const unknownUser = await failure(
      connector.test({ ...CREDENTIALS, apiUser: 'someoneelse' }, deadline()),
    );
    expect(unknownUser.kind).toBe('credentials');

    const wrongIp = await failure(
      connector.test({ ...CREDENTIALS, clientIp: '198.51.100.7' }, deadline()),
    );
    expect(wrongIp.kind).toBe('credentials');
    expect(wrongIp.message).toMatch(/whitelisted/);
    expect(wrongIp.message).not.toContain('198.51.100.7');

    namecheap.revoke(CREDENTIALS);
    const revoked = await failure(connector.test(CREDENTIALS, deadline()));
    expect(revoked.kind).toBe('credentials');
  });

  it('refuses missing credentials before sending anything', async () => {
    const missing = await failure(connector.test({ ...CREDENTIALS, clientIp: ' ' }, deadline()));
    expect(missing.kind).toBe('credentials');
    expect(namecheap.requests).toHaveLength(0);
  });

  it('walks every page of an account bigger than one page', async () => {
    const seen: RegistrarDomain[] = [];
    const cursors: (string | null)[] = [];
    let cursor: string | null = null;
    do {
      const page = await connector.listDomains(CREDENTIALS, cursor, deadline());
      seen.push(...page.domains);
      cursor = page.next;
      cursors.push(cursor);
    } while (cursor !== null);

    expect(cursors).toEqual(['2', '3', null]);
    expect(namecheap.requests.map((r) => new URLSearchParams(r.body).get('PageSize'))).toEqual([
      '100',
      '100',
      '100',
    ]);
    const expected = MANY.map((domain) => ({
      name: domain.name.toLowerCase(),
      expiration: domain.expiration,
      autoRenew: domain.autoRenew,
      locked: domain.locked,
    })).sort((a, b) => a.name.localeCompare(b.name));
    expect(seen).toEqual(expected);
  });

  it('lists an empty account as one empty last page', async () => {
    namecheap.addAccount(CREDENTIALS, []);
    await expect(connector.listDomains(CREDENTIALS, null, deadline())).resolves.toEqual({
      domains: [],
      next: null,
    });
  });

  it('keeps punycode and skips entries without a usable name', async () => {
    namecheap.addAccount(CREDENTIALS, [
      { name: 'bücher.de', expiration: '2027-03-04', autoRenew: true, locked: true },
      { name: 'not a domain', expiration: '2027-03-04', autoRenew: true, locked: true },
      { name: 'ok.net', expiration: '2026-12-31', autoRenew: false, locked: false },
    ]);
    const page = await connector.listDomains(CREDENTIALS, null, deadline());
    expect(page.domains).toEqual([
      { name: 'xn--bcher-kva.de', expiration: '2027-03-04', autoRenew: true, locked: true },
      { name: 'ok.net', expiration: '2026-12-31', autoRenew: false, locked: false },
    ]);
  });

  it('reads the rate-limit answer (HTTP 405) as "rate-limited" with the wait it sent', async () => {
    namecheap.rateLimitNext(42);
    const limited = await failure(connector.listDomains(CREDENTIALS, null, deadline()));
    expect(limited.kind).toBe('rate-limited');
    expect(limited.retryAfterMs).toBe(42_000);
  });

  it('reads "Too many requests" (error 500000) as "rate-limited" for a minute', async () => {
    namecheap.apiErrorNext(500000, 'Too many requests');
    const limited = await failure(connector.listDomains(CREDENTIALS, null, deadline()));
    expect(limited.kind).toBe('rate-limited');
    expect(limited.retryAfterMs).toBe(60_000);
  });

  it('reads a server error, or Namecheap’s "Unknown exceptions", as "unavailable"', async () => {
    namecheap.failNext(502);
    expect((await failure(connector.listDomains(CREDENTIALS, null, deadline()))).kind).toBe(
      'unavailable',
    );
    namecheap.apiErrorNext(5050169, 'Unknown exceptions');
    expect((await failure(connector.listDomains(CREDENTIALS, null, deadline()))).kind).toBe(
      'unavailable',
    );
  });

  it('gives "bad-answer" for HTML, broken XML or a list without its parts', async () => {
    const answers = [
      '<!DOCTYPE html><html><body>Maintenance</body></html>',
      '<ApiResponse Status="OK"><CommandResponse>',
      '{"domains":[]}',
      '<ApiResponse Status="OK"><CommandResponse Type="namecheap.domains.getList"><Paging><TotalItems>1</TotalItems></Paging></CommandResponse></ApiResponse>',
      '<ApiResponse Status="OK"><CommandResponse Type="namecheap.domains.getList"><DomainGetListResult /></CommandResponse></ApiResponse>',
      '<ApiResponse Status="ERROR"><Errors><Error Number="2011166">Something else</Error></Errors></ApiResponse>',
    ];
    const server = new NamecheapStub(answers);
    await server.start();
    try {
      const stubbed = new NamecheapConnector(server.url);
      for (let i = 0; i < answers.length; i += 1)
        expect((await failure(stubbed.listDomains(CREDENTIALS, null, deadline()))).kind).toBe(
          'bad-answer',
        );
    } finally {
      await server.stop();
    }
  });

  it('does not expand entities declared in the answer', async () => {
    const bomb =
      '<?xml version="1.0"?><!DOCTYPE r [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;">]>' +
      '<ApiResponse Status="OK"><CommandResponse><DomainGetListResult><Domain Name="&b;.com" Expires="01/02/2027" AutoRenew="true" IsLocked="false"/></DomainGetListResult>' +
      '<Paging><TotalItems>1</TotalItems><CurrentPage>1</CurrentPage><PageSize>100</PageSize></Paging></CommandResponse></ApiResponse>';
    const server = new NamecheapStub([bomb]);
    await server.start();
    try {
      const page = await new NamecheapConnector(server.url).listDomains(
        CREDENTIALS,
        null,
        deadline(),
      );
      expect(page).toEqual({ domains: [], next: null });
    } finally {
      await server.stop();
    }
  });

  it('refuses a cursor it did not write', async () => {
    const refused = await failure(connector.listDomains(CREDENTIALS, 'page=2', deadline()));
    expect(refused.kind).toBe('bad-answer');
    expect(namecheap.requests).toHaveLength(0);
  });
});

/** A server answering the given bodies in turn with HTTP 200, for answers the fake never gives. */
class NamecheapStub {
  private server: import('node:http').Server | null = null;
  private next = 0;

  constructor(private readonly bodies: string[]) {}

  get url(): string {
    const address = this.server?.address();
    if (!address || typeof address === 'string') throw new Error('not started');
    return `http://127.0.0.1:${address.port}/xml.response`;
  }

  async start(): Promise<void> {
    const { createServer } = await import('node:http');
    this.server = createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        const body = this.bodies[this.next % this.bodies.length];
        this.next += 1;
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body);
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
  }

  stop(): Promise<void> {
    this.server?.closeIdleConnections();
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
