import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { APP_CONFIG, type AppConfig } from '../../src/config/app-config';
import { leads } from '../../src/database/schema';
import { offerToken } from '../../src/modules/leads/offer-token';
import { createDomain } from '../factories/domain.factory';
import { createUser } from '../factories/user.factory';
import { createTestApp, type TestApp } from '../support/test-app';

function writeSites(root: string): void {
  const write = (path: string, content: string) => {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), content);
  };
  write(
    'host/dist/index.html',
    '<!doctype html><html><head><title>Domainfolio</title>\n<meta name="description" content="Domainfolio: the platform for domain-name investors." /></head><body><div id="root"></div></body></html>',
  );
  write('host/dist/assets/index-abc123.js', 'console.log("host")');
  write('host/dist/logo.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  write('shop/dist/remoteEntry.js', 'export const get = 1');
  write('shop/dist/shop-routes-def456.js', 'export default 1');
}

describe('serving the built sites without nginx', () => {
  let t: TestApp;
  let sitesDir: string;

  beforeAll(async () => {
    sitesDir = mkdtempSync(join(tmpdir(), 'domainfolio-sites-'));
    writeSites(sitesDir);
    t = await createTestApp({ SERVE_SITES: 'true', SITES_DIR: sitesDir });
    const alice = await createUser(t.db, {
      username: 'alice',
      // A custom domain is a Pro feature.
      planType: 'PRO',
      customDomain: 'names.example',
      customDomainVerifiedAt: new Date(),
    });
    await createDomain(t.db, alice.id, {
      name: 'xn--caf-dma.com',
      sellingPrice: '2500.00',
      description: 'A cosy <b>café</b> name',
    });
    await createDomain(t.db, alice.id, { name: 'offer.com', parkingVerifiedAt: new Date() });
    await createDomain(t.db, alice.id, { name: 'private.com', public: false });
    await createDomain(t.db, alice.id, {
      name: 'quiet.com',
      sellingPrice: '700.00',
      priceHidden: true,
    });
    await createDomain(t.db, alice.id, {
      name: 'sold-out.com',
      sellingPrice: '900.00',
      sold: true,
    });
    await createDomain(t.db, alice.id, {
      name: 'parked-sold.com',
      sold: true,
      parkingVerifiedAt: new Date(),
    });
  });
  afterAll(async () => {
    await t.close();
    rmSync(sitesDir, { recursive: true, force: true });
  });

  it('serves index.html with the site context inlined, allowed by its hash, and no caching', async () => {
    const res = await request(t.http).get('/pricing').set('Host', 'localhost:3000').expect(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    const script = /<script>(window\.__DOMAINFOLIO_SITE__=\{"site":"main".*?)<\/script>/.exec(
      res.text,
    )?.[1];
    expect(script).toBeDefined();
    // The policy allows exactly that script, by the hash of its text.
    const hash = createHash('sha256').update(script!).digest('base64');
    expect(res.headers['content-security-policy']).toContain(`'sha256-${hash}'`);
    expect(res.headers['content-security-policy']).not.toContain("'nonce-");
    expect(res.text).toContain('<title>Domainfolio: The Domain Investor Platform</title>');
  });

  it('lets nginx keep a page for a second, but not one asked for with a session', async () => {
    const visitor = await request(t.http).get('/pricing').set('Host', 'localhost:3000').expect(200);
    expect(visitor.headers['x-accel-expires']).toBe('1');
    const signedIn = await request(t.http)
      .get('/pricing')
      .set('Host', 'localhost:3000')
      .set('Cookie', `${t.config.SESSION_COOKIE_NAME}=anything`)
      .expect(200);
    expect(signedIn.headers['x-accel-expires']).toBeUndefined();
    expect(contextOf(signedIn.text).session).toBe(true);
    expect(contextOf(visitor.text).session).toBe(false);
  });

  it("inlines the owner's site on their subdomain and answers unknown hosts with 404", async () => {
    const owner = await request(t.http).get('/').set('Host', 'alice.localhost:3000').expect(200);
    expect(owner.text).toContain('"owner":{"username":"alice"');
    const missing = await request(t.http)
      .get('/')
      .set('Host', 'wholesale.localhost:3000')
      .expect(404);
    expect(missing.text).toContain('"site":"notFound"');
    expect(missing.text).toContain('<meta name="robots" content="noindex" />');
  });

  const contextOf = (html: string) => {
    const start =
      html.indexOf('window.__DOMAINFOLIO_SITE__=') + 'window.__DOMAINFOLIO_SITE__='.length;
    return JSON.parse(html.slice(start, html.indexOf('</script>', start)));
  };

  it('inlines a landing page’s data with its title, description and canonical link', async () => {
    const res = await request(t.http)
      .get('/café.com'.replace('é', '%C3%A9'))
      .set('Host', 'alice.localhost:3000')
      .expect(200);
    expect(res.text).toContain('<title>café.com | Domainfolio</title>');
    expect(res.text).toContain(
      '<meta name="description" content="A cosy &#60;b&#62;café&#60;/b&#62; name café.com is for sale for $2,500.00." />',
    );
    expect(res.text).toContain(
      '<link rel="canonical" href="http://alice.localhost:3000/caf%C3%A9.com" />',
    );
    expect(res.text).toContain('<meta property="og:title" content="café.com | Domainfolio" />');
    expect(contextOf(res.text).landing).toMatchObject({
      domain: { name: 'xn--caf-dma.com', unicodeName: 'café.com', sellingPrice: 2500 },
      owner: { username: 'alice' },
    });
  });

  it('titles a landing page with the custom host, and a parked domain’s own page', async () => {
    const custom = await request(t.http)
      .get('/offer.com')
      .set('X-Forwarded-Host', 'names.example')
      .expect(200);
    expect(custom.text).toContain('<title>offer.com | names.example</title>');
    expect(custom.text).toContain('content="offer.com is for sale. Make the owner an offer."');
    const parked = await request(t.http).get('/').set('X-Forwarded-Host', 'offer.com').expect(200);
    expect(parked.text).toContain('<title>offer.com | For Sale</title>');
    expect(contextOf(parked.text).landing.domain.name).toBe('offer.com');
  });

  it('serves a sold domain’s page as sold, kept out of search results', async () => {
    const res = await request(t.http)
      .get('/sold-out.com')
      .set('Host', 'alice.localhost:3000')
      .expect(200);
    expect(res.text).toContain('<meta name="robots" content="noindex" />');
    expect(res.text).toContain('<meta name="description" content="sold-out.com has been sold." />');
    expect(contextOf(res.text).landing).toMatchObject({
      sold: true,
      domain: { name: 'sold-out.com', sellingPrice: null },
    });
    // A parked domain that sold still shows its page, titled Sold.
    const parked = await request(t.http)
      .get('/')
      .set('X-Forwarded-Host', 'parked-sold.com')
      .expect(200);
    expect(parked.text).toContain('<title>parked-sold.com | Sold</title>');
    expect(parked.text).toContain('<meta name="robots" content="noindex" />');
    // A page for sale is indexed.
    const forSale = await request(t.http)
      .get('/offer.com')
      .set('Host', 'alice.localhost:3000')
      .expect(200);
    expect(forSale.text).not.toContain('name="robots"');
  });

  /** The page's JSON-LD blocks, parsed, each with the text the policy must name by hash. */
  const structuredData = (res: request.Response) =>
    [...res.text.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      ([, text]) => {
        const hash = createHash('sha256').update(text!).digest('base64');
        expect(res.headers['content-security-policy']).toContain(`'sha256-${hash}'`);
        return JSON.parse(text!) as Record<string, unknown>;
      },
    );

  it('describes a landing page’s domain and offer to search engines as a schema.org Product', async () => {
    const res = await request(t.http)
      .get('/caf%C3%A9.com')
      .set('Host', 'alice.localhost:3000')
      .expect(200);
    const url = 'http://alice.localhost:3000/caf%C3%A9.com';
    expect(structuredData(res)).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: 'café.com',
        description: 'A cosy <b>café</b> name',
        url,
        offers: {
          '@type': 'Offer',
          price: '2500.00',
          priceCurrency: 'USD',
          availability: 'https://schema.org/InStock',
          url,
        },
      },
    ]);
    // In the head, where its markup cannot be read as tags.
    const head = res.text.slice(0, res.text.indexOf('</head>'));
    expect(head).toContain('"description":"A cosy \\u003cb\\u003ecafé\\u003c/b\\u003e name"');
  });

  it('names no price in the structured data when the page shows none, and a sold name as sold out', async () => {
    for (const [path, availability] of [
      ['/offer.com', 'InStock'],
      ['/quiet.com', 'InStock'],
      ['/sold-out.com', 'SoldOut'],
    ] as const) {
      const res = await request(t.http).get(path).set('Host', 'alice.localhost:3000').expect(200);
      const [data] = structuredData(res);
      expect({ path, offers: data?.['offers'] }).toEqual({
        path,
        offers: {
          '@type': 'Offer',
          availability: `https://schema.org/${availability}`,
          url: `http://alice.localhost:3000${path}`,
        },
      });
    }
    // A parked domain's page is its home.
    const parked = await request(t.http).get('/').set('X-Forwarded-Host', 'offer.com').expect(200);
    expect(structuredData(parked)[0]).toMatchObject({
      name: 'offer.com',
      url: 'http://offer.com/',
    });
    // Other pages describe no product.
    for (const [host, path] of [
      ['localhost:3000', '/pricing'],
      ['shop.localhost:3000', '/'],
      ['alice.localhost:3000', '/'],
    ]) {
      const res = await request(t.http).get(path!).set('Host', host!).expect(200);
      expect(structuredData(res)).toEqual([]);
    }
  });

  it('answers a landing page of an unknown or private domain with 404, kept out of search results', async () => {
    for (const path of ['/missing.com', '/private.com']) {
      const res = await request(t.http).get(path).set('Host', 'alice.localhost:3000').expect(404);
      expect(contextOf(res.text).landing).toBeNull();
      expect(res.text).toContain('<title>Page not found | Domainfolio</title>');
      expect(res.text).toContain('<meta name="robots" content="noindex" />');
      expect(res.text).not.toContain('rel="canonical"');
      expect(structuredData(res)).toEqual([]);
    }
    // Any one-segment path is a landing page's to the owner site, and looked up as one.
    const about = await request(t.http).get('/about').set('Host', 'alice.localhost:3000');
    expect(about.status).toBe(404);
    expect(contextOf(about.text).landing).toBeNull();
  });

  it('escapes the context so no value can close the script element', async () => {
    const res = await request(t.http).get('/').set('Host', 'shop.localhost:3000').expect(200);
    const inner = res.text.slice(res.text.indexOf('window.'), res.text.indexOf('</script>'));
    expect(inner).not.toContain('<');
    expect(JSON.parse(inner.slice(inner.indexOf('=') + 1))).toMatchObject({ site: 'shop' });
  });

  it('caches hashed assets for a year and revalidates entry files', async () => {
    const asset = await request(t.http).get('/assets/index-abc123.js').expect(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const chunk = await request(t.http).get('/remotes/shop/shop-routes-def456.js').expect(200);
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const entry = await request(t.http).get('/remotes/shop/remoteEntry.js').expect(200);
    expect(entry.headers['cache-control']).toBe('no-cache');
    const logo = await request(t.http).get('/logo.svg').expect(200);
    expect(logo.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('inlines a buyer’s offer page on the owner’s site only, kept nowhere and never indexed', async () => {
    await request(t.http)
      .post('/api/emails/send')
      .send({
        data: {
          domain: 'offer.com',
          owner: 'alice',
          name: 'Ola',
          email: 'ola@buyer.example',
          offer: 300,
          recaptcha: '',
        },
      })
      .expect(200);
    const [lead] = await t.db.select().from(leads).where(eq(leads.email, 'ola@buyer.example'));
    const token = offerToken(t.app.get<AppConfig>(APP_CONFIG).APP_SECRET!, lead!.id);
    const page = await request(t.http)
      .get(`/offers/${token}`)
      .set('Host', 'alice.localhost:3000')
      .expect(200);
    expect(contextOf(page.text).offer).toMatchObject({
      domain: 'offer.com',
      buyerName: 'Ola',
      status: 'NEW',
      messages: [{ sender: 'BUYER', kind: 'OFFER', amount: 300 }],
    });
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['x-accel-expires']).toBeUndefined();
    expect(page.text).toContain('<title>Your offer for offer.com | Domainfolio</title>');
    expect(page.text).toContain('<meta name="robots" content="noindex" />');
    expect(page.text).not.toContain('rel="canonical"');
    // Another owner's site, a forged token: the not-found state, with nothing inlined.
    await createUser(t.db, { username: 'bobby' });
    const elsewhere = await request(t.http)
      .get(`/offers/${token}`)
      .set('Host', 'bobby.localhost:3000')
      .expect(404);
    expect(contextOf(elsewhere.text).offer).toBeNull();
    const forged = await request(t.http)
      .get(`/offers/${token.slice(0, -1)}x`)
      .set('Host', 'alice.localhost:3000')
      .expect(404);
    expect(forged.text).toContain('<title>Offer not found | Domainfolio</title>');
  });

  it('answers a missing asset with 404, never with the HTML page', async () => {
    const res = await request(t.http).get('/assets/missing-999.js').expect(404);
    expect(res.text).not.toContain('__DOMAINFOLIO_SITE__');
    await request(t.http).get('/remotes/owner/remoteEntry.js').expect(404);
  });

  it('leaves /api to the API', async () => {
    const res = await request(t.http).get('/api/nothing-here').expect(404);
    expect(res.body).toMatchObject({ type: 'ERROR', code: 'NOT_FOUND' });
  });
});

describe('serving sites that were not built', () => {
  it('says how to build them', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'domainfolio-empty-'));
    const t = await createTestApp({ SERVE_SITES: 'true', SITES_DIR: empty });
    const res = await request(t.http).get('/').set('Host', 'localhost').expect(503);
    expect(res.text).toMatch(/npm run build/);
    await t.close();
    rmSync(empty, { recursive: true, force: true });
  });
});
