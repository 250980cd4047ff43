import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { EmailOutboxRepository, type OutboxEmailRow } from './email-outbox.repository';
import { EmailTransport } from './email-transport';

export interface EmailRunResult {
  sent: number;
  failed: number;
}

/** Messages taken per claim; a run keeps claiming while full batches come back. */
const CLAIM_BATCH_SIZE = 10;
/**
 * How long claimed messages stay invisible to other instances. It must outlast sending a whole
 * batch, even against a server that hits every transport timeout (about 25 s a message).
 */
const CLAIM_LEASE_MS = 10 * 60_000;

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Sends what the outbox holds: at start, every EMAIL_POLL_INTERVAL_MS, and at once on kick().
 * One run at a time per process; instances share the work through claims in the database, so
 * no two of them send the same message. Failures are recorded and retried, never thrown.
 */
@Injectable()
export class EmailWorker implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(EmailWorker.name);
  private started = false;
  private stopping = false;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  /** A kick arrived during a run: run once more right after it. */
  private again = false;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly repository: EmailOutboxRepository,
    private readonly transport: EmailTransport,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.EMAIL_WORKER !== 'on') {
      this.logger.log('Email worker is off on this instance (EMAIL_WORKER=off)');
      return;
    }
    this.started = true;
    this.logger.log(
      `Email worker on: sending through ${this.transport.describe()}, polling every ${this.config.EMAIL_POLL_INTERVAL_MS} ms`,
    );
    this.kick();
  }

  /** Stops polling and waits for the message being sent, so it is sent and marked once. */
  async onApplicationShutdown(): Promise<void> {
    this.stopping = true;
    this.clearTimer();
    await this.running;
    this.transport.close();
  }

  kick(): void {
    if (!this.started || this.stopping) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.clearTimer();
    this.running = this.loop();
  }

  /**
   * Sends every message that is due now, claiming them batch by batch. Safe to call from
   * several places at once: each message is claimed by one caller only.
   */
  async runOnce(): Promise<EmailRunResult> {
    const result: EmailRunResult = { sent: 0, failed: 0 };
    while (!this.stopping) {
      const batch = await this.repository.claimDue(CLAIM_BATCH_SIZE, CLAIM_LEASE_MS);
      for (const [index, message] of batch.entries()) {
        if (this.stopping) {
          await this.release(batch.slice(index));
          return result;
        }
        if (await this.deliver(message)) result.sent += 1;
        else result.failed += 1;
      }
      if (batch.length < CLAIM_BATCH_SIZE) break;
    }
    return result;
  }

  private async loop(): Promise<void> {
    do {
      this.again = false;
      try {
        await this.runOnce();
      } catch (error) {
        this.logger.error({ err: error }, 'Email worker run failed; retrying at the next poll');
      }
    } while (this.again && !this.stopping);
    this.running = null;
    this.scheduleNext();
  }

  private scheduleNext(): void {
    if (this.stopping) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.kick();
    }, this.config.EMAIL_POLL_INTERVAL_MS);
  }

  private clearTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  /** True when the server accepted the message. Logs carry the id, never the content. */
  private async deliver(message: OutboxEmailRow): Promise<boolean> {
    const log = { emailId: message.id, kind: message.kind };
    try {
      await this.transport.send({
        to: message.toAddress,
        replyTo: message.replyTo,
        subject: message.subject,
        html: message.html,
        text: message.text,
      });
    } catch (error) {
      await this.recordFailure(message, reasonOf(error));
      return false;
    }
    try {
      await this.repository.markSent(message.id);
    } catch (error) {
      this.logger.error(
        { ...log, err: error },
        `Email ${message.id} was sent but could not be marked sent; it may be sent again`,
      );
    }
    return true;
  }

  private async recordFailure(message: OutboxEmailRow, reason: string): Promise<void> {
    const log = { emailId: message.id, kind: message.kind };
    try {
      const outcome = await this.repository.recordFailure(
        message.id,
        reason,
        this.config.EMAIL_MAX_ATTEMPTS,
      );
      if (outcome.status === 'FAILED') {
        this.logger.error(
          { ...log, attempts: outcome.attempts },
          `Email ${message.id} not sent after ${outcome.attempts} attempts, giving up: ${reason}`,
        );
      } else {
        this.logger.warn(
          { ...log, attempts: outcome.attempts, nextAttemptAt: outcome.nextAttemptAt },
          `Email ${message.id} not sent (attempt ${outcome.attempts}), retrying at ${outcome.nextAttemptAt.toISOString()}: ${reason}`,
        );
      }
    } catch (error) {
      this.logger.error(
        { ...log, err: error },
        `Email ${message.id} not sent (${reason}), and the failure could not be recorded`,
      );
    }
  }

  private async release(messages: OutboxEmailRow[]): Promise<void> {
    try {
      await this.repository.release(messages.map((m) => m.id));
    } catch (error) {
      this.logger.warn(
        { err: error, emailIds: messages.map((m) => m.id) },
        'Could not hand unsent emails back at shutdown; they are retried when their claim expires',
      );
    }
  }
}
