import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { axeViolations } from '../support/axe.mjs';
import { DESKTOP, launchBrowser, PHONE, siteUrl } from '../support/browser.mjs';
import { publishDomain, registerAndSignIn } from '../support/owners.mjs';

/** A listed domain of the demo owner, read the way the portfolio page reads them. */
async function aDemoDomain(page) {
  return page.evaluate(async () => {
    const res = await fetch('/api/search?username=demo&limit=20', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '' }),
    });
    return (await res.json()).payload.docs[0].name;
  });
}

/**
 * A page whose Content Security Policy lets the test add axe's script: the product's policy
 * rightly refuses scripts it did not serve itself.
 */
async function openAuditedPage(browser, viewport) {
  const context = await browser.newContext({ viewport, bypassCSP: true });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, context, errors };
}

const PAGES = [
  { name: 'home', host: null, path: '/', heading: /./ },
  { name: 'features', host: null, path: '/features', heading: /./ },
  { name: 'pricing', host: null, path: '/pricing', heading: /./ },
  { name: 'login', host: null, path: '/login', heading: /./ },
  { name: 'register', host: null, path: '/register', heading: /./ },
  { name: 'terms of service', host: null, path: '/terms-of-service', heading: /./ },
  { name: 'not found', host: null, path: '/no-such-page', heading: /./ },
  // The reference renderer draws the document after it has loaded: wait for its title.
  {
    name: 'API reference',
    host: null,
    path: '/docs',
    heading: 'API reference',
    ready: 'Domainfolio API',
  },
  { name: 'marketplace', host: 'shop', path: '/', heading: 'Domain Marketplace' },
  { name: 'owner site', host: 'demo', path: '/', heading: /./ },
  { name: 'landing page', host: 'demo', path: 'landing', heading: /./ },
];

describe('the public pages have no accessibility violation axe can find', () => {
  let browser;
  let landingPath;
  before(async () => {
    browser = await launchBrowser();
    const { page, context } = await openAuditedPage(browser, DESKTOP);
    await page.goto(siteUrl('demo', '/'));
    landingPath = `/${await aDemoDomain(page)}`;
    await context.close();
  });
  after(() => browser?.close());

  for (const viewport of [DESKTOP, PHONE]) {
    for (const target of PAGES) {
      it(`${target.name} at ${viewport.width} px`, async () => {
        const { page, context, errors } = await openAuditedPage(browser, viewport);
        const path = target.path === 'landing' ? landingPath : target.path;
        await page.goto(siteUrl(target.host, path));
        await page.getByRole('heading', { level: 1, name: target.heading }).first().waitFor();
        if (target.ready) await page.getByRole('heading', { name: target.ready }).first().waitFor();
        await page.waitForLoadState('networkidle');
        const violations = await axeViolations(page);
        await context.close();
        assert.deepEqual(violations, [], `${siteUrl(target.host, path)}\n${violations.join('\n')}`);
        assert.deepEqual(errors, []);
      });
    }
  }
});

describe('the dashboard screens have no accessibility violation axe can find', () => {
  let browser;
  let audited;
  let domain;
  before(async () => {
    browser = await launchBrowser();
    audited = await openAuditedPage(browser, DESKTOP);
    const stamp = Date.now();
    await registerAndSignIn(audited.page, {
      email: `axe-${stamp}@example.com`,
      displayName: `Axe ${stamp}`,
      password: 'e2e password 1234',
    });
    domain = `axe-${stamp}.com`;
    await publishDomain(audited.page, domain);
  });
  after(() => browser?.close());

  const SCREENS = [
    '/dashboard',
    '/dashboard/domains',
    'domain',
    '/dashboard/domains/new',
    '/dashboard/domains/bulk',
    '/dashboard/leads',
    '/dashboard/expirations',
    '/dashboard/sales',
    '/dashboard/account',
    '/dashboard/support',
    '/dashboard/docs',
  ];

  for (const viewport of [DESKTOP, PHONE]) {
    for (const screen of SCREENS) {
      it(`${screen} at ${viewport.width} px`, async () => {
        const { page, errors } = audited;
        const path = screen === 'domain' ? `/dashboard/domains/${domain}` : screen;
        await page.setViewportSize(viewport);
        await page.goto(siteUrl(null, path));
        // Every screen has the portfolio's name as its first heading once the owner is known.
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        if (screen === '/dashboard/docs') {
          await page.getByRole('heading', { name: 'Domainfolio API' }).first().waitFor();
        }
        await page.waitForLoadState('networkidle');
        const violations = await axeViolations(page);
        assert.deepEqual(violations, [], `${path}\n${violations.join('\n')}`);
        assert.deepEqual(errors, []);
      });
    }
  }
});
