import { type BeforeApplicationShutdown, Inject, Injectable, Logger } from '@nestjs/common';
import {
  ErrorCode,
  SecurityEventType,
  isValidTimeZone,
  type Notification,
  SuccessCode,
  successBody,
} from '@domainfolio/contracts';
import { AppError } from '../../common/errors/app-error';
import { sha256 } from '../../common/crypto/tokens';
import type { RequestOrigin } from '../../common/security/request-origin';
import { SecurityLog } from '../security/security-log.service';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import type { DbExecutor } from '../../database/database';
import type { UserRow } from '../../database/schema';
import { EmailOutbox } from '../emails/email-outbox.service';
import { EmailTemplates } from '../emails/email-templates';
import { uniqueViolation } from '../../database/pg-errors';
import { UnitOfWork } from '../../database/unit-of-work';
import { UsersService } from '../users/users.service';
import { usernameCandidates } from '../users/username';
import type { ConfirmEmailDto, LoginDto, RegisterDto, ResetPasswordDto } from './dto/auth.dto';
import { EmailedLinks } from './emailed-links';
import { OneTimeTokenRepository } from './one-time-token.repository';
import { PasswordHasher } from './password-hasher';
import { SessionRepository } from './session.repository';

const HOUR = 60 * 60 * 1000;
const CONFIRM_EMAIL_TTL_MS = 48 * HOUR;
const RESET_PASSWORD_TTL_MS = HOUR;

/** The same answer whether or not an account exists, so nobody can test which emails are ours. */
export const REGISTER_RESPONSE = (email: string): Notification =>
  successBody(SuccessCode.REGISTERED, { email });
export const RESEND_RESPONSE = (email: string): Notification =>
  successBody(SuccessCode.CONFIRMATION_RESENT, { email });
export const FORGOT_RESPONSE = (email: string): Notification =>
  successBody(SuccessCode.PASSWORD_RESET_SENT, { email });

