'use strict';
// A local stand-in for a customer's own webhook endpoint, the one a Domainfolio "webhook" alert
// channel posts to. It is not a provider: it speaks Domainfolio's own signing scheme, the one
// Stripe uses for its webhooks, and checks every delivery the way a careful customer would.
//
//   POST <any path>                 JSON body, with
//                                   X-Domainfolio-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256
//                                     of "<t>.<raw body>" keyed with the channel's secret>
//                                   X-Domainfolio-Event: <event>      (lead.received, test, …)
//                                   X-Domainfolio-Delivery: <delivery id>
//                                   → 200 {"received":true} when the signature holds and t is
//                                     within 300 s of now, else 400 {"error":"<why>"}
//
// Every request is kept in `requests`; every delivery that reached the check is kept in
// `deliveries`, verified or not, with the reason it was refused. `failNext(status, count)` makes
// the next requests fail with that status before any check, as an endpoint that is down would,
// so a test can watch the product retry.
//
// This file also holds ReceivingServer, what every fake that receives alerts shares (the Slack,
// Discord, Telegram and ntfy fakes extend it): it keeps each request with its raw body, lets a
// test wait for what was accepted without polling, and queues the failures a test injects.
const { EventEmitter } = require('node:events');
const { createHmac, randomBytes, timingSafeEqual } = require('node:crypto');
const { LocalServer } = require('./local-server.cjs');

const parseJson = (text) => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

/**
 * A LocalServer that reads each request whole, keeps it in `requests` and hands it to the
 * subclass's `receive(req, res, request, raw)`; `request` is { method, path, query, headers,
 * body, json } and `raw` the body's exact bytes.
 */
class ReceivingServer extends LocalServer {
  constructor() {
    super();
    /** Every request received, in order, whatever was answered. */
    this.requests = [];
    /** What a chat service's fake accepted as a message, in order (its shape is the fake's). */
    this.messages = [];
    /** Failures queued by the test, consumed one request at a time (see `nextInjection`). */
    this.injections = [];
    // Accepted items are announced here so waiters wake up at once rather than polling.
    this.events = new EventEmitter();
    this.events.setMaxListeners(0);
  }

  handle(req, res) {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks);
      const body = raw.toString('utf8');
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const request = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers: { ...req.headers },
        body,
        json: parseJson(body),
      };
      this.requests.push(request);
      try {
        this.receive(req, res, request, raw, url);
      } catch (error) {
        // A bug in the fake shows as a 500 with its stack rather than a hung request.
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
        res.end(String(error?.stack ?? error));
      }
    });
  }

  /** Queues `count` injected answers of one kind ({ kind, status, retryAfter, … }). */
  inject(injection, count = 1) {
    if (!Number.isInteger(count) || count < 1) throw new Error(`count must be ≥ 1, got ${count}`);
    this.injections.push({ ...injection, remaining: count });
  }

  /** The injected answer this request gets, if any (each one serves `count` requests). */
  nextInjection() {
    const head = this.injections[0];
    if (!head) return null;
    head.remaining -= 1;
    if (head.remaining <= 0) this.injections.shift();
    return head;
  }

  /** The next `count` requests get the provider's rate-limit answer (429). */
  rateLimitNext(retryAfterSeconds, count = 1) {
    if (typeof retryAfterSeconds !== 'number' || !(retryAfterSeconds >= 0))
      throw new Error(`retryAfterSeconds must be a number ≥ 0, got ${retryAfterSeconds}`);
    this.inject({ kind: 'rate-limit', status: 429, retryAfter: retryAfterSeconds }, count);
  }

  /** The next `count` requests fail with `status` and the provider's error body for it. */
  failNext(status, count = 1) {
    if (!Number.isInteger(status) || status < 400 || status > 599)
      throw new Error(`status must be an HTTP error status, got ${status}`);
    this.inject({ kind: 'fail', status }, count);
  }

  /** Adds an accepted item to `list` and wakes whoever waits for it. */
  accept(list, item) {
    list.push(item);
    this.events.emit('accepted');
    return item;
  }

  /**
   * Resolves with a copy of `items()` as soon as `count()` reaches `n`, or rejects after
   * `timeoutMs` saying how many arrived.
   */
  waitUntil(n, timeoutMs, items, count, what) {
    return new Promise((resolve, reject) => {
      const check = () => {
        if (count() < n) return false;
        this.events.off('accepted', check);
        clearTimeout(timer);
        resolve(items().slice());
        return true;
      };
      const timer = setTimeout(() => {
        this.events.off('accepted', check);
        reject(
          new Error(
            `${this.constructor.name}: expected ${n} ${what} within ${timeoutMs} ms, got ${count()}`,
          ),
        );
      }, timeoutMs);
      if (!check()) this.events.on('accepted', check);
    });
  }

  /** Resolves with the accepted messages as soon as `n` have arrived (see `waitUntil`). */
  waitForMessages(n, timeoutMs = 5000) {
    return this.waitUntil(
      n,
      timeoutMs,
      () => this.messages,
      () => this.messages.length,
      'messages',
    );
  }

  /** Forgets every request, message and injected failure (subclasses forget what else they keep). */
  reset() {
    this.requests.length = 0;
    this.messages.length = 0;
    this.injections.length = 0;
  }

  stop() {
    // fetch keeps connections alive; closing the idle ones lets close() finish at once.
    this.server?.closeIdleConnections?.();
    return super.stop();
  }

  /** Writes a JSON answer. */
  static json(res, status, value, headers = {}) {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(JSON.stringify(value));
  }
}

