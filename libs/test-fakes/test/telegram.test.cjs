'use strict';
// FakeTelegram answers as the Telegram Bot API is documented to (fixtures/telegram/README.md).
const { after, before, beforeEach, describe, it } = require('node:test');
const assert = require('node:assert/strict');
const { FakeTelegram } = require('../telegram.cjs');
const REQUEST = require('../fixtures/telegram/send-message-request.json');
const RESPONSE = require('../fixtures/telegram/send-message-response.json');
const GET_ME = require('../fixtures/telegram/get-me-response.json');
const ERRORS = require('../fixtures/telegram/errors.json');

const TOKEN = '123456789:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw0';

describe('FakeTelegram', () => {
  const telegram = new FakeTelegram({ token: TOKEN });
  const call = (method, body, { token = TOKEN, form = false } = {}) =>
    fetch(`${telegram.apiUrl}/bot${token}/${method}`, {
      method: 'POST',
      headers: {
        'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json',
      },
      body: form ? new URLSearchParams(body).toString() : JSON.stringify(body ?? {}),
    });
  before(() => telegram.start());
  after(() => telegram.stop());
  beforeEach(() => telegram.reset());

  it('makes a valid bot token and names its API URL in env()', () => {
    const fresh = new FakeTelegram();
    assert.match(fresh.token, /^\d{9}:AAH[\w-]{32}$/);
    assert.deepEqual(telegram.env(), { TELEGRAM_API_URL: telegram.baseUrl });
    assert.equal(telegram.apiUrl, telegram.baseUrl);
  });

  it('answers sendMessage with the documented Message, HTML turned into entities', async () => {
    const startedAt = Math.floor(Date.now() / 1000);
    const response = await call('sendMessage', REQUEST);
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type'), /^application\/json/);
    const body = await response.json();
    assert.equal(body.ok, true);
    const { date, message_id: messageId } = body.result;
    // The date and id are the fake's own; everything else is the documented answer.
    assert.deepEqual(
      { ...body.result, date: RESPONSE.result.date, message_id: RESPONSE.result.message_id },
      RESPONSE.result,
    );
    assert.equal(typeof date, 'number');
    assert.ok(date >= startedAt && date <= startedAt + 5);
    assert.equal(typeof messageId, 'number');
    assert.equal(telegram.messages.length, 1);
    assert.equal(telegram.messages[0].chatId, -1001234567890);
    assert.equal(telegram.messages[0].text, REQUEST.text);
    assert.deepEqual(telegram.messages[0].payload, REQUEST);
  });

  it('takes a url-encoded form, a private chat and the old disable_web_page_preview', async () => {
    const response = await call(
      'sendMessage',
      { chat_id: '987654321', text: 'Plain text', disable_web_page_preview: 'true' },
      { form: true },
    );
    assert.equal(response.status, 200);
    const { result } = await response.json();
    assert.equal(result.chat.type, 'private');
    assert.equal(result.chat.id, 987654321);
    assert.equal(result.text, 'Plain text');
    assert.equal(result.entities, undefined);
    assert.deepEqual(result.link_preview_options, { is_disabled: true });
    assert.equal(result.from.is_bot, true);
  });

  it('answers getMe (method names are case-insensitive)', async () => {
    const response = await call('GETME');
    assert.equal(response.status, 200);
    const body = await response.json();
    assert.deepEqual(Object.keys(body.result), Object.keys(GET_ME.result));
    assert.equal(body.result.id, 123456789);
  });

  it('answers a wrong token 401 Unauthorized and an unknown method 404', async () => {
    const wrong = await call('sendMessage', REQUEST, { token: '1:wrong' });
    assert.equal(wrong.status, 401);
    assert.deepEqual(await wrong.json(), ERRORS.unauthorized.body);
    const unknown = await call('sendSticker', REQUEST);
    assert.equal(unknown.status, 404);
    assert.deepEqual(await unknown.json(), ERRORS.notFound.body);
    assert.equal(telegram.messages.length, 0);
  });

  it('refuses an unknown chat, a missing chat_id, an empty or too long text', async () => {
    const cases = [
      [{ chat_id: -100999, text: 'x' }, ERRORS.chatNotFound],
      [{ text: 'x' }, ERRORS.chatIdEmpty],
      [{ chat_id: -1001234567890, text: '' }, ERRORS.textEmpty],
      [{ chat_id: -1001234567890 }, ERRORS.textEmpty],
      [{ chat_id: -1001234567890, text: 'x'.repeat(4097) }, ERRORS.textTooLong],
    ];
    for (const [body, expected] of cases) {
      const response = await call('sendMessage', body);
      assert.equal(response.status, expected.status, JSON.stringify(body).slice(0, 80));
      assert.deepEqual(await response.json(), expected.body);
    }
    assert.equal(
      (await call('sendMessage', { chat_id: -1001234567890, text: 'x'.repeat(4096) })).status,
      200,
    );
  });

  it("refuses a blocked chat with 403 and malformed markup with Telegram's parse errors", async () => {
    telegram.blockChat(987654321);
    const blocked = await call('sendMessage', { chat_id: 987654321, text: 'hi' });
    assert.equal(blocked.status, 403);
    assert.deepEqual(await blocked.json(), ERRORS.blocked.body);

    const markdown = await call('sendMessage', {
      chat_id: -1001234567890,
      text: 'Sold for 2.500 USD',
      parse_mode: 'MarkdownV2',
    });
    assert.equal(markdown.status, 400);
    assert.equal(
      (await markdown.json()).description,
      "Bad Request: can't parse entities: Character '.' is reserved and must be escaped with the preceding '\\'",
    );
    const escaped = await call('sendMessage', {
      chat_id: -1001234567890,
      text: '*Sold* for 2\\.500 USD',
      parse_mode: 'MarkdownV2',
    });
    const { result } = await escaped.json();
    assert.equal(result.text, 'Sold for 2.500 USD');
    assert.deepEqual(result.entities, [{ offset: 0, length: 4, type: 'bold' }]);

    const html = await call('sendMessage', {
      chat_id: -1001234567890,
      text: '<b>unclosed',
      parse_mode: 'HTML',
    });
    assert.equal(html.status, 400);
    assert.match((await html.json()).description, /^Bad Request: can't parse entities: /);
  });

  it('rate-limits with 429, parameters.retry_after and a Retry-After header', async () => {
    telegram.rateLimitNext(17);
    const limited = await call('sendMessage', REQUEST);
    assert.equal(limited.status, 429);
    assert.equal(limited.headers.get('retry-after'), '17');
    assert.deepEqual(await limited.json(), {
      ok: false,
      error_code: 429,
      description: 'Too Many Requests: retry after 17',
      parameters: { retry_after: 17 },
    });
    assert.equal((await call('sendMessage', REQUEST)).status, 200);
  });

  it('fails the next requests with the Bot API error envelope', async () => {
    telegram.failNext(502);
    const response = await call('sendMessage', REQUEST);
    assert.equal(response.status, 502);
    assert.deepEqual(await response.json(), {
      ok: false,
      error_code: 502,
      description: 'Bad Gateway',
    });
  });

  it('waitForMessages resolves when the messages arrive and rejects on timeout', async () => {
    const waiting = telegram.waitForMessages(2, 2000);
    await call('sendMessage', { chat_id: 987654321, text: 'one' });
    await call('sendMessage', { chat_id: '@owner987654321', text: 'two' });
    const messages = await waiting;
    assert.deepEqual(
      messages.map((message) => message.text),
      ['one', 'two'],
    );
    await assert.rejects(
      telegram.waitForMessages(3, 30),
      /expected 3 messages within 30 ms, got 2/,
    );
  });
});
