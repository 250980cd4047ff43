import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import request from 'supertest';
import type { UserRow } from '../../src/database/schema';
import { createDomain } from '../factories/domain.factory';
import { createUser } from '../factories/user.factory';
import { XSS_PAYLOADS } from '../fixtures/xss-payloads';
import { createTestApp, type TestApp } from '../support/test-app';
import { containsString, inlinedContext, scriptSurface } from '../support/xss';

const REPOSITORY = join(__dirname, '../../../..');

/**
 * The sites' server renderers, built from the current source into `sitesDir` (a couple of
 * seconds each), so the test renders what would ship and needs no earlier build. The host's
 * page template is its source index.html, which has the head the API fills in.
 */
function buildSites(sitesDir: string): void {
  for (const site of ['owner-site', 'shop']) {
    execFileSync(
      'npx',
      [
        'vite',
        'build',
        '--ssr',
        '--outDir',
        join(sitesDir, site, 'dist-server'),
        '--logLevel',
        'error',
      ],
      { cwd: join(REPOSITORY, 'apps', site), stdio: 'pipe' },
    );
  }
  mkdirSync(join(sitesDir, 'host', 'dist'), { recursive: true });
  copyFileSync(
    join(REPOSITORY, 'apps', 'host', 'index.html'),
    join(sitesDir, 'host', 'dist', 'index.html'),
  );
}

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
    buildSites(sitesDir);
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

  const page = (host: string, path: string) =>
    request(t.http)
      .get(path)
      .set('Host', `${host}:3000`)
      .expect(200)
      .expect('Content-Type', /html/);

  it('renders every landing page with its description as text, never as markup', async () => {
    const baseline = await page('safe.localhost', '/safe.com');
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
    const expectedPath = scriptSurface((await page('shop.localhost', '/plain-words')).text);
    for (const payload of XSS_PAYLOADS) {
      const query = await page('shop.localhost', `/?q=${encodeURIComponent(payload)}`);
      expectStrictScriptPolicy(query);
      expect({ payload, surface: scriptSurface(query.text) }).toEqual({
        payload,
        surface: expectedQuery,
      });
      const path = await page('shop.localhost', `/${encodeURIComponent(payload)}`);
      expectStrictScriptPolicy(path);
      expect({ payload, surface: scriptSurface(path.text) }).toEqual({
        payload,
        surface: expectedPath,
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
