import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  FakeDiscord,
  FakeNtfy,
  FakeSlack,
  FakeTelegram,
  WebhookReceiver,
} from '@domainfolio/test-fakes';
import {
  RefusedAddressError,
  checkedLookup,
  isPublicAddress,
  sendChecked,
  urlProblem,
} from '../../src/common/outbound/checked-request';
import { loadConfig } from '../../src/config/app-config';
import type { RenderedAlert } from '../../src/modules/notifications/alert-messages';
import type {
  OpenChannel,
  SendContext,
} from '../../src/modules/notifications/gateways/channel-gateway';
import { DiscordGateway } from '../../src/modules/notifications/gateways/discord.gateway';
import { NtfyGateway } from '../../src/modules/notifications/gateways/ntfy.gateway';
import { SlackGateway } from '../../src/modules/notifications/gateways/slack.gateway';
import { TelegramGateway } from '../../src/modules/notifications/gateways/telegram.gateway';
import { WebhookGateway } from '../../src/modules/notifications/gateways/webhook.gateway';

const ALERT: RenderedAlert = {
  event: 'lead.received',
  title: 'New offer on bücher.de: $4,500.00 from Ana <script>',
  lines: ['Ana <script> offers $4,500.00 for bücher.de.'],
  url: 'http://localhost:3000/dashboard/leads/1',
  action: 'Open the lead',
  domain: 'bücher.de',
  data: { amount: 4500 },
};
const delivery = { id: 'delivery-1', createdAt: new Date('2026-11-26T10:00:00Z'), alert: ALERT };
const open = { allowPrivate: true, requireHttps: false };
const context = (policy = open): SendContext => ({ signal: new AbortController().signal, policy });
const channel = (
  type: OpenChannel['type'],
  settings: Record<string, string>,
  secrets: Record<string, string>,
): OpenChannel => ({
  id: 'c1',
  type,
  name: 'Test',
  settings,
  secrets,
});

