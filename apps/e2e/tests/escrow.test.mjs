import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { launchBrowser, openPage, screenshot, siteUrl } from '../support/browser.mjs';

describe('a buyer buys a domain at once on its landing page', () => {
  let browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(() => browser?.close());

  it('stores the request, starts the escrow checkout and arrives at the payment page', async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(siteUrl('demo', '/'));
    const docs = await page.evaluate(async () => {
      const res = await fetch('/api/search?username=demo&limit=100', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '' }),
      });
      return (await res.json()).payload.docs;
    });
    const instant = docs.find((d) => d.buyItNow && d.sellingPrice !== null);
    assert.ok(instant, 'the demo data has a Buy-It-Now domain with a visible price');

    await page.goto(siteUrl('demo', `/${instant.name}`));
    await page.getByText('Instant Checkout via').waitFor();
    await page.getByLabel('Full name').fill('Instant Buyer');
    await page.getByLabel('Email').fill('instant.buyer@example.org');
    await page.getByRole('button', { name: /^Buy Now for \$/ }).click();

    await page.waitForURL((url) => url.pathname.startsWith('/pay/'), { timeout: 30_000 });
    await page.getByRole('heading', { name: 'Escrow.com (local fake)' }).waitFor();
    assert.match(
      await page.textContent('body'),
      new RegExp(instant.unicodeName.replace('.', '\\.')),
    );
    await screenshot(page, 'escrow-checkout');
    assert.deepEqual(errors, []);
    await context.close();
  });
});
