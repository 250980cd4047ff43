import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { launchBrowser, openPage, screenshot, siteUrl } from '../support/browser.mjs';
import { messagesTo, waitForEmail } from '../support/mailbox.mjs';
import { apiInPage, registerAndSignIn } from '../support/owners.mjs';

const PASSWORD = 'e2e password 1234';

// The owner's terms. The floor has cents and digits no other amount here has, so finding it in
// a page or an email can only mean the floor leaked.
const ASKING = 4800;
const FLOOR = 3171.37;
// The floor as any page, answer or email would write it (3171.37, 3,171, $3,171.37), and not
// the same digits inside an id: a lead's UUID once held "083171f5".
const FLOOR_SEEN = /(?<![\w-])3,?171(?!\w)/;
const LOW_OFFER = 2000;
const HIGH_OFFER = 3500;
const OWNER_COUNTER = 4200;

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The buyer's private offer page, as the email's "Open your offer" link gives it. */
function offerLinkIn(message) {
  const match = /Open your offer: (\S+\/offers\/[\w-]+)/.exec(message.text);
  if (!match) throw new Error(`No offer page link in:\n${message.text}`);
  return match[1];
}

/** Every page and API answer the buyer's browser receives, as text, to search for the floor. */
function recordAnswers(context) {
  const answers = [];
  context.on('response', (response) => {
    const type = response.request().resourceType();
    if (!['document', 'fetch', 'xhr'].includes(type)) return;
    if (response.status() >= 300 && response.status() < 400) return;
    answers.push(
      response
        .text()
        .then((body) => ({ url: response.url(), body }))
        .catch(() => ({ url: response.url(), body: '' })),
    );
  });
  return () => Promise.all(answers);
}

