import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { launchBrowser, openPage, PHONE, screenshot, siteUrl } from '../support/browser.mjs';
import { linkIn, waitForEmail } from '../support/mailbox.mjs';

describe('an owner signs up, confirms by email, signs in, edits the account and signs out', () => {
  let browser;

  before(async () => {
    browser = await launchBrowser();
  });
  after(() => browser?.close());

  it('goes from register to dashboard to sign-out', async () => {
    const email = `owner-${Date.now()}@example.com`;
    const password = 'e2e password 1234';
    const { page, context, errors } = await openPage(browser);

    await page.goto(siteUrl(null, '/register'));
    await page.getByRole('heading', { name: 'Create your free account' }).waitFor();
    await page.getByLabel('Your name').fill('Ellen Ripley');
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await screenshot(page, 'register-desktop');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL((url) => url.pathname === '/confirm-email');
    await page.getByText('Confirm Your Email').first().waitFor();

    // Signing in before confirming is refused with the catalogue's message.
    await page.goto(siteUrl(null, `/login?email=${encodeURIComponent(email)}`));
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByText('Please confirm your email address in order to login.').first().waitFor();

    // The confirmation email arrived at the SMTP server; its link opens the main site.
    const message = await waitForEmail(email, /Confirm your Domainfolio email address/);
    const link = linkIn(message, '/confirm-email');
    assert.equal(link.host, new URL(siteUrl(null, '/')).host);
    await page.goto(link.toString());
    await page.getByText('Email confirmed').first().waitFor();
    await page.getByRole('link', { name: 'Go to Login Page' }).click();

    await page.waitForURL((url) => url.pathname === '/login');
    assert.equal(await page.getByLabel('Email address').inputValue(), email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await screenshot(page, 'dashboard-desktop');

    await page.goto(siteUrl(null, '/dashboard/account'));
    const profile = page
      .locator('form')
      .filter({ has: page.getByRole('heading', { name: 'Profile' }) });
    await profile.getByLabel('Your name').fill('Ellen R.');
    await profile.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Account Updated').first().waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Profile' }).waitFor();
    assert.equal(
      await page
        .locator('form')
        .filter({ has: page.getByRole('heading', { name: 'Profile' }) })
        .getByLabel('Your name')
        .inputValue(),
      'Ellen R.',
    );
    await screenshot(page, 'account-desktop');

    await page.getByRole('button', { name: 'Logout' }).first().click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto(siteUrl(null, '/dashboard'));
    await page.waitForURL(
      (url) => url.pathname === '/login' && url.searchParams.get('next') === '/dashboard',
    );
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('shows the sign-in and account screens at phone width', async () => {
    const { page, context } = await openPage(browser, PHONE);
    await page.goto(siteUrl(null, '/login'));
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    assert.ok(overflow <= 0, `no horizontal scroll on /login (overflow ${overflow}px)`);
    await screenshot(page, 'login-phone');
    await page.getByLabel('Email address').fill('demo@example.com');
    await page.getByLabel('Password', { exact: true }).fill('domainfolio-demo');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.goto(siteUrl(null, '/dashboard/account'));
    await page.getByRole('heading', { name: 'Profile' }).waitFor();
    const accountOverflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    assert.ok(
      accountOverflow <= 0,
      `no horizontal scroll on the account screen (overflow ${accountOverflow}px)`,
    );
    await screenshot(page, 'account-phone');
    await context.close();
  });
});
