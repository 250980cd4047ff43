import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { axeViolations } from '../support/axe.mjs';
import { DESKTOP, PHONE, launchBrowser, screenshot, siteUrl } from '../support/browser.mjs';
import { apiInPage, registerAndSignIn } from '../support/owners.mjs';

async function assertNoViolations(page, where) {
  await page.waitForLoadState('networkidle');
  const violations = await axeViolations(page);
  assert.deepEqual(violations, [], `${where}\n${violations.join('\n')}`);
}

/** 'yyyy-MM-dd', `days` from today (UTC). */
const inDays = (days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const money = (page, label) =>
  page.getByText(label, { exact: true }).locator('xpath=..').locator('dd');

describe('see where the money is: bulk edit by tag, and renew or drop', () => {
  let browser;
  let context;
  let page;
  const errors = [];
  const stamp = Date.now();
  const name = (kind, n) => `${kind}-${String(n).padStart(2, '0')}-${stamp}.com`;

  before(async () => {
    browser = await launchBrowser();
    // axe's script is added to the page: the product's policy rightly refuses foreign scripts.
    context = await browser.newContext({ viewport: DESKTOP, bypassCSP: true });
    page = await context.newPage();
    page.on('pageerror', (error) => errors.push(error.message));
    await registerAndSignIn(page, {
      email: `money-${stamp}@example.com`,
      displayName: 'Mona Money',
      password: 'e2e password 1234',
    });
    // 30 names: 10 premium ones at $1,000 to $1,900, one premium at a price a raise would take
    // past the most a price can be, 19 others; three of the others expire within 90 days.
    const domains = [
      ...Array.from({ length: 10 }, (_, i) => ({
        name: name('premium', i),
        sellingPrice: 1000 + i * 100,
        tags: ['Premium', 'brandable'],
      })),
      { name: name('premium', 10), sellingPrice: 9_500_000_000, tags: ['premium'] },
      ...Array.from({ length: 16 }, (_, i) => ({
        name: name('other', i),
        sellingPrice: 500,
        tags: i % 2 === 0 ? ['parked'] : [],
      })),
      { name: name('soon', 1), renewalCost: 10, expiration: inDays(20), domainCost: 8 },
      { name: name('soon', 2), renewalCost: 12, expiration: inDays(40), domainCost: 9 },
      { name: name('soon', 3), renewalCost: 15, expiration: inDays(60), domainCost: 10 },
    ];
    assert.equal(domains.length, 30);
    for (const domain of domains) {
      const res = await apiInPage(page, '/api/domains/new', { method: 'POST', body: { domain } });
      assert.equal(res.status, 201, JSON.stringify(res.body));
    }
  });
  after(async () => {
    await context?.close();
    await browser?.close();
  });

  const priceOf = async (domain) =>
    (await apiInPage(page, `/api/domains/${domain}`)).body.payload.sellingPrice;

  it('raises the price of the names tagged premium by 10%, with a preview, then undoes it', async () => {
    await page.goto(siteUrl(null, '/dashboard'));
    const filter = page.getByRole('combobox', { name: 'Tag' });
    await filter.getByRole('option', { name: 'premium (11)' }).waitFor({ state: 'attached' });
    await filter.selectOption('premium');
    await page.waitForURL((url) => url.searchParams.get('tag') === 'premium');
    const table = page.getByRole('table', { name: 'Domain names' });
    await table.getByRole('link', { name: name('premium', 0), exact: true }).waitFor();
    await page.getByRole('heading', { name: /Domain Names\s*11 results/ }).waitFor();
    assert.equal(await table.getByRole('link', { name: name('other', 0), exact: true }).count(), 0);
    await screenshot(page, 'tags-filter-table');
    await assertNoViolations(page, 'the domain table filtered by tag');

    await page.getByRole('checkbox', { name: 'Select all domains on this page' }).check();
    const bar = page.getByRole('group', { name: 'Selected domains', exact: true });
    await bar.getByText('11 domains selected').waitFor();
    await bar.getByRole('button', { name: 'Bulk edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Bulk edit 11 names' });
    await dialog.getByRole('combobox', { name: 'Change' }).waitFor();
    await assertNoViolations(page, 'the bulk edit form');
    await dialog.getByRole('spinbutton', { name: 'Percent' }).fill('10');
    await dialog.getByRole('button', { name: 'Preview' }).click();

    await dialog.getByText(/10 names change\s+of the 11 names selected; 1 skipped\./).waitFor();
    const changes = dialog.getByRole('table', { name: 'Changes' });
    const first = changes.getByRole('row', { name: new RegExp(name('premium', 0)) });
    await first.getByText('$1,000.00').waitFor();
    await first.getByText('$1,100.00').waitFor();
    const last = changes.getByRole('row', { name: new RegExp(name('premium', 9)) });
    await last.getByText('$1,900.00').waitFor();
    await last.getByText('$2,090.00').waitFor();
    await dialog
      .getByRole('list', { name: 'Skipped names' })
      .getByText(/above \$10,000,000,000/)
      .waitFor();
    await screenshot(page, 'bulk-edit-preview');
    await assertNoViolations(page, 'the bulk edit preview');
    // A preview saves nothing.
    assert.equal(await priceOf(name('premium', 0)), 1000);

    await dialog.getByRole('button', { name: 'Apply to 10 names' }).click();
    await dialog.waitFor({ state: 'detached' });
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Changed 10 names' });
    await toast.waitFor();
    await toast.getByText('1 name skipped.').waitFor();
    assert.equal(await priceOf(name('premium', 0)), 1100);
    assert.equal(await priceOf(name('premium', 9)), 2090);
    assert.equal(await priceOf(name('premium', 10)), 9_500_000_000);
    // The table shows the new prices.
    await table
      .getByRole('spinbutton', { name: `Selling price of ${name('premium', 0)}` })
      .and(page.locator('[value="1100"]'))
      .waitFor();
    await screenshot(page, 'bulk-edit-applied');

    await toast.getByRole('button', { name: 'Undo' }).click();
    await page.locator('[data-sonner-toast]').filter({ hasText: 'Bulk Edit Undone' }).waitFor();
    assert.equal(await priceOf(name('premium', 0)), 1000);
    assert.equal(await priceOf(name('premium', 9)), 1900);
    await table
      .getByRole('spinbutton', { name: `Selling price of ${name('premium', 0)}` })
      .and(page.locator('[value="1000"]'))
      .waitFor();
    const history = (await apiInPage(page, '/api/domains/bulk-edit')).body.payload;
    assert.equal(history.length, 1);
    assert.equal(history[0].count, 10);
    assert.notEqual(history[0].undoneDate, null);
    assert.deepEqual(errors, []);
  });

  it('lets a name expire on Renew or drop, the budget following, and keeps the choice', async () => {
    await page.goto(siteUrl(null, '/dashboard'));
    await page
      .getByRole('navigation', { name: 'Dashboard' })
      .getByRole('link', { name: 'Renew or drop' })
      .click();
    await page.waitForURL((url) => url.pathname === '/dashboard/renewals');
    const list = page.getByRole('table', { name: 'Names coming up for renewal' });
    await list.getByRole('link', { name: name('soon', 1), exact: true }).waitFor();
    assert.equal(await money(page, 'Expiring in 90 days').textContent(), '3');
    assert.equal(await money(page, 'Renewing all').textContent(), '$37.00');
    assert.equal(await money(page, 'Names you keep').textContent(), '3');
    assert.equal(await money(page, 'Renewing what you keep').textContent(), '$37.00');
    const row = list.getByRole('row', { name: new RegExp(name('soon', 3)) });
    await row.getByText('Suggestion: Drop').waitFor();
    await row.getByText('0 views and no lead in a year. Renewing costs $15.').waitFor();
    await assertNoViolations(page, 'Renew or drop');

    const choice = page.getByRole('group', { name: `Your choice for ${name('soon', 3)}` });
    await choice.getByRole('button', { name: 'Let it expire' }).click();
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll('dt')].find((dt) => dt.textContent === 'Names you keep')
          ?.nextElementSibling?.textContent === '2',
    );
    assert.equal(await money(page, 'Renewing what you keep').textContent(), '$22.00');
    assert.equal(await money(page, 'Renewing all').textContent(), '$37.00');
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'renewals-let-expire');

    // Saved: its reminders are off, and the screen says so after a reload.
    const saved = (await apiInPage(page, `/api/domains/${name('soon', 3)}`)).body.payload;
    assert.equal(saved.remindersMuted, true);
    await page.reload();
    await list.getByRole('link', { name: name('soon', 3), exact: true }).waitFor();
    assert.equal(
      await choice.getByRole('button', { name: 'Let it expire' }).getAttribute('aria-pressed'),
      'true',
    );
    assert.equal(await money(page, 'Names you keep').textContent(), '2');
    assert.equal(await money(page, 'Renewing what you keep').textContent(), '$22.00');

    // The window lives in the URL.
    await page.getByRole('button', { name: '30 days' }).click();
    await page.waitForURL((url) => url.searchParams.get('days') === '30');
    await page.getByText('Expiring in 30 days').waitFor();
    await list
      .getByRole('link', { name: name('soon', 2), exact: true })
      .waitFor({ state: 'detached' });
    assert.equal(await money(page, 'Expiring in 30 days').textContent(), '1');

    // A phone shows a card per name.
    await page.setViewportSize(PHONE);
    await page.goto(siteUrl(null, '/dashboard/renewals'));
    const cards = page.getByRole('list', { name: 'Names coming up for renewal' });
    await cards.getByRole('link', { name: name('soon', 1), exact: true }).waitFor();
    // Every window and every suggestion shows whole, none cut off at the screen's edge.
    for (const group of ['Expiring within', 'Suggestion']) {
      const choices = page.getByRole('group', { name: group, exact: true });
      for (const button of await choices.getByRole('button').all()) {
        const box = await button.boundingBox();
        assert.ok(
          box && box.x >= 0 && box.x + box.width <= PHONE.width,
          `${group}: "${await button.textContent()}" is cut off at ${PHONE.width} px`,
        );
      }
    }
    await screenshot(page, 'renewals-phone');
    await assertNoViolations(page, 'Renew or drop on a phone');
    await page.setViewportSize(DESKTOP);
    assert.deepEqual(errors, []);
  });

  it('tags a name in its edit screen: typed, normalized, offered and removed', async () => {
    const domain = name('other', 1);
    await page.goto(siteUrl(null, `/dashboard/domains/${domain}/edit`));
    const details = page.getByRole('region', { name: 'Domain Details' });
    const input = details.getByRole('textbox', { name: 'Tags' });
    await input.waitFor();
    await input.fill('Short  Names,');
    await details.getByRole('list', { name: 'Tags' }).getByText('short names').waitFor();
    await details.getByRole('button', { name: /^Add tag premium \(/ }).click();
    await input.fill('typo');
    await input.press('Enter');
    await details.getByRole('button', { name: 'Remove tag typo' }).click();
    await details.getByText('2 of 20').waitFor();
    await screenshot(page, 'tags-field');
    await assertNoViolations(page, 'the domain form with tags');
    const saved = page.waitForResponse(
      (res) => new URL(res.url()).pathname === '/api/domains/edit' && res.status() === 200,
    );
    await details.getByRole('button', { name: 'Save' }).click();
    await saved;
    const domainNow = (await apiInPage(page, `/api/domains/${domain}`)).body.payload;
    assert.deepEqual(domainNow.tags, ['short names', 'premium']);

    await page.setViewportSize(PHONE);
    await page.goto(siteUrl(null, '/dashboard?tag=premium'));
    await page.getByRole('link', { name: domain, exact: true }).waitFor();
    await page.getByRole('checkbox', { name: `Select ${domain}` }).check();
    await page.getByRole('button', { name: 'Bulk edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Bulk edit 1 name' });
    await dialog.getByRole('combobox', { name: 'Change' }).selectOption('tags');
    await dialog.getByRole('textbox', { name: 'Tags to add' }).fill('sale');
    await dialog.getByRole('textbox', { name: 'Tags to add' }).press('Enter');
    await dialog.getByRole('button', { name: 'Preview' }).click();
    await dialog.getByRole('cell', { name: 'short names, premium, sale' }).waitFor();
    await screenshot(page, 'bulk-edit-phone');
    await assertNoViolations(page, 'the bulk edit preview on a phone');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.setViewportSize(DESKTOP);
    assert.deepEqual(errors, []);
  });
});
