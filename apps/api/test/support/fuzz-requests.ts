import { Logger } from '@nestjs/common';
import fc from 'fast-check';
import request from 'supertest';
import { apiOperations, fillPath, type ApiOperation } from './api-operations';
import { createDomain } from '../factories/domain.factory';
import { createOwner, signIn } from './auth-helpers';
import {
  encode,
  nastyText,
  nastyValue,
  plausible,
  asText,
  queryString,
  shapedBody,
  toJson,
} from './fuzz-values';
import { createTestApp, type TestApp } from './test-app';

/** At least this many requests in all (every shard together), spread evenly over the operations. */
export const TOTAL_CASES = 10_000;

/**
 * 5xx answers that are not failures: a feature this test app is not set up for (Stripe,
 * Escrow.com) refuses by design with 503 and a message saying so, and a third party it cannot
 * reach is answered with the documented 502. Each is matched by route, status and message, so
 * any other 5xx from these routes still fails.
 */
const EXPECTED_5XX = [
  {
    route: 'POST /api/payments/checkout-session',
    status: 503,
    message: /not available on this installation/,
  },
  {
    route: 'POST /api/payments/customer-portal',
    status: 503,
    message: /not available on this installation/,
  },
  {
    route: 'POST /api/integrations/escrow/pay',
    status: 503,
    message: /is not configured on this server/,
  },
  // A well-formed connection is checked with its registrar before it is saved; the test app
  // points the registrars at a closed port, so that check answers 502, as it would while a
  // registrar is down.
  {
    route: 'POST /api/registrar-connections',
    status: 502,
    message: /^(Porkbun|GoDaddy|Namecheap|Dynadot|Cloudflare Registrar) could not be reached\.$/,
  },
];

/**
 * Fuzzes shard `shard` (0-based) of `shards`: the operations, sorted by route, are dealt out
 * in turn, so every operation (a new one too) lands in exactly one shard, and each shard file
 * runs on its own test app, in parallel with the others.
 */
