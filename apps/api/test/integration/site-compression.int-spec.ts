import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import request from 'supertest';
import { createTestApp, type TestApp } from '../support/test-app';

/** A script large enough to be worth compressing, as a build emits it. */
const SCRIPT = `export const names = ${JSON.stringify(
  Array.from({ length: 200 }, (_, i) => `domain-${i}.com`),
)};\n`;
const SHOP_CHUNK = `export default ${JSON.stringify('shop '.repeat(400))};\n`;
const ENTRY = `export const get = () => import(${JSON.stringify('./shop-routes-def456.js'.repeat(60))});\n`;
const STYLES = `.card{padding:1rem;border:1px solid #ddd}\n`.repeat(60);

/** What the build writes: each file, and beside the large ones a brotli and a gzip copy. */
const compressed = new Map<string, { br: Buffer; gz: Buffer }>();

function writeSites(root: string): void {
  const write = (path: string, content: string | Buffer) => {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), content);
  };
  const writeWithCopies = (path: string, content: string) => {
    const copies = { br: brotliCompressSync(content), gz: gzipSync(content, { level: 9 }) };
    write(path, content);
    write(`${path}.br`, copies.br);
    write(`${path}.gz`, copies.gz);
    compressed.set(path, copies);
  };
  // The page the router renders must pass the 1 KB threshold, as the real one does.
  const noscript = '<noscript>Domainfolio needs JavaScript to show your portfolio.</noscript>';
  write(
    'host/dist/index.html',
    `<!doctype html><html><head><title>Domainfolio</title></head><body><div id="root"></div>${noscript.repeat(20)}</body></html>`,
  );
  writeWithCopies('host/dist/assets/index-abc123.js', SCRIPT);
  writeWithCopies('host/dist/assets/index-abc123.css', STYLES);
  write('host/dist/assets/tiny-abc123.js', 'console.log(1)');
  writeWithCopies('shop/dist/remoteEntry.js', ENTRY);
  writeWithCopies('shop/dist/shop-routes-def456.js', SHOP_CHUNK);
  // Beside the assets folder, where no asset URL may reach.
  writeWithCopies('host/dist/secret.js', SCRIPT);
}

