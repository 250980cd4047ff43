import { Injectable } from '@nestjs/common';
import { ErrorCode, SecurityEventType, type SignedInSession } from '@domainfolio/contracts';
import type { RequestAuth } from '../../common/auth/request-auth';
import { AppError } from '../../common/errors/app-error';
import { deviceName, type RequestOrigin } from '../../common/security/request-origin';
import { UnitOfWork } from '../../database/unit-of-work';
import { SecurityLog } from '../security/security-log.service';
import { SessionRepository } from './session.repository';

/** The owner's signed-in devices: listed, and signed out one by one or all but this one. */
@Injectable()
export class SessionListService {
  constructor(
    private readonly repository: SessionRepository,
    private readonly unitOfWork: UnitOfWork,
    private readonly log: SecurityLog,
  ) {}

  async list(auth: RequestAuth): Promise<SignedInSession[]> {
    const rows = await this.repository.listForUser(auth.user.id, new Date());
    return rows.map((row) => ({
      _id: row.id,
      current: row.tokenHash === auth.sessionTokenHash,
      device: deviceName(row.userAgent),
      country: row.country,
      method: row.method as SignedInSession['method'],
      signedInDate: row.createdAt.toISOString(),
      lastActiveDate: row.lastSeenAt.toISOString(),
      twoFactor: row.secondFactorAt !== null,
    }));
  }

  /** Signs out one of the owner's sessions (this one too, when it is named). */
  async revoke(auth: RequestAuth, id: string, origin: RequestOrigin): Promise<void> {
    await this.unitOfWork.run(async (tx) => {
      if (!(await this.repository.deleteOwned(tx, auth.user.id, id)))
        throw new AppError(ErrorCode.NOT_FOUND);
      await this.log.record(tx, auth.user, SecurityEventType.SESSION_REVOKED, origin, {
        count: 1,
      });
    });
  }

  async revokeOthers(auth: RequestAuth, origin: RequestOrigin): Promise<number> {
    if (!auth.sessionTokenHash) throw new AppError(ErrorCode.FORBIDDEN);
    const keep = auth.sessionTokenHash;
    return this.unitOfWork.run(async (tx) => {
      const count = await this.repository.deleteOthers(tx, auth.user.id, keep);
      if (count > 0)
        await this.log.record(tx, auth.user, SecurityEventType.SESSION_REVOKED, origin, {
          count,
        });
      return count;
    });
  }
}
