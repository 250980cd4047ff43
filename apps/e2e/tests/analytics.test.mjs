import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { axeViolations } from '../support/axe.mjs';
import {
  DESKTOP,
  PHONE,
  launchBrowser,
  proxyGet,
  screenshot,
  siteUrl,
} from '../support/browser.mjs';
import { apiInPage, publishDomain, registerAndSignIn } from '../support/owners.mjs';

/**
 * A person's browser: headless Chromium names itself HeadlessChrome, which the product rightly
 * counts as a bot, so the visitor's context says it is the desktop Chrome it stands for.
 */
const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1';
const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:141.0) Gecko/20100101 Firefox/141.0';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const LINK_PREVIEW = 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)';

/** The view beacon a landing page sends, sent through nginx as another client would. */
async function beacon(username, domain, userAgent, referrer) {
  const query = referrer ? `?${new URLSearchParams({ ref: referrer })}` : '';
  const res = await proxyGet(username, `/api/public/domains/${domain}/view${query}`, {
    'user-agent': userAgent,
  });
  assert.equal(res.status, 204, `the beacon of ${userAgent.slice(0, 30)}… was counted`);
}

/** The owner's report of `domain` once its counts reach `expected` (the counter flushes often). */
async function reportOnce(page, domain, expected) {
  const started = Date.now();
  for (;;) {
    const res = await apiInPage(page, `/api/domains/${domain}/analytics?days=30`);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const { totals } = res.body.payload;
    if (Object.entries(expected).every(([key, value]) => totals[key] === value)) {
      return res.body.payload;
    }
    if (Date.now() - started > 15_000)
      assert.fail(
        `the counts stayed at ${JSON.stringify(totals)}, not ${JSON.stringify(expected)}`,
      );
    await page.waitForTimeout(250);
  }
}

/** The UTC calendar day ('yyyy-MM-dd') of now: views and leads are counted on UTC days. */
const utcDay = () => new Date().toISOString().slice(0, 10);

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * The days of a day-by-day table (its rows, header first and total last) that have any count,
 * as { day ('yyyy-MM-dd'), views, visitors, leads }. Every row between is a day ('Nov 27, 2026')
 * with its three counts, the newest first.
 */
function daysWithCounts(rows) {
  const days = rows.slice(1, -1).map((row) => {
    const cells = row.match(/^(\w{3}) (\d{1,2}), (\d{4})\s+([\d,]+)\s+([\d,]+)\s+([\d,]+)$/);
    assert.ok(
      cells && MONTHS.includes(cells[1]),
      `a day with its views, visitors and leads: ${JSON.stringify(row)}`,
    );
    const [, month, date, year] = cells;
    const day = `${year}-${String(MONTHS.indexOf(month) + 1).padStart(2, '0')}-${date.padStart(2, '0')}`;
    const [views, visitors, leads] = cells.slice(4).map((n) => Number(n.replaceAll(',', '')));
    return { day, views, visitors, leads };
  });
  days.forEach(({ day }, i) =>
    assert.ok(i === 0 || day < days[i - 1].day, `newest first: ${day} after ${days[i - 1]?.day}`),
  );
  return days.filter(({ views, visitors, leads }) => views + visitors + leads > 0);
}

/** The chart's canvas is drawn and has a size; resolves with its box. */
async function drawnCanvas(chart) {
  const canvas = chart.locator('canvas').first();
  await canvas.waitFor();
  const box = await canvas.boundingBox();
  assert.ok(
    box && box.width > 0 && box.height > 0,
    `the canvas has a size: ${JSON.stringify(box)}`,
  );
  return box;
}

/** The rows of the table of the chart card headed `title`, once 'Show table' is pressed. */
async function chartTableRows(page, title) {
  // The innermost section with the heading: the chart's card, not the sections around it.
  const card = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) })
    .last();
  await card.getByRole('button', { name: 'Show table' }).click();
  const table = card.getByRole('table');
  await table.waitFor();
  return table.getByRole('row').allInnerTexts();
}

