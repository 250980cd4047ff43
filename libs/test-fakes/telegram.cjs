'use strict';
// A local stand-in for the Telegram Bot API, speaking its documented protocol (fixtures and the
// pages they come from: fixtures/telegram/README.md):
//
//   POST|GET /bot<token>/sendMessage   JSON, form or query: {chat_id, text, parse_mode?,
//                                      entities?, link_preview_options?,
//                                      disable_web_page_preview?, …}
//                                      → 200 {"ok":true,"result":<Message>}
//   POST|GET /bot<token>/getMe         → 200 {"ok":true,"result":<User>}
//
// Failures use the Bot API envelope {"ok":false,"error_code":N,"description":"…"}: 401
// "Unauthorized" (a token that is not the bot's), 404 "Not Found" (no such method or path),
// 400 "Bad Request: chat_id is empty" / "chat not found" / "message text is empty" / "message is
// too long" / "can't parse entities: …", 403 "Forbidden: bot was blocked by the user"
// (blockChat), and after rateLimitNext(N) 429 "Too Many Requests: retry after N" with
// "parameters":{"retry_after":N} and a Retry-After: N header, as Telegram's Bot API server sends.
//
// Method names are case-insensitive, as the Bot API's are. parse_mode HTML, MarkdownV2 and
// Markdown are turned into plain text and MessageEntity objects (offsets in UTF-16 units), and
// links, domain names and e-mail addresses in the text become url/email entities, as Telegram
// does; its malformed-markup errors are reproduced for the common cases. Accepted messages are
// kept in `messages` as { chatId, text, payload, message } (text as sent, message as answered).
const { randomBytes, randomInt } = require('node:crypto');
const { STATUS_CODES } = require('node:http');
const { ReceivingServer } = require('./webhook-receiver.cjs');
const GET_ME = require('./fixtures/telegram/get-me-response.json');
const SENT = require('./fixtures/telegram/send-message-response.json');
const ERRORS = require('./fixtures/telegram/errors.json');

const MAX_TEXT = 4096;

const failure = (status, description, parameters) => ({
  ok: false,
  error_code: status,
  description,
  ...(parameters ? { parameters } : {}),
});

/** The chat a known id stands for, from its shape: -100… a supergroup, other negatives a group. */
function chatFor(spec) {
  if (spec && typeof spec === 'object') return { ...spec, id: Number(spec.id) };
  const id = Number(spec);
  if (!Number.isSafeInteger(id)) throw new Error(`not a Telegram chat id: ${spec}`);
  if (id > 0) return { id, first_name: 'Owner', username: `owner${id}`, type: 'private' };
  if (String(id).startsWith('-100')) return { id, title: 'Domain alerts', type: 'supergroup' };
  return { id, title: 'Domain alerts', type: 'group' };
}

class FakeTelegram extends ReceivingServer {
  constructor({ token, chatIds } = {}) {
    super();
    const botId = token ? Number(token.split(':')[0]) : randomInt(100_000_000, 999_999_999);
    /** The bot's token, as BotFather gives it: <bot id>:<35 characters>. */
    this.token = token ?? `${botId}:AAH${randomBytes(24).toString('base64url').slice(0, 32)}`;
    this.bot = {
      ...GET_ME.result,
      id: botId,
    };
    /** Chats the bot is in, by id: the example supergroup and a private chat by default. */
    this.chats = new Map();
    for (const spec of chatIds ?? [SENT.result.chat, 987654321]) this.addChat(spec);
    /** Chats that blocked the bot (or removed it): sendMessage gets 403. */
    this.blocked = new Set();
    // this.messages (ReceivingServer): Accepted messages, in order: { chatId, text, payload, message }.
    this.nextMessageId = 1;
  }

  /** The Bot API base URL: the product calls `${apiUrl}/bot${token}/<method>`. */
  get apiUrl() {
    return this.baseUrl;
  }

  env() {
    return { TELEGRAM_API_URL: this.baseUrl };
  }

