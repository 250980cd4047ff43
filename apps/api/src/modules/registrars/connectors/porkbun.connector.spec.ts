import { FakePorkbun, PORKBUN_CHUNK } from '@domainfolio/test-fakes/porkbun.cjs';
import { Deadline } from '../../../common/outbound/deadline';
import { PorkbunConnector } from './porkbun.connector';
import { RegistrarError, type RegistrarDomain } from './registrar-connector';

const KEYS = {
  apiKey: 'pk1_4d2b0a7e5f3c9b8e1a6d4c2f0b9e8a7d6c5b4a3f2e1d0c9b8a7f6e5d4c3b2a1f0',
  secretApiKey: 'sk1_9f8e7d6c5b4a3f2e1d0c9b8a7f6e5d4c3b2a1f0e9d8c7b6a5f4e3d2c1b0a9f8e7',
};

/** The RegistrarError a call failed with (fails the test if it succeeded or threw another). */
async function failureOf(call: Promise<unknown>): Promise<RegistrarError> {
  try {
    await call;
  } catch (error) {
    if (error instanceof RegistrarError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

/** The credentials must not appear anywhere in what an error says. */
function expectNoCredentials(error: RegistrarError) {
  const said = `${error.message} ${error.stack ?? ''} ${JSON.stringify(error)}`;
  for (const value of [...Object.values(KEYS), 'sk1_wrong']) expect(said).not.toContain(value);
}

describe('PorkbunConnector', () => {
  const porkbun = new FakePorkbun();
  let connector: PorkbunConnector;
  const deadline = () => Deadline.in(5000);

  beforeAll(async () => {
    await porkbun.start();
    connector = new PorkbunConnector(porkbun.apiUrl);
  });
  afterAll(() => porkbun.stop());
  beforeEach(() => porkbun.reset());

  it("names Porkbun's two keys, both secret", () => {
    expect(connector.registrar).toBe('porkbun');
    expect(connector.label).toBe('Porkbun');
    expect(connector.credentialFields.map((field) => [field.name, field.secret])).toEqual([
      ['apiKey', true],
      ['secretApiKey', true],
    ]);
  });

  describe('test()', () => {
    it('passes with good keys, sent in the JSON body of a POST to /ping', async () => {
      porkbun.addAccount(KEYS, []);
      await expect(connector.test(KEYS, deadline())).resolves.toBeUndefined();
      expect(porkbun.requests).toHaveLength(1);
      const request = porkbun.requests[0]!;
      expect(request.method).toBe('POST');
      expect(request.path).toBe('/api/json/v3/ping');
      expect(request.headers['content-type']).toBe('application/json');
      expect(request.json).toEqual({ apikey: KEYS.apiKey, secretapikey: KEYS.secretApiKey });
      // The keys travel only in the body: never in the URL.
      expect(JSON.stringify(request.query)).not.toContain(KEYS.apiKey);
    });

    it("gives 'credentials' for an unknown key and for a wrong secret", async () => {
      porkbun.addAccount(KEYS, []);
      for (const wrong of [
        { ...KEYS, apiKey: 'pk1_unknown' },
        { ...KEYS, secretApiKey: 'sk1_wrong' },
      ]) {
        const error = await failureOf(connector.test(wrong, deadline()));
        expect(error.kind).toBe('credentials');
        expect(error.message).toContain('porkbun.com/account/api');
        expectNoCredentials(error);
      }
    });

    it("gives 'credentials' once the key pair is deleted in Porkbun", async () => {
      porkbun.addAccount(KEYS, []);
      await connector.test(KEYS, deadline());
      porkbun.revoke(KEYS);
      const error = await failureOf(connector.test(KEYS, deadline()));
      expect(error.kind).toBe('credentials');
      expectNoCredentials(error);
    });

    it('refuses a missing key without asking Porkbun', async () => {
      const error = await failureOf(connector.test({ apiKey: KEYS.apiKey }, deadline()));
      expect(error.kind).toBe('credentials');
      expect(error.message).toMatch(/Secret API Key/);
      expect(porkbun.requests).toHaveLength(0);
    });
  });

  describe('listDomains()', () => {
    const account = (count: number) =>
      Array.from({ length: count }, (_, i) => ({
        name: `Shop-${String(i).padStart(4, '0')}.COM`,
        expiration: `20${30 + (i % 9)}-0${1 + (i % 9)}-1${i % 10}`,
        autoRenew: i % 2 === 0,
        locked: i % 3 !== 0,
      }));
    const expected = (domains: ReturnType<typeof account>): RegistrarDomain[] =>
      domains.map((domain) => ({
        name: domain.name.toLowerCase(),
        expiration: domain.expiration,
        autoRenew: domain.autoRenew,
        locked: domain.locked,
      }));

    it('walks an account bigger than one chunk, page by page', async () => {
      const domains = account(2 * PORKBUN_CHUNK + 3);
      porkbun.addAccount(KEYS, domains);
      const seen: RegistrarDomain[] = [];
      const cursors: (string | null)[] = [];
      let cursor: string | null = null;
      do {
        const page = await connector.listDomains(KEYS, cursor, deadline());
        seen.push(...page.domains);
        cursor = page.next;
        cursors.push(cursor);
      } while (cursor !== null);
      expect(cursors).toEqual(['1000', '2000', null]);
      expect(seen).toEqual(expected(domains));
      expect(porkbun.requests.map((request) => request.json)).toEqual(
        ['0', '1000', '2000'].map((start) => ({
          start,
          apikey: KEYS.apiKey,
          secretapikey: KEYS.secretApiKey,
        })),
      );
      expect(porkbun.requests.every((r) => r.path === '/api/json/v3/domain/listAll')).toBe(true);
    });

    it('asks once more after an exactly full chunk and stops on the empty answer', async () => {
      porkbun.addAccount(KEYS, account(PORKBUN_CHUNK));
      const first = await connector.listDomains(KEYS, null, deadline());
      expect(first.domains).toHaveLength(PORKBUN_CHUNK);
      expect(first.next).toBe('1000');
      expect(await connector.listDomains(KEYS, first.next, deadline())).toEqual({
        domains: [],
        next: null,
      });
    });

    it('lists an empty account as one empty last page', async () => {
      porkbun.addAccount(KEYS, []);
      expect(await connector.listDomains(KEYS, null, deadline())).toEqual({
        domains: [],
        next: null,
      });
    });

    it("reads Porkbun's flags as numbers or strings and skips entries without a name", async () => {
      porkbun.answerNext(
        200,
        JSON.stringify({
          status: 'SUCCESS',
          domains: [
            {
              domain: 'Borseth.INK',
              status: 'ACTIVE',
              tld: 'ink',
              createDate: '2018-08-20 17:52:51',
              expireDate: '2023-08-20 17:52:51',
              securityLock: '1',
              whoisPrivacy: '1',
              autoRenew: 0,
              notLocal: 0,
            },
            { domain: 'live.example', expireDate: '2027-09-14 09:40:58', autoRenew: '1' },
            { domain: 'odd.example', expireDate: 'soon', autoRenew: 'maybe', securityLock: [] },
            { domain: 42 },
            { domain: '   ' },
            null,
            'text.example',
          ],
        }),
        'application/json',
      );
      const page = await connector.listDomains(KEYS, null, deadline());
      expect(page).toEqual({
        domains: [
          { name: 'borseth.ink', expiration: '2023-08-20', autoRenew: false, locked: true },
          { name: 'live.example', expiration: '2027-09-14', autoRenew: true, locked: null },
          { name: 'odd.example', expiration: null, autoRenew: null, locked: null },
        ],
        next: null,
      });
    });

    it("gives 'bad-answer' when the list is missing or not a list", async () => {
      for (const body of [{ status: 'SUCCESS' }, { status: 'SUCCESS', domains: {} }, ['x']]) {
        porkbun.answerNext(200, JSON.stringify(body), 'application/json');
        const error = await failureOf(connector.listDomains(KEYS, null, deadline()));
        expect(error.kind).toBe('bad-answer');
      }
    });

    it("gives 'credentials' for refused keys and API access turned off", async () => {
      porkbun.addAccount(KEYS, account(3));
      const wrong = await failureOf(
        connector.listDomains({ ...KEYS, secretApiKey: 'sk1_wrong' }, null, deadline()),
      );
      expect(wrong.kind).toBe('credentials');
      expectNoCredentials(wrong);

      porkbun.answerNext(
        400,
        JSON.stringify({ status: 'ERROR', message: 'Domain is not opted in to API access.' }),
        'application/json',
      );
      const optIn = await failureOf(connector.listDomains(KEYS, null, deadline()));
      expect(optIn.kind).toBe('credentials');
      expect(optIn.message).toMatch(/API Access/);
    });
  });

  describe('errors', () => {
    beforeEach(() => porkbun.addAccount(KEYS, []));

    it("gives 'rate-limited' with the ttlRemaining Porkbun sent", async () => {
      porkbun.rateLimitNext(37);
      const error = await failureOf(connector.listDomains(KEYS, null, deadline()));
      expect(error.kind).toBe('rate-limited');
      expect(error.retryAfterMs).toBe(37_000);
      expectNoCredentials(error);
    });

    it("gives 'unavailable' for a server error page", async () => {
      for (const status of [500, 502, 503]) {
        porkbun.failNext(status);
        const error = await failureOf(connector.test(KEYS, deadline()));
        expect(error.kind).toBe('unavailable');
        expectNoCredentials(error);
      }
    });

    it("gives 'bad-answer' for HTML or a non-JSON body with status 200", async () => {
      porkbun.answerNext(200, '<!DOCTYPE html><html><body>Porkbun is oinking</body></html>');
      const html = await failureOf(connector.listDomains(KEYS, null, deadline()));
      expect(html.kind).toBe('bad-answer');
      porkbun.answerNext(200, '{"status":"SUCC', 'application/json');
      expect((await failureOf(connector.test(KEYS, deadline()))).kind).toBe('bad-answer');
      porkbun.answerNext(200, '{"status":"MAYBE"}', 'application/json');
      expect((await failureOf(connector.test(KEYS, deadline()))).kind).toBe('bad-answer');
    });

    it("cuts a credential out of Porkbun's own error message", async () => {
      porkbun.answerNext(
        400,
        JSON.stringify({ status: 'ERROR', message: `Odd request for ${KEYS.secretApiKey}` }),
        'application/json',
      );
      const error = await failureOf(connector.test(KEYS, deadline()));
      expect(error.kind).toBe('bad-answer');
      expect(error.message).toContain('[key]');
      expectNoCredentials(error);
    });

    it("gives 'bad-answer' for a cursor it did not issue, without a request", async () => {
      const error = await failureOf(connector.listDomains(KEYS, 'page-2', deadline()));
      expect(error.kind).toBe('bad-answer');
      expect(porkbun.requests).toHaveLength(0);
    });
  });
});
