import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq, gt, lt, ne } from 'drizzle-orm';
import { JOB_LOCKS, tryJobLock } from '../../database/advisory-locks';
import type { Database, DbExecutor } from '../../database/database';
import { DATABASE } from '../../database/database-tokens';
import { sessions } from '../../database/schema';

/** How a session's owner proved who they are. */
export type SignInMethod = 'PASSWORD' | 'GOOGLE' | 'PASSKEY';

export interface NewSession {
  tokenHash: string;
  userId: string;
  persistent: boolean;
  method: SignInMethod;
  expiresAt: Date;
  userAgent: string | null;
  ipAddress: string | null;
  country: string | null;
  /** Set when the sign-in proved a second factor (a code, a recovery code or a passkey). */
  secondFactorAt: Date | null;
}

/** A session as the owner's device list reads it. */
export interface SessionSummary {
  id: string;
  tokenHash: string;
  method: string | null;
  userAgent: string | null;
  country: string | null;
  createdAt: Date;
  lastSeenAt: Date;
  secondFactorAt: Date | null;
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
  ): Promise<{
    userId: string;
    persistent: boolean;
    lastSeenAt: Date;
    secondFactorAt: Date | null;
  } | null> {
    const [row] = await this.db
      .select({
        userId: sessions.userId,
        persistent: sessions.persistent,
        lastSeenAt: sessions.lastSeenAt,
        secondFactorAt: sessions.secondFactorAt,
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

  /** The user's unexpired sessions, the most recently active first. */
  listForUser(userId: string, now: Date): Promise<SessionSummary[]> {
    return this.db
      .select({
        id: sessions.id,
        tokenHash: sessions.tokenHash,
        method: sessions.method,
        userAgent: sessions.userAgent,
        country: sessions.country,
        createdAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
        secondFactorAt: sessions.secondFactorAt,
      })
      .from(sessions)
      .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
      .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
  }

  /** Ends one of the user's sessions by its id; false when the user has none with that id. */
  async deleteOwned(executor: DbExecutor, userId: string, id: string): Promise<boolean> {
    const removed = await executor
      .delete(sessions)
      .where(and(eq(sessions.userId, userId), eq(sessions.id, id)))
      .returning({ id: sessions.id });
    return removed.length > 0;
  }

  /** Ends every session of the user but `keepTokenHash`; answers how many ended. */
  async deleteOthers(executor: DbExecutor, userId: string, keepTokenHash: string): Promise<number> {
    const removed = await executor
      .delete(sessions)
      .where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepTokenHash)))
      .returning({ id: sessions.id });
    return removed.length;
  }

  /** Stamps a session with a second factor just proved (the code asked before a sensitive step). */
  async markSecondFactor(tokenHash: string, at: Date): Promise<void> {
    await this.db
      .update(sessions)
      .set({ secondFactorAt: at })
      .where(eq(sessions.tokenHash, tokenHash));
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