  /** Makes the bot a member of a chat (an id, or a Chat object). */
  addChat(spec) {
    const chat = chatFor(spec);
    this.chats.set(String(chat.id), chat);
    return chat;
  }

  /** The chat's user blocked the bot (or a group removed it): sends get 403. */
  blockChat(chatId) {
    this.blocked.add(String(chatId));
  }

  reset() {
    super.reset();
    this.blocked.clear();
  }

  receive(req, res, request) {
    const send = (status, body, headers) => ReceivingServer.json(res, status, body, headers);
    const fail = ({ status, body }) => send(status, body);
    const injected = this.nextInjection();
    if (injected?.kind === 'rate-limit' || injected?.status === 429) {
      const seconds = Math.ceil(injected.retryAfter ?? 1);
      return send(
        429,
        failure(429, `Too Many Requests: retry after ${seconds}`, { retry_after: seconds }),
        { 'retry-after': `${seconds}` },
      );
    }
    if (injected) return send(injected.status, failure(injected.status, describe(injected.status)));

    const route = /^\/bot([^/]*)\/([^/]*)$/.exec(request.path);
    if (!route) return fail(ERRORS.notFound);
    if (route[1] !== this.token) return fail(ERRORS.unauthorized);
    const params = { ...request.query, ...parseBody(request) };
    const method = route[2].toLowerCase();
    if (method === 'getme') return send(200, { ok: true, result: this.bot });
    if (method !== 'sendmessage') return fail(ERRORS.notFound);

    const chatId = params.chat_id;
    if (chatId === undefined || chatId === null || String(chatId).trim() === '')
      return fail(ERRORS.chatIdEmpty);
    const chat = this.findChat(chatId);
    if (!chat) return fail(ERRORS.chatNotFound);
    if (this.blocked.has(String(chat.id))) {
      const description =
        chat.type === 'private'
          ? ERRORS.blocked.body.description
          : `Forbidden: bot was kicked from the ${chat.type} chat`;
      return send(403, failure(403, description));
    }
    if (typeof params.text !== 'string' || params.text.trim() === '') return fail(ERRORS.textEmpty);

    const mode = params.parse_mode;
    if (
      mode !== undefined &&
      mode !== '' &&
      !['html', 'markdown', 'markdownv2'].includes(String(mode).toLowerCase())
    )
      return send(400, failure(400, 'Bad Request: unsupported parse_mode'));
    let parsed;
    try {
      parsed = formatText(params.text, params.parse_mode, params.entities);
    } catch (error) {
      if (!(error instanceof EntityError)) throw error;
      return send(400, failure(400, `Bad Request: can't parse entities: ${error.message}`));
    }
    if (parsed.text.trim() === '') return fail(ERRORS.textEmpty);
    if (parsed.text.length > MAX_TEXT) return fail(ERRORS.textTooLong);

    const message = {
      message_id: this.nextMessageId++,
      // A channel post is signed by the channel; elsewhere the bot is the sender.
      ...(chat.type === 'channel' ? { sender_chat: chat } : { from: this.botUser() }),
      chat,
      date: Math.floor(Date.now() / 1000),
      text: parsed.text,
      ...(parsed.entities.length > 0 ? { entities: parsed.entities } : {}),
      ...linkPreview(params),
    };
    this.accept(this.messages, { chatId: chat.id, text: params.text, payload: params, message });
    send(200, { ok: true, result: message });
  }

  /** The bot as a message's sender: the User fields, without the getMe-only ones. */
  botUser() {
    const { id, is_bot, first_name, username } = this.bot;
    return { id, is_bot, first_name, username };
  }

  findChat(chatId) {
    const key = String(chatId).trim();
    if (key.startsWith('@'))
      return [...this.chats.values()].find((chat) => `@${chat.username}` === key) ?? null;
    return this.chats.get(String(Number(key))) ?? null;
  }
}

