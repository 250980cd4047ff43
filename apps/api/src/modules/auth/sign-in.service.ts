import { Injectable } from '@nestjs/common';
import { SecurityEventType } from '@domainfolio/contracts';
import type { Request, Response } from 'express';
import { requestOrigin } from '../../common/security/request-origin';
import type { UserRow } from '../../database/schema';
import { UnitOfWork } from '../../database/unit-of-work';
import { SecurityLog } from '../security/security-log.service';
import { DeviceConfirmationService } from './device-confirmation.service';
import type { SignInMethod } from './session.repository';
import { SessionService } from './session.service';

/**
 * The end of every sign-in (password, Google, a second step, a passkey): the session starts,
 * the browser is noted, and the security log records the sign-in, and a new device (which
 * emails the owner).
 */
@Injectable()
export class SignInService {
  constructor(
    private readonly sessions: SessionService,
    private readonly devices: DeviceConfirmationService,
    private readonly unitOfWork: UnitOfWork,
    private readonly log: SecurityLog,
  ) {}

  async complete(
    request: Request,
    response: Response,
    user: UserRow,
    options: { persistent: boolean; method: SignInMethod; secondFactor: string | null },
  ): Promise<void> {
    await this.sessions.start(
      request,
      response,
      user,
      options.persistent,
      options.method,
      options.secondFactor !== null,
    );
    const newDevice = await this.devices.noteDevice(request, response, user);
    const origin = requestOrigin(request);
    await this.unitOfWork.run(async (tx) => {
      await this.log.record(tx, user, SecurityEventType.SIGN_IN, origin, {
        method: options.method,
        secondFactor: options.secondFactor,
      });
      if (newDevice) await this.log.record(tx, user, SecurityEventType.NEW_DEVICE, origin);
    });
    this.log.kick();
  }

  /** A sign-in refused at its first step for an account that exists (a wrong password). */
  async failed(request: Request, user: UserRow, reason: string): Promise<void> {
    await this.unitOfWork.run((tx) =>
      this.log.record(tx, user, SecurityEventType.SIGN_IN_FAILED, requestOrigin(request), {
        reason,
      }),
    );
  }
}
