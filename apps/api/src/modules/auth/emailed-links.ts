import { Injectable } from '@nestjs/common';
import { randomToken, sha256 } from '../../common/crypto/tokens';
import type { DbExecutor } from '../../database/database';
import { EmailOutbox } from '../emails/email-outbox.service';
import type { RenderedEmail } from '../emails/email-templates';
import { OneTimeTokenRepository, type TokenPurpose } from './one-time-token.repository';

export interface EmailedLink {
  userId: string;
  /** The account's address: the link proves its owner reads this mailbox. */
  to: string;
  purpose: TokenPurpose;
  ttlMs: number;
  /** The browser a device confirmation is for. */
  deviceHash?: string;
}

/**
 * A single-use link sent by email (confirm an address, reset a password, confirm a browser).
 * Only the token's hash is stored, its email is stored sealed (OutboxSeal), and both are written
 * in the caller's transaction, so a link exists exactly when the change that sent it committed.
 * The caller kicks the outbox after the commit.
 */
@Injectable()
export class EmailedLinks {
  constructor(
    private readonly tokens: OneTimeTokenRepository,
    private readonly outbox: EmailOutbox,
  ) {}

  async send(
    tx: DbExecutor,
    link: EmailedLink,
    render: (token: string) => RenderedEmail,
  ): Promise<void> {
    const token = randomToken();
    await this.tokens.create(tx, {
      userId: link.userId,
      purpose: link.purpose,
      tokenHash: sha256(token),
      expiresAt: new Date(Date.now() + link.ttlMs),
      ...(link.deviceHash !== undefined && { deviceHash: link.deviceHash }),
    });
    await this.outbox.enqueue(tx, {
      kind: link.purpose,
      to: link.to,
      ...render(token),
      secret: true,
    });
  }
}
