import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { after, before, describe, it } from 'node:test';
import { launchBrowser, openPage, screenshot, siteUrl } from '../support/browser.mjs';
import { addDnsRecords } from '../support/fake-dns.mjs';
import { apiInPage, publishDomain, registerAndSignIn } from '../support/owners.mjs';

const proxyPort = () => Number(process.env.E2E_PROXY_PORT);
/** http://{host}:{proxy port}{path}: Chromium reaches any host through nginx (see below). */
const hostUrl = (host, path = '/') => `http://${host}:${proxyPort()}${path}`;

/** A GET through nginx naming any Host and other headers, as a client can (fetch cannot). */
function rawGet(path, headers) {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port: proxyPort(), path, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode, body }));
    });
    request.on('error', reject);
  });
}

/** The TXT record of a verification, published in the stack's DNS. */
function publish(verification) {
  const file = process.env.E2E_DNS_RECORDS;
  if (!file) throw new Error('E2E_DNS_RECORDS is not set: run the tests with apps/e2e/run.mjs');
  addDnsRecords(file, {
    txt: { [verification.recordName]: [verification.recordValue] },
    a: { [verification.host]: '127.0.0.1' },
  });
}

/**
 * Opens `url` until `ready(response)` holds: nginx may give the copy it keeps for a second of a
 * page a change has just replaced. Fails after three seconds.
 */
async function gotoUntil(page, url, ready) {
  const started = Date.now();
  for (;;) {
    const response = await page.goto(url);
    if (ready(response)) return response;
    if (Date.now() - started > 3000)
      throw new Error(`${url} still answers ${response.status()} three seconds after the change`);
    await page.waitForTimeout(100);
  }
}