describe('alert channel gateways against local fakes of each service', () => {
  const slack = new FakeSlack();
  const discord = new FakeDiscord();
  const telegram = new FakeTelegram();
  const ntfy = new FakeNtfy();
  const receiver = new WebhookReceiver({ secret: 'whsec_gateways_0123456789' });
  beforeAll(() =>
    Promise.all([slack.start(), discord.start(), telegram.start(), ntfy.start(), receiver.start()]),
  );
  afterAll(() =>
    Promise.all([slack.stop(), discord.stop(), telegram.stop(), ntfy.stop(), receiver.stop()]),
  );

  it('Slack: posts the text with the dashboard link, and reads 429 Retry-After', async () => {
    const gateway = new SlackGateway();
    const target = channel('SLACK', {}, { url: slack.webhookUrl() });
    const ok = await gateway.send(target, delivery, context());
    expect(ok).toMatchObject({ ok: true, status: 200, body: 'ok' });
    const text = (slack.messages.at(-1)!.payload as { text: string }).text;
    // Slack's markup characters are escaped, so a buyer's name cannot inject a mention or link.
    expect(text).toContain('Ana &lt;script&gt;');
    expect(text).toContain('<http://localhost:3000/dashboard/leads/1|Open the lead>');
    slack.rateLimitNext(17);
    expect(await gateway.send(target, delivery, context())).toMatchObject({
      ok: false,
      status: 429,
      permanent: false,
      retryAfterMs: 17_000,
    });
    slack.failNext(404);
    expect(await gateway.send(target, delivery, context())).toMatchObject({
      ok: false,
      status: 404,
      permanent: true,
    });
  });

  it('Discord: one embed, no mentions parsed, and the 429 body’s retry_after in seconds', async () => {
    const gateway = new DiscordGateway();
    const target = channel('DISCORD', {}, { url: discord.webhookUrl() });
    expect(await gateway.send(target, delivery, context())).toMatchObject({
      ok: true,
      status: 204,
    });
    const payload = discord.messages.at(-1)!.payload as {
      embeds: { title: string; url: string }[];
      allowed_mentions: unknown;
    };
    expect(payload.embeds[0]).toMatchObject({ title: ALERT.title, url: ALERT.url });
    expect(payload.allowed_mentions).toEqual({ parse: [] });
    discord.rateLimitNext(2.5);
    expect(await gateway.send(target, delivery, context())).toMatchObject({
      ok: false,
      status: 429,
      retryAfterMs: 2500,
    });
    const gone = channel('DISCORD', {}, { url: `${discord.baseUrl}/api/webhooks/1/unknown` });
    const missing = await gateway.send(gone, delivery, context());
    expect(missing).toMatchObject({ ok: false, status: 404, permanent: true });
    expect(missing.body).toContain('Unknown Webhook');
  });

  it('Telegram: sendMessage to the chat, and its errors and 429 as the Bot API says them', async () => {
    const config = loadConfig({ NODE_ENV: 'test', TELEGRAM_API_URL: telegram.apiUrl });
    const gateway = new TelegramGateway(config);
    const target = channel('TELEGRAM', { chatId: '-1001234567890' }, { botToken: telegram.token });
    const ok = await gateway.send(
      target,
      delivery,
      context({ allowPrivate: false, requireHttps: true }),
    );
    expect(ok).toMatchObject({ ok: true, status: 200 });
    expect(telegram.messages.at(-1)!.text).toContain('bücher.de');
    telegram.rateLimitNext(9);
    expect(await gateway.send(target, delivery, context())).toMatchObject({
      status: 429,
      retryAfterMs: 9000,
      permanent: false,
    });
    const wrongChat = await gateway.send(
      channel('TELEGRAM', { chatId: '42' }, { botToken: telegram.token }),
      delivery,
      context(),
    );
    expect(wrongChat).toMatchObject({
      ok: false,
      status: 400,
      permanent: true,
      body: 'Bad Request: chat not found',
    });
    const wrongToken = await gateway.send(
      channel('TELEGRAM', { chatId: '-1001234567890' }, { botToken: '1:AAAAAAAAAAAAAAAAAAAAAAAA' }),
      delivery,
      context(),
    );
    expect(wrongToken).toMatchObject({
      ok: false,
      status: 401,
      permanent: true,
      body: 'Unauthorized',
    });
  });

  it('ntfy: JSON publishing with title, click and tags, and a protected topic’s token', async () => {
    const gateway = new NtfyGateway();
    const target = channel('NTFY', { server: ntfy.serverUrl, topic: 'deals' }, {});
    expect(await gateway.send(target, delivery, context())).toMatchObject({
      ok: true,
      status: 200,
    });
    expect(ntfy.messages.at(-1)).toMatchObject({
      topic: 'deals',
      title: ALERT.title,
      click: ALERT.url,
    });
    ntfy.requireToken('tk_secret');
    expect(await gateway.send(target, delivery, context())).toMatchObject({
      ok: false,
      permanent: true,
    });
    const withToken = channel(
      'NTFY',
      { server: ntfy.serverUrl, topic: 'deals' },
      { accessToken: 'tk_secret' },
    );
    expect(await gateway.send(withToken, delivery, context())).toMatchObject({ ok: true });
    ntfy.requireToken(null);
  });

  it('Webhook: signed JSON with the same delivery id on every attempt; any failure is retried', async () => {
    const gateway = new WebhookGateway();
    const target = channel('WEBHOOK', { url: receiver.url() }, { secret: receiver.secret });
    expect(await gateway.send(target, delivery, context())).toMatchObject({
      ok: true,
      status: 200,
    });
    receiver.failNext(410);
    expect(await gateway.send(target, delivery, context())).toMatchObject({
      ok: false,
      status: 410,
      permanent: false,
    });
    await gateway.send(target, delivery, context());
    const last = receiver.deliveries.at(-1)!;
    expect(last).toMatchObject({
      verified: true,
      event: 'lead.received',
      deliveryId: 'delivery-1',
    });
    // A wrong secret fails the receiver's check.
    await gateway.send(
      channel('WEBHOOK', { url: receiver.url() }, { secret: 'not-the-secret-at-all' }),
      delivery,
      context(),
    );
    expect(receiver.deliveries.at(-1)!.verified).toBe(false);
  });
});