export function describeFuzzShard(shard: number, shards: number): void {
  let t: TestApp;
  let all: ApiOperation[];
  let operations: ApiOperation[];
  let cookie: string;
  let cases = 0;
  let addresses = 0;
  let unhandled: jest.SpyInstance;

  beforeAll(async () => {
    t = await createTestApp({ EMAIL_WORKER: 'off', ADMIN_EMAILS: 'fuzz@example.com' });
    // A Pro administrator, so that every owner and admin route gets past its guard.
    const owner = await createOwner(t, {
      email: 'fuzz@example.com',
      username: 'fuzz',
      planType: 'PRO',
      planInterval: 'MONTH',
      page: { isEnabled: true },
    });
    // Names the generated values use, so that landing pages, leads and edits find a domain.
    for (const name of ['example.com', 'xn--bcher-kva.com', 'a.b.c.d.e.com'])
      await createDomain(t.db, owner.id, { name, sellingPrice: '100.00', buyItNow: true });
    cookie = await signIn(t, 'fuzz@example.com');
    all = (await apiOperations(t)).sort((a, b) => a.route.localeCompare(b.route));
    operations = all.filter((_, index) => index % shards === shard);
    unhandled = jest.spyOn(Logger.prototype, 'error');
  });
  afterAll(async () => {
    unhandled.mockRestore();
    await t.close();
  });

  /** One request as a client could send it: any path values, query string and body. */
  function requestFor(operation: ApiOperation) {
    const pathValues = fc.record(
      Object.fromEntries(
        operation.pathParams.map((name) => [
          name,
          fc.oneof(plausible(name, undefined).map(asText), nastyText),
        ]),
      ),
    ) as fc.Arbitrary<Record<string, string>>;
    const body: fc.Arbitrary<{ type: string; text: string } | null> = fc.oneof(
      { weight: 1, arbitrary: fc.constant(null) },
      {
        weight: 6,
        arbitrary: (operation.body ? shapedBody(operation.body) : nastyValue).map((value) => ({
          type: 'application/json',
          text: toJson(value),
        })),
      },
      // The whole body of the wrong kind: a list, a string, a number, or not JSON at all.
      {
        weight: 1,
        arbitrary: fc
          .oneof(nastyValue, fc.constantFrom('{', '{"a":', '[1,', 'nul'))
          .map((value) => ({
            type: 'application/json',
            text: typeof value === 'string' && /^[{[n]/.test(value) ? value : toJson(value),
          })),
      },
      {
        weight: 1,
        arbitrary: fc
          .dictionary(fc.string({ maxLength: 8 }), nastyText, { maxKeys: 6 })
          .map((fields) => ({
            type: 'application/x-www-form-urlencoded',
            text: Object.entries(fields)
              .map(([key, value]) => `${encode(key)}=${encode(value)}`)
              .join('&'),
          })),
      },
      {
        weight: 1,
        arbitrary: fc
          .array(fc.array(nastyText, { maxLength: 4 }), { maxLength: 4 })
          .map((rows) => ({
            type: 'text/csv',
            text: `Domain,Price\n${rows.map((row) => row.join(',')).join('\n')}`,
          })),
      },
    );
    return fc.record({
      // The main site, or the owner's site, whose landing pages and forms then answer.
      host: fc.constantFrom('localhost', 'fuzz.localhost'),
      path: pathValues.map((values) => fillPath(operation.path, values)),
      query: queryString(operation.query),
      body: operation.method === 'get' ? fc.constant(null) : body,
    });
  }

  async function send(
    operation: ApiOperation,
    input: {
      host: string;
      path: string;
      query: string;
      body: { type: string; text: string } | null;
    },
  ) {
    const url = input.query ? `${input.path}?${input.query}` : input.path;
    addresses += 1;
    const agent = request(t.http);
    let call = agent[operation.method](url)
      .set('Host', input.host)
      // A fresh client address per request, as a proxy would report it, so that the limits
      // per address do not turn the later cases into 429s.
      .set(
        'X-Forwarded-For',
        `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`,
      );
    // Signing out would end the session the other cases use.
    if (operation.route !== 'GET /api/user/logout') call = call.set('Cookie', cookie);
    if (input.body) call = call.set('Content-Type', input.body.type).send(input.body.text);
    return call;
  }

  it(`answers every request without a 5xx (shard ${shard + 1} of ${shards})`, async () => {
    expect(all.length).toBeGreaterThan(50);
    const failures: string[] = [];
    const perOperation = Math.ceil(TOTAL_CASES / all.length);
    for (const operation of operations) {
      const result = await fc.check(
        fc.asyncProperty(requestFor(operation), async (input) => {
          cases += 1;
          const res = await send(operation, input);
          if (res.status < 500) return true;
          const allowed = EXPECTED_5XX.some(
            (refusal) =>
              refusal.route === operation.route &&
              refusal.status === res.status &&
              refusal.message.test(String(res.body?.message)),
          );
          return allowed;
        }),
        // The first failing request is reported as it is: shrinking it would cost hundreds more.
        { numRuns: perOperation, endOnFailure: true },
      );
      if (result.failed) {
        const input = result.counterexample?.[0] as Parameters<typeof send>[1];
        const res = await send(operation, input);
        failures.push(
          `${operation.route}: ${res.status} ${JSON.stringify(res.body)} for ${JSON.stringify(input).slice(0, 4000)} (seed ${result.seed}, path ${result.counterexamplePath})`,
        );
      }
    }
    expect(failures).toEqual([]);
    expect(cases).toBe(perOperation * operations.length);
    // Nothing failed unexpectedly, even where the answer hid it.
    const logged = unhandled.mock.calls.filter((call) => call.includes('Unhandled error'));
    expect(logged.map((call) => String((call[0] as { url?: string }).url))).toEqual([]);
    // Still up, and still answering from the database.
    await request(t.http).get('/api/health').expect(200);
    await request(t.http).get('/api/current-user').set('Cookie', cookie).expect(200);
    console.info(
      `fuzz shard ${shard + 1}/${shards}: ${operations.length} of ${all.length} operations, ${cases} requests`,
    );
  }, 110_000);
}
