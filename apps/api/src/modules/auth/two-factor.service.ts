import { createHmac } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  ErrorCode,
  SecondFactor,
  SecurityEventType,
  SuccessCode,
  TWO_FACTOR_CHALLENGE_MINUTES,
  TWO_FACTOR_FAILURES_BEFORE_LOCK,
  TWO_FACTOR_LOCK_MINUTES,
  successBody,
  type Notification,
  type SecurityOverview,
  type TwoFactorChallenge,
  type TwoFactorSetup,
} from '@domainfolio/contracts';
import QRCode from 'qrcode';
import type { RequestAuth } from '../../common/auth/request-auth';
import { secondFactorFresh } from '../../common/auth/second-factor';
import { SecretBox } from '../../common/crypto/secret-box';
import { randomToken, sha256 } from '../../common/crypto/tokens';
import { AppError } from '../../common/errors/app-error';
import type { RequestOrigin } from '../../common/security/request-origin';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import type { DbExecutor } from '../../database/database';
import type { LoginChallengeRow, UserRow } from '../../database/schema';
import { UnitOfWork } from '../../database/unit-of-work';
import { SecurityLog } from '../security/security-log.service';
import { UsersService } from '../users/users.service';
import { LoginChallengeRepository } from './login-challenge.repository';
import { PasskeyRepository } from './passkey.repository';
import { PasswordHasher } from './password-hasher';
import { RecoveryCodeRepository } from './recovery-code.repository';
import type { SignInMethod } from './session.repository';
import { SessionRepository } from './session.repository';
import { matchStep, newRecoveryCodes, newTotpSecret, normalizeRecoveryCode, totpUrl } from './totp';

const MINUTE = 60_000;

/** What a second step's code turned out to be. */
type CodeCheck =
  | { ok: true; factor: 'TOTP' | 'RECOVERY_CODE' }
  | { ok: false; locked: boolean; retryAfterMs: number };

/** What proves the owner when a change needs it: their password, or a code when they have none. */
export interface OwnerProof {
  password?: string;
  code?: string;
}

/**
 * Two-factor sign-in with an authenticator app: setting it up (a secret confirmed by a first
 * code), the second step of a sign-in, recovery codes, turning it off, and the "confirm it is
 * you" step that sensitive actions ask for.
 *
 * Codes: each is checked with a window of one step either side, and a step is accepted once per
 * account (the users row keeps the last accepted step), so a replayed code is refused. Wrong
 * codes are written to the security log; TWO_FACTOR_FAILURES_BEFORE_LOCK of them within
 * TWO_FACTOR_LOCK_MINUTES lock the second step until they age out, and the owner is emailed.
 * The count is read and written under the account's row lock, so every replica sees the same
 * count and none lets a sixth guess through.
 */
