import { Inject, Injectable } from '@nestjs/common';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database, DbExecutor } from '../../database/database';
import { DATABASE } from '../../database/database-tokens';
import { apiKeys, type ApiKeyRow } from '../../database/schema';

@Injectable()
export class ApiKeysRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** The key with this hash, revoked or not. */
  async findByHash(keyHash: string): Promise<ApiKeyRow | null> {
    const [row] = await this.db.select().from(apiKeys).where(eq(apiKeys.keyHash, keyHash)).limit(1);
    return row ?? null;
  }

  async findActive(userId: string): Promise<ApiKeyRow | null> {
    const [row] = await this.db
      .select()
      .from(apiKeys)
      .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
      .limit(1);
    return row ?? null;
  }

  /** Revokes the user's key (if any) and stores the new one, in one transaction. */
  /** Revokes the owner's key and stores the new one, in the caller's transaction. */
  async replace(
    tx: DbExecutor,
    userId: string,
    keyHash: string,
    keyEncrypted: string,
    now: Date,
  ): Promise<void> {
    await tx
      .update(apiKeys)
      .set({ revokedAt: now })
      .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)));
    await tx.insert(apiKeys).values({ userId, keyHash, keyEncrypted });
  }

  async revoke(userId: string, now: Date, executor: DbExecutor = this.db): Promise<boolean> {
    const revoked = await executor
      .update(apiKeys)
      .set({ revokedAt: now })
      .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
      .returning({ id: apiKeys.id });
    return revoked.length > 0;
  }

  async touch(id: string, now: Date): Promise<void> {
    await this.db.update(apiKeys).set({ lastUsedAt: now }).where(eq(apiKeys.id, id));
  }
}
