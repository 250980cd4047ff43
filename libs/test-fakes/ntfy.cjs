'use strict';
// A local stand-in for an ntfy server, speaking its documented publishing protocol (fixtures and
// the pages they come from: fixtures/ntfy/README.md):
//
//   POST|PUT /<topic>                     the message is the body; X-Title/Title/ti/t,
//                                         X-Priority/Priority/prio/p (1-5 or min…max/urgent),
//                                         X-Tags/Tags/tag/ta (comma-separated), X-Click/Click,
//                                         X-Markdown/Markdown/md (or Content-Type: text/markdown),
//                                         X-Icon/Icon, X-Actions/Actions/Action as headers or as
//                                         query parameters
//   GET  /<topic>/publish|send|trigger    the same, from query parameters (message=…)
//   POST|PUT /                            "Publish as JSON": {topic, message, title, tags,
//                                         priority, click, markdown, icon, actions, …}
//   → 200 the message as ntfy returns it: {"id","time","expires","event":"message","topic",
//     "title"?,"message","priority"?,"tags"?,"click"?,"icon"?,"actions"?,"content_type"?}
//
// Errors are ntfy's JSON {"code","http","error","link"}: 400 40007 a bad priority, 400 40009 a
// bad topic in JSON, 400 40017 a JSON body that is not a message, 404 40401 a path that is no
// topic (names are [-_A-Za-z0-9]{1,64}), after requireToken(token) 403 40301 without
// credentials and 401 40101 with wrong ones, after rateLimitNext() 429 42901 (ntfy sends no
// Retry-After). Accepted messages are kept in `messages` as
// { topic, title, message, tags, click, priority, markdown, headers } with the priority ntfy
// applies (3 when none is given).
const { randomBytes } = require('node:crypto');
const { ReceivingServer } = require('./webhook-receiver.cjs');
const ERRORS = require('./fixtures/ntfy/errors.json');

const TOPIC = /^[-_A-Za-z0-9]{1,64}$/;
/** How long ntfy.sh keeps a message (its default cache duration, 12 h). */
const CACHE_SECONDS = 12 * 60 * 60;
const PRIORITIES = { min: 1, low: 2, default: 3, high: 4, max: 5, urgent: 5 };

/** Each parameter's names, as headers or query parameters (case-insensitive). */
const ALIASES = {
  message: ['x-message', 'message', 'm'],
  title: ['x-title', 'title', 'ti', 't'],
  priority: ['x-priority', 'priority', 'prio', 'p'],
  tags: ['x-tags', 'tags', 'tag', 'ta'],
  click: ['x-click', 'click'],
  markdown: ['x-markdown', 'markdown', 'md'],
  icon: ['x-icon', 'icon'],
  actions: ['x-actions', 'actions', 'action'],
};

/** The error body for an injected status: ntfy's own where it has one for that status. */
function errorFor(status) {
  const known = Object.values(ERRORS).find((error) => error.http === status);
  return known ?? { code: status * 100 + 1, http: status, error: 'internal server error' };
}

const randomId = () => {
  // ntfy's message ids: 12 random letters and digits.
  const alphabet = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  return Array.from(randomBytes(12), (byte) => alphabet[byte % alphabet.length]).join('');
};

class NtfyError extends Error {
  constructor(body) {
    super(body.error);
    this.body = body;
  }
}

class FakeNtfy extends ReceivingServer {
  constructor() {
    super();
    // this.messages (ReceivingServer): Accepted messages, in order.
    this.token = null;
  }

  /** The server's URL, as an owner enters it (https://ntfy.sh or their own). */
  get serverUrl() {
    return this.baseUrl;
  }

  /**
   * Protects every topic: publishing then needs `Authorization: Bearer <token>` (null opens them
   * again). It is the server's setting, so reset() keeps it.
   */
  requireToken(token) {
    this.token = token;
  }

  receive(req, res, request) {
    // ntfy ends each JSON answer with a newline and lets browsers call it from anywhere.
    const reply = (status, body) =>
      res
        .writeHead(status, {
          'content-type': 'application/json',
          'access-control-allow-origin': '*',
        })
        .end(`${JSON.stringify(body)}\n`);
    const injected = this.nextInjection();
    if (injected?.kind === 'rate-limit') return reply(429, ERRORS.tooManyRequests);
    if (injected) return reply(injected.status, errorFor(injected.status));

    try {
      const draft = this.draft(request);
      if (!draft) return reply(404, ERRORS.notFound);
      this.authorize(request);
      const message = this.publish(draft, request.headers);
      reply(200, message);
    } catch (error) {
      if (!(error instanceof NtfyError)) throw error;
      reply(error.body.http, error.body);
    }
  }

