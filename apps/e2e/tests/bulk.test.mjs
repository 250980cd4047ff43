import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { launchBrowser, openPage, screenshot, siteUrl } from '../support/browser.mjs';

const ROWS = 1500;

/** A GoDaddy export in GoDaddy's own columns and value styles, one subdomain among its rows. */
function godaddyExport(stamp) {
  const lines = [
    'Domain Name,TLD,Create Date,Expiration Date,Auto-renew,Status,Renewal Price,Registrant Email',
  ];
  for (let n = 0; n < ROWS; n += 1)
    lines.push(
      `bulk-${stamp}-${n}.com,com,3/${(n % 28) + 1}/2020,11/${(n % 28) + 1}/2027,On,Active,$ 18.99,owner@example.org`,
    );
  lines.push(`www.sub-${stamp}.com,com,1/1/2020,1/1/2027,On,Active,$ 9.99,owner@example.org`);
  return `${lines.join('\r\n')}\r\n`;
}

describe('an owner imports the file their registrar exported', () => {
  let browser;

  before(async () => {
    browser = await launchBrowser();
  });
  after(() => browser?.close());

  it('sees what will happen to every row, watches the upload progress, and finds the domains', async () => {
    const stamp = Date.now().toString(36);
    const { page, context, errors } = await openPage(browser);
    await page.goto(siteUrl(null, '/login'));
    await page.getByLabel('Email address').fill('brandhaus@example.com');
    await page.getByLabel('Password', { exact: true }).fill('domainfolio-demo');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');

    await page.getByRole('link', { name: 'Bulk import/export' }).first().click();
    await page.getByRole('heading', { name: 'Import domains' }).waitFor();
    await page.getByLabel(/Choose a CSV file/).setInputFiles({
      name: 'godaddy-export.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(godaddyExport(stamp)),
    });

    await page.getByText('godaddy-export.csv: GoDaddy export').waitFor();
    await page.getByText('Never imported: personal or secret data').waitFor();
    const upload = page.getByRole('button', {
      name: `Upload ${ROWS.toLocaleString('en-US')} domains`,
    });
    await upload.waitFor();
    await page.waitForFunction(
      (name) =>
        [...document.querySelectorAll('button')].some((b) => b.textContent === name && !b.disabled),
      `Upload ${ROWS.toLocaleString('en-US')} domains`,
    );
    const preview = page.getByRole('table', { name: 'Rows in your file' });
    await preview.getByText(`bulk-${stamp}-0.com`, { exact: true }).waitFor();
    await screenshot(page, 'bulk-import-preview');
    // The refused row is on the last page of 1,501; the rows not imported are one click away.
    await page.getByRole('button', { name: 'Not imported (1)' }).click();
    await preview.getByText(`www.sub-${stamp}.com is a subdomain`, { exact: false }).waitFor();

    await upload.click();
    // The bar follows the chunks and stays, full, once the upload is done.
    const progress = page.getByRole('progressbar', { name: 'Upload progress' });
    await progress.waitFor();
    assert.equal(await progress.getAttribute('aria-valuemax'), String(ROWS));
    await page.getByText('Import complete', { exact: true }).waitFor({ timeout: 60_000 });
    assert.equal(await progress.getAttribute('aria-valuenow'), String(ROWS));
    await page
      .getByText(`${ROWS.toLocaleString('en-US')} domains added, 0 updated, 1 not imported.`)
      .waitFor();
    await screenshot(page, 'bulk-import-done');

    await page.getByRole('button', { name: 'Go to your domains' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    // Search once the list is there, as a person would.
    await page.getByRole('table', { name: 'Domain names' }).waitFor();
    await page
      .getByPlaceholder(/Search domains/i)
      .first()
      .fill(`bulk-${stamp}-1499`);
    await page.getByRole('link', { name: `bulk-${stamp}-1499.com`, exact: true }).waitFor();

    assert.deepEqual(errors, []);
    await context.close();
  });
});
