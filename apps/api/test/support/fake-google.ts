import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface GoogleProfile {
  sub: string;
  name: string;
  email: string;
  email_verified: boolean;
}

/**
 * A local stand-in for Google's OAuth 2.0 / OpenID endpoints (authorize, token, userinfo) that
 * speaks the documented protocol: the authorize step consents at once for `nextProfile`.
 */
export class FakeGoogle {
  nextProfile: GoogleProfile | null = null;
  readonly clientId = 'fake-client-id';
  readonly clientSecret = 'fake-client-secret';
  private readonly codes = new Map<string, GoogleProfile>();
  private readonly tokens = new Map<string, GoogleProfile>();
  private server: Server | null = null;
  private baseUrl = '';

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      const url = new URL(req.url ?? '/', this.baseUrl);
      if (req.method === 'GET' && url.pathname === '/authorize') {
        const profile = this.nextProfile;
        const redirect = new URL(url.searchParams.get('redirect_uri') ?? '');
        if (!profile || url.searchParams.get('client_id') !== this.clientId) {
          redirect.searchParams.set('error', 'access_denied');
        } else {
          const code = randomBytes(8).toString('hex');
          this.codes.set(code, profile);
          redirect.searchParams.set('code', code);
        }
        redirect.searchParams.set('state', url.searchParams.get('state') ?? '');
        res.writeHead(302, { location: redirect.toString() }).end();
        return;
      }
      if (req.method === 'POST' && url.pathname === '/token') {
        let body = '';
        req.on('data', (chunk) => (body += chunk));
        req.on('end', () => {
          const form = new URLSearchParams(body);
          const profile = this.codes.get(form.get('code') ?? '');
          if (!profile || form.get('client_secret') !== this.clientSecret) {
            res
              .writeHead(400, { 'content-type': 'application/json' })
              .end(JSON.stringify({ error: 'invalid_grant' }));
            return;
          }
          this.codes.delete(form.get('code') ?? '');
          const token = randomBytes(8).toString('hex');
          this.tokens.set(token, profile);
          res
            .writeHead(200, { 'content-type': 'application/json' })
            .end(JSON.stringify({ access_token: token, token_type: 'Bearer', expires_in: 3600 }));
        });
        return;
      }
      if (req.method === 'GET' && url.pathname === '/userinfo') {
        const token =
          (req.headers.authorization ?? '').replace(/^Bearer /, '') ||
          url.searchParams.get('access_token') ||
          '';
        const profile = this.tokens.get(token);
        res
          .writeHead(profile ? 200 : 401, { 'content-type': 'application/json' })
          .end(JSON.stringify(profile ?? { error: 'invalid_token' }));
        return;
      }
      res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.baseUrl = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  get env(): Record<string, string> {
    return {
      GOOGLE_CLIENT_ID: this.clientId,
      GOOGLE_CLIENT_SECRET: this.clientSecret,
      GOOGLE_AUTH_URL: `${this.baseUrl}/authorize`,
      GOOGLE_TOKEN_URL: `${this.baseUrl}/token`,
      GOOGLE_USERINFO_URL: `${this.baseUrl}/userinfo`,
    };
  }

  /** What a browser does at Google: follow the authorize URL and get the redirect back. */
  async consent(authorizeUrl: string): Promise<URL> {
    const res = await fetch(authorizeUrl, { redirect: 'manual' });
    return new URL(res.headers.get('location') ?? '');
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) =>
      this.server ? this.server.close(() => resolve()) : resolve(),
    );
  }
}
