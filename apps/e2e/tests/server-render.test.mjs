import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { launchBrowser, PHONE, proxyGet, siteUrl } from '../support/browser.mjs';

/**
 * A phone-sized page that records every console error or warning and uncaught error: a
 * hydration mismatch shows as one of them.
 */
async function watchedPage(browser) {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  const problems = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return { context, page, problems };
}

/** A listed domain of the seeded demo owner, as the portfolio lists them. */
async function aDemoDomain() {
  const search = await fetch(siteUrl(null, '/api/search?username=demo&limit=1'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '' }),
  });
  assert.equal(search.status, 200);
  return (await search.json()).payload.docs[0].name;
}

describe('a landing page arrives as HTML that shows it (server rendering)', () => {
  let browser;
  let domain;
  before(async () => {
    browser = await launchBrowser();
    domain = await aDemoDomain();
  });
  after(() => browser?.close());

  it('shows the name, the price and the offer form with JavaScript turned off', async () => {
    const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(siteUrl('demo', `/${domain}`));
    const heading = page.getByRole('heading', { level: 1, name: domain });
    assert.equal(await heading.count(), 1);
    assert.match(await page.locator('main').innerText(), /\$[\d,]+\.\d\d/);
    assert.equal(await page.getByLabel('Full name').count(), 1);
    assert.equal(await page.getByLabel('Email').count(), 1);
    // Styled by the stylesheet in the HTML, not by a script: the name is a large heading.
    const size = await heading.evaluate((element) => getComputedStyle(element).fontSize);
    assert.ok(Number.parseFloat(size) >= 30, `heading font size ${size}`);
    await context.close();
  });

  it('sends the offer form with JavaScript turned off and answers with a page', async () => {
    const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(siteUrl('demo', `/${domain}`));
    await page.getByLabel('Full name').fill('Grace Hopper');
    await page.getByLabel('Email').fill(`no-js-${Date.now()}@example.com`);
    const answer = page.waitForResponse((res) => res.url().endsWith('/api/leads/form'));
    await page.getByRole('button', { name: /Make an Offer|Buy Now|Send/ }).click();
    const res = await answer;
    // This stack checks for bots with reCAPTCHA, which needs JavaScript: the lead is kept (for
    // the owner to review) and the page says how to send it so that it counts.
    assert.equal(res.headers()['content-type'].split(';')[0], 'text/html');
    assert.match(await page.locator('body').innerText(), /JavaScript/);
    assert.match(await page.locator('body').innerText(), new RegExp(domain.replace('.', '\\.')));
    await context.close();
  });

  it('is taken over by the browser without a hydration mismatch, and then works', async () => {
    const { context, page, problems } = await watchedPage(browser);
    await page.goto(siteUrl('demo', `/${domain}`));
    await page.waitForLoadState('networkidle');
    await page.getByLabel('Full name').fill('Ada Lovelace');
    assert.equal(await page.getByLabel('Full name').inputValue(), 'Ada Lovelace');
    assert.deepEqual(problems, []);
    await context.close();
  });
});

describe('every public page arrives as HTML that shows it, and hydrates cleanly', () => {
  let browser;
  let domain;
  before(async () => {
    browser = await launchBrowser();
    domain = await aDemoDomain();
  });
  after(() => browser?.close());

  const PAGES = [
    { host: null, path: '/', heading: 'The Domain Investor Platform' },
    { host: null, path: '/features', heading: 'Everything a domain investor needs' },
    { host: null, path: '/pricing', heading: 'Simple pricing for every portfolio' },
    { host: null, path: '/terms-of-service', heading: 'Terms of Service' },
    { host: 'shop', path: '/', heading: 'Domain Marketplace' },
    // The portfolio's title comes inlined; its list loads in the browser.
    { host: 'demo', path: '/', heading: 'Demo Domains' },
    { host: 'demo', path: 'landing', heading: 'landing' },
  ];

  for (const target of PAGES) {
    it(`${target.host ?? 'main'} ${target.path}`, async () => {
      const path = target.path === 'landing' ? `/${domain}` : target.path;
      const heading = target.heading === 'landing' ? domain : target.heading;
      // What a search engine or a browser without JavaScript gets: the heading in the root.
      const res = await proxyGet(target.host, path);
      assert.equal(res.status, 200);
      const root = res.body.slice(res.body.indexOf('<div id="root">'));
      assert.match(root, new RegExp(`<h1[^>]*>${heading}</h1>`));

      const { context, page, problems } = await watchedPage(browser);
      await page.goto(siteUrl(target.host, path));
      await page.waitForLoadState('networkidle');
      assert.equal(await page.getByRole('heading', { level: 1, name: heading }).count(), 1);
      assert.deepEqual(problems, []);
      await context.close();
    });
  }

  for (const host of [null, 'shop', 'demo']) {
    it(`${host ?? 'main'}: an unknown path arrives as the not-found page, a 404, and hydrates cleanly`, async () => {
      const res = await proxyGet(host, '/no/such/page');
      assert.equal(res.status, 404);
      assert.match(res.body, /<meta name="robots" content="noindex" \/>/);
      const root = res.body.slice(res.body.indexOf('<div id="root">'));
      assert.match(root, /<h1[^>]*>Page not found\.<\/h1>/);

      const { context, page, problems } = await watchedPage(browser);
      await page.goto(siteUrl(host, '/no/such/page'));
      await page.waitForLoadState('networkidle');
      assert.equal(
        await page.getByRole('heading', { level: 1, name: 'Page not found.' }).count(),
        1,
      );
      // The browser reports the page's own 404 status as a failed load; nothing else may show.
      assert.deepEqual(
        problems.filter((text) => !/status of 404/.test(text)),
        [],
      );
      await context.close();
    });
  }

  it('leaves the sign-in screens to the browser', async () => {
    const res = await proxyGet(null, '/login');
    assert.equal(res.status, 200);
    assert.match(res.body, /<div id="root"><\/div>/);
  });
});
