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

async function signInAsDemo(page) {
  await page.goto(siteUrl(null, '/login'));
  await page.getByLabel('Email address').fill('demo@example.com');
  await page.getByLabel('Password', { exact: true }).fill('domainfolio-demo');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard');
}

/** The demo owner's public domains, as their portfolio page lists them. */
async function demoDomains(page) {
  await page.goto(siteUrl('demo', '/'));
  return page.evaluate(async () => {
    const res = await fetch('/api/search?username=demo&limit=100', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '' }),
    });
    return (await res.json()).payload.docs;
  });
}

/** Marks one of the signed-in owner's domains sold or not, through the API the dashboard uses. */
async function setSold(page, name, sold) {
  const status = await page.evaluate(
    async ({ name, sold }) => {
      const found = await fetch(`/api/domains/${encodeURIComponent(name)}`);
      const { payload } = await found.json();
      const res = await fetch('/api/domains/edit', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ domain: { _id: payload._id, sold } }),
      });
      return res.status;
    },
    { name, sold },
  );
  assert.equal(status, 200, `marking ${name} sold=${sold}`);
}

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('a buyer buys a domain at once on its landing page', () => {
  let browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(() => browser?.close());

  it('stores the request, starts the escrow checkout and arrives at the payment page; the owner sees the request', async () => {
    const { page, context, errors } = await openPage(browser);
    const docs = await demoDomains(page);
    const instant = docs.find((d) => d.buyItNow && d.sellingPrice !== null);
    assert.ok(instant, 'the demo data has a Buy-It-Now domain with a visible price');

    await page.goto(siteUrl('demo', `/${instant.name}`));
    // The page is server-rendered: the buyer may fill it in and buy before its script has
    // loaded; the page holds the click until the script sends it.
    await page.getByText('Instant Checkout via').waitFor();
    await page.getByLabel('Full name').fill('Instant Buyer');
    await page.getByLabel('Email').fill('instant.buyer@example.org');
    await page.getByRole('button', { name: /^Buy Now for \$/ }).click();

    await page.waitForURL((url) => url.pathname.startsWith('/pay/'), { timeout: 30_000 });
    await page.getByRole('heading', { name: 'Escrow.com (local fake)' }).waitFor();
    assert.match(await page.textContent('body'), new RegExp(escape(instant.unicodeName)));
    await screenshot(page, 'escrow-checkout');

    // The owner has the buyer's request among their leads, as a Buy Now request.
    const owner = await context.newPage();
    owner.on('pageerror', (error) => errors.push(error.message));
    await signInAsDemo(owner);
    const leads = await owner.evaluate(async () => {
      const res = await fetch('/api/leads?page=1&limit=50');
      return (await res.json()).payload.docs;
    });
    const lead = leads.find((l) => l.email === 'instant.buyer@example.org');
    assert.ok(lead, 'the buyer’s request is among the owner’s leads');
    assert.equal(lead.domain, instant.name);
    assert.equal(lead.name, 'Instant Buyer');
    assert.equal(lead.kind, 'BUY_NOW');
    await owner.goto(siteUrl(null, '/dashboard/leads'));
    const row = owner.getByRole('row').filter({ hasText: 'Instant Buyer' });
    await row.waitFor();
    assert.match(await row.innerText(), /instant\.buyer@example\.org/);
    assert.deepEqual(errors, []);
    await context.close();
  });
});

describe('a visitor opens the landing page of a domain that has been sold', () => {
  let browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(() => browser?.close());

  it('says it has been sold, offers nothing to buy, links to the portfolio and is not indexed', async () => {
    const { page, context, errors } = await openPage(browser);
    const docs = await demoDomains(page);
    // A priced one, so the page visibly drops the price once sold.
    const domain = docs.find((d) => d.sellingPrice !== null && !d.buyItNow);
    assert.ok(domain, 'the demo data has a priced domain without Buy-It-Now');
    await signInAsDemo(page);
    await setSold(page, domain.name, true);
    try {
      const visitor = await context.newPage();
      visitor.on('pageerror', (error) => errors.push(error.message));
      await visitor.goto(siteUrl('demo', `/${domain.name}`));
      await visitor.getByRole('heading', { name: `${domain.unicodeName} has been sold` }).waitFor();
      assert.equal(
        await visitor.getByRole('heading', { level: 1 }).innerText(),
        domain.unicodeName,
      );
      assert.equal(await visitor.getByRole('region', { name: 'Price' }).count(), 0);
      assert.equal(await visitor.getByRole('form').count(), 0);
      assert.equal(await visitor.getByRole('button', { name: /Buy Now|Make an Offer/ }).count(), 0);
      const more = visitor.getByRole('link', { name: /^View more from demo\.localhost/ });
      assert.equal(await more.count(), 1);
      await screenshot(visitor, 'landing-sold-desktop');
      await visitor.setViewportSize(PHONE);
      const overflow = await visitor.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      assert.equal(overflow, 0, 'no sideways scrolling on a phone');
      await screenshot(visitor, 'landing-sold-phone');
      await more.click();
      await visitor.waitForURL((url) => url.pathname === '/');

      // The page itself answers 200 and asks search engines to drop it.
      const html = await proxyGet('demo', `/${domain.name}`);
      assert.equal(html.status, 200);
      assert.match(html.body, /<meta name="robots" content="noindex" \/>/);
      assert.match(html.body, new RegExp(`${escape(domain.unicodeName)} has been sold\\.`));
      assert.deepEqual(errors, []);
    } finally {
      await setSold(page, domain.name, false);
      await context.close();
    }
  });
});
