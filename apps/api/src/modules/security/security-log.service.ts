import { Injectable } from '@nestjs/common';
import {
  PRODUCT_NAME,
  SECURITY_LOG_LIMIT,
  SecurityEventType,
  countryName,
  type SecurityEvent,
} from '@domainfolio/contracts';
import { deviceName, type RequestOrigin } from '../../common/security/request-origin';
import type { DbExecutor } from '../../database/database';
import type { SecurityEventRow } from '../../database/schema';
import { EmailOutbox } from '../emails/email-outbox.service';
import { EmailTemplates } from '../emails/email-templates';
import { SecurityLogRepository } from './security-log.repository';

/** The account an event belongs to, as the caller already holds it. */
export interface SecurityAccount {
  id: string;
  email: string;
  displayName: string;
}

export type SecurityDetail = Record<string, string | number | boolean | null>;

/** The events the owner is emailed about, with the email's subject and first line. */
const NOTICES: Partial<Record<SecurityEventType, (detail: SecurityDetail) => [string, string]>> = {
  [SecurityEventType.NEW_DEVICE]: () => [
    `New sign-in to your ${PRODUCT_NAME} account`,
    'Your account was signed in to from a device it has not been used on before.',
  ],
  [SecurityEventType.TWO_FACTOR_DISABLED]: () => [
    `Two-factor sign-in was turned off on your ${PRODUCT_NAME} account`,
    'Two-factor sign-in was turned off: signing in now needs only your password (or Google).',
  ],
  [SecurityEventType.TWO_FACTOR_LOCKED]: () => [
    `Two-factor sign-in locked on your ${PRODUCT_NAME} account`,
    'Someone who knows your password entered too many wrong two-factor codes, so the second step is locked for 15 minutes.',
  ],
  [SecurityEventType.API_KEY_CREATED]: () => [
    `A new API key was created for your ${PRODUCT_NAME} account`,
    'A new API key was created. It can read and change your portfolio; any earlier key stopped working.',
  ],
  [SecurityEventType.EMAIL_CHANGED]: () => [
    `The email address of your ${PRODUCT_NAME} account changed`,
    'The email address you sign in with was changed.',
  ],
};

/**
 * The security log: what happened to an account, written in the transaction of the change
 * itself (a failed sign-in in its own), with the device and country it came from. The events
 * that matter most also email the owner, through the email outbox in the same transaction.
 */
@Injectable()
export class SecurityLog {
  constructor(
    private readonly repository: SecurityLogRepository,
    private readonly outbox: EmailOutbox,
    private readonly templates: EmailTemplates,
  ) {}

  async record(
    executor: DbExecutor,
    account: SecurityAccount,
    type: SecurityEventType,
    origin: RequestOrigin | null,
    detail: SecurityDetail = {},
  ): Promise<void> {
    await this.repository.insert(executor, {
      userId: account.id,
      type,
      userAgent: origin?.userAgent ?? null,
      ipAddress: origin?.ipAddress ?? null,
      country: origin?.country ?? null,
      detail,
    });
    const notice = NOTICES[type];
    if (!notice) return;
    const [subject, line] = notice(detail);
    await this.outbox.enqueue(executor, {
      kind: 'SECURITY_NOTICE',
      to: account.email,
      ...this.templates.securityNotice({
        displayName: account.displayName,
        subject,
        lines: [line],
        device: deviceName(origin?.userAgent ?? null),
        place: origin?.country ? countryName(origin.country) : null,
      }),
    });
  }

  /** The owner's events of `type` after `since`: how many, and the time of the earliest. */
  countSince(
    executor: DbExecutor,
    userId: string,
    type: SecurityEventType,
    since: Date,
  ): Promise<{ count: number; oldest: Date | null }> {
    return this.repository.countSince(executor, userId, type, since);
  }

  /** Sends what `record` queued (call after the transaction commits). */
  kick(): void {
    this.outbox.kick();
  }

  async list(userId: string): Promise<SecurityEvent[]> {
    const rows = await this.repository.list(userId, SECURITY_LOG_LIMIT);
    return rows.map(toSecurityEvent);
  }
}

export function toSecurityEvent(row: SecurityEventRow): SecurityEvent {
  return {
    _id: row.id,
    type: row.type as SecurityEventType,
    date: row.createdAt.toISOString(),
    device: deviceName(row.userAgent),
    country: row.country,
    detail: row.detail ?? {},
  };
}
