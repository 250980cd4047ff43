import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { launchBrowser, openPage, PHONE, screenshot, siteUrl } from '../support/browser.mjs';
import { waitForEmail } from '../support/mailbox.mjs';

/** Public domains of an owner, read the way the portfolio page reads them. */
async function publicDomainsOf(page, username) {
  return page.evaluate(async (user) => {
    const res = await fetch(`/api/search?username=${user}&limit=100`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '' }),
    });
    return (await res.json()).payload.docs;
  }, username);
}

describe('a buyer sends an offer on an owner’s landing page', () => {
  let browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(() => browser?.close());

  it('reaches the owner by email (through SMTP) and in the Leads screen', async () => {
    const buyer = `E2E Buyer ${Date.now()}`;
    const { page, errors } = await openPage(browser);
    await page.goto(siteUrl('demo', '/'));
    const domains = await publicDomainsOf(page, 'demo');
    const askingForOffers = domains.find((d) => d.sellingPrice === null && !d.priceHidden);
    assert.ok(askingForOffers, 'the demo portfolio has a domain that asks for offers');

    await page.goto(siteUrl('demo', `/${askingForOffers.name}`));
    await page.getByRole('heading', { level: 1, name: askingForOffers.unicodeName }).waitFor();
    assert.equal(await page.title(), `${askingForOffers.unicodeName} | Domainfolio`);
    await screenshot(page, 'landing-offer-desktop');

    // Name and email are required: nothing is sent without them.
    await page.getByRole('button', { name: 'Make an Offer' }).click();
    await page.getByText('Name and email fields are required').first().waitFor();

    await page.getByLabel('Full name').fill(buyer);
    await page.getByLabel('Email').fill('e2e.buyer@example.org');
    await page.getByLabel('Phone').fill('+1 555 0199');
    await page.getByLabel('Your offer').fill('750');
    await page.getByLabel('Message').fill('Would you take $750? I can pay this week.');
    await page.getByRole('button', { name: 'Make an Offer' }).click();
    await page.getByText('Message Sent').first().waitFor();
    // On success the form is cleared.
    assert.equal(await page.getByLabel('Full name').inputValue(), '');
    assert.equal(await page.getByLabel('Your offer').inputValue(), '');

    const email = await waitForEmail(
      'demo@example.com',
      new RegExp(
        `^New offer of \\$750\\.00 for ${askingForOffers.unicodeName.replace('.', '\\.')}$`,
      ),
    );
    assert.match(email.text, new RegExp(buyer));
    assert.match(email.text, /Would you take \$750\? I can pay this week\./);

    // The owner sees it in the Leads screen.
    await page.goto(siteUrl(null, '/login'));
    await page.getByLabel('Email address').fill('demo@example.com');
    await page.getByLabel('Password', { exact: true }).fill('domainfolio-demo');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.goto(siteUrl(null, '/dashboard/leads'));
    const row = page.getByRole('row').filter({ hasText: buyer });
    await row.waitFor();
    assert.match(await row.innerText(), /e2e\.buyer@example\.org/);
    assert.match(await row.innerText(), /\$750\.00/);
    await screenshot(page, 'leads-desktop');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'leads-phone');
    assert.deepEqual(errors, []);
  });

  it('shows the landing page on a phone without sideways scrolling', async () => {
    const { page, errors } = await openPage(browser, PHONE);
    await page.goto(siteUrl('demo', '/'));
    const priced = (await publicDomainsOf(page, 'demo')).find(
      (d) => d.buyItNow && d.sellingPrice !== null,
    );
    await page.goto(siteUrl('demo', `/${priced.name}`));
    await page.getByRole('button', { name: /^Buy Now for \$/ }).waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    assert.equal(overflow, 0);
    await screenshot(page, 'landing-buy-now-phone');
    assert.deepEqual(errors, []);
  });
});

describe('a buyer searches, filters and sorts the marketplace', () => {
  let browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(() => browser?.close());

  const total = async (page) =>
    Number(
      (await page.getByText(/Choose from [\d,+]+ Domain\(s\)\./).innerText())
        .replace(/[^\d]/g, '')
        .trim(),
    );

  it('changes the results for a search, a price filter and a sort', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(siteUrl('shop', '/'));
    await page.getByRole('heading', { name: 'Domain Marketplace' }).waitFor();
    const everything = await total(page);
    assert.ok(everything > 0);

    // Search: only names with the term.
    const searched = page.waitForResponse(
      (r) => r.url().includes('/api/search') && r.request().postData()?.includes('"cloud"'),
    );
    await page.getByPlaceholder('Search domains').fill('cloud');
    const searchBody = await (await searched).json();
    assert.ok(searchBody.payload.docs.length > 0, 'the demo data has names with "cloud"');
    for (const d of searchBody.payload.docs) assert.match(d.name, /cloud/);
    await page.getByText(`Choose from ${searchBody.payload.totalDocs} Domain(s).`).waitFor();
    assert.ok(searchBody.payload.totalDocs < everything);
    await page.getByPlaceholder('Search domains').fill('');
    await page.getByText(`Choose from ${everything.toLocaleString('en-US')} Domain(s).`).waitFor();

    // Price filter: a minimum of $1,000 (one Page Up on the slider).
    const filtered = page.waitForResponse((r) => r.url().includes('minPrice=1000'));
    await page.getByRole('button', { name: /^Filters/ }).click();
    await page.getByRole('slider', { name: 'Minimum price' }).focus();
    await page.keyboard.press('PageUp');
    const filterBody = await (await filtered).json();
    assert.ok(filterBody.payload.docs.length > 0);
    for (const d of filterBody.payload.docs) assert.ok(d.sellingPrice >= 1000, d.name);
    assert.ok(filterBody.payload.totalDocs < everything);
    assert.match(page.url(), /minPrice=1000/);
    await screenshot(page, 'shop-filtered-desktop');
    await page.keyboard.press('Escape');

    // Sort by highest price: the first page comes in descending order.
    const sorted = page.waitForResponse((r) => r.url().includes('sort=HIGHEST_PRICE'));
    await page.getByLabel('Sort by').selectOption('HIGHEST_PRICE');
    const sortBody = await (await sorted).json();
    const prices = sortBody.payload.docs.map((d) => d.sellingPrice);
    assert.deepEqual(
      prices,
      [...prices].sort((a, b) => b - a),
    );
    assert.ok(
      prices.every((p) => p >= 1000),
      'the filter still applies',
    );
    assert.deepEqual(errors, []);
  });
});