const describe = (status) =>
  ({ 400: 'Bad Request', 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found' })[status] ??
  STATUS_CODES[status] ??
  'Error';

/** The parameters of a JSON or url-encoded body (a form sends objects as JSON strings). */
function parseBody(request) {
  const type = String(request.headers['content-type'] ?? '').toLowerCase();
  if (type.startsWith('application/json'))
    return request.json && typeof request.json === 'object' ? request.json : {};
  if (type.startsWith('application/x-www-form-urlencoded')) {
    const form = Object.fromEntries(new URLSearchParams(request.body));
    for (const key of ['entities', 'link_preview_options', 'reply_markup'])
      if (typeof form[key] === 'string') {
        try {
          form[key] = JSON.parse(form[key]);
        } catch {
          // Telegram ignores an option it cannot read; so does the fake.
        }
      }
    return form;
  }
  return {};
}

/** The link_preview_options a sent message reports (Telegram echoes a disabled preview). */
function linkPreview(params) {
  const options = params.link_preview_options;
  const disabled =
    (options && typeof options === 'object' && options.is_disabled === true) ||
    params.disable_web_page_preview === true ||
    params.disable_web_page_preview === 'true';
  return disabled ? { link_preview_options: { is_disabled: true } } : {};
}

class EntityError extends Error {}

const utf8Offset = (text, index) => Buffer.byteLength(text.slice(0, index), 'utf8');

/** The plain text and entities of a message, as Telegram derives them from its parse_mode. */
function formatText(source, parseMode, givenEntities) {
  const mode = typeof parseMode === 'string' ? parseMode.toLowerCase() : '';
  let result;
  if (mode === 'html') result = parseHtml(source);
  else if (mode === 'markdownv2') result = parseMarkdown(source, true);
  else if (mode === 'markdown') result = parseMarkdown(source, false);
  else result = { text: source, entities: Array.isArray(givenEntities) ? givenEntities : [] };
  const entities = [...result.entities, ...detectLinks(result.text, result.entities)];
  entities.sort((a, b) => a.offset - b.offset || b.length - a.length);
  return { text: result.text, entities };
}

const HTML_TAGS = {
  b: 'bold',
  strong: 'bold',
  i: 'italic',
  em: 'italic',
  u: 'underline',
  ins: 'underline',
  s: 'strikethrough',
  strike: 'strikethrough',
  del: 'strikethrough',
  'tg-spoiler': 'spoiler',
  span: 'spoiler',
  a: 'text_link',
  code: 'code',
  pre: 'pre',
  blockquote: 'blockquote',
};

const HTML_ENTITIES = { lt: '<', gt: '>', amp: '&', quot: '"' };

/** Telegram's HTML: its tags become entities, its four named escapes and &#N; become text. */
function parseHtml(source) {
  let text = '';
  const entities = [];
  const open = [];
  let i = 0;
  while (i < source.length) {
    const char = source[i];
    if (char === '&') {
      const match = /^&(#x[0-9a-f]+|#\d+|[a-z]+);/i.exec(source.slice(i));
      const name = match?.[1];
      if (name && Object.hasOwn(HTML_ENTITIES, name.toLowerCase())) {
        text += HTML_ENTITIES[name.toLowerCase()];
      } else if (name && name.startsWith('#')) {
        const code = name[1] === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
        text += String.fromCodePoint(code);
      } else {
        // An unknown entity stays as written, as Telegram leaves it.
        text += match ? match[0] : '&';
      }
      i += match ? match[0].length : 1;
      continue;
    }
    if (char !== '<') {
      text += char;
      i += 1;
      continue;
    }
    const at = utf8Offset(source, i);
    const end = source.indexOf('>', i);
    if (end === -1) throw new EntityError(`Unclosed start tag at byte offset ${at}`);
    const inside = source.slice(i + 1, end);
    i = end + 1;
    if (inside.startsWith('/')) {
      const name = inside.slice(1).trim().toLowerCase();
      const top = open.pop();
      if (!top) throw new EntityError(`Unexpected end tag at byte offset ${at}`);
      if (top.name !== name)
        throw new EntityError(
          `Unmatched end tag at byte offset ${at}, expected "</${top.name}>", found "</${name}>"`,
        );
      const length = text.length - top.offset;
      if (top.entity && length > 0) entities.push({ offset: top.offset, length, ...top.entity });
      continue;
    }
    const nameMatch = /^([a-z][a-z0-9-]*)/i.exec(inside);
    if (!nameMatch) throw new EntityError(`Empty tag name at byte offset ${at}`);
    const name = nameMatch[1].toLowerCase();
    if (!Object.hasOwn(HTML_TAGS, name))
      throw new EntityError(`Unsupported start tag "${name}" at byte offset ${at}`);
    const attributes = Object.fromEntries(
      [
        ...inside
          .slice(name.length)
          .matchAll(/([a-z-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"']+))/gi),
      ].map((m) => [m[1].toLowerCase(), m[2] ?? m[3] ?? m[4]]),
    );
    const flags = inside.slice(name.length).toLowerCase();
    let entity = { type: HTML_TAGS[name] };
    if (name === 'span' && attributes.class !== 'tg-spoiler')
      throw new EntityError(`Tag "span" must have class "tg-spoiler" at byte offset ${at}`);
    if (name === 'a') entity = attributes.href ? { type: 'text_link', url: attributes.href } : null;
    if (name === 'blockquote' && /\bexpandable\b/.test(flags))
      entity = { type: 'expandable_blockquote' };
    if (
      name === 'code' &&
      open.at(-1)?.name === 'pre' &&
      attributes.class?.startsWith('language-')
    ) {
      // <pre><code class="language-x"> is one pre entity with a language.
      open.at(-1).entity.language = attributes.class.slice('language-'.length);
      entity = null;
    }
    open.push({ name, offset: text.length, entity });
  }
  if (open.length > 0)
    throw new EntityError(`Can't find end tag corresponding to start tag "${open.at(-1).name}"`);
  return { text, entities };
}

const MARKDOWN_V2_RESERVED = new Set('_*[]()~`>#+-=|{}.!');
const MARKDOWN_NAMES = {
  bold: 'Bold',
  italic: 'Italic',
  underline: 'Underline',
  strikethrough: 'Strikethrough',
  spoiler: 'Spoiler',
  code: 'Code',
  pre: 'Pre',
  text_link: 'TextUrl',
};

/**
 * Telegram's MarkdownV2 (strict: every reserved character outside markup must be escaped with
 * '\') or legacy Markdown (v2 false: *bold*, _italic_, `code`, ```pre```, [text](url) only).
 */
function parseMarkdown(source, v2) {
  let text = '';
  const entities = [];
  const open = [];
  const markers = v2
    ? [
        ['```', 'pre'],
        ['||', 'spoiler'],
        ['__', 'underline'],
        ['`', 'code'],
        ['*', 'bold'],
        ['_', 'italic'],
        ['~', 'strikethrough'],
      ]
    : [
        ['```', 'pre'],
        ['`', 'code'],
        ['*', 'bold'],
        ['_', 'italic'],
      ];
  const close = (type) => {
    const top = open.pop();
    if (text.length > top.offset)
      entities.push({ offset: top.offset, length: text.length - top.offset, type, ...top.extra });
  };
  let i = 0;
  while (i < source.length) {
    const char = source[i];
    const top = open.at(-1);
    const inCode = top && (top.type === 'code' || top.type === 'pre');
    if (char === '\\' && i + 1 < source.length && (v2 || '_*`['.includes(source[i + 1]))) {
      text += source[i + 1];
      i += 2;
      continue;
    }
    if (inCode) {
      const marker = top.type === 'pre' ? '```' : '`';
      if (source.startsWith(marker, i)) {
        close(top.type);
        i += marker.length;
      } else {
        text += char;
        i += 1;
      }
      continue;
    }
    if (char === '[') {
      open.push({ type: 'text_link', offset: text.length, start: i });
      i += 1;
      continue;
    }
    if (char === ']' && top?.type === 'text_link') {
      const url = /^\(((?:\\.|[^)\\])*)\)/.exec(source.slice(i + 1));
      if (!url) {
        if (v2)
          throw new EntityError(
            `Can't find end of TextUrl entity at byte offset ${utf8Offset(source, top.start)}`,
          );
        throw new EntityError(
          `Can't find end of the entity starting at byte offset ${utf8Offset(source, top.start)}`,
        );
      }
      top.extra = { url: url[1].replace(/\\(.)/g, '$1') };
      close('text_link');
      i += 1 + url[0].length;
      continue;
    }
    const found = markers.find(([marker]) => source.startsWith(marker, i));
    if (found) {
      const [marker, type] = found;
      if (top?.type === type) close(type);
      else {
        let offset = text.length;
        let j = i + marker.length;
        let extra;
        if (type === 'pre') {
          // ```language\n opens a pre block with a language.
          const language = /^([^\s`]*)\n/.exec(source.slice(j));
          if (language) {
            if (language[1]) extra = { language: language[1] };
            j += language[0].length;
          }
        }
        open.push({ type, offset, start: i, extra });
        i = j;
        continue;
      }
      i += marker.length;
      continue;
    }
    if (v2 && MARKDOWN_V2_RESERVED.has(char)) {
      if (char === '>' && (i === 0 || source[i - 1] === '\n')) {
        // A quote line: '>' at the start of a line opens a blockquote to the end of the line.
        const lineEnd = source.indexOf('\n', i);
        const line = source.slice(i + 1, lineEnd === -1 ? source.length : lineEnd);
        const inner = parseMarkdown(line, true);
        const offset = text.length;
        text += inner.text;
        for (const entity of inner.entities)
          entities.push({ ...entity, offset: entity.offset + offset });
        if (inner.text.length > 0)
          entities.push({ offset, length: inner.text.length, type: 'blockquote' });
        i += 1 + line.length;
        continue;
      }
      throw new EntityError(
        `Character '${char}' is reserved and must be escaped with the preceding '\\'`,
      );
    }
    text += char;
    i += 1;
  }
  if (open.length > 0) {
    const unclosed = open.at(-1);
    const at = utf8Offset(source, unclosed.start);
    throw new EntityError(
      v2
        ? `Can't find end of ${MARKDOWN_NAMES[unclosed.type]} entity at byte offset ${at}`
        : `Can't find end of the entity starting at byte offset ${at}`,
    );
  }
  return { text, entities };
}

// Telegram recognises links to its known top-level domains; these are the common ones.
const TLDS =
  'com|net|org|io|dev|app|co|ai|xyz|info|biz|me|us|uk|de|fr|es|it|nl|eu|ca|au|in|jp|ru|ch|se|no|be|at|pl|br|tv|cc|ly|sh|gg|so|to|club|shop|store|site|online|tech|cloud|domains';
const LINK = new RegExp(
  String.raw`(?<![\w@.-])(?:(https?:\/\/)[^\s<>"]+|[\w.+-]+@(?:[a-z0-9-]+\.)+(?:${TLDS})\b|(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+(?:${TLDS})\b(?:\/[^\s<>"]*)?)`,
  'gi',
);

/** url and email entities for the links in a text, outside code and existing links. */
function detectLinks(text, entities) {
  const covered = entities.filter((entity) =>
    ['code', 'pre', 'text_link', 'url', 'email'].includes(entity.type),
  );
  const found = [];
  for (const match of text.matchAll(LINK)) {
    let value = match[0].replace(/[.,;:!?)\]'"]+$/, '');
    const offset = match.index;
    if (
      covered.some(
        (entity) => offset < entity.offset + entity.length && entity.offset < offset + value.length,
      )
    )
      continue;
    const type = !match[1] && value.includes('@') ? 'email' : 'url';
    found.push({ offset, length: value.length, type });
  }
  return found;
}

module.exports = { FakeTelegram };
