'use strict';
// FakeSlack answers as Slack's incoming webhooks are documented to (fixtures/slack/README.md).
const { after, before, beforeEach, describe, it } = require('node:test');
const assert = require('node:assert/strict');
const { FakeSlack } = require('../slack.cjs');
const SIMPLE = require('../fixtures/slack/message-request.json');
const BLOCKS = require('../fixtures/slack/message-request-blocks.json');

const post = (url, body, headers = { 'content-type': 'application/json' }) =>
  fetch(url, {
    method: 'POST',
    headers,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('FakeSlack', () => {
  const slack = new FakeSlack();
  before(() => slack.start());
  after(() => slack.stop());
  beforeEach(() => slack.reset());

  it('answers 200 "ok" to the documented examples and keeps them', async () => {
    for (const body of [SIMPLE, BLOCKS]) {
      const response = await post(slack.webhookUrl(), body);
      assert.equal(response.status, 200);
      assert.equal(await response.text(), 'ok');
    }
    assert.deepEqual(
      slack.messages.map((message) => message.payload),
      [SIMPLE, BLOCKS],
    );
    assert.equal(slack.messages[0].path, '/services/T00000000/B00000000/XXXXXXXXXXXXXXXXXXXXXXXX');
    assert.equal(slack.requests.length, 2);
    assert.equal(slack.requests[0].method, 'POST');
    assert.equal(slack.requests[0].body, JSON.stringify(SIMPLE));
    assert.deepEqual(slack.requests[0].json, SIMPLE);
  });

  it('takes the older form post, payload=<JSON>', async () => {
    const response = await post(
      slack.webhookUrl(),
      new URLSearchParams({ payload: JSON.stringify(SIMPLE) }).toString(),
      { 'content-type': 'application/x-www-form-urlencoded' },
    );
    assert.equal(response.status, 200);
    assert.deepEqual(slack.messages[0].payload, SIMPLE);
  });

  it('refuses what Slack refuses, with its plain strings', async () => {
    const cases = [
      ['{"text": ', 400, 'invalid_payload'],
      ['[1, 2]', 400, 'invalid_payload'],
      [{ username: 'bot' }, 400, 'no_text'],
      [{ text: '   ' }, 400, 'no_text'],
      [{ text: 'x', blocks: [{ text: 'no type' }] }, 400, 'invalid_blocks'],
    ];
    for (const [body, status, text] of cases) {
      const response = await post(slack.webhookUrl(), body);
      assert.equal(response.status, status, JSON.stringify(body));
      assert.equal(await response.text(), text);
    }
    assert.equal(slack.messages.length, 0);
    assert.equal(slack.requests.length, cases.length);
  });

  it('answers 404 no_service to an unknown or removed webhook', async () => {
    const unknown = await post(`${slack.baseUrl}/services/T1/B1/nope`, SIMPLE);
    assert.equal(unknown.status, 404);
    assert.equal(await unknown.text(), 'no_service');

    const fresh = slack.newWebhookUrl();
    assert.match(fresh, /\/services\/T[0-9A-F]{10}\/B[0-9A-F]{10}\/[A-Za-z0-9]{24}$/);
    assert.equal((await post(fresh, SIMPLE)).status, 200);
    slack.removeWebhook(fresh);
    const removed = await post(fresh, SIMPLE);
    assert.equal(removed.status, 404);
    assert.equal(await removed.text(), 'no_service');
  });

  it('rate-limits the next posts with 429 and Retry-After, then accepts again', async () => {
    slack.rateLimitNext(30, 2);
    for (let i = 0; i < 2; i += 1) {
      const response = await post(slack.webhookUrl(), SIMPLE);
      assert.equal(response.status, 429);
      assert.equal(response.headers.get('retry-after'), '30');
      assert.equal(await response.text(), 'rate_limited');
    }
    assert.equal((await post(slack.webhookUrl(), SIMPLE)).status, 200);
    assert.equal(slack.messages.length, 1);
  });

  it('fails the next posts with the documented body for the status', async () => {
    slack.failNext(410);
    slack.failNext(500);
    const archived = await post(slack.webhookUrl(), SIMPLE);
    assert.equal(archived.status, 410);
    assert.equal(await archived.text(), 'channel_is_archived');
    const broken = await post(slack.webhookUrl(), SIMPLE);
    assert.equal(broken.status, 500);
    assert.equal(await broken.text(), 'rollup_error');
    assert.equal((await post(slack.webhookUrl(), SIMPLE)).status, 200);
  });

  it('waitForMessages resolves when the messages arrive and rejects on timeout', async () => {
    const waiting = slack.waitForMessages(2, 2000);
    await post(slack.webhookUrl(), { text: 'one' });
    await post(slack.webhookUrl(), { text: 'two' });
    const messages = await waiting;
    assert.deepEqual(
      messages.map((message) => message.payload.text),
      ['one', 'two'],
    );
    await assert.rejects(
      slack.waitForMessages(3, 50),
      /FakeSlack: expected 3 messages within 50 ms, got 2/,
    );
  });

  it('reset forgets requests, messages and injected failures', async () => {
    slack.failNext(500, 3);
    await post(slack.webhookUrl(), SIMPLE);
    slack.reset();
    assert.equal(slack.requests.length, 0);
    assert.equal((await post(slack.webhookUrl(), SIMPLE)).status, 200);
  });
});
