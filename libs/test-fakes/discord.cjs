'use strict';
// A local stand-in for Discord webhooks, speaking their documented protocol (fixtures and the
// pages they come from: fixtures/discord/README.md):
//
//   POST /api[/v10]/webhooks/<id>/<token>[?wait=true]   "Execute Webhook": JSON (or form)
//        {content?, embeds?, username?, avatar_url?, tts?, allowed_mentions?, components?, …}
//        → 204 No Content, or with wait=true 200 and the created Message object
//        400 {"message":"Cannot send an empty message","code":50006}
//        400 {"message":"The request body contains invalid JSON.","code":50109}
//        400 {"code":50035,"errors":{…},"message":"Invalid Form Body"} (content over 2000
//            characters, over 10 embeds, no usable Content-Type)
//        401 {"message":"Invalid Webhook Token","code":50027}   known id, wrong token
//        404 {"message":"Unknown Webhook","code":10015}         unknown or deleted webhook
//        429 {"message":"You are being rate limited.","retry_after":<float>,"global":false} with
//            Retry-After, X-RateLimit-Limit/-Remaining/-Reset/-Reset-After/-Bucket/-Scope
//   GET  /api[/v10]/webhooks/<id>/<token>                "Get Webhook with Token": the webhook
//
// Every answer to a webhook carries the X-RateLimit-* headers Discord sends on most requests.
// Accepted posts are kept in `messages` as { path, payload, message } (message: the Message
// object Discord would have created, whether or not wait=true asked for it).
const { randomBytes } = require('node:crypto');
const { STATUS_CODES } = require('node:http');
const { ReceivingServer } = require('./webhook-receiver.cjs');
const EXAMPLE_MESSAGE = require('./fixtures/discord/message.json');
const EXAMPLE_WEBHOOK = require('./fixtures/discord/incoming-webhook.json');
const RATE_LIMIT_HEADERS = require('./fixtures/discord/rate-limit-headers.json');

const RATE_LIMITS = {
  user: require('./fixtures/discord/rate-limit-user.json'),
  shared: require('./fixtures/discord/rate-limit-shared.json'),
  global: require('./fixtures/discord/rate-limit-global.json'),
};

/** The first second of 2015, where Discord's snowflakes count from. */
const DISCORD_EPOCH = 1420070400000n;
const ROUTE = /^\/api(?:\/v\d+)?\/webhooks\/([^/]+)\/([^/]+)\/?$/;
const MAX_CONTENT = 2000;
const MAX_EMBEDS = 10;

const error = (message, code) => ({ message, code });
const UNKNOWN_WEBHOOK = error('Unknown Webhook', 10015);
const INVALID_TOKEN = error('Invalid Webhook Token', 50027);
const EMPTY_MESSAGE = error('Cannot send an empty message', 50006);
const INVALID_JSON = error('The request body contains invalid JSON.', 50109);

/** Discord's form error: which field failed, with its error code and message. */
const invalidFormBody = (errors) => ({ code: 50035, errors, message: 'Invalid Form Body' });
const fieldError = (code, message) => ({ _errors: [{ code, message }] });

/** The body Discord answers for an injected status. */
function failureBody(status) {
  if (status === 403) return error('Missing Permissions', 50013);
  if (status === 404) return UNKNOWN_WEBHOOK;
  return error(`${status}: ${STATUS_CODES[status] ?? 'Error'}`, 0);
}

/** Discord's ISO 8601 timestamps carry microseconds and an explicit offset. */
const discordTimestamp = (date) => date.toISOString().replace('Z', '000+00:00');

const truthy = (value) => value === 'true' || value === 'True' || value === '1';

class FakeDiscord extends ReceivingServer {
  constructor({ channelId = '199737254929760256', guildId = '199737254929760256' } = {}) {
    super();
    this.channelId = channelId;
    this.guildId = guildId;
    // this.messages (ReceivingServer): Accepted posts, in order: { path, payload, message }.
    /** Webhooks this fake knows, by id, as Discord's Webhook object. */
    this.webhooks = new Map();
    this.increment = 0n;
    this.bucket = randomBytes(16).toString('hex');
    this.defaultWebhook = this.createWebhook('Domainfolio');
  }

