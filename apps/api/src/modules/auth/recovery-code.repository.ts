import { Inject, Injectable } from '@nestjs/common';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Database, DbExecutor } from '../../database/database';
import { DATABASE } from '../../database/database-tokens';
import { recoveryCodes } from '../../database/schema';

/** An owner's recovery codes, by their keyed hashes. */
@Injectable()
export class RecoveryCodeRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** Replaces every code of the owner with these (a new set retires the old one whole). */
  async replace(tx: DbExecutor, userId: string, hashes: readonly string[]): Promise<void> {
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    if (hashes.length > 0)
      await tx.insert(recoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
  }

  /** Uses a code once: true when it was the owner's and unused until now. */
  async use(tx: DbExecutor, userId: string, codeHash: string, at: Date): Promise<boolean> {
    const used = await tx
      .update(recoveryCodes)
      .set({ usedAt: at })
      .where(
        and(
          eq(recoveryCodes.userId, userId),
          eq(recoveryCodes.codeHash, codeHash),
          isNull(recoveryCodes.usedAt),
        ),
      )
      .returning({ id: recoveryCodes.id });
    return used.length > 0;
  }

  async countUnused(userId: string, executor: DbExecutor = this.db): Promise<number> {
    const [row] = await executor
      .select({ n: count() })
      .from(recoveryCodes)
      .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
    return Number(row?.n ?? 0);
  }

  async deleteAll(tx: DbExecutor, userId: string): Promise<void> {
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  }
}
