import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { createDomain } from '../factories/domain.factory';
import { createUser } from '../factories/user.factory';
import { createOwner, latestEmail, linkIn } from '../support/auth-helpers';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * A client names any host it likes: in Host, X-Forwarded-Host or Forwarded. Links in emails
 * come from APP_URL alone; a page names only the host it was chosen by, and only when that
 * host shows a site; host X never shows owner Y unless X is Y's (a subdomain, a verified custom
 * domain, a verified parked domain); X-Forwarded-Host counts only from a trusted proxy.
 */
const APP = { APP_HOST: 'domainfolio.test', APP_URL: 'https://domainfolio.test' };
const EVIL = 'evil.test';
/** Every way a request can name a host other than its own. */
const SPOOFED = {
  'X-Forwarded-Host': EVIL,
  Forwarded: `host=${EVIL};proto=http`,
  'X-Forwarded-Proto': 'http',
};

/** The host's page and one built asset, enough for the API to serve pages. */
function writeSites(root: string): void {
  mkdirSync(join(root, 'host/dist/assets'), { recursive: true });
  writeFileSync(
    join(root, 'host/dist/index.html'),
    '<!doctype html><html><head><title>Domainfolio</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(root, 'host/dist/assets/index-abc123.js'), 'console.log("host")');
}

interface Page {
  status: number;
  html: string;
  canonical: string | undefined;
  ogUrl: string | undefined;
  context: { site: string; host: string; owner: { username: string } | null };
}

/** A page as served, with its canonical link, og:url and the inlined site context. */
async function page(t: TestApp, path: string, headers: Record<string, string>): Promise<Page> {
  const res = await request(t.http).get(path).set(headers);
  const context = /window\.__DOMAINFOLIO_SITE__=(\{.*?\})<\/script>/.exec(res.text)?.[1];
  if (!context) throw new Error(`no site context in:\n${res.text}`);
  return {
    status: res.status,
    html: res.text,
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(res.text)?.[1],
    ogUrl: /<meta property="og:url" content="([^"]*)"/.exec(res.text)?.[1],
    context: JSON.parse(context),
  };
}