describe('addresses the server sends to (server-side request forgery)', () => {
  const closed = { allowPrivate: false, requireHttps: false };
  let server: Server;
  let port: number;
  let hits = 0;
  beforeAll(async () => {
    server = createServer((req, res) => {
      hits += 1;
      if (req.url === '/redirect-private') {
        res.writeHead(307, { location: `http://127.0.0.1:${port}/inside` }).end();
        return;
      }
      if (req.url === '/redirect-refused') {
        res.writeHead(302, { location: `http://user:secret@127.0.0.1:${port}/inside` }).end();
        return;
      }
      res.writeHead(200).end('inside');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('calls public unicast addresses public, and every internal range not', () => {
    for (const address of ['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946', '1.1.1.1'])
      expect(isPublicAddress(address)).toBe(true);
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254', // cloud metadata
      '100.100.100.200', // carrier-grade NAT (Alibaba's metadata)
      '0.0.0.0',
      '::1',
      'fd00:ec2::254', // unique local (AWS metadata over IPv6)
      'fe80::1',
      '::ffff:127.0.0.1', // IPv4 inside IPv6
      '224.0.0.1',
    ])
      expect(isPublicAddress(address)).toBe(false);
  });

  it('refuses at once a URL that names an internal address, and http in production', () => {
    expect(urlProblem('http://169.254.169.254/latest/meta-data', closed)).toContain(
      'public address',
    );
    expect(urlProblem('https://[::1]/hook', closed)).toContain('public address');
    expect(urlProblem('https://localhost/hook', closed)).toContain('public address');
    expect(urlProblem('https://user:pass@example.com/hook', closed)).toContain('user name');
    expect(
      urlProblem('http://example.com/hook', { allowPrivate: false, requireHttps: true }),
    ).toContain('https://');
    expect(
      urlProblem('https://example.com/hook', { allowPrivate: false, requireHttps: true }),
    ).toBeNull();
    expect(
      urlProblem('http://127.0.0.1/hook', { allowPrivate: true, requireHttps: true }),
    ).toBeNull();
  });

  it('checks the address a name resolves to when connecting, and connects to that address', async () => {
    const lookup = (policy: typeof closed, options: object) =>
      new Promise<{ error: Error | null; address: unknown }>((resolve) =>
        checkedLookup(policy)('localhost', options as never, (error, address) =>
          resolve({ error, address }),
        ),
      );
    const refused = await lookup(closed, {});
    expect(refused.error).toBeInstanceOf(RefusedAddressError);
    expect(refused.error!.message).toMatch(/localhost resolves to (127\.0\.0\.1|::1)/);
    const allowed = await lookup({ allowPrivate: true, requireHttps: false }, {});
    expect(allowed.error).toBeNull();
    expect(['127.0.0.1', '::1']).toContain(allowed.address);
  });

  it('checks every redirect the same way', async () => {
    hits = 0;
    // Allowed to reach the first address (a test's private network), not where it redirects.
    const first = { allowPrivate: true, requireHttps: false };
    const answer = await sendChecked(
      `http://127.0.0.1:${port}/redirect-private`,
      { body: '{}', signal: new AbortController().signal },
      first,
    );
    expect(answer.status).toBe(200);
    hits = 0;
    // A redirect goes through the same checks as the address typed: here one the policy
    // refuses whatever the network (credentials in the URL).
    await expect(
      sendChecked(
        `http://127.0.0.1:${port}/redirect-refused`,
        { body: '{}', signal: new AbortController().signal },
        first,
      ),
    ).rejects.toBeInstanceOf(RefusedAddressError);
    // The first address answered; where it pointed was never reached.
    expect(hits).toBe(1);
  });
});