@Injectable()
export class AuthService implements BeforeApplicationShutdown {
  private readonly logger = new Logger(AuthService.name);
  /** Work started after an answer was sent (see `afterAnswer`), until it ends. */
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: UsersService,
    private readonly unitOfWork: UnitOfWork,
    private readonly tokens: OneTimeTokenRepository,
    private readonly sessions: SessionRepository,
    private readonly passwords: PasswordHasher,
    private readonly outbox: EmailOutbox,
    private readonly templates: EmailTemplates,
    private readonly links: EmailedLinks,
    private readonly log: SecurityLog,
  ) {}

  /**
   * Creates an unconfirmed account and emails its confirmation link. For an email that already
   * has an account nothing is created: its owner is told by email instead. The password is
   * hashed before the answer for every email alike; what differs between a new and a taken
   * email is done after it (see `afterAnswer`).
   */
  async register(input: RegisterDto): Promise<Notification> {
    const passwordHash = await this.passwords.hash(input.password);
    this.afterAnswer('sign-up', () => this.createAccount(input, passwordHash));
    return REGISTER_RESPONSE(input.email);
  }

  private async createAccount(input: RegisterDto, passwordHash: string): Promise<void> {
    const timeZone = input.timeZone && isValidTimeZone(input.timeZone) ? input.timeZone : 'UTC';
    for (const username of usernameCandidates(input.displayName, input.email)) {
      try {
        await this.unitOfWork.run(async (tx) => {
          const existing = await this.users.findByEmail(input.email, tx);
          if (existing) {
            await this.outbox.enqueue(tx, {
              kind: 'REGISTER_ATTEMPT',
              to: existing.email,
              ...this.templates.registerAttempt({
                displayName: existing.displayName,
                email: existing.email,
              }),
            });
            return;
          }
          if (await this.users.usernameExists(username, tx)) throw new UsernameTaken();
          const user = await this.users.create(tx, {
            email: input.email,
            passwordHash,
            displayName: input.displayName,
            username,
            timeZone,
          });
          await this.sendConfirmation(tx, user);
        });
        this.outbox.kick();
        return;
      } catch (error) {
        if (error instanceof UsernameTaken || uniqueViolation(error) === 'users_username_key')
          continue;
        // Two sign-ups with the same email at once: the first one made the account.
        if (uniqueViolation(error) === 'users_email_key') return;
        throw error;
      }
    }
    throw new Error('Could not find a free username');
  }

  async resendConfirmation(email: string): Promise<Notification> {
    this.afterAnswer('confirmation resend', async () => {
      const user = await this.users.findByEmail(email);
      if (user && !user.emailConfirmedAt && !user.disabledAt) {
        await this.unitOfWork.run((tx) => this.sendConfirmation(tx, user));
        this.outbox.kick();
      }
    });
    return RESEND_RESPONSE(email);
  }

  async confirmEmail(input: ConfirmEmailDto): Promise<Notification> {
    const now = new Date();
    await this.unitOfWork.run(async (tx) => {
      const user = await this.users.findByEmail(input.email, tx);
      const used =
        user !== null &&
        (await this.tokens.consume(tx, 'CONFIRM_EMAIL', sha256(input.token), user.id, now));
      if (!user || !used)
        throw new AppError(ErrorCode.TOKEN_EXPIRED, {
          message:
            'This confirmation link has expired or was already used. Please request another one.',
        });
      if (!user.emailConfirmedAt) await this.users.update(tx, user.id, { emailConfirmedAt: now });
    });
    return successBody(SuccessCode.EMAIL_CONFIRMED);
  }

  /**
   * Checks the credentials; the caller starts the session. A wrong password for an account that
   * exists goes into its security log.
   */
  async verifyLogin(input: LoginDto, origin: RequestOrigin): Promise<UserRow> {
    const user = await this.users.findByEmail(input.email);
    const ok = await this.passwords.verify(user?.passwordHash ?? null, input.password);
    if (user && !ok)
      await this.unitOfWork.run((tx) =>
        this.log.record(tx, user, SecurityEventType.SIGN_IN_FAILED, origin, {
          reason:
            user.passwordHash === null ? 'no password (signs in with Google)' : 'wrong password',
        }),
      );
    if (!user || !ok) throw new AppError(ErrorCode.LOGIN_INCORRECT);
    if (user.disabledAt)
      throw new AppError(ErrorCode.ACCOUNT_DISABLED, {
        vars: { email: this.config.SUPPORT_EMAIL },
      });
    if (!user.emailConfirmedAt) throw new AppError(ErrorCode.EMAIL_NOT_CONFIRMED);
    return user;
  }

  async forgotPassword(email: string): Promise<Notification> {
    this.afterAnswer('password reset', async () => {
      const user = await this.users.findByEmail(email);
      if (!user || user.disabledAt) return;
      await this.unitOfWork.run((tx) =>
        this.links.send(
          tx,
          {
            userId: user.id,
            to: user.email,
            purpose: 'RESET_PASSWORD',
            ttlMs: RESET_PASSWORD_TTL_MS,
          },
          (token) =>
            this.templates.resetPassword({
              displayName: user.displayName,
              email: user.email,
              token,
            }),
        ),
      );
      this.outbox.kick();
    });
    return FORGOT_RESPONSE(email);
  }

  /**
   * Sets a new password and ends every session of the account. Two-factor sign-in stays on:
   * whoever reads the mailbox still needs the second factor.
   */
  async resetPassword(input: ResetPasswordDto, origin: RequestOrigin): Promise<Notification> {
    const passwordHash = await this.passwords.hash(input.password);
    const now = new Date();
    await this.unitOfWork.run(async (tx) => {
      const user = await this.users.findByEmail(input.email, tx);
      const used =
        user !== null &&
        (await this.tokens.consume(tx, 'RESET_PASSWORD', sha256(input.token), user.id, now));
      if (!user || !used || user.disabledAt) throw new AppError(ErrorCode.TOKEN_EXPIRED);
      // The link proved the owner reads this mailbox, so the email counts as confirmed too.
      await this.users.update(tx, user.id, {
        passwordHash,
        emailConfirmedAt: user.emailConfirmedAt ?? now,
      });
      await this.tokens.retireAll(tx, user.id, 'RESET_PASSWORD', now);
      await this.sessions.deleteAllForUser(tx, user.id);
      await this.log.record(tx, user, SecurityEventType.PASSWORD_RESET, origin);
    });
    return successBody(SuccessCode.PASSWORD_RESET);
  }

  /** Resolves once every task started by `afterAnswer` so far has ended (tests, shutdown). */
  async settled(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all(this.inFlight);
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.settled();
  }

  /**
   * Runs what depends on whether an email has an account after the answer was sent, so the
   * answer takes the same time either way: otherwise how long it takes would tell which emails
   * are ours, however identical its words. A failure is logged; the person asks again.
   */
  private afterAnswer(what: string, task: () => Promise<void>): void {
    // Started on the next turn of the event loop, once the answer was written: PGlite runs its
    // queries in this process, and would otherwise hold the answer back until they are done.
    const running: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(task)
      .catch((error: unknown) =>
        this.logger.error(
          `The ${what} failed after its answer`,
          error instanceof Error ? error.stack : String(error),
        ),
      )
      .finally(() => this.inFlight.delete(running));
    this.inFlight.add(running);
  }

  private sendConfirmation(tx: DbExecutor, user: UserRow): Promise<void> {
    return this.links.send(
      tx,
      { userId: user.id, to: user.email, purpose: 'CONFIRM_EMAIL', ttlMs: CONFIRM_EMAIL_TTL_MS },
      (token) =>
        this.templates.confirmEmail({ displayName: user.displayName, email: user.email, token }),
    );
  }
}

class UsernameTaken extends Error {}