const SIGNATURE_HEADER = 'x-domainfolio-signature';
const EVENT_HEADER = 'x-domainfolio-event';
const DELIVERY_HEADER = 'x-domainfolio-delivery';

/** The X-Domainfolio-Signature value for a body: t=<unix>,v1=<hex HMAC-SHA256 of "<t>.<body>">. */
function signatureHeader(secret, rawBody, timestamp = Math.floor(Date.now() / 1000)) {
  const v1 = createHmac('sha256', secret)
    .update(`${timestamp}.`, 'utf8')
    .update(typeof rawBody === 'string' ? Buffer.from(rawBody, 'utf8') : rawBody)
    .digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

/**
 * Checks a signature header against the exact bytes received, as a customer should: every v1
 * in the header is compared in constant time with the HMAC recomputed over "<t>.<raw body>",
 * and t must be within `toleranceSeconds` of `now` (Unix seconds).
 */
function verifySignature(secret, header, rawBody, { toleranceSeconds = 300, now } = {}) {
  if (!header) return { ok: false, reason: 'missing X-Domainfolio-Signature header' };
  const parts = String(header)
    .split(',')
    .map((part) => part.trim().split('='));
  const timestamps = parts.filter(([key]) => key === 't').map(([, value]) => value);
  const signatures = parts.filter(([key]) => key === 'v1').map(([, value]) => value ?? '');
  if (timestamps.length !== 1 || !/^\d+$/.test(timestamps[0]) || signatures.length === 0)
    return { ok: false, reason: 'malformed X-Domainfolio-Signature header' };
  const timestamp = Number(timestamps[0]);
  const current = now ?? Math.floor(Date.now() / 1000);
  if (Math.abs(current - timestamp) > toleranceSeconds)
    return { ok: false, reason: `timestamp outside the ${toleranceSeconds} s tolerance` };
  const expected = Buffer.from(signatureHeader(secret, rawBody, timestamp).split('v1=')[1], 'hex');
  const matches = signatures.some((signature) => {
    if (!/^[0-9a-f]+$/i.test(signature)) return false;
    const given = Buffer.from(signature, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  return matches ? { ok: true } : { ok: false, reason: 'signature mismatch' };
}

class WebhookReceiver extends ReceivingServer {
  constructor({ secret, toleranceSeconds = 300 } = {}) {
    super();
    this.secret = secret ?? `whsec_${randomBytes(16).toString('hex')}`;
    this.toleranceSeconds = toleranceSeconds;
    /** Every delivery that reached the signature check, in order, accepted or refused. */
    this.deliveries = [];
  }

  /** The endpoint's URL, to give the product as the channel's address. */
  url(path = '/hooks/domainfolio') {
    return `${this.baseUrl}${path.startsWith('/') ? path : `/${path}`}`;
  }

  /**
   * Resolves once `n` deliveries arrived (only verified ones with `{ verified: true }`);
   * injected failures are not deliveries.
   */
  waitForDeliveries(n, timeoutMs = 5000, { verified = false } = {}) {
    const counted = () =>
      verified ? this.deliveries.filter((delivery) => delivery.verified) : this.deliveries;
    return this.waitUntil(
      n,
      timeoutMs,
      counted,
      () => counted().length,
      verified ? 'verified deliveries' : 'deliveries',
    );
  }

  reset() {
    super.reset();
    this.deliveries.length = 0;
  }

  receive(req, res, request, raw) {
    const injected = this.nextInjection();
    if (injected) {
      const headers =
        injected.kind === 'rate-limit' ? { 'retry-after': `${injected.retryAfter}` } : {};
      return ReceivingServer.json(res, injected.status, { error: 'injected failure' }, headers);
    }
    if (request.method !== 'POST')
      return ReceivingServer.json(res, 405, { error: 'method not allowed' }, { allow: 'POST' });
    const check = verifySignature(this.secret, request.headers[SIGNATURE_HEADER], raw, {
      toleranceSeconds: this.toleranceSeconds,
    });
    const delivery = {
      path: request.path,
      headers: request.headers,
      body: request.body,
      json: request.json,
      verified: check.ok,
      event: request.headers[EVENT_HEADER] ?? null,
      deliveryId: request.headers[DELIVERY_HEADER] ?? null,
    };
    if (!check.ok) delivery.reason = check.reason;
    this.accept(this.deliveries, delivery);
    if (!check.ok) return ReceivingServer.json(res, 400, { error: check.reason });
    ReceivingServer.json(res, 200, { received: true });
  }
}

module.exports = { ReceivingServer, WebhookReceiver, verifySignature, signatureHeader };
