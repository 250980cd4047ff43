import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, gt, lt } from 'drizzle-orm';
import type { Database, DbExecutor } from '../../database/database';
import { DATABASE } from '../../database/database-tokens';
import { passkeys, webauthnChallenges, type PasskeyRow } from '../../database/schema';

/** Passkeys and the WebAuthn challenges of ceremonies under way. */
@Injectable()
export class PasskeyRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  listForUser(userId: string): Promise<PasskeyRow[]> {
    return this.db
      .select()
      .from(passkeys)
      .where(eq(passkeys.userId, userId))
      .orderBy(asc(passkeys.createdAt), asc(passkeys.id));
  }

  async findByCredentialId(credentialId: string): Promise<PasskeyRow | null> {
    const [row] = await this.db
      .select()
      .from(passkeys)
      .where(eq(passkeys.credentialId, credentialId))
      .limit(1);
    return row ?? null;
  }

  async insert(executor: DbExecutor, row: typeof passkeys.$inferInsert): Promise<PasskeyRow> {
    const [created] = await executor.insert(passkeys).values(row).returning();
    if (!created) throw new Error('passkey insert returned nothing');
    return created;
  }

  /** The signature counter and last use after a sign-in. */
  async markUsed(id: string, counter: number, at: Date): Promise<void> {
    await this.db.update(passkeys).set({ counter, lastUsedAt: at }).where(eq(passkeys.id, id));
  }

  async rename(userId: string, id: string, name: string): Promise<PasskeyRow | null> {
    const [row] = await this.db
      .update(passkeys)
      .set({ name })
      .where(and(eq(passkeys.userId, userId), eq(passkeys.id, id)))
      .returning();
    return row ?? null;
  }

  async delete(executor: DbExecutor, userId: string, id: string): Promise<PasskeyRow | null> {
    const [row] = await executor
      .delete(passkeys)
      .where(and(eq(passkeys.userId, userId), eq(passkeys.id, id)))
      .returning();
    return row ?? null;
  }

  async saveChallenge(row: typeof webauthnChallenges.$inferInsert): Promise<void> {
    await this.db.insert(webauthnChallenges).values(row);
  }

  /** Uses a challenge once: the row when it was issued for `purpose` and has not expired. */
  async takeChallenge(
    challenge: string,
    purpose: 'REGISTER' | 'SIGN_IN',
    now: Date,
  ): Promise<typeof webauthnChallenges.$inferSelect | null> {
    const [row] = await this.db
      .delete(webauthnChallenges)
      .where(
        and(
          eq(webauthnChallenges.challenge, challenge),
          eq(webauthnChallenges.purpose, purpose),
          gt(webauthnChallenges.expiresAt, now),
        ),
      )
      .returning();
    return row ?? null;
  }

  async deleteExpiredChallenges(now: Date): Promise<number> {
    const removed = await this.db
      .delete(webauthnChallenges)
      .where(lt(webauthnChallenges.expiresAt, now))
      .returning({ challenge: webauthnChallenges.challenge });
    return removed.length;
  }
}
