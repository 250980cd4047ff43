import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { launchBrowser, openPage, screenshot, siteUrl } from '../support/browser.mjs';
import { linkIn, waitForEmail } from '../support/mailbox.mjs';

/** GET /api/current-user through nginx with an API key, as an owner's script would. */
async function currentUserWithKey(key) {
  const response = await fetch(siteUrl(null, '/api/current-user'), {
    headers: { 'x-domainfolio-api-key': key },
  });
  return { status: response.status, body: await response.json() };
}

describe('an owner upgrades to Pro through Stripe Checkout and cancels in the customer portal', () => {
  let browser;

  before(async () => {
    browser = await launchBrowser();
  });
  after(() => browser?.close());

  it('goes from Free to Pro monthly, to yearly, and back to Free with the API key refused', async () => {
    const email = `billing-${Date.now()}@example.com`;
    const password = 'e2e password 1234';
    const { page, context, errors } = await openPage(browser);

    // A new owner on Free: register, confirm by email, sign in.
    await page.goto(siteUrl(null, '/register'));
    await page.getByLabel('Your name').fill('Billing Owner');
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL((url) => url.pathname === '/confirm-email');
    const message = await waitForEmail(email, /Confirm your Domainfolio email address/);
    await page.goto(linkIn(message, '/confirm-email').toString());
    await page.getByText('Email confirmed').first().waitFor();
    await page.goto(siteUrl(null, `/login?email=${encodeURIComponent(email)}`));
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');

    const nav = page.getByRole('navigation', { name: 'Dashboard' });
    const upgradeLink = nav.getByRole('link', { name: 'Upgrade Account', exact: true });
    await upgradeLink.waitFor();
    await page.getByText('Free plan', { exact: true }).waitFor();

    // On Free the API key is a locked Pro feature.
    await nav.getByRole('link', { name: 'Account', exact: true }).click();
    const apiKey = page.getByRole('region', { name: /API Key/ });
    await apiKey.getByText('API Key is a Pro feature. Upgrade your plan to use it.').waitFor();
    await apiKey.getByText('PRO', { exact: true }).waitFor();
    assert.equal(await apiKey.getByRole('button', { name: 'Generate' }).isDisabled(), true);

    // Upgrade Account → Billing → Pro, billed monthly → Stripe Checkout.
    await upgradeLink.click();
    await page.waitForURL((url) => url.pathname === '/dashboard/billing');
    await page.getByRole('heading', { name: 'Upgrade to Pro' }).waitFor();
    await page.getByRole('radio', { name: 'Monthly' }).click();
    await page
      .getByRole('region', { name: 'Pro', exact: true })
      .getByRole('button', { name: 'Upgrade to Pro' })
      .click();
    await page.waitForURL((url) => url.pathname.startsWith('/checkout/'));
    await page.getByRole('heading', { name: 'Subscribe to Domainfolio Pro' }).waitFor();
    await page.getByText('$9.00 per month').waitFor();
    await page.getByText(email).waitFor();
    await screenshot(page, 'billing-stripe-checkout');
    await page.getByRole('button', { name: 'Subscribe' }).click();

    // Back in the product, Stripe's word has arrived: Pro, billed monthly.
    await page.waitForURL(
      (url) =>
        url.pathname === '/dashboard/billing' && url.searchParams.get('checkout') === 'success',
    );
    const plan = page.getByRole('region', { name: 'Your plan' });
    // The plan's name with how it is billed beside it.
    await plan.getByText(/^Pro\s*monthly$/).waitFor();
    await page.getByText('Pro plan, billed monthly', { exact: true }).waitFor();
    assert.equal(await upgradeLink.count(), 0);
    assert.equal(await page.getByRole('heading', { name: 'Upgrade to Pro' }).count(), 0);
    await screenshot(page, 'billing-pro-monthly');

    // A Pro owner generates an API key, and it works.
    await nav.getByRole('link', { name: 'Account', exact: true }).click();
    await apiKey.getByText('You have no API key yet. Generate one to start.').waitFor();
    assert.equal(
      await apiKey.getByText('API Key is a Pro feature. Upgrade your plan to use it.').count(),
      0,
    );
    await apiKey.getByRole('button', { name: 'Generate' }).click();
    await page.getByText('API Key Generated').first().waitFor();
    const key = (await apiKey.getByText(/^dfk_/).textContent()).trim();
    const allowed = await currentUserWithKey(key);
    assert.equal(allowed.status, 200);
    assert.equal(allowed.body.payload.email, email);

    // Change plan → the customer portal → Switch to yearly.
    await nav.getByRole('link', { name: 'Billing', exact: true }).click();
    await page.getByRole('button', { name: 'Change plan' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/portal/'));
    await page.getByText('$9.00 per month').waitFor();
    await page.getByRole('button', { name: 'Switch to yearly' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard/billing');
    await plan.getByText(/^Pro\s*yearly$/).waitFor();
    await page.getByText('Pro plan, billed yearly', { exact: true }).waitFor();

    // Change plan → Cancel plan: back on Free, the key section locked and the key refused.
    await page.getByRole('button', { name: 'Change plan' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/portal/'));
    await page.getByText('$99.00 per year').waitFor();
    await screenshot(page, 'billing-stripe-portal');
    await page.getByRole('button', { name: 'Cancel plan' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard/billing');
    await plan.getByText(/^Free$/).waitFor();
    await page.getByRole('heading', { name: 'Upgrade to Pro' }).waitFor();
    await page.getByText('Free plan', { exact: true }).waitFor();
    await upgradeLink.waitFor();
    await screenshot(page, 'billing-free-again');

    await nav.getByRole('link', { name: 'Account', exact: true }).click();
    await apiKey.getByText('API Key is a Pro feature. Upgrade your plan to use it.').waitFor();
    assert.equal(await apiKey.getByRole('button', { name: 'Generate' }).isDisabled(), true);
    const refused = await currentUserWithKey(key);
    assert.equal(refused.status, 403);
    assert.match(refused.body.message, /Pro/);

    assert.deepEqual(errors, []);
    await context.close();
  });
});
