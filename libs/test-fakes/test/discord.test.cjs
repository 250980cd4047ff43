'use strict';
// FakeDiscord answers as Discord's webhooks are documented to (fixtures/discord/README.md).
const { after, before, beforeEach, describe, it } = require('node:test');
const assert = require('node:assert/strict');
const { FakeDiscord } = require('../discord.cjs');
const EXAMPLE_MESSAGE = require('../fixtures/discord/message.json');
const REQUEST = require('../fixtures/discord/execute-webhook-request.json');
const USER_LIMIT = require('../fixtures/discord/rate-limit-user.json');
const GLOBAL_LIMIT = require('../fixtures/discord/rate-limit-global.json');

const post = (url, body, headers = { 'content-type': 'application/json' }) =>
  fetch(url, {
    method: 'POST',
    headers,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('FakeDiscord', () => {
  const discord = new FakeDiscord();
  before(() => discord.start());
  after(() => discord.stop());
  beforeEach(() => discord.reset());

  it('answers 204 No Content to a post, with the rate-limit headers', async () => {
    const response = await post(discord.webhookUrl(), REQUEST);
    assert.equal(response.status, 204);
    assert.equal(await response.text(), '');
    for (const header of ['limit', 'remaining', 'reset', 'reset-after', 'bucket'])
      assert.ok(response.headers.get(`x-ratelimit-${header}`), header);
    assert.equal(discord.messages.length, 1);
    assert.deepEqual(discord.messages[0].payload, REQUEST);
    assert.match(discord.messages[0].path, /^\/api\/webhooks\/\d+\/[\w-]{68}$/);
  });

  it('answers ?wait=true with the created Message object, shaped like the documented one', async () => {
    const response = await post(`${discord.webhookUrl()}?wait=true`, REQUEST);
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type'), /^application\/json/);
    const message = await response.json();
    for (const key of Object.keys(EXAMPLE_MESSAGE).filter((key) => key !== 'reactions'))
      assert.ok(Object.hasOwn(message, key), `missing ${key}`);
    assert.equal(typeof message.id, 'string');
    assert.match(message.id, /^\d{17,20}$/);
    assert.equal(message.type, 0);
    assert.equal(message.content, REQUEST.content);
    assert.equal(message.channel_id, discord.defaultWebhook.channel_id);
    assert.equal(message.webhook_id, discord.defaultWebhook.id);
    assert.equal(message.author.id, discord.defaultWebhook.id);
    assert.equal(message.author.username, 'Domainfolio');
    assert.equal(message.author.bot, true);
    assert.equal(message.embeds[0].type, 'rich');
    assert.equal(message.embeds[0].title, 'example.com');
    assert.match(message.timestamp, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}\+00:00$/);
    assert.equal(message.edited_timestamp, null);
    assert.equal(message.tts, false);
    assert.deepEqual(discord.messages[0].message, message);
  });

  it('refuses an empty message, invalid JSON and over-long content as Discord does', async () => {
    for (const body of [{}, { content: '' }, { content: '  ', embeds: [] }, { username: 'x' }]) {
      const response = await post(discord.webhookUrl(), body);
      assert.equal(response.status, 400);
      assert.deepEqual(await response.json(), {
        message: 'Cannot send an empty message',
        code: 50006,
      });
    }
    const broken = await post(discord.webhookUrl(), '{"content": ');
    assert.equal(broken.status, 400);
    assert.deepEqual(await broken.json(), {
      message: 'The request body contains invalid JSON.',
      code: 50109,
    });
    const long = await post(discord.webhookUrl(), { content: 'x'.repeat(2001) });
    assert.equal(long.status, 400);
    const body = await long.json();
    assert.equal(body.code, 50035);
    assert.equal(body.message, 'Invalid Form Body');
    assert.equal(body.errors.content._errors[0].code, 'BASE_TYPE_MAX_LENGTH');
    assert.equal((await post(discord.webhookUrl(), { content: 'x'.repeat(2000) })).status, 204);
    assert.equal(discord.messages.length, 1);
  });

  it('answers 404 Unknown Webhook to an unknown or deleted webhook, 401 to a wrong token', async () => {
    const unknown = await post(`${discord.baseUrl}/api/webhooks/1234/abcd`, REQUEST);
    assert.equal(unknown.status, 404);
    assert.deepEqual(await unknown.json(), { message: 'Unknown Webhook', code: 10015 });

    const url = discord.addWebhook('Alerts');
    const wrongToken = await post(`${url.slice(0, -4)}xxxx`, REQUEST);
    assert.equal(wrongToken.status, 401);
    assert.deepEqual(await wrongToken.json(), { message: 'Invalid Webhook Token', code: 50027 });

    const versioned = url.replace('/api/webhooks/', '/api/v10/webhooks/');
    assert.equal((await post(`${versioned}?wait=true`, REQUEST)).status, 200);
    discord.removeWebhook(url);
    const deleted = await post(url, REQUEST);
    assert.equal(deleted.status, 404);
    assert.deepEqual(await deleted.json(), { message: 'Unknown Webhook', code: 10015 });
  });

  it('answers GET on a webhook URL with the webhook, without its creator', async () => {
    const response = await fetch(discord.webhookUrl());
    assert.equal(response.status, 200);
    const webhook = await response.json();
    assert.equal(webhook.type, 1);
    assert.equal(webhook.id, discord.defaultWebhook.id);
    assert.equal(webhook.user, undefined);
  });

  it('rate-limits with the documented 429: body, Retry-After and X-RateLimit-* headers', async () => {
    discord.rateLimitNext(64.57);
    const limited = await post(discord.webhookUrl(), REQUEST);
    assert.equal(limited.status, 429);
    assert.deepEqual(await limited.json(), USER_LIMIT.body);
    assert.equal(limited.headers.get('retry-after'), '65');
    assert.equal(limited.headers.get('x-ratelimit-limit'), '10');
    assert.equal(limited.headers.get('x-ratelimit-remaining'), '0');
    assert.equal(limited.headers.get('x-ratelimit-reset-after'), '64.57');
    assert.equal(limited.headers.get('x-ratelimit-scope'), 'user');
    assert.match(limited.headers.get('x-ratelimit-reset'), /^\d+\.\d{3}$/);
    assert.match(limited.headers.get('x-ratelimit-bucket'), /^[0-9a-f]{32}$/);

    discord.rateLimitNext(64.57, 1, { scope: 'global' });
    const global = await post(discord.webhookUrl(), REQUEST);
    assert.equal(global.status, 429);
    assert.deepEqual(await global.json(), GLOBAL_LIMIT.body);
    assert.equal(global.headers.get('x-ratelimit-global'), 'true');
    assert.equal(global.headers.get('x-ratelimit-scope'), 'global');

    assert.equal((await post(discord.webhookUrl(), REQUEST)).status, 204);
    assert.equal(discord.messages.length, 1);
  });

  it('fails the next posts with Discord-shaped error bodies', async () => {
    discord.failNext(500, 2);
    for (let i = 0; i < 2; i += 1) {
      const response = await post(discord.webhookUrl(), REQUEST);
      assert.equal(response.status, 500);
      assert.deepEqual(await response.json(), { message: '500: Internal Server Error', code: 0 });
    }
    assert.equal((await post(discord.webhookUrl(), REQUEST)).status, 204);
  });

  it('waitForMessages resolves when the messages arrive and rejects on timeout', async () => {
    const waiting = discord.waitForMessages(1, 2000);
    setTimeout(() => post(discord.webhookUrl(), { content: 'later' }), 20);
    const [message] = await waiting;
    assert.equal(message.payload.content, 'later');
    await assert.rejects(discord.waitForMessages(2, 50), /expected 2 messages within 50 ms, got 1/);
  });
});
