import { Inject, Injectable, Logger } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';

export interface OutgoingEmail {
  /** The outbox row's id: every attempt at the same message carries the same Message-ID. */
  id: string;
  to: string;
  replyTo?: string | null;
  subject: string;
  html: string;
  text: string;
}

/** A slow or silent server fails the attempt quickly; the outbox retries it later. */
const CONNECTION_TIMEOUT_MS = 5_000;
const GREETING_TIMEOUT_MS = 5_000;
const SOCKET_TIMEOUT_MS = 15_000;

/**
 * Failures that say nothing about the message: the server could not be reached, refused the
 * connection or the credentials, broke the conversation, or is closing (421). Any other
 * failure (a recipient or the message refused, 4xx or 5xx) is the message's own.
 */
const SERVER_FAILURE_CODES = new Set([
  'ECONNECTION',
  'ETIMEDOUT',
  'ESOCKET',
  'EDNS',
  'EAUTH',
  'ENOAUTH',
  'ETLS',
  'EPROTOCOL',
  'EPROXY',
]);

/** True when a send failed because of the mail server rather than the message. */
export function isServerUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, responseCode } = error as { code?: unknown; responseCode?: unknown };
  return responseCode === 421 || (typeof code === 'string' && SERVER_FAILURE_CODES.has(code));
}

/**
 * The gateway to the mail server. With SMTP_HOST set it sends through SMTP; without it, it
 * writes each email (with its links) to the log so a local user can still confirm an account.
 */
@Injectable()
export class EmailTransport {
  private readonly logger = new Logger(EmailTransport.name);
  private readonly smtp: Transporter | null;
  private readonly from: string;
  /** The right-hand side of our Message-IDs: the sender address's domain. */
  private readonly messageIdDomain: string;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.from = config.MAIL_FROM;
    this.messageIdDomain = /@([^\s@<>]+)/.exec(config.MAIL_FROM)?.[1] ?? 'localhost';
    this.smtp = config.SMTP_HOST
      ? createTransport({
          host: config.SMTP_HOST,
          port: config.SMTP_PORT,
          secure: config.SMTP_SECURE,
          auth: config.SMTP_USER
            ? { user: config.SMTP_USER, pass: config.SMTP_PASSWORD ?? '' }
            : undefined,
          // The worker sends one message at a time: one connection, kept open between messages
          // (a new connection for each cost about 100 ms against a local server; reused, 10 ms).
          pool: true,
          maxConnections: 1,
          connectionTimeout: CONNECTION_TIMEOUT_MS,
          greetingTimeout: GREETING_TIMEOUT_MS,
          socketTimeout: SOCKET_TIMEOUT_MS,
          // Messages are built from our own strings: never read files or URLs into them.
          disableFileAccess: true,
          disableUrlAccess: true,
        })
      : null;
  }

  /** Where mail goes, for the start-up log (never includes a password). */
  describe(): string {
    return this.config.SMTP_HOST
      ? `SMTP ${this.config.SMTP_HOST}:${this.config.SMTP_PORT}`
      : 'log (SMTP_HOST is not set)';
  }

  /**
   * Resolves only once the SMTP server accepted the message; rejects otherwise. The Message-ID
   * is the outbox id, so the rare second delivery of a message (the process died between the
   * server's acceptance and the row being marked sent) is the same message to mail servers and
   * clients, which may drop it as a duplicate.
   */
  async send(message: OutgoingEmail): Promise<void> {
    if (!this.smtp) {
      this.logger.log(
        { mailTo: message.to, subject: message.subject },
        `Email to ${message.to}: ${message.subject}\n${message.text}`,
      );
      return;
    }
    await this.smtp.sendMail({
      from: this.from,
      messageId: `<${message.id}@${this.messageIdDomain}>`,
      to: message.to,
      ...(message.replyTo ? { replyTo: message.replyTo } : {}),
      subject: message.subject,
      html: message.html,
      text: message.text,
    });
  }

  close(): void {
    this.smtp?.close();
  }
}
