import { Inject, Injectable } from '@nestjs/common';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database, DbExecutor } from '../../database/database';
import { DATABASE } from '../../database/database-tokens';
import { loginChallenges, type LoginChallengeRow } from '../../database/schema';

/** Sign-ins waiting for their second step (the token's SHA-256, whose, until when). */
@Injectable()
export class LoginChallengeRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async create(challenge: typeof loginChallenges.$inferInsert): Promise<void> {
    await this.db.insert(loginChallenges).values(challenge);
  }

  /** An unexpired challenge, locked for the caller's transaction. */
  async findForUpdate(
    tx: DbExecutor,
    tokenHash: string,
    now: Date,
  ): Promise<LoginChallengeRow | null> {
    const [row] = await tx
      .select()
      .from(loginChallenges)
      .where(and(eq(loginChallenges.tokenHash, tokenHash), gt(loginChallenges.expiresAt, now)))
      .for('update');
    return row ?? null;
  }

  async delete(tx: DbExecutor, tokenHash: string): Promise<void> {
    await tx.delete(loginChallenges).where(eq(loginChallenges.tokenHash, tokenHash));
  }

  async countFailure(tx: DbExecutor, tokenHash: string): Promise<void> {
    await tx
      .update(loginChallenges)
      .set({ failures: sql`${loginChallenges.failures} + 1` })
      .where(eq(loginChallenges.tokenHash, tokenHash));
  }

  /** Ends every waiting sign-in of the owner (two-factor turned off, a password reset). */
  async deleteForUser(tx: DbExecutor, userId: string): Promise<void> {
    await tx.delete(loginChallenges).where(eq(loginChallenges.userId, userId));
  }

  async deleteExpired(now: Date): Promise<number> {
    const removed = await this.db
      .delete(loginChallenges)
      .where(lt(loginChallenges.expiresAt, now))
      .returning({ tokenHash: loginChallenges.tokenHash });
    return removed.length;
  }
}
