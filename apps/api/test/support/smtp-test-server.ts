import { EventEmitter } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';

export interface ReceivedEmail {
  /** The SMTP envelope: who the server was asked to deliver to. */
  envelopeFrom: string | null;
  envelopeTo: string[];
  /** Decoded from the message itself. */
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  raw: string;
}

/**
 * A real SMTP server on 127.0.0.1 for tests: plain text (no STARTTLS), no authentication
 * required. Every accepted message is decoded enough to read its subject, text and HTML.
 * It can be stopped and started again on the same port, to play a mail server that is down.
 */
export class SmtpTestServer {
  readonly messages: ReceivedEmail[] = [];
  port = 0;
  /** Hold each message this long before accepting it, to catch a send in flight. */
  acceptDelayMs = 0;
  /**
   * Asked for each message once its data arrived: true refuses it with `refusalCode` (451, try
   * again later, by default) instead of accepting it, to play a server that refuses some sends.
   */
  refuseWhen: (() => boolean) | null = null;
  refusalCode = 451;
  /** Messages refused by refuseWhen. */
  refused = 0;
  private server: SMTPServer | null = null;
  /** Messages whose DATA began, accepted or not yet. */
  private started = 0;
  private readonly events = new EventEmitter();

  /** Starts listening; on the previous port after a stop, otherwise on a free one. */
  async start(): Promise<number> {
    if (this.server) return this.port;
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      closeTimeout: 1000,
      onData: (stream, session, callback) => this.receive(stream, session, callback),
      onClose: () => this.events.emit('close'),
    });
    await new Promise<void>((resolve, reject) => {
      server.server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => {
        server.server.off('error', reject);
        resolve();
      });
    });
    this.server = server;
    this.port = (server.server.address() as AddressInfo).port;
    return this.port;
  }

  /** Stops listening; connections to the port are refused until the next start(). */
  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = null;
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  reset(): void {
    this.messages.length = 0;
    this.refused = 0;
    this.refuseWhen = null;
  }

  /** Resolves with the messages once `count` have arrived; rejects after `timeoutMs`. */
  waitForMessages(count: number, timeoutMs = 5000): Promise<ReceivedEmail[]> {
    return this.waitFor(
      'message',
      () => this.messages.length >= count,
      () => `expected ${count} email(s) within ${timeoutMs} ms, got ${this.messages.length}`,
      timeoutMs,
    ).then(() => this.messages);
  }

  /** Resolves when the next message starts arriving (its DATA began), before it is accepted. */
  waitForData(timeoutMs = 5000): Promise<void> {
    const target = this.started + 1;
    return this.waitFor(
      'data',
      () => this.started >= target,
      () => `no email started arriving within ${timeoutMs} ms`,
      timeoutMs,
    );
  }

  /** Resolves once no client is connected (the last one sent QUIT and hung up). */
  waitForIdle(timeoutMs = 5000): Promise<void> {
    return this.waitFor(
      'close',
      () => (this.server?.connections.size ?? 0) === 0,
      () => `clients still connected after ${timeoutMs} ms`,
      timeoutMs,
    );
  }

  private waitFor(
    event: string,
    done: () => boolean,
    failure: () => string,
    timeoutMs: number,
  ): Promise<void> {
    if (done()) return Promise.resolve();
    return new Promise<void>((resolve, reject) => {
      const check = () => {
        if (!done()) return;
        clearTimeout(timer);
        this.events.off(event, check);
        resolve();
      };
      const timer = setTimeout(() => {
        this.events.off(event, check);
        reject(new Error(failure()));
      }, timeoutMs);
      this.events.on(event, check);
    });
  }

  private receive(
    stream: SMTPServerDataStream,
    session: SMTPServerSession,
    callback: (error?: Error | null) => void,
  ): void {
    this.started += 1;
    this.events.emit('data');
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      const accept = () => {
        if (this.refuseWhen?.()) {
          this.refused += 1;
          const refusal = new Error('Try again later') as Error & { responseCode: number };
          refusal.responseCode = this.refusalCode;
          callback(refusal);
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        const mailFrom = session.envelope.mailFrom;
        this.messages.push({
          ...decodeMessage(raw),
          envelopeFrom: mailFrom ? mailFrom.address : null,
          envelopeTo: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        this.events.emit('message');
        callback();
      };
      if (this.acceptDelayMs > 0) setTimeout(accept, this.acceptDelayMs);
      else accept();
    });
  }
}

interface MimeEntity {
  headers: Map<string, string>;
  body: string;
}

function splitEntity(raw: string): MimeEntity {
  const match = /\r?\n\r?\n/.exec(raw);
  const head = match ? raw.slice(0, match.index) : raw;
  const body = match ? raw.slice(match.index + match[0].length) : '';
  const headers = new Map<string, string>();
  // Long headers are folded onto indented continuation lines.
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeQuotedPrintable(body: string): string {
  const unfolded = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < unfolded.length; i += 1) {
    const hex = unfolded.slice(i + 1, i + 3);
    if (unfolded[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(unfolded[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeBody(body: string, encoding = '7bit'): string {
  switch (encoding.toLowerCase()) {
    case 'quoted-printable':
      return decodeQuotedPrintable(body);
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    default:
      return body;
  }
}

/** RFC 2047 encoded words, as nodemailer writes non-ASCII subjects and names. */
function decodeHeader(value: string): string {
  return value
    .replace(/(=\?[^?]+\?[QqBb]\?[^?]*\?=)\s+(?==\?)/g, '$1')
    .replace(/=\?[^?]+\?([QqBb])\?([^?]*)\?=/g, (_, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

/** The text/* leaves of a (possibly multipart) entity, decoded. */
function leaves(raw: string): { type: string; content: string }[] {
  const { headers, body } = splitEntity(raw);
  const contentType = headers.get('content-type') ?? 'text/plain';
  const type = (contentType.split(';')[0] ?? '').trim().toLowerCase();
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (type.startsWith('multipart/') && boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((part) => !part.startsWith('--'))
      .flatMap((part) => leaves(part.replace(/^\r?\n/, '').replace(/\r?\n$/, '')));
  }
  return [{ type, content: decodeBody(body, headers.get('content-transfer-encoding')) }];
}

function decodeMessage(raw: string): Omit<ReceivedEmail, 'envelopeFrom' | 'envelopeTo' | 'raw'> {
  const { headers } = splitEntity(raw);
  const parts = leaves(raw);
  return {
    from: decodeHeader(headers.get('from') ?? ''),
    to: decodeHeader(headers.get('to') ?? ''),
    subject: decodeHeader(headers.get('subject') ?? ''),
    text: parts.find((p) => p.type === 'text/plain')?.content ?? '',
    html: parts.find((p) => p.type === 'text/html')?.content ?? '',
  };
}
