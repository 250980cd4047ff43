import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  PHONE,
  launchBrowser,
  openPage,
  proxyGet,
  screenshot,
  siteUrl,
} from '../support/browser.mjs';

/** React's own package defines this message; a second copy of React would bring it twice. */
const REACT_MARKER = 'React.Children.only expected to receive a single React element child.';

describe('three sites, one host shell, chosen by host name', () => {
  let browser;

  before(async () => {
    browser = await launchBrowser();
  });
  after(() => browser?.close());

  it('shows the marketing site on the product host, loading React exactly once', async () => {
    const { page, context, errors } = await openPage(browser);
    const scripts = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response);
    });
    await page.goto(siteUrl(null, '/'));
    await page.getByRole('heading', { name: 'The Domain Investor Platform' }).waitFor();
    // The heading comes with the server's HTML; the scripts that take the page over follow.
    await page.waitForLoadState('networkidle');
    const bodies = await Promise.all(scripts.map((r) => r.text()));
    const reactCopies = bodies.filter((body) => body.includes(REACT_MARKER));
    assert.equal(reactCopies.length, 1, 'React must be shared between the host and the remote');
    assert.ok(
      scripts.some((r) => r.url().includes('/remotes/main/')),
      'the main remote was loaded',
    );
    assert.equal(await page.title(), 'Domainfolio: The Domain Investor Platform');
    await screenshot(page, 'main-desktop');
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('shows the marketplace on shop. with the demo domains', async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(siteUrl('shop', '/'));
    await page.getByRole('heading', { name: 'Domain Marketplace' }).waitFor();
    await page.getByText(/Choose from [\d,]+ Domain\(s\)\./).waitFor();
    const cards = page.locator('a[href*=".localhost:"]');
    await cards.first().waitFor();
    assert.ok((await cards.count()) >= 12, 'the first page lists the public demo domains');
    await screenshot(page, 'shop-desktop');
    assert.deepEqual(errors, []);
    await context.close();
  });

  it("shows the demo owner's portfolio on demo.", async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(siteUrl('demo', '/'));
    await page.getByRole('heading', { name: 'Demo Domains' }).waitFor();
    await page.getByText(/Choose from [\d,]+ Domain\(s\)\./).waitFor();
    await screenshot(page, 'owner-desktop');
    assert.deepEqual(errors, []);
    await context.close();
  });

  it("opens a domain's landing page from the owner's portfolio", async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(siteUrl('demo', '/'));
    const card = page.locator('main a[href^="/"]').first();
    await card.waitFor();
    const href = await card.getAttribute('href');
    const name = decodeURIComponent(href.slice(1));
    await card.click();
    await page.waitForURL((url) => url.pathname === href);
    await page.getByRole('heading', { level: 1 }).filter({ hasText: name }).waitFor();
    await page
      .getByText(/For sale|Make an Offer/)
      .first()
      .waitFor();
    assert.match(await page.title(), new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    await screenshot(page, 'landing-desktop');
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('shows not-found on wholesale. and for unknown paths', async () => {
    const { page, context } = await openPage(browser);
    const response = await page.goto(siteUrl('wholesale', '/'));
    assert.equal(response.status(), 404);
    await page.getByText('Page not found.').waitFor();
    await page.getByRole('link', { name: 'Go back home' }).waitFor();
    await screenshot(page, 'wholesale-not-found');

    // An unknown path is a 404 on every site, not a page search engines would index.
    for (const label of [null, 'shop', 'demo']) {
      const unknown = await page.goto(siteUrl(label, '/no/such/page'));
      assert.equal(unknown.status(), 404, `${label ?? 'main'} answers an unknown path with 404`);
      await page.getByText('Page not found.').waitFor();
      assert.equal(await page.title(), 'Page not found | Domainfolio');
      assert.equal(await page.locator('meta[name="robots"]').getAttribute('content'), 'noindex');
    }
    await context.close();
  });

  it("gives every site a robots.txt that names the site's own sitemap, through nginx", async () => {
    const port = process.env.E2E_PROXY_PORT;
    for (const label of [null, 'shop', 'demo']) {
      const origin = `http://${label ? `${label}.` : ''}localhost:${port}`;
      const robots = await proxyGet(label, '/robots.txt');
      assert.equal(robots.status, 200);
      assert.ok(robots.body.includes(`\nSitemap: ${origin}/sitemap.xml\n`), robots.body);
      const sitemap = await proxyGet(label, '/sitemap.xml');
      assert.equal(sitemap.status, 200);
      assert.match(sitemap.headers['content-type'], /^application\/xml/);
      assert.ok(sitemap.body.includes(`<loc>${origin}/</loc>`), `${origin}'s sitemap lists /`);
    }
    // The demo owner's sitemap lists their listed domains' landing pages, which exist.
    const demo = await proxyGet('demo', '/sitemap.xml');
    const landing = [...demo.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])[1];
    assert.ok(landing, 'the demo sitemap lists a landing page');
    const page = await proxyGet('demo', new URL(landing).pathname);
    assert.equal(page.status, 200);
    assert.match(page.body, /<script type="application\/ld\+json">/);
  });

  it('works at phone width', async () => {
    for (const [label, heading] of [
      [null, 'The Domain Investor Platform'],
      ['shop', 'Domain Marketplace'],
      ['demo', 'Demo Domains'],
    ]) {
      const { page, context, errors } = await openPage(browser, PHONE);
      await page.goto(siteUrl(label, '/'));
      await page.getByRole('heading', { name: heading }).waitFor();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      assert.ok(
        overflow <= 0,
        `${label ?? 'main'} has no horizontal scroll at 375 px (overflow ${overflow}px)`,
      );
      await screenshot(page, `${label ?? 'main'}-phone`);
      assert.deepEqual(errors, []);
      await context.close();
    }
  });

  it('answers every host through nginx with the right cache headers', async () => {
    const html = await proxyGet('shop', '/');
    assert.equal(html.status, 200);
    assert.equal(html.headers['cache-control'], 'no-cache');
    const asset = /\/assets\/[^"]+\.js/.exec(html.body)?.[0];
    assert.ok(asset, 'the HTML references a hashed script');
    const script = await proxyGet('shop', asset);
    assert.equal(script.headers['cache-control'], 'public, max-age=31536000, immutable');
    const entry = await proxyGet('shop', '/remotes/shop/remoteEntry.js');
    assert.equal(entry.headers['cache-control'], 'no-cache');
    const unknownOwner = await proxyGet('nobody-here', '/');
    assert.equal(unknownOwner.status, 404);
  });

  it('lets nginx keep a page for visitors for a second, never for a signed-in visitor', async () => {
    // The first answer may come from the cache already (another test loaded the page).
    await proxyGet(null, '/pricing');
    const again = await proxyGet(null, '/pricing');
    assert.equal(again.status, 200);
    // HIT, or STALE/UPDATING when a slow machine took over a second between the two requests:
    // from nginx's cache either way.
    assert.match(again.headers['x-cache-status'], /^(HIT|STALE|UPDATING)$/);
    assert.match(again.body, /"session":false/);
    // nginx reads X-Accel-Expires and does not pass it on.
    assert.equal(again.headers['x-accel-expires'], undefined);

    const signedIn = await proxyGet(null, '/pricing', { cookie: 'domainfolio_session=whoever' });
    assert.equal(signedIn.headers['x-cache-status'], 'BYPASS');
    assert.match(signedIn.body, /"session":true/);
    // and what a signed-in visitor got is not kept for the next visitor
    const visitor = await proxyGet(null, '/pricing');
    assert.match(visitor.body, /"session":false/);

    // The API's answers are never kept, whatever they are.
    const health = await proxyGet(null, '/api/health');
    assert.equal(health.headers['x-cache-status'], undefined);
  });
});
