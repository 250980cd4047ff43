import { Inject, Injectable } from '@nestjs/common';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database, DbExecutor } from '../../database/database';
import { DATABASE } from '../../database/database-tokens';
import { oneTimeTokens } from '../../database/schema';

export type TokenPurpose = 'CONFIRM_EMAIL' | 'RESET_PASSWORD' | 'CONFIRM_DEVICE';

@Injectable()
export class OneTimeTokenRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async create(
    executor: DbExecutor,
    token: {
      userId: string;
      purpose: TokenPurpose;
      tokenHash: string;
      expiresAt: Date;
      deviceHash?: string;
    },
  ): Promise<void> {
    await executor.insert(oneTimeTokens).values(token);
  }

  /**
   * Uses a token once: marks it used, only when it exists, has this purpose, belongs to
   * `userId`, is unused and unexpired. Atomic, so a token sent twice at once works only once.
   */
  async consume(
    executor: DbExecutor,
    purpose: TokenPurpose,
    tokenHash: string,
    userId: string,
    now: Date,
  ): Promise<boolean> {
    return (await this.markUsed(executor, purpose, tokenHash, now, userId)) !== null;
  }

  /** Uses a device confirmation token once; returns whose and which browser it confirms. */
  async consumeForDevice(
    executor: DbExecutor,
    tokenHash: string,
    now: Date,
  ): Promise<{ userId: string; deviceHash: string } | null> {
    const used = await this.markUsed(executor, 'CONFIRM_DEVICE', tokenHash, now, null);
    return used?.deviceHash ? { userId: used.userId, deviceHash: used.deviceHash } : null;
  }

  private async markUsed(
    executor: DbExecutor,
    purpose: TokenPurpose,
    tokenHash: string,
    now: Date,
    userId: string | null,
  ): Promise<{ userId: string; deviceHash: string | null } | null> {
    const [used] = await executor
      .update(oneTimeTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(oneTimeTokens.tokenHash, tokenHash),
          eq(oneTimeTokens.purpose, purpose),
          isNull(oneTimeTokens.usedAt),
          gt(oneTimeTokens.expiresAt, now),
          userId === null ? undefined : eq(oneTimeTokens.userId, userId),
        ),
      )
      .returning({ userId: oneTimeTokens.userId, deviceHash: oneTimeTokens.deviceHash });
    return used ?? null;
  }

  /** Retires a user's other unused tokens of a purpose (after a reset, older links stop working). */
  async retireAll(
    executor: DbExecutor,
    userId: string,
    purpose: TokenPurpose,
    now: Date,
  ): Promise<void> {
    await executor
      .update(oneTimeTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(oneTimeTokens.userId, userId),
          eq(oneTimeTokens.purpose, purpose),
          isNull(oneTimeTokens.usedAt),
        ),
      );
  }
}
