import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { launchBrowser, openPage, screenshot, siteUrl } from '../support/browser.mjs';
import {
  gotoUntilNotFound,
  publishDomain,
  registerAndSignIn,
  turnOnTwoFactor,
  waitForLandingPage,
} from '../support/owners.mjs';

const PASSWORD = 'e2e password 1234';

describe('an administrator disables an account', () => {
  let browser;

  before(async () => {
    browser = await launchBrowser();
  });
  after(() => browser?.close());

  it("signs the owner out and takes the owner's landing page to not-found", async () => {
    const stamp = Date.now();
    const owner = await openPage(browser);
    const username = await registerAndSignIn(owner.page, {
      email: `to-disable-${stamp}@example.com`,
      displayName: `To Disable ${stamp}`,
      password: PASSWORD,
    });
    const domain = `disable-me-${stamp}.com`;
    await publishDomain(owner.page, domain);
    await waitForLandingPage(owner.page, username, domain);

    // ADMIN_EMAILS names this address (support/stack.mjs).
    const admin = await openPage(browser);
    await registerAndSignIn(admin.page, {
      email: 'e2e-admin@example.com',
      displayName: 'E2E Admin',
      password: PASSWORD,
    });
    const openAdministration = async () => {
      await admin.page
        .getByRole('navigation', { name: 'Dashboard' })
        .first()
        .getByRole('link', { name: 'Administration' })
        .click();
      await admin.page.waitForURL((url) => url.pathname === '/dashboard/admin');
    };
    // The admin screens stay shut until the administrator uses two-factor sign-in.
    await openAdministration();
    await admin.page.getByText('Administrators use two-factor sign-in', { exact: false }).waitFor();
    await admin.page.getByRole('link', { name: 'Go to Account → Security' }).click();
    await admin.page.waitForURL((url) => url.pathname === '/dashboard/account');
    await turnOnTwoFactor(admin.page);
    await openAdministration();
    await admin.page.getByLabel('Search by email or username').fill(username);
    const row = admin.page.getByRole('row').filter({ hasText: username });
    await row.getByText('Active').waitFor();
    await screenshot(admin.page, 'admin-desktop');
    await row.getByRole('button', { name: `Disable ${username}` }).click();
    const dialog = admin.page.getByRole('dialog', { name: `Disable ${username}?` });
    await dialog.getByRole('button', { name: 'Disable' }).click();
    await admin.page.getByText('Account Disabled').first().waitFor();
    await row.getByText('Disabled').waitFor();
    await admin.page
      .getByText(`e2e-admin@example.com disabled ${username}`, { exact: false })
      .waitFor();

    // The landing page and the portfolio answer not-found within a second.
    // Within the second nginx may keep the page it had (the API's copy went at once).
    await gotoUntilNotFound(owner.page, siteUrl(username, `/${domain}`));
    await owner.page.getByText('Page not found.').waitFor();
    // The owner was signed out: the dashboard sends them to the sign-in page.
    await owner.page.goto(siteUrl(null, '/dashboard'));
    await owner.page.waitForURL((url) => url.pathname === '/login');

    assert.deepEqual(owner.errors, []);
    assert.deepEqual(admin.errors, []);
    await owner.context.close();
    await admin.context.close();
  });
});
