import { Inject, Injectable } from '@nestjs/common';
import { ErrorCode, SecurityEventType, planLimitsOf } from '@domainfolio/contracts';
import { AppError } from '../../common/errors/app-error';
import { SecretBox } from '../../common/crypto/secret-box';
import { randomToken, sha256 } from '../../common/crypto/tokens';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import type { DbExecutor } from '../../database/database';
import type { UserRow } from '../../database/schema';
import { UnitOfWork } from '../../database/unit-of-work';
import type { RequestOrigin } from '../../common/security/request-origin';
import { SecurityLog } from '../security/security-log.service';
import { ApiKeysRepository } from './api-keys.repository';

/** Keys look like `dfk_` + 43 URL-safe characters (256 random bits). */
const KEY_PREFIX = 'dfk_';
const KEY_PATTERN = /^dfk_[A-Za-z0-9_-]{43}$/;
/** last_used_at is written at most this often per key. */
const TOUCH_AFTER_MS = 60_000;

function hasApiAccess(user: UserRow): boolean {
  return planLimitsOf(user.planType).apiKey;
}

/**
 * API keys (Pro): looked up by hash, stored encrypted with the app secret so the owner can copy
 * the key again, revoked at once.
 */
@Injectable()
export class ApiKeysService {
  private readonly box: SecretBox;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly repository: ApiKeysRepository,
    private readonly unitOfWork: UnitOfWork,
    private readonly log: SecurityLog,
  ) {
    this.box = new SecretBox(config.APP_SECRET, 'api-keys');
  }

  /**
   * The owner of a key sent in the API-key header, once `loadOwner` has found them and their
   * account may use the API.
   */
  async authenticate(
    key: string,
    loadOwner: (userId: string) => Promise<UserRow | null>,
  ): Promise<UserRow> {
    const trimmed = key.trim();
    if (!trimmed) throw new AppError(ErrorCode.API_KEY_REQUIRED);
    if (!KEY_PATTERN.test(trimmed)) throw new AppError(ErrorCode.API_KEY_INVALID);
    const found = await this.repository.findByHash(sha256(trimmed));
    if (!found || found.revokedAt) throw new AppError(ErrorCode.API_KEY_REVOKED);
    const owner = await loadOwner(found.userId);
    if (!owner) throw new AppError(ErrorCode.API_KEY_REVOKED);
    if (owner.disabledAt) throw new AppError(ErrorCode.ACCOUNT_DISABLED);
    if (!hasApiAccess(owner))
      throw new AppError(ErrorCode.PRO_FEATURE, { vars: { feature: 'API access' } });
    const now = new Date();
    if (!found.lastUsedAt || now.getTime() - found.lastUsedAt.getTime() > TOUCH_AFTER_MS) {
      await this.repository.touch(found.id, now);
    }
    return owner;
  }

  /** A new key for the owner; the previous one stops working. */
  /** A new key (the previous one stops working), recorded in the security log. */
  async generate(user: UserRow, origin: RequestOrigin): Promise<string> {
    if (!hasApiAccess(user))
      throw new AppError(ErrorCode.PRO_FEATURE, { vars: { feature: 'The API key' } });
    const key = `${KEY_PREFIX}${randomToken(32)}`;
    await this.unitOfWork.run(async (tx) => {
      await this.repository.replace(tx, user.id, sha256(key), this.box.seal(key), new Date());
      await this.log.record(tx, user, SecurityEventType.API_KEY_CREATED, origin);
    });
    this.log.kick();
    return key;
  }

  /** Revokes the owner's key from the account screen, recorded in the security log. */
  async revokeByOwner(user: UserRow, origin: RequestOrigin): Promise<boolean> {
    return this.unitOfWork.run(async (tx) => {
      const revoked = await this.repository.revoke(user.id, new Date(), tx);
      if (revoked) await this.log.record(tx, user, SecurityEventType.API_KEY_REVOKED, origin);
      return revoked;
    });
  }

  /** The owner's current key in full, or null. */
  async current(userId: string): Promise<string | null> {
    const active = await this.repository.findActive(userId);
    return active ? this.box.open(active.keyEncrypted) : null;
  }

  /** Revokes the owner's key; inside `executor`'s transaction when one is given. */
  async revoke(userId: string, executor?: DbExecutor): Promise<boolean> {
    return this.repository.revoke(userId, new Date(), executor);
  }
}