@Injectable()
export class TwoFactorService {
  private readonly secrets: SecretBox;
  private readonly recoveryKey: Buffer;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly users: UsersService,
    private readonly challenges: LoginChallengeRepository,
    private readonly recoveryCodes: RecoveryCodeRepository,
    private readonly passkeys: PasskeyRepository,
    private readonly sessions: SessionRepository,
    private readonly passwords: PasswordHasher,
    private readonly unitOfWork: UnitOfWork,
    private readonly log: SecurityLog,
  ) {
    this.secrets = new SecretBox(config.APP_SECRET, 'totp-secrets');
    this.recoveryKey = Buffer.from(sha256(`recovery-codes\0${config.APP_SECRET}`), 'hex');
  }

  /** Whether a sign-in of this account needs a second step. */
  required(user: UserRow): boolean {
    return user.totpEnabledAt !== null && user.totpSecret !== null;
  }

  /** Starts the second step of a sign-in whose first step (password or Google) succeeded. */
  async challenge(
    user: UserRow,
    method: Exclude<SignInMethod, 'PASSKEY'>,
    persistent: boolean,
  ): Promise<TwoFactorChallenge> {
    const token = randomToken();
    await this.challenges.create({
      tokenHash: sha256(token),
      userId: user.id,
      method,
      persistent,
      expiresAt: new Date(Date.now() + TWO_FACTOR_CHALLENGE_MINUTES * MINUTE),
    });
    return {
      twoFactorRequired: true,
      challenge: token,
      methods: [SecondFactor.TOTP, SecondFactor.RECOVERY_CODE],
    };
  }

  /**
   * Finishes a sign-in's second step: the challenge's owner when the code is right (the
   * challenge is then used up), else TWO_FACTOR_CODE_INVALID or TWO_FACTOR_LOCKED. An unknown,
   * expired or used challenge is TWO_FACTOR_CHALLENGE_EXPIRED.
   */
  async completeChallenge(
    token: string,
    code: string,
    origin: RequestOrigin,
  ): Promise<{ user: UserRow; challenge: LoginChallengeRow; factor: SecondFactor }> {
    const now = new Date();
    const outcome = await this.unitOfWork.run(async (tx) => {
      const challenge = await this.challenges.findForUpdate(tx, sha256(token), now);
      if (!challenge) return { kind: 'expired' as const };
      const user = await this.users.findByIdForUpdate(tx, challenge.userId);
      if (!user || user.disabledAt || !this.required(user)) {
        await this.challenges.delete(tx, challenge.tokenHash);
        return { kind: 'expired' as const };
      }
      const check = await this.checkCode(tx, user, code, origin, now);
      if (!check.ok) {
        await this.challenges.countFailure(tx, challenge.tokenHash);
        return { kind: 'failed' as const, check };
      }
      await this.challenges.delete(tx, challenge.tokenHash);
      return { kind: 'ok' as const, user, challenge, factor: check.factor };
    });
    this.log.kick();
    if (outcome.kind === 'expired') throw new AppError(ErrorCode.TWO_FACTOR_CHALLENGE_EXPIRED);
    if (outcome.kind === 'failed') throw codeError(outcome.check);
    return outcome;
  }

  /**
   * Checks a code (authenticator or recovery) for `user`, whose row the caller's transaction
   * holds locked. A wrong code is logged (and the lock taken at the limit) in that transaction,
   * which the caller commits before answering with the error.
   */
  private async checkCode(
    tx: DbExecutor,
    user: UserRow,
    code: string,
    origin: RequestOrigin | null,
    now: Date,
  ): Promise<CodeCheck> {
    const window = new Date(now.getTime() - TWO_FACTOR_LOCK_MINUTES * MINUTE);
    const failures = await this.log.countSince(
      tx,
      user.id,
      SecurityEventType.TWO_FACTOR_FAILED,
      window,
    );
    const lockedFor = (oldest: Date | null) =>
      Math.max(
        1000,
        (oldest?.getTime() ?? now.getTime()) + TWO_FACTOR_LOCK_MINUTES * MINUTE - now.getTime(),
      );
    if (failures.count >= TWO_FACTOR_FAILURES_BEFORE_LOCK)
      return { ok: false, locked: true, retryAfterMs: lockedFor(failures.oldest) };

    const secret = user.totpSecret ? this.secrets.open(user.totpSecret) : null;
    const step = secret ? matchStep(secret, code, now.getTime()) : null;
    if (step !== null && (await this.users.acceptTotpStep(tx, user.id, step)))
      return { ok: true, factor: SecondFactor.TOTP };
    const recovery = normalizeRecoveryCode(code);
    if (recovery && (await this.recoveryCodes.use(tx, user.id, this.recoveryHash(recovery), now))) {
      await this.log.record(tx, user, SecurityEventType.RECOVERY_CODE_USED, origin, {
        left: await this.recoveryCodes.countUnused(user.id, tx),
      });
      return { ok: true, factor: SecondFactor.RECOVERY_CODE };
    }

    await this.log.record(tx, user, SecurityEventType.TWO_FACTOR_FAILED, origin, {
      reason: step !== null ? 'code used already' : 'wrong code',
    });
    const locked = failures.count + 1 >= TWO_FACTOR_FAILURES_BEFORE_LOCK;
    if (locked) await this.log.record(tx, user, SecurityEventType.TWO_FACTOR_LOCKED, origin);
    return { ok: false, locked, retryAfterMs: lockedFor(failures.oldest ?? now) };
  }

  /** A new secret for the owner's app, kept aside until a first code confirms it. */
  async setup(user: UserRow): Promise<TwoFactorSetup> {
    if (this.required(user)) throw new AppError(ErrorCode.TWO_FACTOR_ALREADY_ON);
    const secret = newTotpSecret();
    await this.unitOfWork.run((tx) =>
      this.users.update(tx, user.id, { totpPendingSecret: this.secrets.seal(secret) }),
    );
    const otpauthUrl = totpUrl(secret, user.email);
    const svg = await QRCode.toString(otpauthUrl, {
      type: 'svg',
      errorCorrectionLevel: 'M',
      margin: 2,
    });
    return {
      secret,
      otpauthUrl,
      qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
    };
  }

  /**
   * Turns two-factor sign-in on with the first code of the set-up secret; answers the recovery
   * codes (shown once). The session that did it counts as having proved a second factor.
   */
  async enable(auth: RequestAuth, code: string, origin: RequestOrigin): Promise<string[]> {
    const now = new Date();
    const codes = newRecoveryCodes();
    await this.unitOfWork.run(async (tx) => {
      const user = await this.users.findByIdForUpdate(tx, auth.user.id);
      if (!user) throw new AppError(ErrorCode.UNAUTHENTICATED);
      if (this.required(user)) throw new AppError(ErrorCode.TWO_FACTOR_ALREADY_ON);
      const secret = user.totpPendingSecret ? this.secrets.open(user.totpPendingSecret) : null;
      if (!secret) throw new AppError(ErrorCode.TWO_FACTOR_NOT_SET_UP);
      const step = matchStep(secret, code, now.getTime());
      if (step === null) throw new AppError(ErrorCode.TWO_FACTOR_CODE_INVALID);
      await this.users.update(tx, user.id, {
        totpSecret: user.totpPendingSecret,
        totpPendingSecret: null,
        totpEnabledAt: now,
        totpLastStep: step,
      });
      await this.recoveryCodes.replace(
        tx,
        user.id,
        codes.map((c) => this.recoveryHash(c)),
      );
      await this.log.record(tx, user, SecurityEventType.TWO_FACTOR_ENABLED, origin);
    });
    if (auth.sessionTokenHash) await this.sessions.markSecondFactor(auth.sessionTokenHash, now);
    this.log.kick();
    return codes;
  }

  /** Turns two-factor sign-in off: the password (when the account has one) and a code. */
  async disable(user: UserRow, proof: OwnerProof, origin: RequestOrigin): Promise<Notification> {
    await this.requirePassword(user, proof.password);
    const now = new Date();
    const outcome = await this.unitOfWork.run(async (tx) => {
      const locked = await this.users.findByIdForUpdate(tx, user.id);
      if (!locked || !this.required(locked)) throw new AppError(ErrorCode.TWO_FACTOR_NOT_SET_UP);
      const check = await this.checkCode(tx, locked, proof.code ?? '', origin, now);
      if (!check.ok) return check;
      await this.users.update(tx, locked.id, {
        totpSecret: null,
        totpPendingSecret: null,
        totpEnabledAt: null,
        totpLastStep: null,
      });
      await this.recoveryCodes.deleteAll(tx, locked.id);
      await this.challenges.deleteForUser(tx, locked.id);
      await this.log.record(tx, locked, SecurityEventType.TWO_FACTOR_DISABLED, origin);
      return check;
    });
    this.log.kick();
    if (!outcome.ok) throw codeError(outcome);
    return successBody(SuccessCode.TWO_FACTOR_DISABLED);
  }

  /**
   * A new set of recovery codes (the old ones stop working): the password, or for an account
   * that signs in with Google only, a code.
   */
  async regenerateRecoveryCodes(
    user: UserRow,
    proof: OwnerProof,
    origin: RequestOrigin,
  ): Promise<string[]> {
    if (!this.required(user)) throw new AppError(ErrorCode.TWO_FACTOR_NOT_SET_UP);
    if (user.passwordHash !== null) await this.requirePassword(user, proof.password);
    const codes = newRecoveryCodes();
    const now = new Date();
    const outcome = await this.unitOfWork.run(async (tx) => {
      const locked = await this.users.findByIdForUpdate(tx, user.id);
      if (!locked || !this.required(locked)) throw new AppError(ErrorCode.TWO_FACTOR_NOT_SET_UP);
      if (locked.passwordHash === null) {
        const check = await this.checkCode(tx, locked, proof.code ?? '', origin, now);
        if (!check.ok) return check;
      }
      await this.recoveryCodes.replace(
        tx,
        locked.id,
        codes.map((c) => this.recoveryHash(c)),
      );
      await this.log.record(tx, locked, SecurityEventType.RECOVERY_CODES_CREATED, origin);
      return null;
    });
    this.log.kick();
    if (outcome) throw codeError(outcome);
    return codes;
  }

  /**
   * "Confirm it is you": a code stamps the signed-in session with a fresh second factor, which
   * creating an API key and the admin screens ask for.
   */
  async verifySession(auth: RequestAuth, code: string, origin: RequestOrigin): Promise<void> {
    if (!auth.sessionTokenHash) throw new AppError(ErrorCode.FORBIDDEN);
    const now = new Date();
    const outcome = await this.unitOfWork.run(async (tx) => {
      const user = await this.users.findByIdForUpdate(tx, auth.user.id);
      if (!user || !this.required(user)) throw new AppError(ErrorCode.TWO_FACTOR_NOT_SET_UP);
      return this.checkCode(tx, user, code, origin, now);
    });
    this.log.kick();
    if (!outcome.ok) throw codeError(outcome);
    await this.sessions.markSecondFactor(auth.sessionTokenHash, now);
  }

  /** What the Security section shows. */
  async overview(auth: RequestAuth): Promise<SecurityOverview> {
    const user = auth.user;
    const [recoveryCodesLeft, passkeys] = await Promise.all([
      this.required(user) ? this.recoveryCodes.countUnused(user.id) : Promise.resolve(0),
      this.passkeys.listForUser(user.id),
    ]);
    return {
      twoFactor: {
        enabled: this.required(user),
        enabledDate: user.totpEnabledAt?.toISOString() ?? null,
        recoveryCodesLeft,
      },
      passkeys: passkeys.map((row) => ({
        _id: row.id,
        name: row.name,
        createdDate: row.createdAt.toISOString(),
        lastUsedDate: row.lastUsedAt?.toISOString() ?? null,
        synced: row.backedUp,
      })),
      secondFactorFresh: secondFactorFresh(auth),
    };
  }

  private async requirePassword(user: UserRow, password: string | undefined): Promise<void> {
    if (user.passwordHash === null) return;
    if (!password || !(await this.passwords.verify(user.passwordHash, password)))
      throw new AppError(ErrorCode.PASSWORD_INCORRECT);
  }

  private recoveryHash(code: string): string {
    return createHmac('sha256', this.recoveryKey).update(code).digest('hex');
  }
}

function codeError(check: Extract<CodeCheck, { ok: false }>): AppError {
  if (!check.locked) return new AppError(ErrorCode.TWO_FACTOR_CODE_INVALID);
  return new AppError(ErrorCode.TWO_FACTOR_LOCKED, {
    headers: { 'Retry-After': String(Math.ceil(check.retryAfterMs / 1000)) },
  });
}
