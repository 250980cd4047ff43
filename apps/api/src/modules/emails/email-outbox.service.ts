import { Injectable } from '@nestjs/common';
import type { DbExecutor } from '../../database/database';
import { EmailOutboxRepository } from './email-outbox.repository';
import { EmailWorker } from './emails.worker';
import { OutboxSeal } from './outbox-seal';

export type EmailKind =
  | 'CONFIRM_EMAIL'
  | 'RESET_PASSWORD'
  | 'CONFIRM_DEVICE'
  | 'REGISTER_ATTEMPT'
  | 'LEAD'
  | 'LEAD_LIMIT'
  | 'OFFER_ANSWER'
  | 'OFFER_VERIFY'
  | 'OFFER_UPDATE'
  | 'SUPPORT'
  | 'FEEDBACK'
  | 'ESCROW'
  | 'ACCOUNT_DELETION_REQUESTED'
  | 'ACCOUNT_DELETED'
  | 'OWNER_ALERT'
  | 'SECURITY_NOTICE';

export interface OutboxEmail {
  kind: EmailKind;
  /** One bare address (`name@example.com`); callers validate it before. */
  to: string;
  /** One bare address that replies go to (validated like `to`). */
  replyTo?: string;
  subject: string;
  html: string;
  text: string;
  /** It carries a secret (a sign-in link): its body is stored encrypted (see OutboxSeal). */
  secret?: boolean;
}

/** One address, nothing that nodemailer could read as a list or a display name. */
const SINGLE_ADDRESS = /^[^\s@,;<>"()]+@[^\s@,;<>"()]+$/;

/** True for one bare address (`name@example.com`) that the outbox accepts as `to` or `replyTo`. */
export function isSingleAddress(value: string): boolean {
  return SINGLE_ADDRESS.test(value);
}

/**
 * Where every email starts. The email is written in the caller's transaction, so it exists if
 * and only if the change that caused it committed; the worker sends it afterwards, retrying
 * while the mail server is unreachable. Sending never fails or slows the caller's request.
 *
 *   await unitOfWork.run(async (tx) => {
 *     ...the change...
 *     await outbox.enqueue(tx, { kind: 'CONFIRM_EMAIL', to, ...templates.confirmEmail(...) });
 *   });
 *   outbox.kick();
 */
@Injectable()
export class EmailOutbox {
  constructor(
    private readonly repository: EmailOutboxRepository,
    private readonly worker: EmailWorker,
    private readonly seal: OutboxSeal,
  ) {}

  async enqueue(executor: DbExecutor, email: OutboxEmail): Promise<void> {
    // A list or header here would be a bug upstream; failing rolls the caller's change back.
    if (!isSingleAddress(email.to)) {
      throw new Error(`Email outbox: "to" must be a single address (kind ${email.kind})`);
    }
    if (email.replyTo !== undefined && !isSingleAddress(email.replyTo)) {
      throw new Error(`Email outbox: "replyTo" must be a single address (kind ${email.kind})`);
    }
    await this.repository.insert(executor, {
      kind: email.kind,
      toAddress: email.to,
      replyTo: email.replyTo ?? null,
      subject: email.subject,
      html: email.secret ? this.seal.seal(email.html) : email.html,
      text: email.secret ? this.seal.seal(email.text) : email.text,
    });
  }

  /**
   * Asks this instance's worker to send now instead of at its next poll. Call it after the
   * transaction that enqueued committed (before, the worker cannot see the row yet). Returns at
   * once; does nothing when the worker is off (another instance will send).
   */
  kick(): void {
    this.worker.kick();
  }
}