  /** A new snowflake id (a timestamp in the high bits, so they sort by creation). */
  snowflake() {
    this.increment = (this.increment + 1n) & 0xfffn;
    return (((BigInt(Date.now()) - DISCORD_EPOCH) << 22n) | this.increment).toString();
  }

  createWebhook(name) {
    const webhook = {
      ...structuredClone(EXAMPLE_WEBHOOK),
      name,
      channel_id: this.channelId,
      guild_id: this.guildId,
      id: this.snowflake(),
      token: randomBytes(51).toString('base64url'),
    };
    delete webhook.user;
    this.webhooks.set(webhook.id, webhook);
    return webhook;
  }

  /** The URL of the fake's default webhook. */
  webhookUrl() {
    return this.urlOf(this.defaultWebhook);
  }

  /** Another webhook, with its own id and token; its URL. */
  addWebhook(name = 'Domainfolio') {
    return this.urlOf(this.createWebhook(name));
  }

  /** Deletes a webhook (its URL): later calls get 404 Unknown Webhook. */
  removeWebhook(url) {
    const match = ROUTE.exec(new URL(url, 'http://127.0.0.1').pathname);
    if (match) this.webhooks.delete(match[1]);
  }

  urlOf(webhook) {
    return `${this.baseUrl}/api/webhooks/${webhook.id}/${webhook.token}`;
  }

  /**
   * The next `count` requests get Discord's 429. `scope` picks the documented example:
   * 'user' (per-route), 'shared' (a resource limit) or 'global'.
   */
  rateLimitNext(retryAfterSeconds, count = 1, { scope = 'user' } = {}) {
    if (!Object.hasOwn(RATE_LIMITS, scope)) throw new Error(`unknown rate-limit scope ${scope}`);
    super.rateLimitNext(retryAfterSeconds, count);
    this.injections[this.injections.length - 1].scope = scope;
  }

  /** The X-RateLimit-* headers of an answer that was not limited. */
  rateLimitHeaders() {
    const limit = Number(RATE_LIMIT_HEADERS['X-RateLimit-Limit']);
    const resetAfter = 2;
    return {
      'x-ratelimit-limit': `${limit}`,
      'x-ratelimit-remaining': `${limit - 1}`,
      'x-ratelimit-reset': (Date.now() / 1000 + resetAfter).toFixed(3),
      'x-ratelimit-reset-after': resetAfter.toFixed(3),
      'x-ratelimit-bucket': this.bucket,
    };
  }

  rateLimited(res, { retryAfter, scope }) {
    const example = RATE_LIMITS[scope];
    const headers = {};
    for (const name of Object.keys(example.headers)) {
      const key = name.toLowerCase();
      if (key === 'content-type') continue;
      if (key === 'retry-after') headers[key] = `${Math.ceil(retryAfter)}`;
      else if (key === 'x-ratelimit-reset')
        headers[key] = (Date.now() / 1000 + retryAfter).toFixed(3);
      else if (key === 'x-ratelimit-reset-after') headers[key] = `${retryAfter}`;
      else if (key === 'x-ratelimit-bucket') headers[key] = this.bucket;
      else headers[key] = example.headers[name];
    }
    ReceivingServer.json(res, 429, { ...example.body, retry_after: retryAfter }, headers);
  }

