'use strict';
// A local stand-in for reCAPTCHA v3, speaking its documented protocol, for the API's
// integration tests and the end-to-end suite alike (plain CommonJS, so Jest and Node's ESM
// both load it as it is).
//
//   GET  /recaptcha/api.js?render=KEY   defines grecaptcha.ready and grecaptcha.execute(KEY,
//                                       {action}), which makes a token in the page
//   POST /recaptcha/api/siteverify      form: secret, response, remoteip → JSON
//                                       {success, score, action, challenge_ts, hostname}
//
// Tokens made by the script pass once each (score 0.9, the action they were made for). Fixed
// tokens let a test choose the answer: `human` (0.9, action 'lead'), `bot` (0.1) and
// `other-action` (action 'login'). Any other token is invalid; `answerWith(500)` makes every
// verification fail like an outage.
const { randomBytes } = require('node:crypto');
const { LocalServer } = require('./local-server.cjs');

const FIXED = {
  human: { score: 0.9, action: 'lead' },
  bot: { score: 0.1, action: 'lead' },
  'other-action': { score: 0.9, action: 'login' },
};

// Tokens are made in the page: the real widget talks to Google from its own frame, this fake
// needs no request, so the page's Content-Security-Policy connect-src stays as it is.
const SCRIPT = `(() => {
  const random = () => Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) => b.toString(16).padStart(2, '0')).join('');
  window.grecaptcha = {
    ready: (callback) => setTimeout(callback, 0),
    execute: (key, options) =>
      Promise.resolve('fake.' + key + '.' + ((options && options.action) || '') + '.' + random()),
  };
})();`;

class FakeRecaptcha extends LocalServer {
  constructor({ siteKey = 'fake-recaptcha-site-key', secret } = {}) {
    super();
    this.siteKey = siteKey;
    this.secret = secret ?? `fake-recaptcha-secret-${randomBytes(8).toString('hex')}`;
    /** Every siteverify call, in order: { secret, response, remoteip, ok }. */
    this.calls = [];
    this.failure = null;
    this.used = new Set();
  }

  /** Answers every verification with this HTTP status (an outage), or normally again (null). */
  answerWith(status) {
    this.failure = status;
  }

  get verifyUrl() {
    return `${this.baseUrl}/recaptcha/api/siteverify`;
  }

  get scriptUrl() {
    return `${this.baseUrl}/recaptcha/api.js`;
  }

  /** The API's settings for this fake (the browser script stays Google's unless set too). */
  env() {
    return {
      RECAPTCHA_SITE_KEY: this.siteKey,
      RECAPTCHA_SECRET_KEY: this.secret,
      RECAPTCHA_VERIFY_URL: this.verifyUrl,
    };
  }

  handle(req, res) {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (req.method === 'GET' && url.pathname === '/recaptcha/api.js') {
      res.writeHead(200, {
        'content-type': 'text/javascript',
        'access-control-allow-origin': '*',
        'cache-control': 'no-store',
      });
      res.end(SCRIPT);
      return;
    }
    if (url.pathname !== '/recaptcha/api/siteverify') {
      res.writeHead(404).end();
      return;
    }
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const form = new URLSearchParams(body);
      const call = {
        secret: form.get('secret'),
        response: form.get('response'),
        remoteip: form.get('remoteip'),
        ok: false,
      };
      this.calls.push(call);
      if (this.failure !== null) {
        res.writeHead(this.failure).end('unavailable');
        return;
      }
      const reply = (value) =>
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(value));
      if (req.method !== 'POST' || call.secret !== this.secret)
        return reply({ success: false, 'error-codes': ['invalid-input-secret'] });
      const verdict = this.verdict(call.response ?? '');
      if (!verdict) return reply({ success: false, 'error-codes': ['invalid-input-response'] });
      call.ok = true;
      reply({
        success: true,
        ...verdict,
        challenge_ts: new Date().toISOString(),
        hostname: 'localhost',
      });
    });
  }

  /** What a token proves: a fixed answer, or a page's token (good once), else nothing. */
  verdict(token) {
    if (Object.hasOwn(FIXED, token)) return FIXED[token];
    const [prefix, key, action] = token.split('.');
    if (prefix !== 'fake' || key !== this.siteKey || this.used.has(token)) return null;
    this.used.add(token);
    return { score: 0.9, action };
  }
}

module.exports = { FakeRecaptcha };
