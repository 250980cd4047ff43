import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MAIN_SITE_PUBLIC_PAGES } from '@domainfolio/contracts';
import { eq } from 'drizzle-orm';
import { JSDOM } from 'jsdom';
import request from 'supertest';
import { domains } from '../../src/database/schema';
import { createDomain } from '../factories/domain.factory';
import { createUser } from '../factories/user.factory';
import { createOwner, signIn } from '../support/auth-helpers';
import { createTestApp, type TestApp } from '../support/test-app';

/** The host's page: the sites' files need no build, but the API serves sites only with one. */
function writeSites(root: string): void {
  mkdirSync(join(root, 'host/dist'), { recursive: true });
  writeFileSync(
    join(root, 'host/dist/index.html'),
    '<!doctype html><html><head><title>Domainfolio</title></head><body><div id="root"></div></body></html>',
  );
}

/** A sitemap as an XML parser reads it: each URL and its last change (or null). */
function urlsOf(xml: string): { loc: string; lastmod: string | null }[] {
  const { document } = new JSDOM(xml, { contentType: 'application/xml' }).window;
  expect(document.querySelector('parsererror')).toBeNull();
  expect(document.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  return Array.from(document.getElementsByTagName('url'), (url) => ({
    loc: url.getElementsByTagName('loc')[0]!.textContent!,
    lastmod: url.getElementsByTagName('lastmod')[0]?.textContent ?? null,
  }));
}

describe("each site's robots.txt and sitemap.xml", () => {
  let t: TestApp;
  let sitesDir: string;
  const changed = new Date('2026-03-04T05:06:07Z');

  beforeAll(async () => {
    sitesDir = mkdtempSync(join(tmpdir(), 'domainfolio-sitemaps-'));
    writeSites(sitesDir);
    t = await createTestApp({ SERVE_SITES: 'true', SITES_DIR: sitesDir });
    const alice = await createUser(t.db, {
      username: 'alice',
      planType: 'PRO',
      customDomain: 'names.example',
      customDomainVerifiedAt: new Date(),
      page: { title: 'Alice’s names' },
    });
    await createDomain(t.db, alice.id, { name: 'rocket.com', updatedAt: changed });
    await createDomain(t.db, alice.id, { name: 'xn--caf-dma.com', sellingPrice: '2500.00' });
    await createDomain(t.db, alice.id, { name: 'hidden-price.com', priceHidden: true });
    await createDomain(t.db, alice.id, { name: 'private.com', public: false });
    await createDomain(t.db, alice.id, { name: 'sold-out.com', sold: true });
    await createDomain(t.db, alice.id, { name: 'parked.com', parkingVerifiedAt: new Date() });
    await createDomain(t.db, alice.id, {
      name: 'parked-sold.com',
      sold: true,
      parkingVerifiedAt: new Date(),
    });
    // Bob shows no portfolio page: his sitemap has his domains' pages only.
    const bob = await createUser(t.db, { username: 'bob', page: { isEnabled: false } });
    await createDomain(t.db, bob.id, { name: 'bobs-name.com' });
    // Carol's account is disabled: her site, and so its files, are not found.
    const carol = await createUser(t.db, {
      username: 'carol',
      disabledAt: new Date(),
      page: { title: 'Carol' },
    });
    await createDomain(t.db, carol.id, { name: 'carols-name.com' });
  });
  afterAll(async () => {
    await t.close();
    rmSync(sitesDir, { recursive: true, force: true });
  });

  const get = (path: string, headers: Record<string, string>) =>
    request(t.http).get(path).set(headers);
  const sitemap = async (headers: Record<string, string>) => {
    const res = await get('/sitemap.xml', headers).expect(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    return urlsOf(res.text);
  };

  it('names its own sitemap in each robots.txt, at the origin the request came to', async () => {
    for (const [headers, origin] of [
      [{ Host: 'localhost:3000' }, 'http://localhost:3000'],
      [{ Host: 'shop.localhost:3000' }, 'http://shop.localhost:3000'],
      [{ Host: 'alice.localhost:3000' }, 'http://alice.localhost:3000'],
      // Through the proxy (trusted from loopback): the custom and the parked domain, on https.
      [
        { 'X-Forwarded-Host': 'names.example', 'X-Forwarded-Proto': 'https' },
        'https://names.example',
      ],
      [{ 'X-Forwarded-Host': 'parked.com', 'X-Forwarded-Proto': 'https' }, 'https://parked.com'],
    ] as const) {
      const res = await get('/robots.txt', headers).expect(200);
      expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(res.text).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`);
    }
  });

  it('lists the main site’s marketing and legal pages', async () => {
    expect(await sitemap({ Host: 'localhost:3000' })).toEqual(
      MAIN_SITE_PUBLIC_PAGES.map((path) => ({
        loc: `http://localhost:3000${path}`,
        lastmod: null,
      })),
    );
  });

  it('lists the marketplace’s page', async () => {
    expect(await sitemap({ Host: 'shop.localhost:3000' })).toEqual([
      { loc: 'http://shop.localhost:3000/', lastmod: null },
    ]);
  });

  it("lists an owner's portfolio and each listed domain's landing page, never a sold or private one", async () => {
    const urls = await sitemap({ Host: 'alice.localhost:3000' });
    expect(urls.map((url) => url.loc)).toEqual([
      'http://alice.localhost:3000/',
      'http://alice.localhost:3000/hidden-price.com',
      'http://alice.localhost:3000/parked.com',
      'http://alice.localhost:3000/rocket.com',
      'http://alice.localhost:3000/xn--caf-dma.com',
    ]);
    // A landing page is dated by its domain's last change.
    expect(urls.find((url) => url.loc.endsWith('/rocket.com'))?.lastmod).toBe(
      '2026-03-04T05:06:07Z',
    );
    // The same pages on the owner's custom domain, named there.
    const custom = await sitemap({ 'X-Forwarded-Host': 'names.example' });
    expect(custom.map((url) => url.loc)).toEqual(
      urls.map((url) => url.loc.replace('http://alice.localhost:3000', 'http://names.example')),
    );
  });

  it('leaves out the portfolio of an owner who does not show it', async () => {
    expect((await sitemap({ Host: 'bob.localhost:3000' })).map((url) => url.loc)).toEqual([
      'http://bob.localhost:3000/bobs-name.com',
    ]);
  });

  it("lists a parked domain's own page, until it is sold", async () => {
    expect((await sitemap({ 'X-Forwarded-Host': 'parked.com' })).map((url) => url.loc)).toEqual([
      'http://parked.com/',
    ]);
    expect(await sitemap({ 'X-Forwarded-Host': 'parked-sold.com' })).toEqual([]);
  });

  it('has neither file on a host that shows no site: an unknown or disabled owner, a made-up host', async () => {
    const hosts: Record<string, string>[] = [
      { Host: 'carol.localhost:3000' },
      { Host: 'nobody-here.localhost:3000' },
      { Host: 'wholesale.localhost:3000' },
      { 'X-Forwarded-Host': 'evil.test' },
    ];
    for (const headers of hosts) {
      for (const path of ['/robots.txt', '/sitemap.xml']) {
        const res = await get(path, headers).expect(404);
        expect(res.text).not.toMatch(/carol|evil|nobody/);
      }
    }
  });

  it('names no made-up host, whatever follows the colon of Host', async () => {
    for (const host of ['alice.localhost:@evil.test', 'alice.localhost:80@evil.test']) {
      const robots = await get('/robots.txt', { Host: host }).expect(200);
      expect(robots.text).toContain('Sitemap: http://alice.localhost/sitemap.xml\n');
      const map = await get('/sitemap.xml', { Host: host }).expect(200);
      expect(map.text).not.toContain('evil');
    }
  });

  it('is sent compressed and revalidated like the pages, and shows an owner’s change at once', async () => {
    const dora = await createOwner(t, {
      username: 'dora',
      email: 'dora@example.com',
      page: { title: 'Dora' },
    });
    const domain = await createDomain(t.db, dora.id, { name: 'doorway.com' });
    const locs = async () => (await sitemap({ Host: 'dora.localhost:3000' })).map((url) => url.loc);
    expect(await locs()).toContain('http://dora.localhost:3000/doorway.com');

    const res = await get('/sitemap.xml', {
      Host: 'dora.localhost:3000',
      'Accept-Encoding': 'br',
    }).expect(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['vary']).toBe('Accept-Encoding');
    expect(res.headers['x-accel-expires']).toBe('1');
    await get('/sitemap.xml', {
      Host: 'dora.localhost:3000',
      'If-None-Match': res.headers['etag']!,
    })
      .set('Accept-Encoding', 'br')
      .expect(304);

    // Changed behind this server's back (by another server): the kept sitemap is sent.
    await t.db.update(domains).set({ sold: true }).where(eq(domains.id, domain.id));
    expect(await locs()).toContain('http://dora.localhost:3000/doorway.com');
    await t.db.update(domains).set({ sold: false }).where(eq(domains.id, domain.id));

    // The owner's own change, through this server, shows on the next visit.
    const cookie = await signIn(t, 'dora@example.com');
    await request(t.http)
      .post('/api/domains/edit')
      .set('Cookie', cookie)
      .send({ domain: { _id: domain.id, public: false } })
      .expect(200);
    expect(await locs()).toEqual(['http://dora.localhost:3000/']);
  });
});