/** Sends the landing page's form as a buyer who chose "Make an offer"; resolves once stored. */
async function makeOffer(page, { username, domain, name, email, amount, message }) {
  await page.goto(siteUrl(username, `/${domain}`));
  await page.getByRole('heading', { level: 1, name: domain }).waitFor();
  // The choice is a pair of radio buttons drawn as a segmented control: a click on its label.
  await page
    .getByRole('group', { name: `How would you like to buy ${domain}?` })
    .getByText('Make an offer', { exact: true })
    .click();
  assert.ok(await page.getByRole('radio', { name: 'Make an offer' }).isChecked());
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Your offer').fill(String(amount));
  await page.getByLabel('Message').fill(message);
  const stored = page.waitForResponse(
    (res) =>
      new URL(res.url()).pathname === '/api/emails/send' && res.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Send offer' }).click();
  const res = await stored.catch(async (error) => {
    // No request: say what the buyer saw instead (a toast, a field's error, a form whose script
    // had not taken over, another page).
    const shown = await page
      .evaluate(() => ({
        url: location.href,
        hydrated: document
          .querySelector('form[data-hold-until-hydrated]')
          ?.hasAttribute('data-hydrated'),
        messages: [...document.querySelectorAll('[role="alert"], [role="status"]')].map((el) =>
          el.textContent.trim(),
        ),
        invalid: [...document.querySelectorAll('[aria-invalid="true"]')].map((el) => el.name),
      }))
      .catch((reason) => `nothing readable (${reason.message})`);
    throw new Error(`${error.message}; the page showed ${JSON.stringify(shown)}`);
  });
  assert.ok(res.ok(), `the offer of $${amount} was stored (${res.status()})`);
}

describe('an offer that closes: floor, counter, accept, pay through escrow', () => {
  let browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(() => browser?.close());

  it('declines below the floor at once, lets the owner counter from Leads, and the buyer accepts and pays the agreed price', async () => {
    const stamp = Date.now();
    const domain = `negotiation-${stamp}.com`;
    const ownerEmail = `negotiating-owner-${stamp}@example.com`;
    const buyerName = `Nora Negotiator ${stamp}`;
    const buyerEmail = `nora-${stamp}@example.org`;

    // The owner: a public portfolio, a domain with an asking price, a floor, offers and
    // Buy-It-Now (the stack configures the fake Escrow.com), and offers below the floor
    // declined without telling them.
    const owner = await openPage(browser);
    const username = await registerAndSignIn(owner.page, {
      email: ownerEmail,
      displayName: `Owner ${stamp}`,
      password: PASSWORD,
    });
    const setUp = [
      ['/api/user/edit', { page: { isEnabled: true } }],
      [
        '/api/domains/new',
        {
          domain: {
            name: domain,
            sellingPrice: ASKING,
            floorPrice: FLOOR,
            offersEnabled: true,
            buyItNow: true,
          },
        },
      ],
      [
        '/api/user/offer-settings',
        { belowFloor: 'DECLINE', notifyBelowFloor: false, verifiedBuyersOnly: false },
      ],
    ];
    for (const [path, body] of setUp) {
      const answer = await apiInPage(owner.page, path, { method: 'POST', body });
      assert.ok([200, 201].includes(answer.status), `${path}: ${JSON.stringify(answer)}`);
    }

    const buyer = await openPage(browser);
    const buyerAnswers = recordAnswers(buyer.context);

    // 1. Below the floor: the product declines at once, as the owner chose.
    await makeOffer(buyer.page, {
      username,
      domain,
      name: buyerName,
      email: buyerEmail,
      amount: LOW_OFFER,
      message: 'Would you take $2,000?',
    });
    await buyer.page.getByText('Message Sent').first().waitFor();
    const declined = await waitForEmail(
      buyerEmail,
      new RegExp(`^Your offer for ${escape(domain)} was declined$`),
    );
    await buyer.page.goto(offerLinkIn(declined));
    await buyer.page.getByRole('heading', { name: 'Declined' }).waitFor();
    await buyer.page.getByText('The owner declined your offer.').waitFor();
    assert.equal(await buyer.page.getByRole('button', { name: /^Accept/ }).count(), 0);

    // 2. Above the floor: the offer waits for the owner.
    await makeOffer(buyer.page, {
      username,
      domain,
      name: buyerName,
      email: buyerEmail,
      amount: HIGH_OFFER,
      message: 'All right: $3,500, and I can pay this week.',
    });
    await waitForEmail(
      ownerEmail,
      new RegExp(`^New offer of \\$3,500\\.00 for ${escape(domain)}$`),
    );

    // 3. The owner finds it in Leads (Needs reply: the declined offer is not there) and counters.
    await owner.page
      .getByRole('navigation', { name: 'Dashboard' })
      .first()
      .getByRole('link', { name: /^Leads(, |$)/ })
      .click();
    await owner.page.waitForURL((url) => url.pathname === '/dashboard/leads');
    assert.equal(
      await owner.page.getByRole('button', { name: /^Needs reply/ }).getAttribute('aria-pressed'),
      'true',
    );
    const rows = owner.page.getByRole('table', { name: 'Leads' }).locator('tbody tr');
    await rows.filter({ hasText: '$3,500.00' }).waitFor();
    assert.equal(await rows.count(), 1, 'only the offer above the floor needs a reply');
    await owner.page.getByRole('link', { name: `${buyerName} about ${domain}` }).click();
    await owner.page.waitForURL((url) => url.pathname.startsWith('/dashboard/leads/'));
    const threadHeading = owner.page.getByRole('heading', { level: 2, name: buyerName });
    await threadHeading.waitFor();
    // The thread's status: the badge beside the buyer's name.
    const status = (label) =>
      threadHeading.locator('xpath=..').getByText(label, { exact: true }).waitFor();
    await status('New');
    // The owner sees their floor beside the thread; the buyer never does.
    await owner.page.getByText(`Your floor: $3,171.37`).first().waitFor();
    const reply = owner.page.getByRole('form', { name: 'Reply' });
    await reply
      .getByRole('textbox', { name: 'Message' })
      .fill('Thank you. I can let it go for $4,200.');
    await reply.getByRole('spinbutton', { name: 'Amount' }).fill(String(OWNER_COUNTER));
    const replied = owner.page.waitForResponse(
      (res) => res.url().endsWith('/reply') && res.request().method() === 'POST',
    );
    await reply.getByRole('button', { name: 'Send counter' }).click();
    assert.equal((await replied).status(), 200);
    await status('Countered');
    await screenshot(owner.page, 'negotiation-owner-countered');

    // 4. The buyer opens the counter from its email, accepts it and pays through Escrow.com.
    const counter = await waitForEmail(
      buyerEmail,
      new RegExp(`^Counteroffer of \\$4,200\\.00 for ${escape(domain)}$`),
    );
    const offerUrl = offerLinkIn(counter);
    assert.equal(new URL(offerUrl).host, new URL(siteUrl(username)).host, "on the owner's site");
    await buyer.page.goto(offerUrl);
    await buyer.page.getByRole('heading', { level: 1, name: domain }).waitFor();
    await buyer.page
      .getByRole('heading', { name: /^The owner countered at \$4,200\.00/ })
      .waitFor();
    await buyer.page.getByText('Thank you. I can let it go for $4,200.').waitFor();
    await screenshot(buyer.page, 'negotiation-buyer-counter');
    await buyer.page.getByRole('button', { name: 'Accept $4,200.00' }).click();
    await buyer.page.getByRole('heading', { name: 'You accepted $4,200.00' }).waitFor();
    const pay = buyer.page.getByRole('button', {
      name: 'Pay $4,200.00 securely through Escrow.com',
    });
    await pay.waitFor();

    // The owner's thread says Accepted, and the owner was told.
    await waitForEmail(
      ownerEmail,
      new RegExp(`^${escape(buyerName)} accepted \\$4,200\\.00 for ${escape(domain)}$`),
    );
    await owner.page.reload();
    await status('Accepted');
    await reply.getByText('An agreed price is not countered.').waitFor();
    assert.ok(await reply.getByRole('spinbutton', { name: 'Amount' }).isDisabled());

    await pay.click();
    await buyer.page.waitForURL((url) => url.pathname.startsWith('/pay/'));
    await buyer.page.getByRole('heading', { name: 'Escrow.com (local fake)' }).waitFor();
    // The agreed price, not the asking price and not the floor.
    await buyer.page
      .getByText(new RegExp(`^Pay for ${escape(domain)}: \\$4,?200(\\.00)?$`))
      .waitFor();
    await screenshot(buyer.page, 'negotiation-escrow');

    // 5. The floor reached the buyer nowhere: no page, no API answer, no email.
    const seen = await buyerAnswers();
    const paths = seen.map((answer) => new URL(answer.url).pathname);
    assert.ok(paths.includes(`/${domain}`), 'the landing page was checked');
    assert.ok(
      paths.some((path) => path.startsWith('/offers/')),
      'the offer page was checked',
    );
    for (const { url, body } of seen)
      assert.doesNotMatch(body, FLOOR_SEEN, `the floor is in what the buyer got from ${url}`);
    const buyerMail = messagesTo(buyerEmail);
    assert.deepEqual(
      buyerMail.map((message) => message.subject),
      [`Your offer for ${domain} was declined`, `Counteroffer of $4,200.00 for ${domain}`],
    );
    for (const message of buyerMail)
      assert.doesNotMatch(
        `${message.subject}\n${message.text}\n${message.html}`,
        FLOOR_SEEN,
        `the floor is in the buyer's email "${message.subject}"`,
      );

    assert.deepEqual(owner.errors, []);
    assert.deepEqual(buyer.errors, []);
    await owner.context.close();
    await buyer.context.close();
  });
});