describe("an owner's verified custom domain and parked domain, through nginx", () => {
  let browser;
  const tag = randomBytes(3).toString('hex');
  const customDomain = `names-${tag}.test`;
  const parkedDomain = `parked-${tag}.test`;
  const listedDomain = `listed-${tag}.test`;
  let username;

  before(async () => {
    // Every host name resolves to loopback, where nginx listens: as DNS sends a custom
    // domain's visitors to the proxy once its A record points there.
    browser = await launchBrowser({ flags: ['--host-resolver-rules=MAP * 127.0.0.1'] });
  });
  after(() => browser?.close());

  it('shows the portfolio on a verified custom domain and the landing page on a parked one, and nothing before they are verified', async () => {
    const { page, context, errors } = await openPage(browser);
    username = await registerAndSignIn(page, {
      email: `custom-${tag}@example.com`,
      displayName: 'Custom Domain Owner',
      password: 'e2e password 1234',
    });

    // A custom domain is a Pro feature: upgrade through Stripe Checkout.
    await page.goto(siteUrl(null, '/dashboard/billing'));
    await page.getByRole('radio', { name: 'Monthly' }).click();
    await page
      .getByRole('region', { name: 'Pro', exact: true })
      .getByRole('button', { name: 'Upgrade to Pro' })
      .click();
    await page.waitForURL((url) => url.pathname.startsWith('/checkout/'));
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await page.waitForURL((url) => url.searchParams.get('checkout') === 'success');
    await page.getByText('Pro plan, billed monthly', { exact: true }).waitFor();

    await publishDomain(page, listedDomain);
    await publishDomain(page, parkedDomain);

    // Account → Custom Domain: save it; the records to create show.
    await page.goto(siteUrl(null, '/dashboard/account'));
    const section = page.getByRole('form', { name: /^Custom Domain/ });
    await section.getByLabel('Custom domain', { exact: true }).fill(customDomain);
    await section.getByRole('button', { name: 'Save' }).click();
    const records = section.getByRole('list', { name: `DNS records for ${customDomain}` });
    await records.waitFor();
    await section.getByText('Not verified').waitFor();

    // Saved but not verified: the domain shows nothing of the owner.
    const visitor = await openPage(browser);
    const unverified = await visitor.page.goto(hostUrl(customDomain));
    assert.equal(unverified.status(), 404);
    await visitor.page.getByText('Page not found.').waitFor();
    assert.equal(await visitor.page.getByText(listedDomain).count(), 0);
    await screenshot(visitor.page, 'custom-domain-unverified');

    // The TXT record appears in DNS; Verify.
    const pending = await apiInPage(page, '/api/user/custom-domain');
    assert.equal(pending.status, 200);
    publish(pending.body.payload);
    await section.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('Domain Verified').first().waitFor();
    await section.getByText(/^Verified on /).waitFor();

    // The custom domain now opens the owner's portfolio, named by that host.
    await gotoUntil(visitor.page, hostUrl(customDomain), (response) => response.status() === 200);
    await visitor.page.locator(`main a[href="/${listedDomain}"]`).waitFor();
    assert.equal(await visitor.page.title(), 'Custom Domain Owner | Domain Portfolio');
    const canonical = await visitor.page.locator('link[rel="canonical"]').getAttribute('href');
    assert.equal(canonical, hostUrl(customDomain));
    await screenshot(visitor.page, 'custom-domain-portfolio');

    // Parking: the parked domain's TXT record, then verify; the domain shows its landing page.
    const parkedBefore = await visitor.page.goto(hostUrl(parkedDomain));
    assert.equal(parkedBefore.status(), 404);
    const parking = await apiInPage(page, `/api/domains/${parkedDomain}/parking`);
    assert.equal(parking.status, 200);
    publish(parking.body.payload);
    const verified = await apiInPage(page, '/api/domains/parking/verify', {
      method: 'POST',
      body: { domain: parkedDomain },
    });
    assert.equal(verified.status, 200, JSON.stringify(verified.body));
    await gotoUntil(visitor.page, hostUrl(parkedDomain), (response) => response.status() === 200);
    await visitor.page
      .getByRole('heading', { level: 1 })
      .filter({ hasText: parkedDomain })
      .waitFor();
    await visitor.page
      .getByText(/For sale|Make an Offer/)
      .first()
      .waitFor();
    await screenshot(visitor.page, 'parked-domain-landing');

    // A host nobody owns is not found, and names nobody.
    const unknown = await visitor.page.goto(hostUrl(`nobody-${tag}.test`));
    assert.equal(unknown.status(), 404);
    await visitor.page.getByText('Page not found.').waitFor();

    assert.deepEqual([...errors, ...visitor.errors], []);
    await visitor.context.close();
    await context.close();
  });

  it("does not believe a client's forwarded host headers: nginx names the host it was asked for", async () => {
    assert.ok(username, 'the first test set the domains up');
    // Another host claiming the custom domain in every forwarded header: not found.
    const claimed = await rawGet('/', {
      Host: `evil-${tag}.test`,
      'X-Forwarded-Host': customDomain,
      Forwarded: `host=${customDomain}`,
    });
    assert.equal(claimed.status, 404);
    assert.doesNotMatch(claimed.body, new RegExp(username));
    assert.doesNotMatch(claimed.body, new RegExp(`evil-${tag}`));
    // The custom domain claiming the demo owner's subdomain: still this owner's portfolio.
    const own = await rawGet('/', {
      Host: customDomain,
      'X-Forwarded-Host': `demo.localhost:${proxyPort()}`,
      Forwarded: `host=demo.localhost:${proxyPort()}`,
    });
    assert.equal(own.status, 200);
    assert.match(own.body, new RegExp(`"username":"${username}"`));
    assert.doesNotMatch(own.body, /"username":"demo"/);
    // A full URL in the request line is the host nginx chooses, and the one the API is told: a
    // Host header naming another cannot make one host's page be kept under the other's name.
    const absolute = await rawGet(`http://nobody-${tag}.test:${proxyPort()}/`, {
      Host: `${customDomain}:${proxyPort()}`,
    });
    assert.equal(absolute.status, 404);
    assert.doesNotMatch(absolute.body, new RegExp(username));
    const direct = await rawGet('/', { Host: `${customDomain}:${proxyPort()}` });
    assert.equal(direct.status, 200);
    assert.match(direct.body, new RegExp(`"username":"${username}"`));
    // The landing data of the parked domain answers on its own host only.
    const data = await rawGet(`/api/public/domains/${parkedDomain}`, {
      Host: `evil-${tag}.test`,
      'X-Forwarded-Host': parkedDomain,
    });
    assert.equal(data.status, 404);
  });
});