  receive(req, res, request) {
    const injected = this.nextInjection();
    if (injected?.kind === 'rate-limit') return this.rateLimited(res, injected);
    if (injected?.status === 429) return this.rateLimited(res, { retryAfter: 1, scope: 'user' });
    if (injected) return ReceivingServer.json(res, injected.status, failureBody(injected.status));

    const route = ROUTE.exec(request.path);
    if (!route) return ReceivingServer.json(res, 404, error('404: Not Found', 0));
    const webhook = this.webhooks.get(route[1]);
    if (!webhook) return ReceivingServer.json(res, 404, UNKNOWN_WEBHOOK);
    if (route[2] !== webhook.token) return ReceivingServer.json(res, 401, INVALID_TOKEN);
    const send = (status, body) => {
      if (body === undefined) res.writeHead(status, this.rateLimitHeaders()).end();
      else ReceivingServer.json(res, status, body, this.rateLimitHeaders());
    };

    if (request.method === 'GET') return send(200, webhook);
    if (request.method !== 'POST') return send(405, error('405: Method Not Allowed', 0));

    const parsed = parseBody(request);
    if (parsed.error) return send(400, parsed.error);
    const payload = parsed.payload;

    const formErrors = {};
    if (payload.content !== undefined && typeof payload.content !== 'string')
      formErrors.content = fieldError('BASE_TYPE_STRING', 'Must be a string.');
    else if (typeof payload.content === 'string' && [...payload.content].length > MAX_CONTENT)
      formErrors.content = fieldError(
        'BASE_TYPE_MAX_LENGTH',
        `Must be ${MAX_CONTENT} or fewer in length.`,
      );
    if (payload.embeds !== undefined && !Array.isArray(payload.embeds))
      formErrors.embeds = fieldError(
        'LIST_TYPE_CONVERT',
        'Only iterables may be used in a ListType',
      );
    else if (Array.isArray(payload.embeds) && payload.embeds.length > MAX_EMBEDS)
      formErrors.embeds = fieldError(
        'BASE_TYPE_MAX_LENGTH',
        `Must be ${MAX_EMBEDS} or fewer in length.`,
      );
    if (Object.keys(formErrors).length > 0) return send(400, invalidFormBody(formErrors));

    const hasContent = typeof payload.content === 'string' && payload.content.trim() !== '';
    const nonEmpty = (list) => Array.isArray(list) && list.length > 0;
    if (
      !hasContent &&
      !nonEmpty(payload.embeds) &&
      !nonEmpty(payload.components) &&
      !nonEmpty(payload.attachments) &&
      !(payload.poll && typeof payload.poll === 'object')
    )
      return send(400, EMPTY_MESSAGE);

    const message = this.message(webhook, payload);
    this.accept(this.messages, { path: request.path, payload, message });
    if (truthy(request.query.wait)) return send(200, message);
    send(204);
  }

  /** The Message object Discord creates for a post: its documented example, filled in. */
  message(webhook, payload) {
    const message = structuredClone(EXAMPLE_MESSAGE);
    delete message.reactions;
    return Object.assign(message, {
      attachments: [],
      tts: payload.tts === true,
      embeds: (payload.embeds ?? []).map((embed) => ({ type: 'rich', ...embed })),
      timestamp: discordTimestamp(new Date()),
      mention_everyone: false,
      id: this.snowflake(),
      pinned: false,
      edited_timestamp: null,
      // A webhook's message is authored by the webhook itself, under the name it was given.
      author: {
        bot: true,
        id: webhook.id,
        username: payload.username ?? webhook.name,
        avatar: null,
        discriminator: '0000',
      },
      mention_roles: [],
      content: payload.content ?? '',
      channel_id: webhook.channel_id,
      mentions: [],
      type: 0,
      flags: typeof payload.flags === 'number' ? payload.flags : 0,
      components: [],
      webhook_id: webhook.id,
    });
  }
}

/** The posted fields: a JSON object, or a url-encoded form; else Discord's error for it. */
function parseBody(request) {
  const type = String(request.headers['content-type'] ?? '').toLowerCase();
  if (type.startsWith('application/json')) {
    if (request.json === null && request.body.trim() !== 'null') return { error: INVALID_JSON };
    if (!request.json || typeof request.json !== 'object' || Array.isArray(request.json))
      return {
        error: invalidFormBody(
          fieldError('DICT_TYPE_CONVERT', 'Only dictionaries may be used in a DictType'),
        ),
      };
    return { payload: request.json };
  }
  if (type.startsWith('application/x-www-form-urlencoded')) {
    const form = Object.fromEntries(new URLSearchParams(request.body));
    if (form.tts !== undefined) form.tts = truthy(form.tts);
    return { payload: form };
  }
  // Discord needs a Content-Type it reads; this fake reads neither multipart nor anything else.
  return { error: { code: 50035, message: 'Invalid Form Body' } };
}

module.exports = { FakeDiscord };
