import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { FakeSlack, WebhookReceiver, verifySignature } from '@domainfolio/test-fakes';
import ICAL from 'ical.js';
import { PHONE, launchBrowser, openPage, screenshot, siteUrl } from '../support/browser.mjs';
import { apiInPage, registerAndSignIn } from '../support/owners.mjs';

const PASSWORD = 'e2e password 1234';
const SECRET = 'whsec_e2e_alerts_0123456789abcdef';

const DAY_MS = 86_400_000;

/**
 * The calendar day ('yyyy-MM-dd') it is now in `timeZone`, as the API reckons an owner's today
 * (the same formatter): the host's own zone plays no part.
 */
const todayIn = (timeZone) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());

/** Whole calendar days from `from` to `to` ('yyyy-MM-dd'). */
const daysBetween = (from, to) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** 'yyyy-MM-dd', `days` after `day`. */
const addDays = (day, days) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** A card of the Account page, by its heading. */
const card = (page, heading) => page.getByRole('region', { name: heading, exact: true });
const addCard = (page) => card(page, 'Add a channel');

/** The first delivery `match` finds, waiting for the receiver's next ones until `timeoutMs`. */
async function deliveryWhere(receiver, match, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = receiver.deliveries.find(match);
    if (found) return found;
    const left = deadline - Date.now();
    if (left <= 0) return null;
    await receiver.waitForDeliveries(receiver.deliveries.length + 1, left).catch(() => undefined);
  }
}

async function addChannel(page, type, fields) {
  const card = addCard(page);
  // The type is a radio button drawn as a pill: a click on its label.
  await card.getByText(type, { exact: true }).click();
  assert.ok(await card.getByRole('radio', { name: type, exact: true }).isChecked());
  for (const [label, value] of Object.entries(fields))
    await card.getByLabel(label, { exact: true }).fill(value);
  const added = page.waitForResponse(
    (res) =>
      new URL(res.url()).pathname === '/api/notifications/channels' &&
      res.request().method() === 'POST',
  );
  await card.getByRole('button', { name: 'Add channel' }).click();
  const res = await added;
  assert.equal(res.status(), 201, `adding the ${type} channel: ${await res.text()}`);
}