describe('host spoofing', () => {
  let sitesDir: string;
  beforeAll(() => {
    sitesDir = mkdtempSync(join(tmpdir(), 'domainfolio-sites-'));
    writeSites(sitesDir);
  });
  afterAll(() => rmSync(sitesDir, { recursive: true, force: true }));

  /** Yvonne's verified custom and parked domains, Uma's unverified one, Xavier's subdomain. */
  async function seed(t: TestApp) {
    const yvonne = await createUser(t.db, {
      username: 'yvonne',
      planType: 'PRO',
      customDomain: 'yvonnes-names.test',
      customDomainVerifiedAt: new Date(),
      page: { title: "Yvonne's names" },
    });
    await createDomain(t.db, yvonne.id, {
      name: 'parked-by-yvonne.test',
      parkingVerifiedAt: new Date(),
    });
    await createDomain(t.db, yvonne.id, { name: 'not-parked.test' });
    await createUser(t.db, {
      username: 'uma',
      planType: 'PRO',
      customDomain: 'umas-names.test',
      page: { title: "Uma's names" },
    });
    await createUser(t.db, { username: 'xavier', planType: 'PRO', page: { title: 'Xavier' } });
  }

  describe('sent straight to the API from an address it does not trust', () => {
    let t: TestApp;
    beforeAll(async () => {
      // The API trusts only its proxy's address; the tests connect from loopback.
      t = await createTestApp({
        ...APP,
        SERVE_SITES: 'true',
        SITES_DIR: sitesDir,
        TRUST_PROXY: '10.9.9.9',
      });
      await seed(t);
    });
    afterAll(() => t.close());

    it("shows a verified custom domain's owner, named by that host only, whatever the forwarded headers say", async () => {
      const shown = await page(t, '/', {
        Host: 'yvonnes-names.test',
        'X-Forwarded-Host': 'xavier.domainfolio.test',
        Forwarded: 'host=xavier.domainfolio.test',
      });
      expect(shown.status).toBe(200);
      expect(shown.context).toMatchObject({
        site: 'owner',
        host: 'yvonnes-names.test',
        owner: { username: 'yvonne' },
      });
      expect(shown.canonical).toBe('http://yvonnes-names.test/');
      expect(shown.ogUrl).toBe('http://yvonnes-names.test/');
      expect(shown.html).not.toContain('xavier');
    });

    it('shows an unverified custom domain as not found, naming neither it nor its owner', async () => {
      const shown = await page(t, '/', { Host: 'umas-names.test' });
      expect(shown.status).toBe(404);
      expect(shown.context).toMatchObject({ site: 'notFound', owner: null });
      expect(shown.html).not.toContain('umas-names.test');
      expect(shown.html).not.toMatch(/uma/i);
      expect(shown.canonical).toBeUndefined();
      expect(shown.ogUrl).toBeUndefined();
      const site = await request(t.http).get('/api/site').set('Host', 'umas-names.test');
      expect(site.body).toMatchObject({ site: 'notFound', owner: null });
    });

    it.each([
      ['X-Forwarded-Host', { 'X-Forwarded-Host': 'yvonnes-names.test' }],
      ['Forwarded', { Forwarded: 'host=yvonnes-names.test;proto=https' }],
      ['X-Forwarded-Host of a parked domain', { 'X-Forwarded-Host': 'parked-by-yvonne.test' }],
      ['X-Forwarded-Host of a subdomain', { 'X-Forwarded-Host': 'yvonne.domainfolio.test' }],
    ])("does not believe %s: another host never shows Yvonne's site", async (_what, headers) => {
      const shown = await page(t, '/', { Host: EVIL, ...headers });
      expect(shown.status).toBe(404);
      expect(shown.context).toMatchObject({ site: 'notFound', owner: null });
      expect(shown.html).not.toContain(EVIL);
      expect(shown.html).not.toMatch(/yvonne/i);
      const landing = await request(t.http)
        .get('/api/public/domains/parked-by-yvonne.test')
        .set({ Host: EVIL, ...headers });
      expect(landing.status).toBe(404);
    });

    it('names no made-up host in the canonical link, whatever follows the colon of Host', async () => {
      for (const host of [
        `yvonnes-names.test:@${EVIL}`,
        `yvonnes-names.test:80@${EVIL}`,
        'yvonnes-names.test:8080',
      ]) {
        // A landing page, which names its address in its structured data too.
        const shown = await page(t, '/not-parked.test', { Host: host });
        expect(shown.status).toBe(200);
        expect(shown.context).toMatchObject({ site: 'owner', host: 'yvonnes-names.test' });
        expect(shown.html).not.toContain(EVIL);
        expect(new URL(shown.canonical!).hostname).toBe('yvonnes-names.test');
        expect(shown.ogUrl).toBe(shown.canonical);
        expect(shown.html).toContain(`"url":"${shown.canonical}"`);
      }
      expect((await page(t, '/', { Host: 'yvonnes-names.test:8080' })).canonical).toBe(
        'http://yvonnes-names.test:8080/',
      );
    });

    it('shows a verified parked domain as its landing page, and an unparked one as not found', async () => {
      const parked = await page(t, '/', { Host: 'parked-by-yvonne.test', ...SPOOFED });
      expect(parked.status).toBe(200);
      expect(parked.canonical).toBe('http://parked-by-yvonne.test/');
      expect(parked.context).toMatchObject({ site: 'owner', host: 'parked-by-yvonne.test' });
      expect(parked.html).not.toContain(EVIL);
      const unparked = await page(t, '/', { Host: 'not-parked.test' });
      expect(unparked.status).toBe(404);
      expect(unparked.html).not.toContain('not-parked.test');
    });
  });

  describe('behind a trusted proxy (loopback), as nginx sends requests', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ ...APP, SERVE_SITES: 'true', SITES_DIR: sitesDir });
      await seed(t);
    });
    afterAll(() => t.close());

    it('takes the host the proxy names, and still shows an owner only on a host that is theirs', async () => {
      const forwarded = (host: string) =>
        page(t, '/', {
          Host: '127.0.0.1:3000',
          'X-Forwarded-Host': host,
          'X-Forwarded-Proto': 'https',
        });
      const verified = await forwarded('yvonnes-names.test');
      expect(verified.context).toMatchObject({ site: 'owner', owner: { username: 'yvonne' } });
      expect(verified.canonical).toBe('https://yvonnes-names.test/');
      const unverified = await forwarded('umas-names.test');
      expect(unverified.status).toBe(404);
      expect(unverified.html).not.toMatch(/uma/i);
      const unknown = await forwarded(EVIL);
      expect(unknown.status).toBe(404);
      expect(unknown.html).not.toContain(EVIL);
    });
  });

  describe('email links', () => {
    let t: TestApp;
    beforeAll(async () => {
      // Trusting loopback is the case where a forwarded host would be believed.
      t = await createTestApp({ ...APP, EMAIL_WORKER: 'off', LEADS_PER_HOUR_PER_ADDRESS: '1000' });
      await seed(t);
    });
    afterAll(() => t.close());

    const spoofed = { Host: EVIL, ...SPOOFED };
    const expectOnlyAppLinks = (email: { text: string; html: string } | null, path: string) => {
      expect(email).not.toBeNull();
      expect(`${email!.text}${email!.html}`).not.toContain(EVIL);
      const link = linkIn(email!.text, path);
      expect(link.origin).toBe('https://domainfolio.test');
      for (const href of email!.html.matchAll(/href="(https?:[^"]+)"/g))
        expect(new URL(href[1]!).hostname).toMatch(/(^|\.)domainfolio\.test$/);
    };

    it('the confirmation email of a sign-up links to APP_URL', async () => {
      await request(t.http)
        .post('/api/user/register')
        .set(spoofed)
        .send({ displayName: 'Vic', email: 'vic@example.com', password: 'correct horse battery' })
        .expect(201);
      expectOnlyAppLinks(
        await latestEmail(t, 'vic@example.com', 'CONFIRM_EMAIL'),
        '/confirm-email',
      );
    });

    it('the password-reset email links to APP_URL', async () => {
      await createOwner(t, { email: 'wendy@example.com', username: 'wendy' });
      await request(t.http)
        .post('/api/emails/reset-password')
        .set(spoofed)
        .send({ email: 'wendy@example.com' })
        .expect(200);
      expectOnlyAppLinks(
        await latestEmail(t, 'wendy@example.com', 'RESET_PASSWORD'),
        '/reset-password',
      );
    });

    it("the lead notification links to APP_URL, sent from the owner's own host or any other", async () => {
      const owner = await createOwner(t, { email: 'zed@example.com', username: 'zed' });
      await createDomain(t.db, owner.id, { name: 'offer-zed.test' });
      for (const host of ['zed.domainfolio.test', EVIL]) {
        await request(t.http)
          .post('/api/emails/send')
          .set({ ...spoofed, Host: host })
          .send({
            data: {
              domain: 'offer-zed.test',
              owner: 'zed',
              sellingPrice: null,
              name: 'Bob Buyer',
              email: 'bob@buyer.example',
              phone: '',
              offer: 2500,
              message: 'Would you take 2,500?',
              recaptcha: '',
            },
          })
          .expect(200);
        const email = await latestEmail(t, 'zed@example.com', 'LEAD');
        expect(email).not.toBeNull();
        expect(`${email!.text}${email!.html}`).not.toContain(EVIL);
        for (const href of email!.html.matchAll(/href="(https?:[^"]+)"/g))
          expect(new URL(href[1]!).hostname).toMatch(/(^|\.)domainfolio\.test$/);
        expect(email!.text).toContain('https://domainfolio.test/dashboard/leads');
      }
    });
  });
});