  /** What a request publishes, by route; null when it is not a publishing route. */
  draft(request) {
    const segments = request.path.split('/').filter(Boolean);
    const { method } = request;
    if (segments.length === 0 && (method === 'POST' || method === 'PUT')) {
      const json = request.json;
      if (!json || typeof json !== 'object' || Array.isArray(json))
        throw new NtfyError(ERRORS.messageJsonInvalid);
      if (typeof json.topic !== 'string' || !TOPIC.test(json.topic))
        throw new NtfyError(ERRORS.topicInvalid);
      return {
        topic: json.topic,
        message: typeof json.message === 'string' ? json.message : '',
        title: json.title,
        priority: json.priority,
        tags: json.tags,
        click: json.click,
        markdown: json.markdown === true,
        icon: json.icon,
        actions: json.actions,
      };
    }
    if (!segments.every((segment) => TOPIC.test(segment))) return null;
    const param = (name) => lookup(request, ALIASES[name]);
    const fromParams = (topic, message) => {
      const markdown = param('markdown');
      return {
        topic,
        message,
        title: param('title'),
        priority: param('priority'),
        tags: param('tags')
          ?.split(',')
          .map((tag) => tag.trim())
          .filter(Boolean),
        click: param('click'),
        markdown:
          ['true', '1', 'yes'].includes(String(markdown ?? '').toLowerCase()) ||
          String(request.headers['content-type'] ?? '').startsWith('text/markdown'),
        icon: param('icon'),
        actions: param('actions'),
      };
    };
    if (segments.length === 1 && (method === 'POST' || method === 'PUT'))
      return fromParams(segments[0], request.body === '' ? (param('message') ?? '') : request.body);
    if (
      segments.length === 2 &&
      ['publish', 'send', 'trigger'].includes(segments[1]) &&
      ['GET', 'POST', 'PUT'].includes(method)
    )
      return fromParams(segments[0], param('message') ?? request.body);
    return null;
  }

  /** With a token required: none is 403 forbidden, a wrong one 401 unauthorized. */
  authorize(request) {
    if (this.token === null) return;
    const header = request.headers.authorization;
    if (!header) throw new NtfyError(ERRORS.forbidden);
    const [scheme, value = ''] = header.split(' ');
    let token = null;
    if (scheme.toLowerCase() === 'bearer') token = value;
    // ntfy also takes a token as the password of Basic auth with an empty user name.
    if (scheme.toLowerCase() === 'basic')
      token = Buffer.from(value, 'base64').toString('utf8').split(':').slice(1).join(':');
    if (token !== this.token) throw new NtfyError(ERRORS.unauthorized);
  }

  /** Records the message and returns it as ntfy answers it. */
  publish(draft, headers) {
    const priority = parsePriority(draft.priority);
    const time = Math.floor(Date.now() / 1000);
    const tags = Array.isArray(draft.tags) ? draft.tags.map(String) : [];
    const message = {
      id: randomId(),
      time,
      expires: time + CACHE_SECONDS,
      event: 'message',
      topic: draft.topic,
      ...(draft.title ? { title: String(draft.title) } : {}),
      // An empty message is published as "triggered", as ntfy does.
      message: draft.message === '' || draft.message === undefined ? 'triggered' : draft.message,
      ...(priority !== null ? { priority } : {}),
      ...(tags.length > 0 ? { tags } : {}),
      ...(draft.click ? { click: String(draft.click) } : {}),
      ...(draft.icon ? { icon: String(draft.icon) } : {}),
      ...(Array.isArray(draft.actions) ? { actions: draft.actions } : {}),
      ...(draft.markdown ? { content_type: 'text/markdown' } : {}),
    };
    this.accept(this.messages, {
      topic: message.topic,
      title: message.title ?? null,
      message: message.message,
      tags,
      click: message.click ?? null,
      priority: priority ?? PRIORITIES.default,
      markdown: draft.markdown,
      headers,
    });
    return message;
  }
}

/** A header, or else a query parameter, under any of its names. */
function lookup(request, names) {
  for (const name of names) if (request.headers[name] !== undefined) return request.headers[name];
  const query = Object.fromEntries(
    Object.entries(request.query).map(([key, value]) => [key.toLowerCase(), value]),
  );
  for (const name of names) if (query[name] !== undefined) return query[name];
  return undefined;
}

/** 1-5 or a priority name; null when none is given, ntfy's 40007 when it is neither. */
function parsePriority(value) {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 5)
    return value;
  const text = String(value).trim().toLowerCase();
  if (/^[1-5]$/.test(text)) return Number(text);
  if (Object.hasOwn(PRIORITIES, text)) return PRIORITIES[text];
  throw new NtfyError(ERRORS.priorityInvalid);
}

module.exports = { FakeNtfy };
