import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { launchBrowser, openPage, PHONE, screenshot, siteUrl } from '../support/browser.mjs';

async function signInAsDemo(page) {
  await page.goto(siteUrl(null, '/login'));
  await page.getByLabel('Email address').fill('demo@example.com');
  await page.getByLabel('Password', { exact: true }).fill('domainfolio-demo');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard');
}

describe('an owner manages domains from the dashboard', () => {
  let browser;

  before(async () => {
    browser = await launchBrowser();
  });
  after(() => browser?.close());

  it('adds a domain, edits its price inline, toggles Public with Cancel and Confirm, deletes it', async () => {
    const name = `e2e-flow-${Date.now()}.com`;
    const { page, context, errors } = await openPage(browser);
    await signInAsDemo(page);
    await page.getByRole('heading', { name: 'Domain Names' }).waitFor();
    await screenshot(page, 'dashboard-domains-desktop');

    await page.goto(siteUrl(null, '/dashboard/domains/new'));
    await page.getByLabel('Domain name').fill(name);
    await page.getByRole('button', { name: 'Add Domain' }).last().click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.getByText('Domain Added').first().waitFor();

    // Find it with the top-bar search.
    await page
      .getByPlaceholder(/Search domains/i)
      .first()
      .fill(name);
    const price = page.getByLabel(`Selling Price of ${name}`);
    await price.waitFor();

    await price.fill('1234');
    await price.blur();
    await page.getByText('Domain Updated').first().waitFor();

    const publicSwitch = page.getByRole('switch', { name: `Public: ${name}` });
    assert.equal(await publicSwitch.getAttribute('aria-checked'), 'true');
    await publicSwitch.click();
    // Headless UI's dialog element has no box of its own; its visible panel holds the title.
    const question = page.getByText(`Make ${name} private?`);
    await question.waitFor();
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await question.waitFor({ state: 'detached' });
    assert.equal(
      await publicSwitch.getAttribute('aria-checked'),
      'true',
      'Cancel leaves the domain public',
    );

    await publicSwitch.click();
    await page.getByText(`Make ${name} private?`).waitFor();
    await page.getByRole('button', { name: 'Make Private' }).click();
    await page.getByRole('switch', { name: `Public: ${name}`, checked: false }).waitFor();

    // What was saved survives a reload.
    await page.reload();
    await page
      .getByPlaceholder(/Search domains/i)
      .first()
      .fill(name);
    await page.getByLabel(`Selling Price of ${name}`).waitFor();
    assert.equal(await page.getByLabel(`Selling Price of ${name}`).inputValue(), '1234');
    assert.equal(
      await page.getByRole('switch', { name: `Public: ${name}` }).getAttribute('aria-checked'),
      'false',
    );

    await page.getByRole('checkbox', { name: `Select ${name}` }).check();
    await page.getByRole('button', { name: 'Delete Domain' }).click();
    await page.getByRole('button', { name: 'Confirm Deletion of 1 Domain' }).click();
    await page
      .getByText(/No domains match|Add your first domain/)
      .first()
      .waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('shows what expires and what sold, per period', async () => {
    const { page, context, errors } = await openPage(browser);
    await signInAsDemo(page);
    await page.goto(siteUrl(null, '/dashboard/expirations'));
    await page.getByRole('heading', { name: 'Expirations This Month' }).waitFor();
    await page
      .getByRole('tab', { name: 'Year' })
      .or(page.getByRole('button', { name: 'Year' }))
      .first()
      .click();
    await page.getByRole('heading', { name: 'Expirations This Year' }).waitFor();
    await page.getByRole('table').waitFor();
    await screenshot(page, 'expirations-desktop');
    await page.goto(siteUrl(null, '/dashboard/sales'));
    await page.getByRole('heading', { name: 'Sales', exact: true }).waitFor();
    await screenshot(page, 'sales-desktop');
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('shows the dashboard at phone width without the page scrolling sideways', async () => {
    const { page, context } = await openPage(browser, PHONE);
    await signInAsDemo(page);
    await page.getByRole('heading', { name: 'Domain Names' }).waitFor();
    await page.getByRole('table', { name: 'Domain names' }).waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    assert.ok(overflow <= 0, `no horizontal page scroll on the dashboard (overflow ${overflow}px)`);
    await screenshot(page, 'dashboard-domains-phone');
    await context.close();
  });
});