describe('lander analytics: views counted from the landing page reach the owner', () => {
  let browser;
  let owner;
  let username;
  let domain;
  let tagged;
  // The UTC days the run's views and lead can fall on: the day before the first view is sent and
  // the day once the report has them (the same day unless the run crosses midnight, UTC).
  let dayBefore;
  let dayAfter;

  /**
   * The run's 3 views, 3 visitors and 1 lead in a day-by-day table: on the run's day, in one row
   * (or, had midnight come between two views, in the rows of its two days, adding up to them).
   */
  function assertRunDays(rows) {
    const runDays = [dayBefore, dayAfter];
    const counted = daysWithCounts(rows);
    assert.ok(
      counted.length > 0 && counted.every(({ day }) => runDays.includes(day)),
      `the days with counts are the run's (${runDays.join(', ')}): ${JSON.stringify(counted)}`,
    );
    const sum = (key) => counted.reduce((total, day) => total + day[key], 0);
    assert.deepEqual(
      { views: sum('views'), visitors: sum('visitors'), leads: sum('leads') },
      { views: 3, visitors: 3, leads: 1 },
      JSON.stringify(counted),
    );
  }

  before(async () => {
    browser = await launchBrowser();
    const stamp = Date.now();
    // The owner's context lets the test add axe's script: the product's policy rightly refuses it.
    const context = await browser.newContext({ viewport: DESKTOP, bypassCSP: true });
    owner = await context.newPage();
    owner.errors = [];
    owner.on('pageerror', (error) => owner.errors.push(error.message));
    username = await registerAndSignIn(owner, {
      email: `analytics-${stamp}@example.com`,
      displayName: `Analytics ${stamp}`,
      password: 'e2e password 1234',
    });
    domain = `stats${stamp}.com`;
    tagged = `brand${stamp}.com`;
    await publishDomain(owner, domain);
    const created = await apiInPage(owner, '/api/domains/new', {
      method: 'POST',
      body: { domain: { name: tagged, sellingPrice: 900, tags: ['Brandable', 'short'] } },
    });
    assert.ok([200, 201].includes(created.status), JSON.stringify(created.body));
    dayBefore = utcDay();
  });
  after(() => browser?.close());

  it('counts people and bots apart, with referrers, devices and the day of a lead', async () => {
    // A person opens the landing page from a link on Hacker News and makes an offer.
    const visitor = await browser.newContext({ viewport: DESKTOP, userAgent: CHROME });
    const page = await visitor.newPage();
    const counted = page.waitForResponse((res) =>
      new URL(res.url()).pathname.endsWith(`/domains/${domain}/view`),
    );
    await page.goto(siteUrl(username, `/${domain}`), {
      referer: 'https://news.ycombinator.com/item?id=1',
    });
    await page.getByRole('heading', { level: 1, name: domain }).waitFor();
    assert.equal((await counted).status(), 204);
    await page
      .getByRole('group', { name: `How would you like to buy ${domain}?` })
      .getByText('Make an offer', { exact: true })
      .click();
    await page.getByLabel('Full name').fill('Ada Buyer');
    await page.getByLabel('Email').fill('ada.buyer@example.org');
    await page.getByLabel('Your offer').fill('1000');
    await page.getByLabel('Message').fill('Would you take a thousand?');
    const stored = page.waitForResponse(
      (res) =>
        new URL(res.url()).pathname === '/api/emails/send' && res.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Send offer' }).click();
    assert.ok((await stored).ok(), 'the offer was stored');
    await visitor.close();

    // Two more people (a phone from a search, a desktop typing the address) and two bots.
    await beacon(username, domain, IPHONE, 'https://www.google.com/search?q=stats');
    await beacon(username, domain, FIREFOX);
    await beacon(username, domain, GOOGLEBOT);
    await beacon(username, domain, LINK_PREVIEW, 'https://www.facebook.com/');

    const report = await reportOnce(owner, domain, { views: 3, leads: 1, bots: 2 });
    dayAfter = utcDay();
    assert.equal(report.totals.visitors, 3);
    // The report ends on the server's today, and the views are on the day they came.
    const runDays = [dayBefore, dayAfter];
    assert.ok(runDays.includes(report.series.at(-1).day), `ends on ${report.series.at(-1).day}`);
    assert.ok(
      runDays.includes(report.series.findLast((day) => day.views > 0)?.day),
      JSON.stringify(report.series.filter((day) => day.views > 0)),
    );
    assert.deepEqual(Object.fromEntries(report.devices.map((row) => [row.value, row.views])), {
      desktop: 2,
      mobile: 1,
    });
    const referrers = Object.fromEntries(report.referrers.map((row) => [row.value, row.views]));
    assert.equal(referrers['news.ycombinator.com'], 1, JSON.stringify(report.referrers));
    assert.equal(referrers[''], 1, JSON.stringify(report.referrers));
  });

  it("shows them in the domain's analytics panel: tiles, a drawn chart and its table", async () => {
    await owner.setViewportSize(DESKTOP);
    await owner.goto(siteUrl(null, `/dashboard/domains/${domain}`));
    const panel = owner
      .locator('section')
      .filter({ has: owner.getByRole('heading', { name: 'Landing page analytics' }) })
      .last();
    const chart = panel.getByRole('img', {
      name: 'Views per day, last 30 days: 3 views, 3 visitors, 1 lead',
    });
    await chart.waitFor();
    await drawnCanvas(chart);
    const tiles = panel.locator('dl').first();
    assert.deepEqual(await tiles.locator('dd').allInnerTexts(), ['3', '3', '1', '33.33%']);
    await panel.getByText(/2 bot visits .* not counted as views/).waitFor();

    const rows = await chartTableRows(owner, 'Views per day');
    // Newest day first, the run's day with its views, visitors and lead; the total last.
    assertRunDays(rows);
    assert.match(rows.at(-1), /^Total\s+3\s+3\s+1$/);

    const referrers = panel.getByRole('table', { name: 'Referring sites' });
    await referrers.getByRole('row', { name: 'news.ycombinator.com 1' }).waitFor();
    await referrers.getByRole('row', { name: 'Direct / none 1' }).waitFor();
    const devices = panel.getByRole('table', { name: 'Devices' });
    await devices.getByRole('row', { name: 'Desktop 2' }).waitFor();
    await devices.getByRole('row', { name: 'Phone 1' }).waitFor();
    // Addresses on this machine have no country.
    await panel
      .getByRole('table', { name: 'Countries' })
      .getByRole('row', { name: 'Unknown 3' })
      .waitFor();
    await screenshot(owner, 'analytics-domain-desktop');

    // A period of a week asks again and says so.
    await panel.getByRole('button', { name: '7 days' }).click();
    await panel
      .getByRole('img', { name: 'Views per day, last 7 days: 3 views, 3 visitors, 1 lead' })
      .waitFor();
    assert.deepEqual(owner.errors, []);
  });

  it('shows them on the dashboard charts, each drawn with a table of its numbers', async () => {
    await owner.setViewportSize(DESKTOP);
    await owner.goto(siteUrl(null, '/dashboard'));
    const traffic = owner.getByRole('img', {
      name: 'Views and leads, last 30 days: 3 views, 3 visitors, 1 lead',
    });
    await traffic.waitFor();
    await drawnCanvas(traffic);
    await drawnCanvas(
      owner.getByRole('img', { name: /^Sales and profit by month, last 12 months/ }),
    );
    await drawnCanvas(owner.getByRole('img', { name: /^Renewal cost by month, next 12 months/ }));

    const trafficRows = await chartTableRows(owner, 'Views and leads');
    assert.equal(trafficRows.length, 1 + 30 + 1, 'a header, 30 days and the total');
    assertRunDays(trafficRows);
    const salesRows = await chartTableRows(owner, 'Sales and profit by month');
    assert.equal(salesRows.length, 1 + 12 + 1, 'a header, 12 months and the total');
    assert.match(salesRows.at(-1), /^Total\s+0\s+\$0\.00\s+\$0\.00$/);
    const renewalRows = await chartTableRows(owner, 'Renewal cost by month');
    assert.equal(renewalRows.length, 1 + 12 + 1);

    const top = owner.getByRole('table', { name: 'Top domains' });
    await top.getByRole('row', { name: `${domain} 3 1` }).waitFor();
    await owner
      .getByRole('table', { name: 'Top referring sites, last 30 days' })
      .getByRole('row', { name: 'news.ycombinator.com 1' })
      .waitFor();
    await screenshot(owner, 'analytics-dashboard-desktop');
    assert.deepEqual(owner.errors, []);
  });

  it('fits a phone: the charts stack at its width and the page does not scroll sideways', async () => {
    await owner.setViewportSize(PHONE);
    await owner.goto(siteUrl(null, '/dashboard'));
    const traffic = owner.getByRole('img', { name: /^Views and leads, last 30 days/ });
    await traffic.waitFor();
    const box = await drawnCanvas(traffic);
    assert.ok(box.width <= PHONE.width, `the chart is ${box.width} px wide`);
    const sales = await drawnCanvas(owner.getByRole('img', { name: /^Sales and profit/ }));
    assert.ok(sales.y > box.y, 'the sales chart comes under the traffic chart');
    const overflow = await owner.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    assert.equal(overflow, 0, 'no sideways scrolling');
    await screenshot(owner, 'analytics-dashboard-phone');

    await owner.goto(siteUrl(null, `/dashboard/domains/${domain}`));
    const chart = owner.getByRole('img', { name: /^Views per day, last 30 days/ });
    await chart.waitFor();
    const domainBox = await drawnCanvas(chart);
    assert.ok(domainBox.width <= PHONE.width);
    await screenshot(owner, 'analytics-domain-phone');
    assert.deepEqual(owner.errors, []);
  });

  for (const viewport of [DESKTOP, PHONE]) {
    for (const screen of ['/dashboard', 'domain']) {
      it(`has no accessibility violation axe can find: ${screen} at ${viewport.width} px, tables shown`, async () => {
        await owner.setViewportSize(viewport);
        const path = screen === 'domain' ? `/dashboard/domains/${domain}` : screen;
        await owner.goto(siteUrl(null, path));
        const charts = owner.getByRole('img', { name: /, (last|next) \d+ (days|months): / });
        await charts.first().waitFor();
        await owner.locator('canvas').first().waitFor();
        const showTable = owner.getByRole('button', { name: 'Show table' });
        while ((await showTable.count()) > 0) await showTable.first().click();
        await owner.waitForLoadState('networkidle');
        const violations = await axeViolations(owner);
        assert.deepEqual(violations, [], `${path}\n${violations.join('\n')}`);
        assert.deepEqual(owner.errors, []);
      });
    }
  }

  it('lists only the names of the chosen category on the marketplace', async () => {
    // The server renders the chosen category, like the other filters, before any script runs.
    const html = await proxyGet('shop', `/?category=Brandable&q=${encodeURIComponent(tagged)}`);
    assert.equal(html.status, 200);
    assert.match(html.body, /<option value="Brandable" selected="">Brandable<\/option>/);

    const visitor = await browser.newContext({ viewport: DESKTOP });
    const page = await visitor.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const stamp = domain.replace(/\D/g, '');
    await page.goto(siteUrl('shop', `/?q=${stamp}`));
    await page.getByText('Choose from 2 Domain(s).').waitFor();
    const narrowed = page.waitForResponse(
      (res) => res.url().includes('/api/search') && res.url().includes('category=Brandable'),
    );
    await page.getByRole('combobox', { name: 'Category' }).selectOption('Brandable');
    const body = await (await narrowed).json();
    assert.deepEqual(
      body.payload.docs.map((doc) => doc.name),
      [tagged],
    );
    await page.getByText('Choose from 1 Domain(s).').waitFor();
    await page.getByRole('link', { name: new RegExp(tagged.replace('.', '\\.')) }).waitFor();
    assert.equal(await page.getByRole('link', { name: new RegExp(domain) }).count(), 0);
    assert.match(page.url(), /category=Brandable/);
    await screenshot(page, 'analytics-shop-category-desktop');

    // Another category holds neither name.
    await page.getByRole('combobox', { name: 'Category' }).selectOption('Arts');
    await page.getByText('Try a shorter search or another category.').waitFor();
    assert.match(page.url(), /category=Arts/);
    assert.deepEqual(errors, []);
    await visitor.close();
  });
});
