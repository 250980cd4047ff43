import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { createDomain } from '../factories/domain.factory';
import { createUser } from '../factories/user.factory';
import { buildSites } from '../support/build-sites';
import { createTestApp, type TestApp } from '../support/test-app';

const NOINDEX = '<meta name="robots" content="noindex" />';

/**
 * An unknown path answers 404 with the site's not-found page, kept out of search results, on
 * every site: a 200 with some page's title would be a soft 404, which search engines index as
 * a duplicate of that page. The sites' own renderers, built from source, decide which paths
 * are pages (their route tables).
 */
describe('pages that are not found, on every site', () => {
  let t: TestApp;
  let sitesDir: string;

  beforeAll(async () => {
    sitesDir = mkdtempSync(join(tmpdir(), 'domainfolio-not-found-'));
    buildSites(sitesDir, ['main-site', 'shop', 'owner-site']);
    t = await createTestApp({ SERVE_SITES: 'true', SITES_DIR: sitesDir });
    const alice = await createUser(t.db, { username: 'alice', page: { title: 'Alice' } });
    await createDomain(t.db, alice.id, { name: 'rocket.com', sellingPrice: '2500.00' });
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    if (sitesDir) rmSync(sitesDir, { recursive: true, force: true });
  });

  const page = (host: string, path: string, cookie?: string) => {
    const test = request(t.http).get(path).set('Host', host);
    return cookie ? test.set('Cookie', cookie) : test;
  };

  /**
   * The not-found page, titled so and never indexed, server-rendered into the root (or, for a
   * landing page whose domain the API did not find, its loading state, which the browser then
   * turns into the not-found page, as it has done for an unknown domain).
   */
  function expectNotFoundPage(res: request.Response, rendered = true): void {
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.text).toContain('<title>Page not found | Domainfolio</title>');
    expect(res.text).toContain(NOINDEX);
    expect(res.text).not.toContain('rel="canonical"');
    const root = res.text.slice(res.text.indexOf('<div id="root">'));
    if (rendered) expect(root).toContain('Page not found.');
  }

  it.each(['/no-such-page', '/pricing/more', '/features.html', '/dashboardx'])(
    'answers %s on the main site with the not-found page and 404',
    async (path) => {
      expectNotFoundPage(await page('localhost:3000', path));
    },
  );

  it('answers an unknown path on the main site with 404 for a signed-in visitor too', async () => {
    const cookie = `${t.config.SESSION_COOKIE_NAME}=anything`;
    expectNotFoundPage(await page('localhost:3000', '/no-such-page', cookie));
    // A known page for a signed-in visitor is still the browser's to render.
    const pricing = await page('localhost:3000', '/pricing', cookie).expect(200);
    expect(pricing.text).toContain('<div id="root"></div>');
  });

  it('still answers the main site’s pages with 200: marketing, sign-in, the API reference, the dashboard', async () => {
    for (const path of ['/', '/pricing', '/terms-of-service', '/pricing?utm_source=mail']) {
      const res = await page('localhost:3000', path).expect(200);
      expect(res.text).not.toContain(NOINDEX);
      expect(res.text).not.toContain('Page not found.');
    }
    // Rendered in the browser: the dashboard shows its own not-found screen to an owner.
    for (const path of [
      '/login',
      '/docs',
      '/dashboard',
      '/dashboard/domains/rocket.com',
      '/dashboard/no-such-screen',
    ]) {
      const res = await page('localhost:3000', path).expect(200);
      expect(res.text).toContain('<div id="root"></div>');
      expect(res.text).not.toContain(NOINDEX);
    }
  });

  it.each(['/no-such-page', '/rocket.com', '/a/b'])(
    'answers %s on the marketplace with the not-found page and 404',
    async (path) => {
      expectNotFoundPage(await page('shop.localhost:3000', path));
    },
  );

  it('still answers the marketplace with 200, whatever its query', async () => {
    for (const path of ['/', '/?q=rocket&sort=price']) {
      const res = await page('shop.localhost:3000', path).expect(200);
      expect(res.text).toContain('Domain Marketplace');
      expect(res.text).not.toContain(NOINDEX);
    }
  });

  it("answers an unknown path or domain on an owner's site with the not-found page and 404", async () => {
    expectNotFoundPage(await page('alice.localhost:3000', '/a/b'));
    // One segment is a landing page's path to the owner site: a name it has no page for.
    for (const path of ['/about', '/missing.com']) {
      expectNotFoundPage(await page('alice.localhost:3000', path), false);
    }
    for (const path of ['/', '/rocket.com']) {
      const res = await page('alice.localhost:3000', path).expect(200);
      expect(res.text).not.toContain(NOINDEX);
    }
  });

  it('answers a path no route can match (a line terminator in it) with 404, for the browser to show', async () => {
    for (const [host, path] of [
      ['localhost:3000', '/a%0Ab'],
      ['shop.localhost:3000', '/%E2%80%A8alert(1)'],
      ['alice.localhost:3000', '/rocket.com%E2%80%A9'],
    ] as const) {
      expectNotFoundPage(await page(host, path), false);
    }
  });

  it('answers a host that shows no site with 404, kept out of search results', async () => {
    const res = await page('wholesale.localhost:3000', '/').expect(404);
    expect(res.text).toContain(NOINDEX);
  });
});
