'use strict';
// A local stand-in for Slack incoming webhooks, speaking their documented protocol (fixtures and
// the pages they come from: fixtures/slack/README.md):
//
//   POST /services/<T…>/<B…>/<secret>   JSON {text, blocks?, attachments?, …} (or a form with
//                                        payload=<JSON>) → 200 "ok"
//                                        400 "invalid_payload"  body is not a JSON object
//                                        400 "no_text"          no text, blocks nor attachments
//                                        400 "invalid_blocks"   blocks is not a list of blocks
//                                        404 "no_service"       unknown or removed webhook
//                                        429 + Retry-After: <seconds> after rateLimitNext()
//
// Slack answers its webhooks with short plain strings, not JSON, and (as recorded from its
// servers) a text/html content type. `failNext(status)` answers the string Slack documents for
// that status (403 action_prohibited, 404 channel_not_found, 410 channel_is_archived, 500
// rollup_error, …). Accepted posts are kept in `messages` as { path, payload }.
const { randomBytes } = require('node:crypto');
const { ReceivingServer } = require('./webhook-receiver.cjs');
const RESPONSES = require('./fixtures/slack/responses.json');

/** The documented answer for each error status (the first listed, where several share one). */
const ERROR_BODIES = new Map();
for (const { status, body } of [...RESPONSES.errors, ...RESPONSES.observed])
  if (!ERROR_BODIES.has(status)) ERROR_BODIES.set(status, body);

/** The path of Slack's own example URL, registered on every fake. */
const DEFAULT_PATH = '/services/T00000000/B00000000/XXXXXXXXXXXXXXXXXXXXXXXX';

const randomId = (prefix) => prefix + randomBytes(5).toString('hex').toUpperCase();

class FakeSlack extends ReceivingServer {
  constructor() {
    super();
    // this.messages (ReceivingServer): Accepted posts, in order: { path, payload }.
    this.hooks = new Set([DEFAULT_PATH]);
  }

  /** The URL of Slack's documented example webhook (always known to this fake). */
  webhookUrl() {
    return `${this.baseUrl}${DEFAULT_PATH}`;
  }

  /** A new webhook with a fresh random URL, as installing an app again would give. */
  newWebhookUrl() {
    const secret = randomBytes(18).toString('base64url').replace(/[-_]/g, 'x').slice(0, 24);
    const path = `/services/${randomId('T')}/${randomId('B')}/${secret}`;
    this.hooks.add(path);
    return `${this.baseUrl}${path}`;
  }

  /** Removes a webhook (its URL or path): later posts get 404 no_service. */
  removeWebhook(urlOrPath) {
    this.hooks.delete(new URL(urlOrPath, 'http://127.0.0.1').pathname);
  }

  receive(req, res, request) {
    // The content type recorded from Slack's answers (see fixtures/slack/README.md).
    const reply = (status, body, headers = {}) =>
      res.writeHead(status, { 'content-type': 'text/html', ...headers }).end(body);
    const injected = this.nextInjection();
    if (injected?.kind === 'rate-limit')
      return reply(429, 'rate_limited', { 'retry-after': `${Math.ceil(injected.retryAfter)}` });
    if (injected)
      return reply(injected.status, ERROR_BODIES.get(injected.status) ?? 'rollup_error');

    if (!this.hooks.has(request.path)) return reply(404, 'no_service');
    if (request.method !== 'POST') return reply(405, '');

    const payload = parsePayload(request);
    if (!payload || typeof payload !== 'object' || Array.isArray(payload))
      return reply(400, 'invalid_payload');
    const hasText = typeof payload.text === 'string' && payload.text.trim() !== '';
    if (payload.blocks !== undefined && !validBlocks(payload.blocks))
      return reply(400, 'invalid_blocks');
    const hasBlocks = Array.isArray(payload.blocks) && payload.blocks.length > 0;
    const hasAttachments = Array.isArray(payload.attachments) && payload.attachments.length > 0;
    if (!hasText && !hasBlocks && !hasAttachments) return reply(400, 'no_text');

    this.accept(this.messages, { path: request.path, payload });
    reply(200, RESPONSES.success.body);
  }
}

/** The message a post carries: a JSON body, or Slack's older form field payload=<JSON>. */
function parsePayload(request) {
  const type = String(request.headers['content-type'] ?? '');
  if (type.startsWith('application/x-www-form-urlencoded')) {
    const field = new URLSearchParams(request.body).get('payload');
    try {
      return field === null ? null : JSON.parse(field);
    } catch {
      return null;
    }
  }
  return request.json;
}

/** Blocks must be a list of objects each naming its type (Block Kit). */
function validBlocks(blocks) {
  return (
    Array.isArray(blocks) &&
    blocks.every((block) => block && typeof block === 'object' && typeof block.type === 'string')
  );
}

module.exports = { FakeSlack };
