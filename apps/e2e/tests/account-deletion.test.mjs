import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { launchBrowser, openPage, screenshot, siteUrl } from '../support/browser.mjs';
import { waitForEmail } from '../support/mailbox.mjs';
import {
  gotoUntilNotFound,
  publishDomain,
  registerAndSignIn,
  waitForLandingPage,
} from '../support/owners.mjs';

const PASSWORD = 'e2e password 1234';

describe('an owner deletes their account from the danger zone', () => {
  let browser;

  before(async () => {
    browser = await launchBrowser();
  });
  after(() => browser?.close());

  it('is signed out, and their landing page goes to not-found within a second', async () => {
    const stamp = Date.now();
    const email = `leaving-${stamp}@example.com`;
    const { page, context, errors } = await openPage(browser);
    const username = await registerAndSignIn(page, {
      email,
      displayName: `Leaving ${stamp}`,
      password: PASSWORD,
    });
    const domain = `leaving-${stamp}.com`;
    await publishDomain(page, domain);
    await waitForLandingPage(page, username, domain);

    await page.goto(siteUrl(null, '/dashboard/account'));
    const zone = page.getByRole('region', { name: 'Danger zone' });
    await zone.waitFor();
    assert.equal(
      await zone.getByRole('link', { name: 'Download your data' }).getAttribute('href'),
      '/api/user/export',
    );
    await zone.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByLabel('Your password').fill('not the password');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await dialog.getByText('That password is not correct.').waitFor();
    await dialog.getByLabel('Your password').fill(PASSWORD);
    await screenshot(page, 'delete-account-dialog');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();

    await page.waitForURL((url) => url.pathname === '/');
    await page.getByText('Account Deleted').first().waitFor();
    await page.goto(siteUrl(null, '/dashboard'));
    await page.waitForURL((url) => url.pathname === '/login');

    // Within the second nginx may keep the page it had (the API's copy went at once).
    await gotoUntilNotFound(page, siteUrl(username, `/${domain}`));
    await page.getByText('Page not found.').waitFor();

    const message = await waitForEmail(email, /Your Domainfolio account is deleted/);
    assert.match(message.text, /removed for good after 90 days/);
    assert.deepEqual(errors, []);
    await context.close();
  });
});
