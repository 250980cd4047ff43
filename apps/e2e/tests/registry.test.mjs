import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { PHONE, launchBrowser, openPage, screenshot, siteUrl } from '../support/browser.mjs';
import { apiInPage, registerAndSignIn } from '../support/owners.mjs';
import { REGISTRAR_ACCOUNTS } from '../support/registry-world.mjs';

const PASSWORD = 'e2e password 1234';

/** The Registry data panel of the domain page. */
const panel = (page) => page.getByRole('region', { name: 'Registry data' });

/**
 * The domain's page, once its registry data came: the page of a new domain asks again every
 * second until the first look-up answered (it starts at once when a name is added by hand).
 */
async function openWhenChecked(page, name) {
  await page.goto(siteUrl(null, `/dashboard/domains/${name}`));
  await panel(page)
    .getByText(/^Checked /)
    .waitFor({ timeout: 15_000 });
}

async function addDomain(page, name, fields = {}) {
  const res = await apiInPage(page, '/api/domains/new', {
    method: 'POST',
    body: { domain: { name, ...fields } },
  });
  assert.equal(res.status, 201, JSON.stringify(res.body));
}

describe('a portfolio that keeps itself true: registry data and registrar sync', () => {
  let browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(() => browser?.close());

  it('fills a new domain from its registry, shows where the owner differs, and takes the registry’s in one click', async () => {
    const { page, context, errors } = await openPage(browser);
    await registerAndSignIn(page, {
      email: `registry-${Date.now()}@example.com`,
      displayName: 'Rita Registry',
      password: PASSWORD,
    });

    // Added by hand without dates: the registry's dates replace the product's defaults.
    await page.goto(siteUrl(null, '/dashboard/domains/new'));
    await page.getByLabel('Domain name').fill('registry-fills.com');
    await page.getByRole('button', { name: 'Add Domain' }).last().click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await openWhenChecked(page, 'registry-fills.com');
    const filled = panel(page);
    await filled.getByText(/Namecheap \(IANA ID 1068\)/).waitFor();
    await filled.getByText('dns1.registrar-servers.com').waitFor();
    await filled.getByText('Client transfer prohibited').waitFor();
    const domain = (await apiInPage(page, '/api/domains/registry-fills.com')).body.payload;
    assert.equal(domain.expiration, '2027-03-14');
    assert.equal(domain.purchaseDate, '2018-03-14');
    assert.equal(domain.registrar, 'namecheap');
    assert.deepEqual(domain.registry.differences, []);
    await page.getByRole('heading', { name: 'History' }).first().waitFor();
    await screenshot(page, 'registry-panel-filled');

    // Typed by the owner: their dates stay, the panel shows the registry's beside them, and
    // the registry says the name is in its redemption period.
    await addDomain(page, 'registry-differs.org', {
      expiration: '2027-01-01',
      registrar: 'porkbun',
    });
    await openWhenChecked(page, 'registry-differs.org');
    const differs = panel(page);
    await differs
      .getByText(/Redemption period/)
      .first()
      .waitFor();
    const useRegistry = differs.getByRole('button', { name: /Use the registry's expiration/ });
    await useRegistry.waitFor();
    await screenshot(page, 'registry-panel-differs');
    await useRegistry.click();
    await page.getByText('Registry Values Used').first().waitFor();
    await useRegistry.waitFor({ state: 'detached' });
    const after = (await apiInPage(page, '/api/domains/registry-differs.org')).body.payload;
    assert.equal(after.expiration, '2028-06-01');
    assert.equal(after.registry.sources.expiration, 'registry');
    assert.deepEqual(
      after.registry.differences.map((d) => d.field),
      ['registrar'],
    );

    // The table's filter finds the name at risk.
    await page.goto(siteUrl(null, '/dashboard?registry=at-risk'));
    await page
      .getByRole('cell', { name: /registry-differs\.org/ })
      .first()
      .waitFor();
    assert.equal(await page.getByRole('cell', { name: /registry-fills\.com/ }).count(), 0);
    await screenshot(page, 'registry-filter-at-risk');

    // A phone shows the panel in one column.
    const phone = await openPage(browser, PHONE);
    await phone.context.addCookies(await context.cookies());
    await phone.page.goto(siteUrl(null, '/dashboard/domains/registry-differs.org'));
    await panel(phone.page)
      .getByText(/Redemption period/)
      .first()
      .waitFor();
    await screenshot(phone.page, 'registry-panel-phone');
    await phone.context.close();

    assert.deepEqual(errors, []);
    await context.close();
  });

  it('connects a GoDaddy and a Porkbun account: their names come in, within the plan, with progress', async () => {
    const { page, context, errors } = await openPage(browser);
    await registerAndSignIn(page, {
      email: `registrars-${Date.now()}@example.com`,
      displayName: 'Gus Registrars',
      password: PASSWORD,
    });
    await page.goto(siteUrl(null, '/dashboard/account#registrars'));
    const section = page.getByRole('region', { name: 'Registrar connections' });
    await section.waitFor();

    const { registrars } = (await apiInPage(page, '/api/registrar-connections')).body;
    const addCard = page.getByRole('region', { name: 'Add a registrar', exact: true });
    const connect = async (registrar, label) => {
      // The registrar is a radio button drawn as a pill: a click on its label.
      await addCard.getByText(label, { exact: true }).click();
      const { fields } = registrars.find((option) => option.registrar === registrar);
      const { credentials } = REGISTRAR_ACCOUNTS[registrar];
      for (const field of fields)
        await addCard.getByLabel(field.label, { exact: true }).fill(credentials[field.name]);
      const added = page.waitForResponse(
        (res) =>
          new URL(res.url()).pathname === '/api/registrar-connections' &&
          res.request().method() === 'POST',
      );
      await addCard.getByRole('button', { name: 'Connect' }).click();
      const res = await added;
      assert.equal(res.status(), 201, `connecting ${label}: ${await res.text()}`);
    };

    await connect('godaddy', 'GoDaddy');
    await section
      .getByText(/Synced/)
      .first()
      .waitFor({ timeout: 20_000 });
    await connect('porkbun', 'Porkbun');
    // The free plan holds 100 names: Porkbun's account brings in what fits and names the rest.
    await section
      .getByText(/left out/)
      .first()
      .waitFor({ timeout: 30_000 });
    await screenshot(page, 'registrar-connections');

    const list = (await apiInPage(page, '/api/registrar-connections')).body.payload;
    const porkbun = list.find((c) => c.registrar === 'porkbun');
    const godaddy = list.find((c) => c.registrar === 'godaddy');
    assert.equal(godaddy.lastRun.status, 'succeeded');
    assert.equal(godaddy.lastRun.added, 2);
    assert.equal(porkbun.lastRun.status, 'succeeded');
    assert.equal(porkbun.lastRun.listed, REGISTRAR_ACCOUNTS.porkbun.domains.length);
    assert.equal(porkbun.lastRun.added, 98);
    assert.equal(porkbun.lastRun.leftOutCount, REGISTRAR_ACCOUNTS.porkbun.domains.length - 98);
    // Credentials are never answered back.
    assert.ok(!JSON.stringify(list).includes(REGISTRAR_ACCOUNTS.porkbun.credentials.secretApiKey));

    const synced = (await apiInPage(page, '/api/domains/godaddy-e2e-two.net')).body.payload;
    assert.equal(synced.expiration, '2026-12-24');
    assert.equal(synced.registrar, 'godaddy');
    assert.equal(synced.public, false);
    assert.deepEqual(
      synced.atRegistrars.map((r) => [r.registrar, r.autoRenew, r.locked]),
      [['GoDaddy', false, false]],
    );

    const phone = await openPage(browser, PHONE);
    await phone.context.addCookies(await context.cookies());
    await phone.page.goto(siteUrl(null, '/dashboard/account#registrars'));
    await phone.page.getByRole('region', { name: 'Registrar connections' }).waitFor();
    await screenshot(phone.page, 'registrar-connections-phone');
    await phone.context.close();

    assert.deepEqual(errors, []);
    await context.close();
  });
});
