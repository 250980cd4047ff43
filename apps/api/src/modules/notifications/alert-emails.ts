import { Injectable } from '@nestjs/common';
import type { DbExecutor } from '../../database/database';
import type { UserRow } from '../../database/schema';
import { EmailOutbox } from '../emails/email-outbox.service';
import { EmailTemplates } from '../emails/email-templates';
import type { RenderedAlert } from './alert-messages';

/** The email channel: an alert written into the email outbox, in the caller's transaction. */
@Injectable()
export class AlertEmails {
  constructor(
    private readonly outbox: EmailOutbox,
    private readonly templates: EmailTemplates,
  ) {}

  async queue(
    tx: DbExecutor,
    owner: Pick<UserRow, 'email' | 'displayName'>,
    alert: RenderedAlert,
  ): Promise<void> {
    await this.outbox.enqueue(tx, {
      kind: 'OWNER_ALERT',
      to: owner.email,
      ...this.templates.ownerAlert({
        displayName: owner.displayName,
        subject: alert.title,
        lines: alert.lines,
        url: alert.url,
        buttonLabel: alert.action,
      }),
    });
  }

  /** Wakes this instance's email worker after the commit. */
  kick(): void {
    this.outbox.kick();
  }
}
