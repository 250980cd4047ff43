// How much JavaScript a public page makes the browser download: every script response it loads
// (module scripts, modulepreloads, dynamic imports, the federation remote entries and the shared
// chunks they pull in), as transferred and as it would weigh compressed by a server.
// Used by `npm run bench -- pages` and meant for a CI check of the budgets below, so it prints
// nothing itself.
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

/**
 * A kilobyte here is 1,000 bytes, as Chrome DevTools' network panel counts its "kB" (Lighthouse's
 * audit texts say KiB, 1,024 bytes: 120 kB is 117.2 KiB).
 */
export const KB = 1000;

/**
 * JavaScript budgets per public page, in bytes: the total of every script the page loads (host,
 * remotes and shared chunks), as transferred over the network, which is what a visitor pays for.
 * A page meets its budget only when the server really sends it that small, compressed or not.
 */
export const PAGE_BUDGETS = Object.freeze({
  landing: 120 * KB,
  owner: 150 * KB,
  marketplace: 150 * KB,
  home: 150 * KB,
});

/** The levels a server uses for static assets compressed once, ahead of time. */
const GZIP_LEVEL = 9;
const BROTLI_QUALITY = 11;

export const gzipSize = (buffer) => gzipSync(buffer, { level: GZIP_LEVEL }).length;

export const brotliSize = (buffer) =>
  brotliCompressSync(buffer, {
    params: {
      [zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
      [zlibConstants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
    },
  }).length;

const JS_TYPE = /\b(?:java|ecma)script\b/i;
const isJavaScriptType = (response) => JS_TYPE.test(response.headers()['content-type'] ?? '');

/**
 * Opens `url` in a fresh context of `browser` (a playwright-core Browser: no cache, no cookies),
 * waits until the network is idle and returns every JavaScript response the page loaded:
 * `{ url, status, transferred, decoded, gzip, brotli }` per file (bytes; `transferred` is the
 * encoded body size as it came over the network, `gzip` and `brotli` are computed from the
 * decoded body at gzip level 9 and brotli quality 11), and their totals.
 * `failed` lists script requests that did not load (network error or HTTP status >= 400), which
 * a caller should treat as a broken page rather than a light one.
 * `contextOptions` go to browser.newContext (viewport, user agent...).
 */
export async function measurePageWeight(
  browser,
  url,
  { contextOptions = {}, timeoutMs = 60_000 } = {},
) {
  const context = await browser.newContext({ serviceWorkers: 'block', ...contextOptions });
  try {
    const page = await context.newPage();
    const responses = [];
    const failed = [];
    // Chromium files module scripts, dynamic imports and federation chunks under "script" and
    // modulepreloads under "other", so the answer's type decides, and anything asked for as a
    // script is kept too, so that a script URL answered with an error or an HTML fallback page
    // is reported as a failure instead of silently making the page look lighter.
    const answered = new Set();
    context.on('response', (response) => {
      if (isJavaScriptType(response) || response.request().resourceType() === 'script') {
        responses.push(response);
        answered.add(response.request());
      }
    });
    // A script answered with an error status is also aborted by Chromium; its status, reported
    // below, says more than the abort, so only requests that got no answer at all count here.
    context.on('requestfailed', (request) => {
      if (request.resourceType() === 'script' && !answered.has(request))
        failed.push({ url: request.url(), reason: request.failure()?.errorText ?? 'failed' });
    });

    const navigation = await page.goto(url, { waitUntil: 'networkidle', timeout: timeoutMs });
    if (!navigation) throw new Error(`${url}: no response`);
    if (navigation.status() >= 400) throw new Error(`${url}: HTTP ${navigation.status()}`);

    const files = [];
    for (const response of responses) {
      // A redirect is followed by the response that carries the script.
      if (response.status() >= 300 && response.status() < 400) continue;
      if (response.status() >= 400 || !isJavaScriptType(response)) {
        const type = response.headers()['content-type'] ?? 'no content type';
        failed.push({ url: response.url(), reason: `HTTP ${response.status()}, ${type}` });
        continue;
      }
      // The body as the page got it (decoded); sizes() waits for the response to finish and
      // gives the encoded body size, that is the bytes that crossed the network.
      let body;
      let sizes;
      try {
        [body, sizes] = await Promise.all([response.body(), response.request().sizes()]);
      } catch (error) {
        // Cut off after its headers: the page did not get this script whole.
        failed.push({ url: response.url(), reason: `body not received: ${error.message}` });
        continue;
      }
      files.push({
        url: response.url(),
        status: response.status(),
        transferred: sizes.responseBodySize,
        decoded: body.length,
        gzip: gzipSize(body),
        brotli: brotliSize(body),
      });
    }
    const sum = (key) => files.reduce((total, file) => total + file[key], 0);
    return {
      url,
      finalUrl: page.url(),
      files,
      failed,
      total: {
        files: files.length,
        transferred: sum('transferred'),
        decoded: sum('decoded'),
        gzip: sum('gzip'),
        brotli: sum('brotli'),
      },
    };
  } finally {
    await context.close();
  }
}
