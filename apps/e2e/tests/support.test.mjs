import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { launchBrowser, openPage, screenshot } from '../support/browser.mjs';
import { messagesTo, waitForEmail } from '../support/mailbox.mjs';
import { registerAndSignIn } from '../support/owners.mjs';

const PASSWORD = 'e2e password 1234';
/** Where support requests and feedback go: the API's default SUPPORT_EMAIL. */
const SUPPORT_EMAIL = 'support@localhost';

describe('support and feedback reach the support team', () => {
  let browser;

  before(async () => {
    browser = await launchBrowser();
  });
  after(() => browser?.close());

  it('sends a support request from the Support screen and feedback from the floating button', async () => {
    const stamp = Date.now();
    const email = `asks-for-help-${stamp}@example.com`;
    const { page, context, errors } = await openPage(browser);
    const username = await registerAndSignIn(page, {
      email,
      displayName: 'Sam Support',
      password: PASSWORD,
    });

    // The sidebar's Support link leads to the form.
    await page.getByRole('link', { name: 'Support' }).first().click();
    await page.waitForURL((url) => url.pathname === '/dashboard/support');
    assert.equal(await page.getByLabel('Username').inputValue(), username);
    assert.equal(await page.getByLabel('Email address').inputValue(), email);
    assert.equal(await page.getByLabel('Email address').getAttribute('readonly'), '');

    // Empty details: the toast, and nothing sent.
    await page.getByRole('button', { name: 'Submit request' }).click();
    await page.getByText('Support details required').first().waitFor();
    assert.equal(new URL(page.url()).pathname, '/dashboard/support');

    await page.getByLabel('Phone').fill('+1 555 0100');
    await page.getByLabel('Request details').fill(`My landing page is blank (${stamp}).`);
    await screenshot(page, 'support-request');
    await page.getByRole('button', { name: 'Submit request' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.getByText('Support Request Received').first().waitFor();

    // Feedback from the floating button on the dashboard.
    await page.getByRole('button', { name: 'Send feedback' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send feedback' });
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    await page.getByText('Feedback required').first().waitFor();
    await dialog.getByLabel('Your feedback').fill(`More charts, please (${stamp}).`);
    await screenshot(page, 'feedback-modal');
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    await page.getByText('Feedback Received').first().waitFor();
    await dialog.waitFor({ state: 'detached' });

    const request = await waitForEmail(
      SUPPORT_EMAIL,
      new RegExp(`^Support request from ${username} `),
    );
    assert.match(request.text, new RegExp(`My landing page is blank \\(${stamp}\\)\\.`));
    assert.match(request.text, /\+1 555 0100/);
    assert.deepEqual(request.replyTo, [email]);
    const feedback = await waitForEmail(SUPPORT_EMAIL, new RegExp(`^Feedback from ${username} `));
    assert.match(feedback.text, new RegExp(`More charts, please \\(${stamp}\\)\\.`));
    assert.deepEqual(feedback.replyTo, [email]);
    // The empty attempts sent nothing.
    assert.equal(
      messagesTo(SUPPORT_EMAIL).filter((m) => m.subject.includes(` ${username} `)).length,
      2,
    );
    assert.deepEqual(errors, []);
    await context.close();
  });
});
