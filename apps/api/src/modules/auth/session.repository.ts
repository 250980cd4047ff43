import { Inject, Injectable } from '@nestjs/common';
import { and, eq, gt, lt } from 'drizzle-orm';
import { JOB_LOCKS, tryJobLock } from '../../database/advisory-locks';
import type { Database, DbExecutor } from '../../database/database';
import { DATABASE } from '../../database/database-tokens';
import { sessions } from '../../database/schema';

/** How a session's owner proved who they are. */
export type SignInMethod = 'PASSWORD' | 'GOOGLE';

export interface NewSession {
  tokenHash: string;
  userId: string;
  persistent: boolean;
  method: SignInMethod;
  expiresAt: Date;
  userAgent: string | null;
  ipAddress: string | null;
}

@Injectable()
export class SessionRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async create(session: NewSession): Promise<void> {
    await this.db.insert(sessions).values(session);
  }

  /** An unexpired session: whose it is and how long it lives. */
  async findActive(
    tokenHash: string,
    now: Date,
  ): Promise<{ userId: string; persistent: boolean; lastSeenAt: Date } | null> {
    const [row] = await this.db
      .select({
        userId: sessions.userId,
        persistent: sessions.persistent,
        lastSeenAt: sessions.lastSeenAt,
      })
      .from(sessions)
      .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)))
      .limit(1);
    return row ?? null;
  }

  /** How and when an unexpired session was started. */
  async findSignIn(tokenHash: string): Promise<{ method: SignInMethod | null; at: Date } | null> {
    const [row] = await this.db
      .select({ method: sessions.method, at: sessions.createdAt })
      .from(sessions)
      .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, new Date())))
      .limit(1);
    return row ? { method: row.method as SignInMethod | null, at: row.at } : null;
  }

  async extend(tokenHash: string, lastSeenAt: Date, expiresAt: Date): Promise<void> {
    await this.db
      .update(sessions)
      .set({ lastSeenAt, expiresAt })
      .where(eq(sessions.tokenHash, tokenHash));
  }

  async delete(tokenHash: string): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
  }

  /** Ends every session of a user (password reset, disabled account). */
  async deleteAllForUser(executor: DbExecutor, userId: string): Promise<void> {
    await executor.delete(sessions).where(eq(sessions.userId, userId));
  }

  /**
   * Deletes the sessions that expired before `now`; null when another instance is sweeping
   * right now (a transaction-level advisory lock keeps sweeps from overlapping, so two never
   * wait on each other's rows).
   */
  async deleteExpired(now: Date): Promise<number | null> {
    return this.db.transaction(async (tx) => {
      if (!(await tryJobLock(tx, JOB_LOCKS.sessionSweep))) return null;
      const removed = await tx
        .delete(sessions)
        .where(lt(sessions.expiresAt, now))
        .returning({ tokenHash: sessions.tokenHash });
      return removed.length;
    });
  }
}
