'use strict';
// FakeNtfy answers as ntfy's publishing API is documented to (fixtures/ntfy/README.md).
const { after, before, beforeEach, describe, it } = require('node:test');
const assert = require('node:assert/strict');
const { FakeNtfy } = require('../ntfy.cjs');
const JSON_REQUEST = require('../fixtures/ntfy/publish-json-request.json');
const EXAMPLE = require('../fixtures/ntfy/message.json');
const ERRORS = require('../fixtures/ntfy/errors.json');

describe('FakeNtfy', () => {
  const ntfy = new FakeNtfy();
  before(() => ntfy.start());
  after(() => ntfy.stop());
  beforeEach(() => ntfy.reset());

  it('publishes a body with Title, Priority and Tags headers (the documented example)', async () => {
    const startedAt = Math.floor(Date.now() / 1000);
    const response = await fetch(`${ntfy.serverUrl}/phil_alerts`, {
      method: 'POST',
      headers: {
        Title: 'Unauthorized access detected',
        Priority: 'urgent',
        Tags: 'warning,skull',
        Click: 'https://homecam.mynet.lan/incident/1234',
      },
      body: 'Remote access to phils-laptop detected. Act right away.',
    });
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type'), /^application\/json/);
    const message = await response.json();
    assert.match(message.id, /^[A-Za-z0-9]{12}$/);
    assert.equal(typeof message.time, 'number');
    assert.equal(typeof message.expires, 'number');
    assert.ok(message.time >= startedAt && message.expires > message.time);
    assert.equal(message.event, 'message');
    assert.equal(message.topic, 'phil_alerts');
    assert.equal(message.title, 'Unauthorized access detected');
    assert.equal(message.message, 'Remote access to phils-laptop detected. Act right away.');
    assert.equal(message.priority, 5);
    assert.deepEqual(message.tags, ['warning', 'skull']);
    assert.equal(message.click, EXAMPLE.click);
    for (const key of Object.keys(message))
      assert.ok(Object.hasOwn(EXAMPLE, key) || key === 'icon', key);

    assert.equal(ntfy.messages.length, 1);
    const [kept] = ntfy.messages;
    assert.equal(kept.topic, 'phil_alerts');
    assert.equal(kept.priority, 5);
    assert.deepEqual(kept.tags, ['warning', 'skull']);
    assert.equal(kept.headers.title, 'Unauthorized access detected');
  });

  it('reads the X- and short header aliases and Markdown', async () => {
    const response = await fetch(`${ntfy.serverUrl}/alerts`, {
      method: 'PUT',
      headers: { 'X-Title': 'Expiring', p: '4', ta: 'hourglass', md: 'yes' },
      body: '**example.com** expires in 7 days',
    });
    const message = await response.json();
    assert.equal(message.title, 'Expiring');
    assert.equal(message.priority, 4);
    assert.deepEqual(message.tags, ['hourglass']);
    assert.equal(message.content_type, 'text/markdown');
    assert.equal(ntfy.messages[0].markdown, true);
  });

  it('publishes as JSON to the root URL (the documented example)', async () => {
    const response = await fetch(`${ntfy.serverUrl}/`, {
      method: 'POST',
      body: JSON.stringify(JSON_REQUEST),
    });
    assert.equal(response.status, 200);
    const message = await response.json();
    assert.equal(message.topic, 'mytopic');
    assert.equal(message.message, JSON_REQUEST.message);
    assert.equal(message.title, JSON_REQUEST.title);
    assert.equal(message.priority, 4);
    assert.deepEqual(message.tags, ['warning', 'cd']);
    assert.equal(message.click, JSON_REQUEST.click);
    assert.deepEqual(message.actions, JSON_REQUEST.actions);
    assert.equal(ntfy.messages[0].priority, 4);
  });

  it('publishes "triggered" for an empty message, and with GET /<topic>/publish', async () => {
    const empty = await (await fetch(`${ntfy.serverUrl}/hooks`, { method: 'POST' })).json();
    assert.equal(empty.message, 'triggered');
    assert.equal(empty.priority, undefined);
    const get = await fetch(
      `${ntfy.serverUrl}/hooks/trigger?message=Webhook+triggered&priority=high&tags=warning,skull`,
    );
    const message = await get.json();
    assert.equal(message.message, 'Webhook triggered');
    assert.equal(message.priority, 4);
    assert.deepEqual(message.tags, ['warning', 'skull']);
    assert.deepEqual(
      ntfy.messages.map((kept) => kept.priority),
      [3, 4],
    );
  });

  it('refuses bad topics, bad priorities and bodies that are not a message', async () => {
    const badPath = await fetch(`${ntfy.serverUrl}/not.a.topic`, { method: 'POST', body: 'x' });
    assert.equal(badPath.status, 404);
    assert.deepEqual(await badPath.json(), ERRORS.notFound);
    const longTopic = await fetch(`${ntfy.serverUrl}/${'a'.repeat(65)}`, {
      method: 'POST',
      body: 'x',
    });
    assert.equal(longTopic.status, 404);

    const badJsonTopic = await fetch(`${ntfy.serverUrl}/`, {
      method: 'POST',
      body: JSON.stringify({ topic: 'no spaces', message: 'x' }),
    });
    assert.equal(badJsonTopic.status, 400);
    assert.deepEqual(await badJsonTopic.json(), ERRORS.topicInvalid);

    const notJson = await fetch(`${ntfy.serverUrl}/`, { method: 'POST', body: 'hello' });
    assert.equal(notJson.status, 400);
    assert.deepEqual(await notJson.json(), ERRORS.messageJsonInvalid);

    const priority = await fetch(`${ntfy.serverUrl}/alerts`, {
      method: 'POST',
      headers: { Priority: 'loud' },
      body: 'x',
    });
    assert.equal(priority.status, 400);
    assert.deepEqual(await priority.json(), ERRORS.priorityInvalid);
    assert.equal(ntfy.messages.length, 0);
  });

  it('requireToken demands a Bearer token: 403 without one, 401 with a wrong one', async () => {
    ntfy.requireToken('tk_AgQdq7mVBoFD37zQVN29RhuMzNIz2');
    const publish = (headers) =>
      fetch(`${ntfy.serverUrl}/private`, { method: 'POST', headers, body: 'secret' });
    const none = await publish({});
    assert.equal(none.status, 403);
    assert.deepEqual(await none.json(), {
      code: 40301,
      http: 403,
      error: 'forbidden',
      link: 'https://ntfy.sh/docs/publish/#authentication',
    });
    const wrong = await publish({ Authorization: 'Bearer tk_wrong' });
    assert.equal(wrong.status, 401);
    assert.deepEqual(await wrong.json(), {
      code: 40101,
      http: 401,
      error: 'unauthorized',
      link: 'https://ntfy.sh/docs/publish/#authentication',
    });
    assert.equal(
      (await publish({ Authorization: 'Bearer tk_AgQdq7mVBoFD37zQVN29RhuMzNIz2' })).status,
      200,
    );
    const basic = `Basic ${Buffer.from(':tk_AgQdq7mVBoFD37zQVN29RhuMzNIz2').toString('base64')}`;
    assert.equal((await publish({ Authorization: basic })).status, 200);
    assert.equal(ntfy.messages.length, 2);
    ntfy.requireToken(null);
    assert.equal((await publish({})).status, 200);
  });

  it("rate-limits with ntfy's 42901 body and no Retry-After", async () => {
    ntfy.rateLimitNext(10, 2);
    for (let i = 0; i < 2; i += 1) {
      const response = await fetch(`${ntfy.serverUrl}/alerts`, { method: 'POST', body: 'x' });
      assert.equal(response.status, 429);
      assert.equal(response.headers.get('retry-after'), null);
      assert.deepEqual(await response.json(), {
        code: 42901,
        http: 429,
        error: 'limit reached: too many requests, please be nice',
        link: 'https://ntfy.sh/docs/publish/#limitations',
      });
    }
    ntfy.failNext(500);
    const broken = await fetch(`${ntfy.serverUrl}/alerts`, { method: 'POST', body: 'x' });
    assert.equal(broken.status, 500);
    assert.deepEqual(await broken.json(), ERRORS.internalError);
    assert.equal(
      (await fetch(`${ntfy.serverUrl}/alerts`, { method: 'POST', body: 'x' })).status,
      200,
    );
  });

  it('waitForMessages resolves when the messages arrive and rejects on timeout', async () => {
    const waiting = ntfy.waitForMessages(1, 2000);
    await fetch(`${ntfy.serverUrl}/alerts`, { method: 'POST', body: 'ping' });
    assert.equal((await waiting)[0].message, 'ping');
    await assert.rejects(
      ntfy.waitForMessages(2, 30),
      /FakeNtfy: expected 2 messages within 30 ms, got 1/,
    );
  });
});
