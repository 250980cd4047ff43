'use strict';
// WebhookReceiver checks Domainfolio's signed deliveries as a careful customer would.
const { after, before, beforeEach, describe, it } = require('node:test');
const assert = require('node:assert/strict');
const { createHmac } = require('node:crypto');
const { WebhookReceiver, signatureHeader, verifySignature } = require('../webhook-receiver.cjs');

const SECRET = 'whsec_test_secret';
const BODY = JSON.stringify({
  event: 'lead.received',
  domain: 'example.com',
  amount: { value: 2500, currency: 'USD' },
  note: 'Unicode counts as bytes: café ☕',
});

/** Signs as the product must: HMAC-SHA256 of "<t>.<raw body>", hex. */
const sign = (body, timestamp = Math.floor(Date.now() / 1000), secret = SECRET) =>
  `t=${timestamp},v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;

describe('WebhookReceiver', () => {
  const receiver = new WebhookReceiver({ secret: SECRET });
  const deliver = (body, headers) =>
    fetch(receiver.url(), {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
    });
  const domainfolioHeaders = (signature) => ({
    'X-Domainfolio-Signature': signature,
    'X-Domainfolio-Event': 'lead.received',
    'X-Domainfolio-Delivery': 'dlv_123',
  });
  before(() => receiver.start());
  after(() => receiver.stop());
  beforeEach(() => receiver.reset());

  it('accepts a correctly signed delivery and records it', async () => {
    const response = await deliver(BODY, domainfolioHeaders(sign(BODY)));
    assert.equal(response.status, 200);
    assert.deepEqual(await response.json(), { received: true });
    const [delivery] = receiver.deliveries;
    assert.equal(delivery.verified, true);
    assert.equal(delivery.reason, undefined);
    assert.equal(delivery.event, 'lead.received');
    assert.equal(delivery.deliveryId, 'dlv_123');
    assert.equal(delivery.body, BODY);
    assert.deepEqual(delivery.json, JSON.parse(BODY));
    assert.equal(delivery.path, '/hooks/domainfolio');
    assert.match(receiver.url('/other'), /\/other$/);
  });

  it('refuses a tampered body, a stale timestamp, a wrong secret and a missing header', async () => {
    const timestamp = Math.floor(Date.now() / 1000);
    // A stale timestamp only grows staler as the test runs, so it sits one second past the
    // tolerance. A future one would come back inside it when the receiver's clock ticks over a
    // second before it checks (CI saw that), so it sits a minute past; the exact edge is
    // checked with a pinned clock in the verifySignature test below.
    const cases = [
      [BODY.replace('2500', '25000'), sign(BODY, timestamp), 'signature mismatch'],
      [BODY, sign(BODY, timestamp - 301), 'timestamp outside the 300 s tolerance'],
      [BODY, sign(BODY, timestamp + 360), 'timestamp outside the 300 s tolerance'],
      [BODY, sign(BODY, timestamp, 'whsec_other'), 'signature mismatch'],
      [BODY, undefined, 'missing X-Domainfolio-Signature header'],
      [BODY, 'v1=abc', 'malformed X-Domainfolio-Signature header'],
      [BODY, `t=${timestamp}`, 'malformed X-Domainfolio-Signature header'],
    ];
    for (const [body, signature, reason] of cases) {
      const headers = signature === undefined ? {} : { 'X-Domainfolio-Signature': signature };
      const response = await deliver(body, headers);
      assert.equal(response.status, 400, reason);
      assert.deepEqual(await response.json(), { error: reason });
    }
    assert.deepEqual(
      receiver.deliveries.map((delivery) => [delivery.verified, delivery.reason]),
      cases.map(([, , reason]) => [false, reason]),
    );
  });

  it('accepts a header with several v1 signatures when one matches (a rotated secret)', async () => {
    const timestamp = Math.floor(Date.now() / 1000);
    const good = sign(BODY, timestamp).split(',')[1];
    const header = `t=${timestamp},v1=${'0'.repeat(64)},${good}`;
    assert.equal((await deliver(BODY, { 'X-Domainfolio-Signature': header })).status, 200);
  });

  it('failNext answers the status before any check, so a test can watch retries', async () => {
    receiver.failNext(503, 2);
    const signature = sign(BODY);
    assert.equal((await deliver(BODY, domainfolioHeaders(signature))).status, 503);
    assert.equal((await deliver(BODY, domainfolioHeaders(signature))).status, 503);
    assert.equal((await deliver(BODY, domainfolioHeaders(signature))).status, 200);
    assert.equal(receiver.requests.length, 3);
    assert.equal(receiver.deliveries.length, 1);
  });

  it('waitForDeliveries resolves on arrival (optionally verified only) and rejects on timeout', async () => {
    const anyTwo = receiver.waitForDeliveries(2, 2000);
    const verifiedOne = receiver.waitForDeliveries(1, 2000, { verified: true });
    await deliver(BODY, { 'X-Domainfolio-Signature': 't=1,v1=00' });
    await deliver(BODY, domainfolioHeaders(sign(BODY)));
    assert.equal((await anyTwo).length, 2);
    const [verified] = await verifiedOne;
    assert.equal(verified.verified, true);
    await assert.rejects(
      receiver.waitForDeliveries(3, 30),
      /WebhookReceiver: expected 3 deliveries within 30 ms, got 2/,
    );
  });

  it('verifySignature and signatureHeader work on their own, over the exact bytes', () => {
    const now = 1_700_000_000;
    const header = signatureHeader(SECRET, BODY, now);
    assert.equal(header, sign(BODY, now));
    assert.deepEqual(verifySignature(SECRET, header, BODY, { now }), { ok: true });
    assert.deepEqual(verifySignature(SECRET, header, Buffer.from(BODY), { now: now + 300 }), {
      ok: true,
    });
    assert.deepEqual(verifySignature(SECRET, header, BODY, { now: now + 301 }), {
      ok: false,
      reason: 'timestamp outside the 300 s tolerance',
    });
    assert.deepEqual(verifySignature(SECRET, header, BODY, { now, toleranceSeconds: 0 }), {
      ok: true,
    });
    assert.equal(verifySignature(SECRET, header, `${BODY} `, { now }).ok, false);
    assert.equal(
      verifySignature(SECRET, undefined, BODY).reason,
      'missing X-Domainfolio-Signature header',
    );
  });
});
