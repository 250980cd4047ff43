import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { EmailOutboxRepository, type Claim, type ClaimedEmail } from './email-outbox.repository';
import { EmailTransport, isServerUnavailable } from './email-transport';
import { OutboxSeal } from './outbox-seal';

export interface EmailRunResult {
  sent: number;
  failed: number;
}

/** Messages taken per claim; a run keeps claiming while full batches come back. */
const CLAIM_BATCH_SIZE = 10;
/**
 * The longest one send can take: the transport's connection, greeting and socket timeouts
 * (25 s in all) with a margin.
 */
const SEND_BUDGET_MS = 30_000;
/**
 * How long claimed messages stay invisible to other instances. A batch never outlives it: a
 * message is sent only while a whole send budget is left, otherwise the rest of the batch is
 * handed back and claimed anew. It is also how long the messages held by an instance that died
 * wait before another instance sends them.
 */
const CLAIM_LEASE_MS = 60_000;
/** A message whose send found the mail server unreachable waits this long; no attempt counts. */
const UNREACHABLE_RETRY_MS = 30_000;

type Delivery = 'sent' | 'failed' | 'unreachable';

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Sends what the outbox holds: at start, every EMAIL_POLL_INTERVAL_MS, and at once on kick().
 * One run at a time per process; instances share the work through claims in the database (rows
 * locked with SKIP LOCKED, then leased), so no two of them send the same message while both are
 * alive. Failures are recorded and retried, never thrown. When the mail server cannot be
 * reached, the run stops and the worker waits for its next poll, ignoring kicks meanwhile: a
 * burst of requests during an outage costs no connection attempt each.
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
  /** The mail server was unreachable: kicks wait for the next poll. */
  private serverDown = false;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly repository: EmailOutboxRepository,
    private readonly transport: EmailTransport,
    private readonly seal: OutboxSeal,
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
    if (this.serverDown) return;
    this.start();
  }

  private start(): void {
    if (!this.started || this.stopping) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.clearTimer();
    this.running = this.loop();
  }

  /**
   * Sends every message that is due now, claiming them batch by batch, until none is left or
   * the mail server cannot be reached. Safe to call from several places at once: each message
   * is claimed by one caller only.
   */
  async runOnce(): Promise<EmailRunResult> {
    const result: EmailRunResult = { sent: 0, failed: 0 };
    this.serverDown = false;
    while (!this.stopping) {
      // Measured from before the claim, so this clock never thinks the lease longer than it is.
      const claimStarted = Date.now();
      const batch = await this.repository.claimDue(CLAIM_BATCH_SIZE, CLAIM_LEASE_MS);
      for (const [index, message] of batch.entries()) {
        const leaseLeft = claimStarted + CLAIM_LEASE_MS - Date.now();
        if (this.stopping || leaseLeft < SEND_BUDGET_MS) {
          await this.release(batch.slice(index));
          if (this.stopping) return result;
          break;
        }
        const delivery = await this.deliver(message);
        if (delivery === 'sent') {
          result.sent += 1;
          continue;
        }
        result.failed += 1;
        if (delivery === 'unreachable') {
          this.serverDown = true;
          await this.release(batch.slice(index + 1));
          return result;
        }
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
    } while (this.again && !this.stopping && !this.serverDown);
    this.running = null;
    this.scheduleNext();
  }

  private scheduleNext(): void {
    if (this.stopping) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.start();
    }, this.config.EMAIL_POLL_INTERVAL_MS);
  }

  private clearTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  /**
   * Sends one claimed message and records the outcome under its claim. Logs carry the id, never
   * the content.
   *
   * Delivery is at least once: between the server accepting the message and the row being
   * marked (one UPDATE, a millisecond or so), a process that dies leaves the message PENDING,
   * and it is sent again once its lease runs out. Nothing before the acceptance can lose it.
   */
  private async deliver(message: ClaimedEmail): Promise<Delivery> {
    const log = { emailId: message.id, kind: message.kind };
    try {
      await this.transport.send({
        id: message.id,
        to: message.toAddress,
        replyTo: message.replyTo,
        subject: message.subject,
        html: this.seal.open(message.html),
        text: this.seal.open(message.text),
      });
    } catch (error) {
      if (isServerUnavailable(error)) {
        await this.postpone(message, reasonOf(error));
        return 'unreachable';
      }
      await this.recordFailure(message, reasonOf(error));
      return 'failed';
    }
    try {
      if (!(await this.repository.markSent(message))) {
        this.logger.warn(
          log,
          `Email ${message.id} was sent after its claim ran out; another instance may send it too`,
        );
      }
    } catch (error) {
      this.logger.error(
        { ...log, err: error },
        `Email ${message.id} was sent but could not be marked sent; it may be sent again`,
      );
    }
    return 'sent';
  }

  private async postpone(message: ClaimedEmail, reason: string): Promise<void> {
    const log = { emailId: message.id, kind: message.kind };
    try {
      await this.repository.postpone(message, reason, UNREACHABLE_RETRY_MS);
      this.logger.warn(
        log,
        `Mail server unreachable, email ${message.id} waits (no attempt counted); retrying at the next poll: ${reason}`,
      );
    } catch (error) {
      this.logger.error(
        { ...log, err: error },
        `Mail server unreachable (${reason}), and email ${message.id} could not be postponed; it is retried when its claim runs out`,
      );
    }
  }

  private async recordFailure(message: ClaimedEmail, reason: string): Promise<void> {
    const log = { emailId: message.id, kind: message.kind };
    try {
      const outcome = await this.repository.recordFailure(
        message,
        reason,
        this.config.EMAIL_MAX_ATTEMPTS,
      );
      if (!outcome) {
        this.logger.warn(
          log,
          `Email ${message.id} not sent (${reason}); its claim ran out and another instance has it`,
        );
      } else if (outcome.status === 'FAILED') {
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

  private async release(claims: Claim[]): Promise<void> {
    if (claims.length === 0) return;
    try {
      await this.repository.release(claims);
    } catch (error) {
      this.logger.warn(
        { err: error, emailIds: claims.map((c) => c.id) },
        'Could not hand unsent emails back; they are retried when their claim runs out',
      );
    }
  }
}
