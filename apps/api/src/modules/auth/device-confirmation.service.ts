import { Inject, Injectable } from '@nestjs/common';
import { ErrorCode, type Notification, SuccessCode, successBody } from '@domainfolio/contracts';
import type { Request, Response } from 'express';
import { AppError } from '../../common/errors/app-error';
import { randomToken, sha256 } from '../../common/crypto/tokens';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import type { UserRow } from '../../database/schema';
import { EmailOutbox } from '../emails/email-outbox.service';
import { EmailTemplates } from '../emails/email-templates';
import { UnitOfWork } from '../../database/unit-of-work';
import { KnownDeviceRepository } from './known-device.repository';
import { EmailedLinks } from './emailed-links';
import { OneTimeTokenRepository } from './one-time-token.repository';
import { secureCookie } from './secure-cookie';

export const DEVICE_COOKIE = 'domainfolio_device';
const DEVICE_COOKIE_MS = 400 * 24 * 60 * 60 * 1000;
const CONFIRM_DEVICE_TTL_MS = 60 * 60 * 1000;

/**
 * With DEVICE_CONFIRMATION=on, a sign-in from a browser the owner has not confirmed stops and
 * emails a link; opening it in that browser confirms it, and the next sign-in goes through.
 */
@Injectable()
export class DeviceConfirmationService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly devices: KnownDeviceRepository,
    private readonly tokens: OneTimeTokenRepository,
    private readonly unitOfWork: UnitOfWork,
    private readonly outbox: EmailOutbox,
    private readonly templates: EmailTemplates,
    private readonly links: EmailedLinks,
  ) {}

  get enabled(): boolean {
    return this.config.DEVICE_CONFIRMATION === 'on';
  }

  /** Lets a sign-in through, or emails a confirmation link and refuses it. */
  async requireKnownDevice(request: Request, response: Response, user: UserRow): Promise<void> {
    if (!this.enabled) return;
    const deviceHash = sha256(this.deviceId(request, response));
    if (await this.devices.touchIfKnown(user.id, deviceHash)) return;
    await this.unitOfWork.run((tx) =>
      this.links.send(
        tx,
        {
          userId: user.id,
          to: user.email,
          purpose: 'CONFIRM_DEVICE',
          ttlMs: CONFIRM_DEVICE_TTL_MS,
          deviceHash,
        },
        (token) =>
          this.templates.confirmDevice({
            displayName: user.displayName,
            token,
            userAgent: request.get('user-agent') ?? 'an unknown browser',
            ipAddress: request.ip ?? 'an unknown address',
          }),
      ),
    );
    this.outbox.kick();
    throw new AppError(ErrorCode.DEVICE_CONFIRMATION_REQUIRED);
  }

  /**
   * Notes the browser of a sign-in that went through: true when the account has signed in from
   * other browsers before and never from this one (a new device the owner is told of). With
   * DEVICE_CONFIRMATION=on an unknown browser never gets this far.
   */
  async noteDevice(request: Request, response: Response, user: UserRow): Promise<boolean> {
    const deviceHash = sha256(this.deviceId(request, response));
    if (await this.devices.touchIfKnown(user.id, deviceHash)) return false;
    const hadOthers = await this.devices.hasAny(user.id);
    await this.devices.remember(
      this.devices.executor,
      user.id,
      deviceHash,
      request.get('user-agent')?.slice(0, 512) ?? null,
    );
    return hadOthers;
  }

  /** Confirms the browser that opened the emailed link (it must be the one that signed in). */
  async confirm(request: Request, token: string): Promise<Notification> {
    const deviceId: unknown = request.cookies?.[DEVICE_COOKIE];
    const deviceHash = typeof deviceId === 'string' ? sha256(deviceId) : null;
    await this.unitOfWork.run(async (tx) => {
      const used = await this.tokens.consumeForDevice(tx, sha256(token), new Date());
      if (!used)
        throw new AppError(ErrorCode.TOKEN_EXPIRED, {
          message: 'This confirmation link has expired or was already used. Please sign in again.',
        });
      if (used.deviceHash !== deviceHash) {
        // Rolls the transaction back, so the link still works in the right browser.
        throw new AppError(ErrorCode.VALIDATION_FAILED, {
          message: 'Open the link in the browser you signed in with.',
        });
      }
      await this.devices.remember(
        tx,
        used.userId,
        used.deviceHash,
        request.get('user-agent') ?? null,
      );
    });
    return successBody(SuccessCode.DEVICE_CONFIRMED);
  }

  private deviceId(request: Request, response: Response): string {
    const existing: unknown = request.cookies?.[DEVICE_COOKIE];
    if (typeof existing === 'string' && /^[A-Za-z0-9_-]{20,64}$/.test(existing)) return existing;
    const id = randomToken();
    response.cookie(DEVICE_COOKIE, id, {
      httpOnly: true,
      sameSite: 'lax',
      secure: secureCookie(this.config, request),
      path: '/',
      maxAge: DEVICE_COOKIE_MS,
    });
    return id;
  }
}
