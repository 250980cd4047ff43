import { Secret, TOTP } from 'otpauth';
import { siteUrl } from './browser.mjs';
import { linkIn, waitForEmail } from './mailbox.mjs';

/** Calls the API from inside the page, on its origin, with the page's session cookie. */
export function apiInPage(page, path, { method = 'GET', body } = {}) {
  return page.evaluate(
    async ({ path, method, body }) => {
      const res = await fetch(path, {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, body: await res.json().catch(() => null) };
    },
    { path, method, body },
  );
}

/**
 * A new owner, registered and confirmed through the API and the email link, then signed in
 * through the login form in `page`; returns their username.
 */
export async function registerAndSignIn(page, { email, displayName, password }) {
  await page.goto(siteUrl(null, '/login'));
  await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
  const registered = await apiInPage(page, '/api/user/register', {
    method: 'POST',
    body: { displayName, email, password },
  });
  if (registered.status !== 201) throw new Error(`register: ${JSON.stringify(registered)}`);
  const link = linkIn(
    await waitForEmail(email, /Confirm your Domainfolio email address/),
    '/confirm-email',
  );
  const confirmed = await apiInPage(page, '/api/user/confirm-email', {
    method: 'POST',
    body: { email: link.searchParams.get('email'), token: link.searchParams.get('token') },
  });
  if (confirmed.status !== 200) throw new Error(`confirm: ${JSON.stringify(confirmed)}`);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard');
  const me = await apiInPage(page, '/api/current-user');
  return me.body.payload.username;
}

/** Turns the signed-in owner's portfolio page on and adds a public domain to it. */
export async function publishDomain(page, name) {
  const edited = await apiInPage(page, '/api/user/edit', {
    method: 'POST',
    body: { page: { isEnabled: true } },
  });
  if (edited.status !== 200) throw new Error(`edit: ${JSON.stringify(edited)}`);
  const created = await apiInPage(page, '/api/domains/new', {
    method: 'POST',
    body: { domain: { name, sellingPrice: 1200 } },
  });
  if (created.status !== 201 && created.status !== 200)
    throw new Error(`new domain: ${JSON.stringify(created)}`);
}

/** Opens the domain's landing page on its owner's site and waits for it to show. */
export async function waitForLandingPage(page, username, name) {
  await page.goto(siteUrl(username, `/${name}`));
  await page.getByRole('heading', { level: 1 }).filter({ hasText: name }).waitFor();
}

/**
 * Opens `url` until it answers 404, for a page that a change took away: nginx may give the copy
 * it keeps for a second (the API's X-Accel-Expires) until that second is over, never longer.
 * Fails when the page still shows after three seconds. Resolves with the 404 response.
 */
export async function gotoUntilNotFound(page, url) {
  const started = Date.now();
  for (;;) {
    const response = await page.goto(url);
    if (response.status() === 404) return response;
    if (Date.now() - started > 3000)
      throw new Error(`${url} still answers ${response.status()} three seconds after the change`);
    await page.waitForTimeout(100);
  }
}

/**
 * What an authenticator app shows for `secret` now, or `steps` 30-second steps from now. A
 * code is accepted once per step, so a sign-in right after turning two-factor sign-in on gives
 * the next step's code, which the API's window of one step accepts.
 */
export function authenticatorCode(secret, steps = 0) {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });
  return totp.generate({ timestamp: Date.now() + steps * 30_000 });
}

/**
 * Turns two-factor sign-in on from Account → Security as an owner does: reads the key shown
 * beside the QR code, confirms it with a code, and notes the recovery codes it shows once.
 */
export async function turnOnTwoFactor(page) {
  await page.goto(siteUrl(null, '/dashboard/account#security'));
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  const key = page.getByLabel('Key for your authenticator app');
  const secret = (await key.textContent()).replace(/\s/g, '');
  await page.getByLabel('6-digit code from the app').fill(authenticatorCode(secret));
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await codes.first().waitFor();
  const recoveryCodes = await codes.allTextContents();
  await page.getByRole('button', { name: 'I have saved them' }).click();
  return { secret, recoveryCodes };
}
