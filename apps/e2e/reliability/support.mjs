// What the reliability tests share: timed requests, a connection to the stack's database, the
// demo owners' sign-in, figures.
import { readFileSync, readdirSync } from 'node:fs';
import http from 'node:http';
import { join } from 'node:path';
import pg from 'pg';

/** The demo owners' password (apps/api/src/database/seed/demo-accounts.ts). */
export const DEMO_PASSWORD = 'domainfolio-demo';

/** A fetch that never throws: `{ status, ms, body, headers }`, status 0 when nothing answered. */
export async function timed(url, { method = 'GET', headers = {}, body, timeoutMs = 30_000 } = {}) {
  const started = performance.now();
  try {
    const res = await fetch(url, {
      method,
      headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await res.text();
    let parsed = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // a page, not JSON
    }
    return {
      status: res.status,
      ms: performance.now() - started,
      body: parsed,
      headers: res.headers,
    };
  } catch (error) {
    return {
      status: 0,
      ms: performance.now() - started,
      body: String(error),
      headers: new Headers(),
    };
  }
}

/**
 * A request with another Host header (an owner's site, `demo.localhost:8080`), which fetch does
 * not let a caller set: `{ status, ms, body, headers }`, status 0 when nothing answered.
 */
export function timedHost(
  url,
  host,
  { method = 'GET', body, timeoutMs = 30_000, headers: extra = {} } = {},
) {
  const started = performance.now();
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const headers = { ...extra, host };
  if (payload !== undefined) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = Buffer.byteLength(payload);
  }
  return new Promise((resolve) => {
    const req = http.request(url, { method, headers, timeout: timeoutMs }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => {
        let parsed = text;
        try {
          parsed = JSON.parse(text);
        } catch {
          // a page, not JSON
        }
        resolve({
          status: res.statusCode,
          ms: performance.now() - started,
          body: parsed,
          headers: res.headers,
        });
      });
      res.on('error', (error) =>
        resolve({ status: 0, ms: performance.now() - started, body: String(error), headers: {} }),
      );
    });
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', (error) =>
      resolve({ status: 0, ms: performance.now() - started, body: String(error), headers: {} }),
    );
    req.end(payload);
  });
}

/** A GET with another Host header (see timedHost). */
export const timedGet = (url, host, options = {}) => timedHost(url, host, options);

/**
 * One request of the mixed load the reliability tests send through nginx (`base`), as visitors
 * and the signed-in demo owner (`cookie`) send them, by `kind`: `landing` (one of `pages` on the
 * owner's site, `ownerHost`), `search`, `lead` (an offer on `offerDomain`), `edit` (worker `w`'s
 * own domain of `editable`) or `create` (a new domain). `n` is the worker's request number and
 * `prefix` marks this test's data. Answers timed's `{ status, ms, body, headers }` with `value`:
 * what a write stored (the lead's email, the description, the new name), to look for after.
 */
export async function mixedRequest(
  kind,
  { base, ownerHost, cookie, pages, offerDomain, editable, prefix },
  w,
  n,
) {
  const timeoutMs = 15_000;
  if (kind === 'landing')
    return {
      ...(await timedGet(`${base}/${pages[(w + n) % pages.length]}`, ownerHost, { timeoutMs })),
      value: null,
    };
  if (kind === 'search')
    return {
      ...(await timed(`${base}/api/search?page=1&limit=20`, {
        method: 'POST',
        body: { query: ['co', 'tech', 'shop', ''][n % 4] },
        timeoutMs,
      })),
      value: null,
    };
  if (kind === 'lead') {
    const value = `${prefix}-${w}-${n}@example.org`;
    const answer = await timed(`${base}/api/emails/send`, {
      method: 'POST',
      body: {
        data: {
          domain: offerDomain,
          owner: 'demo',
          sellingPrice: null,
          name: `Buyer ${w}-${n}`,
          email: value,
          offer: 500,
          recaptcha: 'human',
        },
      },
      timeoutMs,
    });
    return { ...answer, value };
  }
  if (kind === 'edit') {
    const value = `${prefix} edit ${w}-${n}`;
    const answer = await timed(`${base}/api/domains/edit`, {
      method: 'POST',
      headers: { cookie },
      body: { domain: { _id: editable[w].id, description: value } },
      timeoutMs,
    });
    return { ...answer, value };
  }
  if (kind === 'create') {
    const value = `${prefix}-${w}-${n}.com`;
    const answer = await timed(`${base}/api/domains/new`, {
      method: 'POST',
      headers: { cookie },
      body: { domain: { name: value } },
      timeoutMs,
    });
    return { ...answer, value };
  }
  throw new Error(`No request of kind ${kind}`);
}

/** Runs `work(item, index)` over `items`, `concurrency` at a time; resolves with the results. */
export async function pool(items, concurrency, work) {
  const results = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (next < items.length) {
        const i = next;
        next += 1;
        results[i] = await work(items[i], i);
      }
    }),
  );
  return results;
}

export function percentile(values, p) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export const ms = (value) => `${Math.round(value)} ms`;

/** A connection pool on the stack's database, for checking what was stored. */
export function database(stack) {
  return new pg.Pool({ connectionString: stack.databaseUrl, max: 4 });
}

/** Signs a demo owner in through `baseUrl` and returns their session cookie. */
export async function signIn(baseUrl, email, password = DEMO_PASSWORD) {
  const res = await fetch(`${baseUrl}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in of ${email}: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return cookie;
}

/** Every message the stack's SMTP server accepted, in order. */
export function receivedMail(stack) {
  return readdirSync(stack.mailDir)
    .sort()
    .map((file) => JSON.parse(readFileSync(join(stack.mailDir, file), 'utf8')));
}

/** Polls `check` every `everyMs` until it answers truthy; fails after `timeoutMs`. */
export async function waitUntil(check, { timeoutMs, everyMs = 500, what }) {
  const started = Date.now();
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() - started > timeoutMs)
      throw new Error(`Timed out after ${timeoutMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

export const sleep = (msToWait) => new Promise((resolve) => setTimeout(resolve, msToWait));

/** Runs a test's body; when it fails, prints what the stack's processes said, then fails. */
export async function withServerLogs(stack, body) {
  try {
    await body();
  } catch (error) {
    process.stdout.write(`\nServer logs:\n${stack.logs()}\n`);
    throw error;
  }
}