describe('alerts where the owner is: a webhook and Slack, a reminder, a calendar', () => {
  let browser;
  const receiver = new WebhookReceiver({ secret: SECRET });
  const slack = new FakeSlack();
  before(async () => {
    await Promise.all([receiver.start(), slack.start()]);
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await Promise.all([receiver.stop(), slack.stop()]);
  });

  it('connects a webhook and Slack, gets a signed message for a new offer within seconds, a reminder at the next run, and a calendar feed', async () => {
    const stamp = Date.now();
    const domain = `alerted-${stamp}.com`;
    const { page } = await openPage(browser);
    const username = await registerAndSignIn(page, {
      email: `alerted-${stamp}@example.com`,
      displayName: `Alerted ${stamp}`,
      password: PASSWORD,
    });
    // 1. The newcomer connects their webhook and Slack in Account → Notifications.
    await page.goto(siteUrl(null, '/dashboard/account#notifications'));
    await page.getByRole('heading', { name: 'Notification channels' }).waitFor();
    await addChannel(page, 'Webhook', {
      Name: 'My CRM',
      'Webhook URL': receiver.url(),
      'Signing secret': SECRET,
    });
    await addChannel(page, 'Slack', {
      Name: 'Team Slack',
      'Slack webhook URL': slack.webhookUrl(),
    });

    // "Send a test" says what the far side answered.
    await page.getByRole('button', { name: 'Send a test to Team Slack' }).click();
    await page
      .getByText(/HTTP 200/)
      .first()
      .waitFor();
    await slack.waitForMessages(1);

    // New offers and expiry reminders go to both.
    const routes = page.getByRole('table', { name: 'Which events go where' });
    for (const name of [
      'Send New lead or offer to My CRM',
      'Send New lead or offer to Team Slack',
      'Send Domain expiring to My CRM',
    ])
      await routes.getByRole('checkbox', { name }).check();
    const saved = page.waitForResponse(
      (res) =>
        new URL(res.url()).pathname === '/api/notifications/settings' &&
        res.request().method() === 'POST',
    );
    await card(page, 'Which events go where').getByRole('button', { name: 'Save' }).click();
    assert.equal((await saved).status(), 200);
    await screenshot(page, 'alerts-notifications-desktop');

    // The domain comes after the routes, so its first reminder (due at once: it expires in 7
    // days) has the webhook to go to. Days are the owner's: reminders count them in the owner's
    // time zone (UTC for an owner registered through the API without one).
    const { timeZone } = (await apiInPage(page, '/api/current-user')).body.payload;
    const createdOn = todayIn(timeZone);
    const expiration = addDays(createdOn, 7);
    for (const [path, body] of [
      ['/api/user/edit', { page: { isEnabled: true } }],
      [
        '/api/domains/new',
        { domain: { name: domain, sellingPrice: 2400, expiration, renewalCost: 11.5 } },
      ],
    ]) {
      const answer = await apiInPage(page, path, { method: 'POST', body });
      assert.ok([200, 201].includes(answer.status), `${path}: ${JSON.stringify(answer)}`);
    }

    // 2. A buyer makes an offer on the landing page; the webhook has it, signed, in seconds.
    const { page: buyer } = await openPage(browser);
    await buyer.goto(siteUrl(username, `/${domain}`));
    await buyer.getByRole('heading', { level: 1, name: domain }).waitFor();
    await buyer
      .getByRole('group', { name: `How would you like to buy ${domain}?` })
      .getByText('Make an offer', { exact: true })
      .click();
    await buyer.getByLabel('Full name').fill('Olga Offer');
    await buyer.getByLabel('Email').fill(`olga-${stamp}@example.org`);
    await buyer.getByLabel('Your offer').fill('1900');
    await buyer.getByLabel('Message').fill('Would you take $1,900?');
    const sentAt = Date.now();
    await buyer.getByRole('button', { name: 'Send offer' }).click();
    await buyer.getByText('Message Sent').first().waitFor();

    const offer = await deliveryWhere(
      receiver,
      (d) => d.event === 'lead.received' && d.json?.domain === domain,
      10_000,
    );
    assert.ok(offer, 'the webhook received the offer');
    const seconds = (Date.now() - sentAt) / 1000;
    assert.ok(seconds < 10, `the offer reached the webhook in ${seconds.toFixed(1)} s`);
    process.stdout.write(
      `# alerts: the offer reached the webhook ${seconds.toFixed(2)} s after Send offer\n`,
    );
    assert.equal(offer.verified, true);
    assert.ok(verifySignature(SECRET, offer.headers['x-domainfolio-signature'], offer.body).ok);
    assert.equal(offer.json.data.amount, 1900);
    assert.equal(offer.json.data.buyerName, 'Olga Offer');
    assert.match(offer.json.url, /\/dashboard\/leads\/[0-9a-f-]{36}$/);
    const slackOffer = await slack.waitForMessages(2, 10_000);
    assert.match(JSON.stringify(slackOffer.at(-1).payload), new RegExp(domain.replace('.', '\\.')));

    // 3. The domain expires in 7 days: the next reminder run sends the 7-day reminder, once. It
    // says 7 days left, or 6 if the owner's day changed between the domain's creation and the run.
    const reminders = () =>
      receiver.deliveries.filter((d) => d.event === 'domain.expiring' && d.json?.domain === domain);
    await deliveryWhere(
      receiver,
      (d) => d.event === 'domain.expiring' && d.json?.domain === domain,
      15_000,
    );
    const daysLeft = new Set(
      [createdOn, todayIn(timeZone)].map((day) => daysBetween(day, expiration)),
    );
    assert.equal(reminders().length, 1, 'one reminder');
    assert.match(
      reminders()[0].json.title,
      new RegExp(`${domain.replace('.', '\\.')} expires in (${[...daysLeft].join('|')}) days`),
    );
    assert.match(reminders()[0].json.text, /\$11\.50/);

    // 4. The calendar link, which a calendar app subscribes to.
    await page.getByRole('button', { name: 'Create calendar link' }).click();
    const link = page.getByLabel('Calendar link');
    await link.waitFor();
    const url = await link.inputValue();
    const ics = await page.evaluate(async (href) => {
      const res = await fetch(href);
      return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
    }, url);
    assert.equal(ics.status, 200);
    assert.match(ics.type, /text\/calendar/);
    const calendar = new ICAL.Component(ICAL.parse(ics.text));
    const event = calendar
      .getAllSubcomponents('vevent')
      .map((v) => new ICAL.Event(v))
      .find((e) => e.summary.startsWith(`${domain} expires`));
    assert.ok(event, 'the domain is in the calendar');
    assert.equal(event.startDate.toString(), expiration);
    assert.equal(event.startDate.isDate, true);

    // No message twice, whichever of the API instances sent it.
    const ids = receiver.deliveries.map((d) => d.deliveryId);
    assert.equal(new Set(ids).size, ids.length, 'no delivery twice');
    assert.equal(reminders().length, 1, 'still one reminder after more runs');

    await page.setViewportSize(PHONE);
    await page.goto(siteUrl(null, '/dashboard/account#notifications'));
    await page.getByRole('heading', { name: 'Notification channels' }).waitFor();
    await screenshot(page, 'alerts-notifications-phone');
  });
});
