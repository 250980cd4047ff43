import { Module } from '@nestjs/common';
import { EmailOutboxRepository } from './email-outbox.repository';
import { EmailOutbox } from './email-outbox.service';
import { EmailTemplates } from './email-templates';
import { EmailTransport } from './email-transport';
import { EmailWorker } from './emails.worker';
import { OutboxSeal } from './outbox-seal';

/**
 * The outbox and its worker. Other modules import this one and use EmailOutbox (enqueue in
 * their transaction, kick after commit) and EmailTemplates (the account emails).
 */
@Module({
  providers: [
    EmailOutboxRepository,
    EmailOutbox,
    EmailTemplates,
    EmailTransport,
    EmailWorker,
    OutboxSeal,
  ],
  exports: [EmailOutbox, EmailTemplates],
})
export class EmailsModule {}
