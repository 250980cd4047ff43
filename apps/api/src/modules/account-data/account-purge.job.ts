import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { ACCOUNT_PURGE_AFTER_DAYS } from '@domainfolio/contracts';
import { UnitOfWork } from '../../database/unit-of-work';
import { EmailOutbox } from '../emails/email-outbox.service';
import { EmailTemplates } from '../emails/email-templates';
import { UsersService } from '../users/users.service';

const PURGE_EVERY_MS = 60 * 60 * 1000;
/** The first run, soon after start, so an instance that restarts often still purges. */
const FIRST_PURGE_AFTER_MS = 60 * 1000;
const DAY = 24 * 60 * 60 * 1000;
/** Accounts removed per transaction; a run keeps going while full batches come back. */
const BATCH_SIZE = 20;

/**
 * Removes for good the accounts deleted more than 90 days ago, a minute after start and then
 * hourly, on every instance. Each batch is claimed with FOR UPDATE SKIP LOCKED in the
 * transaction that deletes it and queues the final email, so instances running at once never
 * take the same account: each account is removed, and its owner told, exactly once.
 */
@Injectable()
export class AccountPurgeJob implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(AccountPurgeJob.name);
  private timer: NodeJS.Timeout | null = null;
  private firstRun: NodeJS.Timeout | null = null;

  constructor(
    private readonly users: UsersService,
    private readonly outbox: EmailOutbox,
    private readonly templates: EmailTemplates,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  onApplicationBootstrap(): void {
    this.firstRun = setTimeout(() => void this.run(), FIRST_PURGE_AFTER_MS);
    this.firstRun.unref();
    this.timer = setInterval(() => void this.run(), PURGE_EVERY_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    if (this.firstRun) clearTimeout(this.firstRun);
    if (this.timer) clearInterval(this.timer);
  }

  /** The timer's run: failures are logged and retried at the next one. */
  private async run(): Promise<void> {
    try {
      const removed = await this.purge();
      if (removed > 0) this.logger.log(`Removed ${removed} accounts deleted 90 days ago`);
    } catch (error) {
      this.logger.error({ err: error }, 'Could not remove deleted accounts');
    }
  }

  /** Removes the accounts deleted before `now` minus 90 days; returns how many this call removed. */
  async purge(now = new Date()): Promise<number> {
    const cutoff = new Date(now.getTime() - ACCOUNT_PURGE_AFTER_DAYS * DAY);
    let removed = 0;
    for (;;) {
      const batch = await this.unitOfWork.run(async (tx) => {
        const accounts = await this.users.claimDeletedBefore(tx, cutoff, BATCH_SIZE);
        for (const account of accounts) {
          await this.users.deleteForGood(tx, account.id);
          await this.outbox.enqueue(tx, {
            kind: 'ACCOUNT_DELETED',
            to: account.email,
            ...this.templates.accountPurged(account),
          });
        }
        return accounts.length;
      });
      removed += batch;
      if (batch < BATCH_SIZE) break;
    }
    if (removed > 0) this.outbox.kick();
    return removed;
  }
}
