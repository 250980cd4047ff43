import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SiteVerifyCall {
  secret: string | null;
  response: string | null;
  remoteip: string | null;
}

/**
 * A local stand-in for reCAPTCHA v3's siteverify endpoint (POST form: secret, response,
 * remoteip → JSON {success, score, action, error-codes}). Known tokens:
 * `human` (score 0.9), `bot` (score 0.1), `other-action` (action 'login'); any other token is
 * invalid. `answerWith(500)` makes it fail like an outage.
 */
export class FakeRecaptcha {
  readonly secret = 'fake-recaptcha-secret';
  readonly siteKey = 'fake-recaptcha-site-key';
  readonly calls: SiteVerifyCall[] = [];
  private failure: number | null = null;
  private server: Server | null = null;

  answerWith(status: number | null): void {
    this.failure = status;
  }

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        const form = new URLSearchParams(body);
        const call = {
          secret: form.get('secret'),
          response: form.get('response'),
          remoteip: form.get('remoteip'),
        };
        this.calls.push(call);
        if (this.failure !== null) {
          res.writeHead(this.failure).end('unavailable');
          return;
        }
        const reply = (value: object) =>
          res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(value));
        if (req.method !== 'POST' || call.secret !== this.secret)
          return reply({ success: false, 'error-codes': ['invalid-input-secret'] });
        const score = { human: 0.9, bot: 0.1, 'other-action': 0.9 }[call.response ?? ''];
        if (score === undefined)
          return reply({ success: false, 'error-codes': ['invalid-input-response'] });
        reply({
          success: true,
          score,
          action: call.response === 'other-action' ? 'login' : 'lead',
          challenge_ts: new Date().toISOString(),
          hostname: 'localhost',
        });
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
  }

  get verifyUrl(): string {
    const { port } = this.server!.address() as AddressInfo;
    return `http://127.0.0.1:${port}/recaptcha/api/siteverify`;
  }

  env(): Record<string, string> {
    return {
      RECAPTCHA_SITE_KEY: this.siteKey,
      RECAPTCHA_SECRET_KEY: this.secret,
      RECAPTCHA_VERIFY_URL: this.verifyUrl,
    };
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }
}
