import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import request from 'supertest';
import type { UserRow } from '../../src/database/schema';
import { createDomain } from '../factories/domain.factory';
import { createUser } from '../factories/user.factory';
import { XSS_PAYLOADS } from '../fixtures/xss-payloads';
import { buildSites } from '../support/build-sites';
import { createTestApp, type TestApp } from '../support/test-app';
import { containsString, inlinedContext, scriptSurface, structuredData } from '../support/xss';

/** The page's policy allows no inline script but those it names by hash. */
function expectStrictScriptPolicy(res: request.Response): void {
  const policy = res.headers['content-security-policy'] as string | undefined;
  expect(policy).toBeDefined();
  const directives = new Map(
    policy!.split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );
  const scriptSources = directives.get('script-src') ?? directives.get('default-src');
  expect(scriptSources).toBeDefined();
  expect(scriptSources).not.toContain("'unsafe-inline'");
  expect(directives.get('script-src-elem') ?? []).not.toContain("'unsafe-inline'");
  expect(directives.get('script-src-attr') ?? []).not.toContain("'unsafe-inline'");
}

describe('cross-site scripting: 200 payloads through the server-rendered pages', () => {
  let t: TestApp;
  let sitesDir: string;
  /** Owner `x{i}` holds payload i in every field a visitor or an email shows. */
  const owners: UserRow[] = [];

  beforeAll(async () => {
    expect(XSS_PAYLOADS).toHaveLength(200);
    expect(new Set(XSS_PAYLOADS).size).toBe(200);
    sitesDir = mkdtempSync(join(tmpdir(), 'domainfolio-xss-'));
    buildSites(sitesDir, ['owner-site', 'shop']);
    t = await createTestApp({
      SERVE_SITES: 'true',
      SITES_DIR: sitesDir,
      EMAIL_WORKER: 'off',
      PUBLIC_PAGE_CACHE_MS: '0',
      LEADS_PER_HOUR_PER_ADDRESS: '100000',
      SUPPORT_EMAIL: 'support@domainfolio.test',
    });
    const fill = (username: string, text: string) =>
      createUser(t.db, {
        username,
        displayName: text,
        portfolioDisplayName: text,
        page: { title: text, description: text },
      });
    const safe = await fill('safe', 'Plain words');
    await createDomain(t.db, safe.id, { name: 'safe.com', description: 'Plain words' });
    for (const [i, payload] of XSS_PAYLOADS.entries()) {
      const owner = await fill(`owner-x${i}`, payload);
      await createDomain(t.db, owner.id, { name: `xss${i}.com`, description: payload });
      owners.push(owner);
    }
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    if (sitesDir) rmSync(sitesDir, { recursive: true, force: true });
  });

  const page = (host: string, path: string, status = 200) =>
    request(t.http)
      .get(path)
      .set('Host', `${host}:3000`)
      .expect(status)
      .expect('Content-Type', /html/);

  it('renders every landing page with its description as text, never as markup', async () => {
    const baseline = await page('safe.localhost', '/safe.com');
    // Rendered on the server (a renderer that failed would leave the markup to the browser).
    expect(baseline.text).toContain('<style data-site="owner"');
    expectStrictScriptPolicy(baseline);
    const expected = scriptSurface(baseline.text);
    expect(expected.elements.script).toBeGreaterThan(0);
    for (const [i, payload] of XSS_PAYLOADS.entries()) {
      const res = await page(`owner-x${i}.localhost`, `/xss${i}.com`);
      expectStrictScriptPolicy(res);
      expect({ payload, surface: scriptSurface(res.text) }).toEqual({ payload, surface: expected });
      expect({ payload, inlined: containsString(inlinedContext(res.text), payload) }).toEqual({
        payload,
        inlined: true,
      });
      // The structured data carries the description as data, exactly, allowed by its hash.
      const [data, ...more] = structuredData(res.text);
      expect({
        payload,
        more,
        description: (data?.value as Record<string, unknown>)?.['description'],
      }).toEqual({
        payload,
        more: [],
        description: payload,
      });
      const hash = createHash('sha256').update(data!.text).digest('base64');
      expect(res.headers['content-security-policy']).toContain(`'sha256-${hash}'`);
    }
  });

  it("renders every owner's portfolio page with its title and description as text", async () => {
    const baseline = await page('safe.localhost', '/');
    expectStrictScriptPolicy(baseline);
    const expected = scriptSurface(baseline.text);
    for (const [i, payload] of XSS_PAYLOADS.entries()) {
      const res = await page(`owner-x${i}.localhost`, '/');
      expectStrictScriptPolicy(res);
      expect({ payload, surface: scriptSurface(res.text) }).toEqual({ payload, surface: expected });
      expect({ payload, inlined: containsString(inlinedContext(res.text), payload) }).toEqual({
        payload,
        inlined: true,
      });
    }
  });

  it('renders the marketplace with a payload in its query and its path as text', async () => {
    const expectedQuery = scriptSurface((await page('shop.localhost', '/?q=plain')).text);
    // A path the marketplace does not have is its not-found page (404); one with a line
    // terminator, which no route matches, is left to the browser (404 all the same).
    const expectedPath = scriptSurface((await page('shop.localhost', '/plain-words', 404)).text);
    const expectedUnroutable = scriptSurface(
      (await page('shop.localhost', `/${encodeURIComponent('plain\u2028words')}`, 404)).text,
    );
    for (const payload of XSS_PAYLOADS) {
      const query = await page('shop.localhost', `/?q=${encodeURIComponent(payload)}`);
      expectStrictScriptPolicy(query);
      expect({ payload, surface: scriptSurface(query.text) }).toEqual({
        payload,
        surface: expectedQuery,
      });
      const path = await page('shop.localhost', `/${encodeURIComponent(payload)}`, 404);
      expectStrictScriptPolicy(path);
      expect({ payload, surface: scriptSurface(path.text) }).toEqual({
        payload,
        surface: /[\n\r\u2028\u2029]/.test(payload) ? expectedUnroutable : expectedPath,
      });
      inlinedContext(path.text);
    }
  });

  it('sends the same policy with a page that is not found, and with one for a made-up host', async () => {
    for (const [host, path] of [
      ['safe.localhost', '/no-such-domain.com'],
      ['nobody-at-all.localhost', '/'],
      ['shop.localhost', `/${encodeURIComponent(XSS_PAYLOADS[0]!)}/deeper`],
    ] as const) {
      const res = await request(t.http).get(path).set('Host', `${host}:3000`);
      expect(res.headers['content-type']).toMatch(/html/);
      expectStrictScriptPolicy(res);
      expect(scriptSurface(res.text).handlers).toEqual([]);
    }
  });

  it('answers the form posted without JavaScript with a page that shows the typed values as text', async () => {
    // A missing email sends the form back with what was typed in it.
    const post = (name: string, message: string) =>
      request(t.http)
        .post('/api/leads/form')
        .set('Host', 'safe.localhost:3000')
        .set('Sec-Fetch-Site', 'same-origin')
        .type('form')
        .send({ domain: 'safe.com', owner: 'safe', name, email: '', offer: '2500', message })
        .expect(400)
        .expect('Content-Type', /html/);
    const baseline = await post('Plain words', 'Plain words');
    expectStrictScriptPolicy(baseline);
    const expected = scriptSurface(baseline.text);
    for (const payload of XSS_PAYLOADS) {
      const res = await post(payload.slice(0, 200), payload);
      expectStrictScriptPolicy(res);
      expect({ payload, surface: scriptSurface(res.text) }).toEqual({ payload, surface: expected });
      const { document } = new JSDOM(res.text).window;
      expect({ payload, typed: document.querySelector('textarea')?.value }).toEqual({
        payload,
        typed: payload,
      });
    }
  });
});
