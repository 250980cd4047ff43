import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { launchBrowser, openPage, siteUrl } from '../support/browser.mjs';

/** Enough for every screen of the three sites, and a bound should a link ever loop. */
const MAX_PAGES = 300;
/** Pages of one shape (one per domain, one per owner) visited; the others are alike. */
const SAMPLE_PER_SHAPE = 3;

/** Paths never followed: signing out would end the crawl's own session. */
const SKIPPED_PATHS = new Set(['/api/user/logout']);

/**
 * The shape of a page: the host's owner label and every domain name in the path become
 * placeholders, so demo.localhost/rocket.com and alice.localhost/books.de are one shape.
 */
function shapeOf(url, mainHost) {
  const host =
    url.hostname === mainHost || url.hostname === `shop.${mainHost}` ? url.hostname : ':owner';
  const path = url.pathname
    .split('/')
    .map((segment) => (segment.includes('.') ? ':domain' : segment))
    .join('/');
  return `${host}${path}`;
}

/** Whether a link leads to one of the product's own hosts (main site, marketplace, owner sites). */
function isProductUrl(url, mainHost, port) {
  return (
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    url.port === port &&
    (url.hostname === mainHost || url.hostname.endsWith(`.${mainHost}`))
  );
}

/**
 * Visits every product page reachable from `starts` through a[href] links, breadth first, and
 * returns each broken one (a not-found page or a 4xx/5xx answer) with the page linking to it,
 * and the hosts it visited.
 */
async function crawl(page, starts) {
  const startUrl = new URL(starts[0]);
  const mainHost = startUrl.hostname;
  const queue = starts.map((url) => ({ url: new URL(url).href, from: '(start)' }));
  const seen = new Set(queue.map((item) => item.url));
  const perShape = new Map();
  const broken = [];
  const hosts = new Set();
  let visited = 0;

  while (queue.length > 0 && visited < MAX_PAGES) {
    const { url, from } = queue.shift();
    visited += 1;
    const target = new URL(url);
    hosts.add(target.hostname);
    if (target.pathname.startsWith('/api/')) {
      // Downloads and server redirects (CSV exports, Google sign-in): the answer is what counts.
      const response = await page.request.get(url, { maxRedirects: 0 });
      if (response.status() >= 400)
        broken.push(`${url} (HTTP ${response.status()}) linked from ${from}`);
      continue;
    }
    const response = await page.goto(url);
    await page.waitForLoadState('networkidle');
    const status = response?.status() ?? 0;
    const notFound = await page.evaluate(
      () =>
        document.title.startsWith('Page not found') ||
        document.body.innerText.includes('Page not found.'),
    );
    if (status >= 400 || notFound) {
      broken.push(`${url} (${notFound ? 'not-found page' : `HTTP ${status}`}) linked from ${from}`);
      continue;
    }
    const links = await page.evaluate(() =>
      Array.from(document.querySelectorAll('a[href]'), (a) => a.href),
    );
    for (const href of links) {
      const link = new URL(href);
      link.hash = '';
      if (!isProductUrl(link, mainHost, startUrl.port)) continue;
      if (SKIPPED_PATHS.has(link.pathname) || seen.has(link.href)) continue;
      seen.add(link.href);
      const shape = shapeOf(link, mainHost);
      const count = perShape.get(shape) ?? 0;
      if (count >= SAMPLE_PER_SHAPE) continue;
      perShape.set(shape, count + 1);
      queue.push({ url: link.href, from: page.url() });
    }
  }
  return { broken, visited, hosts };
}

describe('every link of the product leads to a real page', () => {
  let browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(() => browser?.close());

  it('from the home page, the marketplace and an owner site, for a visitor', async (t) => {
    const { page, context, errors } = await openPage(browser);
    const { broken, visited, hosts } = await crawl(page, [
      siteUrl(null, '/'),
      siteUrl('shop', '/'),
      siteUrl('demo', '/'),
    ]);
    await context.close();
    t.diagnostic(`${visited} pages on ${[...hosts].join(', ')}`);
    assert.ok(visited > 10, `the crawl reached ${visited} pages`);
    // Owner sites other than the demo one are reached through the marketplace's cards.
    assert.ok(hosts.size > 3, `the crawl reached ${[...hosts].join(', ')}`);
    assert.deepEqual(broken, [], `broken links:\n${broken.join('\n')}`);
    assert.deepEqual(errors, []);
  });

  it('from the dashboard, for the demo owner', async (t) => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(siteUrl(null, '/login'));
    await page.getByLabel('Email address').fill('demo@example.com');
    await page.getByLabel('Password', { exact: true }).fill('domainfolio-demo');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    const { broken, visited, hosts } = await crawl(page, [siteUrl(null, '/dashboard')]);
    await context.close();
    t.diagnostic(`${visited} pages on ${[...hosts].join(', ')}`);
    assert.ok(visited > 10, `the crawl reached ${visited} pages`);
    assert.deepEqual(broken, [], `broken links:\n${broken.join('\n')}`);
    assert.deepEqual(errors, []);
  });
});
