import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { launchBrowser, PHONE, siteUrl } from '../support/browser.mjs';
import { apiInPage, publishDomain, registerAndSignIn } from '../support/owners.mjs';

/** What a payload does if it ever runs: a dialog, or this marker on the console. */
const MARKER = 'xss-fired';

/**
 * Payloads an owner could type into their domain's description and their portfolio page, each
 * one calling alert() or logging MARKER if the browser ran it. Each field keeps to its length
 * limit (250 for a description, 100 for a title).
 */
const DESCRIPTION = [
  `<img src=x onerror="console.log('${MARKER}')">`,
  `</script><script>alert('${MARKER}')</script>`,
  `\u2028"'><svg onload=alert(1)>`,
  `javascript:alert(1)`,
  `\${alert(1)}{{constructor.constructor('alert(1)')()}}`,
].join(' ');
const TITLE = `</title><script>alert('${MARKER}')</script>`;
const PAGE_DESCRIPTION = `<details open ontoggle="console.log('${MARKER}')">x</details>`;

describe('payloads an owner typed do not run in a visitor’s browser', () => {
  let browser;
  let username;
  const domain = `xss-${Date.now()}.com`;

  before(async () => {
    browser = await launchBrowser();
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    username = await registerAndSignIn(page, {
      email: `xss-${Date.now()}@example.com`,
      displayName: 'Xss Owner',
      password: 'correct horse battery',
    });
    await publishDomain(page, domain);
    const found = await apiInPage(page, `/api/domains/${domain}`);
    assert.equal(found.status, 200, JSON.stringify(found));
    const edited = await apiInPage(page, '/api/domains/edit', {
      method: 'POST',
      body: { domain: { _id: found.body.payload._id, description: DESCRIPTION } },
    });
    assert.equal(edited.status, 200, JSON.stringify(edited));
    const pageEdited = await apiInPage(page, '/api/user/edit', {
      method: 'POST',
      body: { page: { title: TITLE, description: PAGE_DESCRIPTION } },
    });
    assert.equal(pageEdited.status, 200, JSON.stringify(pageEdited));
    await context.close();
  });
  after(() => browser?.close());

  /** Opens `url` as a visitor, lets the page hydrate, and returns what fired. */
  async function visit(url) {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    const fired = [];
    page.on('dialog', async (dialog) => {
      fired.push(`dialog: ${dialog.message()}`);
      await dialog.dismiss();
    });
    page.on('console', (message) => {
      if (message.text().includes(MARKER)) fired.push(`console: ${message.text()}`);
    });
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    // Give a late event handler (an image's onerror, a toggle) the time to fire.
    await page.waitForTimeout(500);
    const text = await page.locator('body').innerText();
    await context.close();
    return { fired, text };
  }

  it('shows the landing page with the description as text, and nothing runs', async () => {
    const { fired, text } = await visit(siteUrl(username, `/${domain}`));
    assert.deepEqual(fired, []);
    assert.ok(text.includes(domain), 'the landing page shows its domain');
  });

  it('shows the portfolio page with its title and description as text, and nothing runs', async () => {
    const { fired, text } = await visit(siteUrl(username, '/'));
    assert.deepEqual(fired, []);
    assert.ok(text.includes('</title>'), 'the title shows as the text the owner typed');
  });
});
