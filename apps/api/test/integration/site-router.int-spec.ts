import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { createUser } from '../factories/user.factory';
import { createTestApp, type TestApp } from '../support/test-app';

function writeSites(root: string): void {
  const write = (path: string, content: string) => {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), content);
  };
  write(
    'host/dist/index.html',
    '<!doctype html><html><head><title>Domainfolio</title></head><body><div id="root"></div></body></html>',
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
    await createUser(t.db, { username: 'alice' });
  });
  afterAll(async () => {
    await t.close();
    rmSync(sitesDir, { recursive: true, force: true });
  });

  it('serves index.html with the site context inlined, its title, a nonce CSP and no caching', async () => {
    const res = await request(t.http).get('/pricing').set('Host', 'localhost:3000').expect(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    const nonce = /'nonce-([^']+)'/.exec(res.headers['content-security-policy'] as string)?.[1];
    expect(nonce).toBeDefined();
    expect(res.text).toContain(
      `<script nonce="${nonce}">window.__DOMAINFOLIO_SITE__={"site":"main"`,
    );
    expect(res.text).toContain('<title>Domainfolio: The Domain Investor Platform</title>');
  });

  it("inlines the owner's site on their subdomain and answers unknown hosts with 404", async () => {
    const owner = await request(t.http).get('/').set('Host', 'alice.localhost:3000').expect(200);
    expect(owner.text).toContain('"owner":{"username":"alice"');
    const missing = await request(t.http)
      .get('/')
      .set('Host', 'wholesale.localhost:3000')
      .expect(404);
    expect(missing.text).toContain('"site":"notFound"');
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
