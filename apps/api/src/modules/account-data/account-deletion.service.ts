import { Inject, Injectable } from '@nestjs/common';
import {
  ACCOUNT_DELETION_FRESH_SIGN_IN_MINUTES,
  ACCOUNT_PURGE_AFTER_DAYS,
  ErrorCode,
  localDate,
  SecurityEventType,
} from '@domainfolio/contracts';
import type { RequestAuth } from '../../common/auth/request-auth';
import type { RequestOrigin } from '../../common/security/request-origin';
import { AppError } from '../../common/errors/app-error';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { UnitOfWork } from '../../database/unit-of-work';
import { ApiKeysService } from '../api-keys/api-keys.service';
import { PasswordHasher } from '../auth/password-hasher';
import { SessionService } from '../auth/session.service';
import { EmailOutbox } from '../emails/email-outbox.service';
import { EmailTemplates } from '../emails/email-templates';
import { SecurityLog } from '../security/security-log.service';
import { UsersService } from '../users/users.service';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * Closing an account at its owner's request. The owner proves it is them once more (the
 * password, or for a Google-only account a Google sign-in of the last few minutes); then, in
 * one transaction, the account is marked deleted (and so disabled everywhere), every session
 * ends, the API key is revoked and the confirmation email is queued. The data stays 90 days so
 * support can restore it, then AccountPurgeJob removes it.
 */
@Injectable()
export class AccountDeletionService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: UsersService,
    private readonly apiKeys: ApiKeysService,
    private readonly sessions: SessionService,
    private readonly passwords: PasswordHasher,
    private readonly outbox: EmailOutbox,
    private readonly templates: EmailTemplates,
    private readonly unitOfWork: UnitOfWork,
    private readonly log: SecurityLog,
  ) {}

  /** Closes the account; answers what the confirmation tells the owner (days left, whom to write). */
  async delete(
    auth: RequestAuth,
    password: string | undefined,
    origin: RequestOrigin,
    now = new Date(),
  ): Promise<{ days: string; email: string }> {
    const user = auth.user;
    if (user.passwordHash !== null) {
      if (!password || !(await this.passwords.verify(user.passwordHash, password)))
        throw new AppError(ErrorCode.PASSWORD_INCORRECT);
    } else {
      await this.requireFreshGoogleSignIn(auth, now);
    }
    const purgeOn = new Date(now.getTime() + ACCOUNT_PURGE_AFTER_DAYS * DAY);
    await this.unitOfWork.run(async (tx) => {
      await this.users.markDeleted(tx, user.id, now);
      await this.sessions.endAll(tx, user.id);
      await this.apiKeys.revoke(user.id, tx);
      await this.log.record(tx, user, SecurityEventType.DELETION_REQUESTED, origin);
      await this.outbox.enqueue(tx, {
        kind: 'ACCOUNT_DELETION_REQUESTED',
        to: user.email,
        ...this.templates.accountDeletionRequested({
          displayName: user.displayName,
          username: user.username,
          purgeDays: ACCOUNT_PURGE_AFTER_DAYS,
          purgeOn: localDate(purgeOn, user.timeZone),
        }),
      });
    });
    this.outbox.kick();
    return { days: String(ACCOUNT_PURGE_AFTER_DAYS), email: this.config.SUPPORT_EMAIL };
  }

  /** The session making the request began with a Google sign-in a few minutes ago. */
  private async requireFreshGoogleSignIn(auth: RequestAuth, now: Date): Promise<void> {
    const signIn = auth.sessionTokenHash
      ? await this.sessions.signInOf(auth.sessionTokenHash)
      : null;
    const fresh =
      signIn !== null &&
      signIn.method === 'GOOGLE' &&
      now.getTime() - signIn.at.getTime() <= ACCOUNT_DELETION_FRESH_SIGN_IN_MINUTES * MINUTE;
    if (!fresh)
      throw new AppError(ErrorCode.GOOGLE_SIGN_IN_REQUIRED, {
        vars: { minutes: String(ACCOUNT_DELETION_FRESH_SIGN_IN_MINUTES) },
      });
  }
}
