import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { axeViolations } from '../support/axe.mjs';
import {
  DESKTOP,
  launchBrowser,
  openPage,
  PHONE,
  screenshot,
  siteUrl,
} from '../support/browser.mjs';
import { waitForEmail } from '../support/mailbox.mjs';
import {
  apiInPage,
  authenticatorCode,
  registerAndSignIn,
  turnOnTwoFactor,
} from '../support/owners.mjs';

const PASSWORD = 'e2e password 1234';

/**
 * Chromium's virtual authenticator (the DevTools WebAuthn domain): a platform authenticator
 * with resident keys and user verification that answers every prompt at once, as a laptop's
 * fingerprint reader would for its owner.
 */
async function addVirtualAuthenticator(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

async function signOut(page) {
  await page.goto(siteUrl(null, '/api/user/logout'));
  await page.goto(siteUrl(null, '/login'));
  await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
}

describe('an owner protects the account with an authenticator app and a passkey', () => {
  let browser;

  before(async () => {
    browser = await launchBrowser();
  });
  after(() => browser?.close());

  it('turns on two-factor sign-in, adds a passkey, signs in with each, and ends another device', async () => {
    const stamp = Date.now();
    const email = `secure-${stamp}@example.com`;
    // Axe's script is injected into the page: the context lets it past the page's CSP.
    const context = await browser.newContext({ viewport: DESKTOP, bypassCSP: true });
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const { cdp, authenticatorId } = await addVirtualAuthenticator(context, page);
    await registerAndSignIn(page, { email, displayName: `Secure ${stamp}`, password: PASSWORD });

    // Two-factor sign-in: the QR code's key and a first code; ten recovery codes shown once.
    const { secret, recoveryCodes } = await turnOnTwoFactor(page);
    assert.equal(recoveryCodes.length, 10);
    const section = page.locator('#security');
    await section.getByText('10 of 10 recovery codes left', { exact: false }).waitFor();

    // A passkey, named from the browser, kept by the virtual authenticator.
    await section.getByRole('button', { name: 'Add a passkey' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a passkey' });
    await dialog.getByLabel('Name').fill('E2E laptop');
    await dialog.getByRole('button', { name: 'Add passkey' }).click();
    await section.getByRole('button', { name: 'Remove E2E laptop' }).waitFor();
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    assert.equal(credentials.length, 1);
    assert.equal(credentials[0].isResidentCredential, true);
    await screenshot(page, 'security-desktop');
    // Axe reads the page at rest: after the toasts (still fading in, their colours half-way).
    await page
      .locator('[data-sonner-toast]')
      .last()
      .waitFor({ state: 'detached', timeout: 20_000 });
    assert.deepEqual(await axeViolations(page), []);

    // Signing in with the password now asks for a code; the code signs in.
    await signOut(page);
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('heading', { name: 'Two-factor sign-in' }).waitFor();
    // The half-signed-in browser has no session: the dashboard's data is refused.
    assert.equal((await apiInPage(page, '/api/current-user')).status, 401);
    assert.deepEqual(await axeViolations(page), []);
    await screenshot(page, 'sign-in-code-desktop');
    await page.getByLabel('6-digit code').fill('000000');
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await page.getByText('That code is not right', { exact: false }).first().waitFor();
    await page.getByLabel('6-digit code').fill(authenticatorCode(secret, 1));
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');

    // A passkey signs in with no password and no code.
    await signOut(page);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    const me = await apiInPage(page, '/api/current-user');
    assert.equal(me.body.payload.email, email);

    // Another device signs in (password and a recovery code); the owner sees it and ends it.
    const other = await openPage(browser, PHONE);
    await other.page.goto(siteUrl(null, '/login'));
    await other.page.getByLabel('Email address').fill(email);
    await other.page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await other.page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await other.page.getByRole('heading', { name: 'Two-factor sign-in' }).waitFor();
    await other.page.getByRole('button', { name: 'Use a recovery code' }).click();
    await other.page.getByLabel('Recovery code').fill(recoveryCodes[0]);
    await other.page.getByRole('button', { name: 'Verify and sign in' }).click();
    await other.page.waitForURL((url) => url.pathname === '/dashboard');
    // A sign-in from a browser the account had not used: the owner is told by email.
    await waitForEmail(email, /New sign-in to your Domainfolio account/);

    await page.goto(siteUrl(null, '/dashboard/account#security'));
    const devices = page.getByRole('list', { name: 'Signed-in devices' });
    await devices.getByText('This device').waitFor();
    assert.equal(await devices.getByRole('listitem').count(), 2);
    await section.getByText('9 of 10 recovery codes left', { exact: false }).waitFor();
    // The log: each event once, newest first.
    const log = page.getByRole('table', { name: 'Security log' });
    await log.getByText('Passkey added').waitFor();
    assert.equal(await log.getByText('Two-factor sign-in turned on').count(), 1);
    assert.equal(await log.getByText('Signed in on a new device').count(), 1);

    await page.getByRole('button', { name: 'Sign out all other devices' }).click();
    await page
      .getByRole('dialog', { name: 'Sign out all other devices?' })
      .getByRole('button', { name: 'Sign out all other devices' })
      .click();
    await devices.getByRole('listitem').nth(1).waitFor({ state: 'detached' });
    assert.equal((await apiInPage(other.page, '/api/current-user')).status, 401);

    // The Security section at phone width.
    await other.page.close();
    const phone = await openPage(browser, PHONE);
    await phone.context.addCookies(await context.cookies());
    await phone.page.goto(siteUrl(null, '/dashboard/account#security'));
    await phone.page.getByRole('button', { name: 'Add a passkey' }).waitFor();
    await screenshot(phone.page, 'security-phone');
    const overflow = await phone.page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    assert.equal(overflow, 0, 'the Security section fits a 375 px screen');

    assert.deepEqual(errors, []);
    assert.deepEqual(other.errors, []);
    assert.deepEqual(phone.errors, []);
    await phone.context.close();
    await other.context.close();
    await context.close();
  });
});
