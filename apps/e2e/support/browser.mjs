import { mkdirSync } from 'node:fs';
import http from 'node:http';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const ROOT = resolve(fileURLToPath(new URL('../../../', import.meta.url)));
export const SCREENSHOT_DIR = join(ROOT, 'test-results/screenshots');

/** Debian's Chromium, unless CHROMIUM_BIN names another. */
export const CHROMIUM_BIN = process.env.CHROMIUM_BIN ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 375, height: 812 };

/**
 * Chromium, headless. `flags` adds to its command line: `--host-resolver-rules=MAP * 127.0.0.1`
 * sends every host name (an owner's custom domain, a parked domain) to nginx on loopback.
 */
export function launchBrowser({ flags = [] } = {}) {
  return chromium.launch({
    executablePath: CHROMIUM_BIN,
    args: [...CHROMIUM_FLAGS, ...flags],
  });
}

/** http://{label.}localhost:{proxy port}{path}: every test host goes through nginx. */
export function siteUrl(label, path = '/') {
  const port = process.env.E2E_PROXY_PORT;
  if (!port) throw new Error('E2E_PROXY_PORT is not set: run the tests with `npm run test:e2e`');
  return `http://${label ? `${label}.` : ''}localhost:${port}${path}`;
}

/** A page that fails the test on any uncaught error in the browser. */
export async function openPage(browser, viewport = DESKTOP) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, context, errors };
}

export async function screenshot(page, name) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

/**
 * GET through nginx with the Host header of a test host (Node does not resolve *.localhost
 * the way browsers do, so the request goes to 127.0.0.1 and names the host itself).
 */
export function proxyGet(label, path, headers = {}) {
  const port = Number(process.env.E2E_PROXY_PORT);
  return new Promise((resolvePromise, reject) => {
    const request = http.get(
      {
        host: '127.0.0.1',
        port,
        path,
        headers: { ...headers, host: `${label ? `${label}.` : ''}localhost:${port}` },
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () =>
          resolvePromise({ status: response.statusCode, headers: response.headers, body }),
        );
      },
    );
    request.on('error', reject);
  });
}