describe('compressed responses without nginx', () => {
  let t: TestApp;
  let sitesDir: string;

  beforeAll(async () => {
    sitesDir = mkdtempSync(join(tmpdir(), 'domainfolio-compressed-'));
    writeSites(sitesDir);
    t = await createTestApp({ SERVE_SITES: 'true', SITES_DIR: sitesDir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(sitesDir, { recursive: true, force: true });
  });

  const asset = 'host/dist/assets/index-abc123.js';

  it('sends the brotli copy of an asset to a browser that accepts brotli', async () => {
    const res = await request(t.http)
      .get('/assets/index-abc123.js')
      .set('Accept-Encoding', 'gzip, deflate, br, zstd')
      .expect(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-length']).toBe(String(compressed.get(asset)!.br.length));
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['vary']).toBe('Accept-Encoding');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.text).toBe(SCRIPT);
  });

  it('sends the gzip copy to a client that accepts gzip only, or refuses brotli with q=0', async () => {
    for (const accepted of ['gzip', 'br;q=0, gzip', 'gzip;q=1, br;q=0.5']) {
      const res = await request(t.http)
        .get('/assets/index-abc123.js')
        .set('Accept-Encoding', accepted)
        .expect(200);
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(res.headers['content-length']).toBe(String(compressed.get(asset)!.gz.length));
      expect(res.text).toBe(SCRIPT);
    }
  });

  it('sends the plain file to a client that accepts no compression', async () => {
    const plain = (await request(t.http)
      .get('/assets/index-abc123.js')
      .unset('Accept-Encoding')
      .expect(200)) as request.Response;
    const refused = await request(t.http)
      .get('/assets/index-abc123.js')
      .set('Accept-Encoding', 'identity, br;q=0, gzip;q=0')
      .expect(200);
    for (const res of [plain, refused]) {
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers['content-length']).toBe(String(Buffer.byteLength(SCRIPT)));
      expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(res.headers['vary']).toBe('Accept-Encoding');
      expect(res.text).toBe(SCRIPT);
    }
  });

  it('keeps the original type of a stylesheet and of a remote’s files, and their caching', async () => {
    const css = await request(t.http)
      .get('/assets/index-abc123.css')
      .set('Accept-Encoding', 'br')
      .expect(200);
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(css.headers['content-encoding']).toBe('br');
    expect(css.text).toBe(STYLES);

    const chunk = await request(t.http)
      .get('/remotes/shop/shop-routes-def456.js')
      .set('Accept-Encoding', 'br')
      .expect(200);
    expect(chunk.headers['content-encoding']).toBe('br');
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    // The entry file is not hashed: compressed too, but revalidated on every load.
    const entry = await request(t.http)
      .get('/remotes/shop/remoteEntry.js')
      .set('Accept-Encoding', 'gzip')
      .expect(200);
    expect(entry.headers['content-encoding']).toBe('gzip');
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect(entry.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(entry.text).toBe(ENTRY);
  });

  it('answers a revalidation with 304 per encoding, and the other encoding with the file', async () => {
    const first = await request(t.http)
      .get('/remotes/shop/remoteEntry.js')
      .set('Accept-Encoding', 'br')
      .expect(200);
    const etag = first.headers['etag'] as string;
    expect(first.headers['last-modified']).toBeDefined();
    await request(t.http)
      .get('/remotes/shop/remoteEntry.js')
      .set('Accept-Encoding', 'br')
      .set('If-None-Match', etag)
      .expect(304);
    // A gzip copy is another representation: the brotli copy's ETag does not validate it.
    const gzip = await request(t.http)
      .get('/remotes/shop/remoteEntry.js')
      .set('Accept-Encoding', 'gzip')
      .set('If-None-Match', etag)
      .expect(200);
    expect(gzip.headers['etag']).not.toBe(etag);
    expect(gzip.text).toBe(ENTRY);
  });

  it('answers HEAD with the headers of the copy it would send, and no body', async () => {
    const res = await request(t.http)
      .head('/assets/index-abc123.js')
      .set('Accept-Encoding', 'br')
      .expect(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-length']).toBe(String(compressed.get(asset)!.br.length));
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.text ?? '').toBe('');
  });

  it('sends a small file as it is', async () => {
    const res = await request(t.http)
      .get('/assets/tiny-abc123.js')
      .set('Accept-Encoding', 'br, gzip')
      .expect(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.text).toBe('console.log(1)');
  });

  it('answers a missing file with 404 and a path out of the folder with an error', async () => {
    for (const path of ['/assets/missing-999.js', '/remotes/owner/remoteEntry.js']) {
      const res = await request(t.http).get(path).set('Accept-Encoding', 'br, gzip').expect(404);
      expect(res.headers['content-encoding']).toBeUndefined();
    }
    for (const path of [
      '/assets/%2e%2e/secret.js',
      '/assets/..%2fsecret.js',
      '/assets/%2E%2E%2Fsecret.js',
    ]) {
      const res = await request(t.http).get(path).set('Accept-Encoding', 'br, gzip');
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.text).not.toContain('domain-1.com');
    }
  });

  it('compresses the HTML of a site page', async () => {
    const brotli = await request(t.http)
      .get('/pricing')
      .set('Host', 'localhost:3000')
      .set('Accept-Encoding', 'gzip, deflate, br')
      .expect(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['vary']).toMatch(/Accept-Encoding/);
    expect(brotli.headers['content-type']).toMatch(/^text\/html/);
    expect(brotli.text).toContain('window.__DOMAINFOLIO_SITE__={"site":"main"');

    const gzip = await request(t.http)
      .get('/pricing')
      .set('Host', 'localhost:3000')
      .set('Accept-Encoding', 'gzip')
      .expect(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.text).toContain('window.__DOMAINFOLIO_SITE__={"site":"main"');

    const plain = await request(t.http)
      .get('/pricing')
      .set('Host', 'localhost:3000')
      .unset('Accept-Encoding')
      .expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('compresses a large JSON answer and leaves a small one as it is', async () => {
    const large = await request(t.http)
      .get('/api/openapi.json')
      .set('Accept-Encoding', 'br')
      .expect(200);
    expect(large.headers['content-encoding']).toBe('br');
    expect(large.headers['content-type']).toMatch(/^application\/json/);
    expect(large.body).toMatchObject({ openapi: expect.any(String) });

    const small = await request(t.http)
      .get('/api/health')
      .set('Accept-Encoding', 'br, gzip')
      .expect(200);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
