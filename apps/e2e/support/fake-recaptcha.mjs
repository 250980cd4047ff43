import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';

/**
 * A local stand-in for reCAPTCHA v3, speaking its documented protocol: `api.js?render=KEY`
 * defines `grecaptcha.ready` and `grecaptcha.execute(KEY, {action})`, which makes a token;
 * `POST /recaptcha/api/siteverify` (form: secret, response, remoteip) answers
 * `{success, score, action}` for tokens made with its site key, once each.
 */
export async function startFakeRecaptcha() {
  const siteKey = 'e2e-site-key';
  const secret = `e2e-secret-${randomBytes(8).toString('hex')}`;
  const used = new Set();
  const verified = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (req.method === 'GET' && url.pathname === '/recaptcha/api.js') {
      res.writeHead(200, {
        'content-type': 'text/javascript',
        'access-control-allow-origin': '*',
        'cache-control': 'no-store',
      });
      // Tokens are made in the page (the real widget talks to Google from its own frame; this
      // fake needs no network call, so the page's CSP connect-src stays as it is).
      res.end(`(() => {
  const random = () => Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) => b.toString(16).padStart(2, '0')).join('');
  window.grecaptcha = {
    ready: (callback) => setTimeout(callback, 0),
    execute: (key, options) =>
      Promise.resolve('e2e.' + key + '.' + ((options && options.action) || '') + '.' + random()),
  };
})();`);
      return;
    }
    if (req.method === 'POST' && url.pathname === '/recaptcha/api/siteverify') {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        const form = new URLSearchParams(body);
        const token = form.get('response') ?? '';
        const [prefix, key, action] = token.split('.');
        const ok =
          form.get('secret') === secret && prefix === 'e2e' && key === siteKey && !used.has(token);
        used.add(token);
        verified.push({ token, ok });
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify(
            ok
              ? { success: true, score: 0.9, action, hostname: 'localhost' }
              : { success: false, 'error-codes': ['invalid-input-response'] },
          ),
        );
      });
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${server.address().port}`;
  return {
    env: {
      RECAPTCHA_SITE_KEY: siteKey,
      RECAPTCHA_SECRET_KEY: secret,
      RECAPTCHA_SCRIPT_URL: `${base}/recaptcha/api.js`,
      RECAPTCHA_VERIFY_URL: `${base}/recaptcha/api/siteverify`,
    },
    verified,
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}
