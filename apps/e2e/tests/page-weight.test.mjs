import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
// The budgets and the way of counting are the benchmark's (`npm run bench -- pages`): one
// definition, so CI and the benchmark's table judge a page alike. bench/ is no Nx project with
// tags, so the boundaries rule refuses any import of it.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { KB, PAGE_BUDGETS, measurePageWeight } from '../../../bench/lib/page-weight.mjs';
import { launchBrowser, siteUrl } from '../support/browser.mjs';

/**
 * Fewer scripts than this means the page did not start (the host alone, or nothing), which
 * would look light rather than broken: every public page loads well over a dozen.
 */
const MIN_SCRIPTS = 5;
const LARGEST_LISTED = 5;

const kB = (bytes) => `${(bytes / KB).toFixed(1)} kB`;

/**
 * Straight from the API, without nginx: the product as `npm start` serves it, picking the site
 * by the Host header. Chromium resolves every *.localhost name to this machine itself.
 */
function apiUrl(label, path = '/') {
  const port = process.env.E2E_API_PORT;
  if (!port) throw new Error('E2E_API_PORT is not set: run the tests with `npm run test:e2e`');
  return `http://${label ? `${label}.` : ''}localhost:${port}${path}`;
}

const PATHS = [
  { name: 'through nginx', url: siteUrl },
  { name: 'straight from the API', url: apiUrl },
];

/** The pages `bench/pages.mjs` measures, under the same keys as PAGE_BUDGETS. */
const PAGES = [
  { key: 'home', label: 'home', host: null, path: () => '/' },
  { key: 'marketplace', label: 'marketplace', host: 'shop', path: () => '/' },
  { key: 'owner', label: 'owner site', host: 'demo', path: () => '/' },
  { key: 'landing', label: 'landing page', host: 'demo', path: (domain) => `/${domain}` },
];

/** The demo owner's listed domain first by name, the landing page the benchmark measures. */
async function landingDomain() {
  const search = await fetch(siteUrl(null, '/api/search?username=demo&limit=20'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '' }),
  });
  assert.equal(search.status, 200);
  const names = (await search.json()).payload.docs.map((doc) => doc.name).sort();
  assert.ok(names.length > 0, 'the demo owner lists no public domain');
  return names[0];
}

/** A script's address as a developer looks for it: its path on the page's own host. */
function shortUrl(scriptUrl, pageUrl) {
  const script = new URL(scriptUrl);
  return script.origin === new URL(pageUrl).origin
    ? `${script.pathname}${script.search}`
    : scriptUrl;
}

function largestScripts(weight) {
  return [...weight.files]
    .sort((a, b) => b.transferred - a.transferred)
    .slice(0, LARGEST_LISTED)
    .map((file) => `  ${kB(file.transferred).padStart(9)}  ${shortUrl(file.url, weight.url)}`)
    .join('\n');
}

describe('every public page stays within its JavaScript budget', () => {
  let browser;
  let domain;
  before(async () => {
    browser = await launchBrowser();
    domain = await landingDomain();
  });
  after(() => browser?.close());

  for (const via of PATHS) {
    for (const target of PAGES) {
      it(`${target.label}, ${via.name}`, async (t) => {
        const url = via.url(target.host, target.path(domain));
        const budget = PAGE_BUDGETS[target.key];
        // The browser's default viewport, as the benchmark: the budget does not depend on it.
        // On this stack the landing page also loads the local reCAPTCHA stand-in (a few hundred
        // bytes); it counts like any other script, since the budget is every script a page loads.
        const weight = await measurePageWeight(browser, url);
        const { files, transferred } = weight.total;
        const where = `${target.label} ${via.name} (${url})`;

        assert.deepEqual(
          weight.failed,
          [],
          `${where}: scripts did not load, so the page is broken rather than light:\n` +
            weight.failed.map((f) => `  ${shortUrl(f.url, url)} (${f.reason})`).join('\n'),
        );
        assert.ok(
          files >= MIN_SCRIPTS,
          `${where}: only ${files} scripts loaded (${kB(transferred)}), fewer than ${MIN_SCRIPTS}: ` +
            `the page did not start, is every site built?`,
        );
        assert.ok(
          transferred <= budget,
          `${where}: ${kB(transferred)} of JavaScript in ${files} scripts, ` +
            `${kB(transferred - budget)} over its ${kB(budget)} budget. Largest scripts:\n` +
            largestScripts(weight),
        );
        t.diagnostic(`${files} scripts, ${kB(transferred)} of ${kB(budget)}`);
      });
    }
  }
});
