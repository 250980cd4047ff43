import { Inject, Injectable } from '@nestjs/common';
import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Database, DbExecutor } from '../../database/database';
import { DATABASE } from '../../database/database-tokens';
import {
  portfolioPages,
  users,
  type NewUserRow,
  type PortfolioPageRow,
  type UserRow,
} from '../../database/schema';
import type { ActiveOwner } from './active-owner';

/** The only code that reads or writes the `users` and `portfolio_pages` tables. */
@Injectable()
export class UsersRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async findByEmail(email: string, executor: DbExecutor = this.db): Promise<UserRow | null> {
    const [row] = await executor.select().from(users).where(eq(users.email, email)).limit(1);
    return row ?? null;
  }

  async findByGoogleId(googleId: string): Promise<UserRow | null> {
    const [row] = await this.db.select().from(users).where(eq(users.googleId, googleId)).limit(1);
    return row ?? null;
  }

  async findById(id: string, executor: DbExecutor = this.db): Promise<UserRow | null> {
    const [row] = await executor.select().from(users).where(eq(users.id, id)).limit(1);
    return row ?? null;
  }

  async usernameExists(username: string, executor: DbExecutor = this.db): Promise<boolean> {
    const [row] = await executor
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, username))
      .limit(1);
    return row !== undefined;
  }

  /** A new owner with their (disabled) portfolio page. */
  async create(executor: DbExecutor, user: NewUserRow): Promise<UserRow> {
    const [created] = await executor.insert(users).values(user).returning();
    if (!created) throw new Error('user insert returned nothing');
    await executor.insert(portfolioPages).values({ userId: created.id });
    return created;
  }

  async update(executor: DbExecutor, id: string, changes: Partial<NewUserRow>): Promise<UserRow> {
    const [updated] = await executor
      .update(users)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning();
    if (!updated) throw new Error('user update returned nothing');
    return updated;
  }

  async findPage(userId: string, executor: DbExecutor = this.db): Promise<PortfolioPageRow | null> {
    const [row] = await executor
      .select()
      .from(portfolioPages)
      .where(eq(portfolioPages.userId, userId))
      .limit(1);
    return row ?? null;
  }

  /** Creates the page row when an older account has none. */
  async upsertPage(
    executor: DbExecutor,
    userId: string,
    changes: Partial<Omit<PortfolioPageRow, 'userId' | 'updatedAt'>>,
  ): Promise<PortfolioPageRow> {
    const [row] = await executor
      .insert(portfolioPages)
      .values({ userId, ...changes })
      .onConflictDoUpdate({
        target: portfolioPages.userId,
        set: { ...changes, updatedAt: new Date() },
      })
      .returning();
    if (!row) throw new Error('page upsert returned nothing');
    return row;
  }

  /** An active owner matching `where`, with their portfolio page settings. */
  private async findActiveOwner(where: SQL | undefined): Promise<ActiveOwner | null> {
    const [row] = await this.db
      .select({
        id: users.id,
        username: users.username,
        displayName: users.displayName,
        email: users.email,
        planType: users.planType,
        timeZone: users.timeZone,
        googleAnalyticsTrackingId: users.googleAnalyticsTrackingId,
        page: portfolioPages,
      })
      .from(users)
      .leftJoin(portfolioPages, eq(portfolioPages.userId, users.id))
      .where(and(where, isNull(users.disabledAt)))
      .limit(1);
    return row ?? null;
  }

  findActiveOwnerByUsername(username: string): Promise<ActiveOwner | null> {
    return this.findActiveOwner(eq(users.username, username));
  }

  findActiveOwnerById(id: string): Promise<ActiveOwner | null> {
    return this.findActiveOwner(eq(users.id, id));
  }

  /** The active owner whose custom domain `host` is, once they proved control of it. */
  findActiveOwnerByCustomDomain(host: string): Promise<ActiveOwner | null> {
    return this.findActiveOwner(
      and(eq(users.customDomain, host), isNotNull(users.customDomainVerifiedAt)),
    );
  }

  /** Usernames by user id, for lists that show whose each domain is. */
  async findManyById(ids: readonly string[]): Promise<UserRow[]> {
    if (ids.length === 0) return [];
    return this.db
      .select()
      .from(users)
      .where(inArray(users.id, [...new Set(ids)]));
  }

  async usernamesByIds(ids: readonly string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .select({ id: users.id, username: users.username })
      .from(users)
      .where(inArray(users.id, [...new Set(ids)]));
    return new Map(rows.map((row) => [row.id, row.username]));
  }

  /** Ids of disabled accounts, whose domains no visitor may see. */
  async disabledIds(): Promise<string[]> {
    const rows = await this.db
      .select({ id: users.id })
      .from(users)
      .where(isNotNull(users.disabledAt));
    return rows.map((row) => row.id);
  }

  /**
   * Locks the owner's row until the transaction ends, so that work counted per owner (domains
   * against the plan limit, leads against the monthly limit) happens one request at a time.
   * Answers the plan the locked row holds: the one to count against, since a plan change
   * (a Stripe cancellation) that committed while the request waited for the lock is in it,
   * not in the row the request was authenticated with.
   */
  async lockForUpdate(executor: DbExecutor, id: string): Promise<string | null> {
    const [row] = await executor
      .select({ planType: users.planType })
      .from(users)
      .where(eq(users.id, id))
      .for('update');
    return row?.planType ?? null;
  }

  /** True for the first caller of the month only: that one sends the "limit reached" email. */
  async claimLeadLimitNotice(executor: DbExecutor, id: string, month: string): Promise<boolean> {
    const rows = await executor
      .update(users)
      .set({ leadLimitNoticeMonth: month })
      .where(and(eq(users.id, id), sql`${users.leadLimitNoticeMonth} is distinct from ${month}`))
      .returning({ id: users.id });
    return rows.length > 0;
  }

  /**
   * Takes an authenticator code's step as used: true when no later or equal step was accepted
   * before (two requests with the same code at once: one wins).
   */
  async acceptTotpStep(executor: DbExecutor, id: string, step: number): Promise<boolean> {
    const rows = await executor
      .update(users)
      .set({ totpLastStep: step })
      .where(
        and(
          eq(users.id, id),
          sql`(${users.totpLastStep} is null or ${users.totpLastStep} < ${step})`,
        ),
      )
      .returning({ id: users.id });
    return rows.length > 0;
  }

  /** Marks the custom domain verified, unless the owner changed it meanwhile. */
  async markCustomDomainVerified(id: string, host: string, at: Date): Promise<boolean> {
    const rows = await this.db
      .update(users)
      .set({ customDomainVerifiedAt: at })
      .where(and(eq(users.id, id), eq(users.customDomain, host)))
      .returning({ id: users.id });
    return rows.length > 0;
  }

  /** The owner's row, locked until the transaction ends (an administrator's change, a deletion). */
  async findByIdForUpdate(executor: DbExecutor, id: string): Promise<UserRow | null> {
    const [row] = await executor.select().from(users).where(eq(users.id, id)).for('update');
    return row ?? null;
  }

  /** Closes the account: deleted now, and disabled from now on (keeping an earlier disabling). */
  async markDeleted(executor: DbExecutor, id: string, at: Date): Promise<void> {
    await executor
      .update(users)
      .set({ deletedAt: at, disabledAt: sql`coalesce(${users.disabledAt}, ${at})`, updatedAt: at })
      .where(eq(users.id, id));
  }

  /**
   * Up to `limit` accounts deleted before `before`, locked for this transaction. Rows another
   * instance is purging are skipped, not waited for, so two purges never take the same account.
   */
  async claimDeletedBefore(
    executor: DbExecutor,
    before: Date,
    limit: number,
  ): Promise<Pick<UserRow, 'id' | 'email' | 'displayName' | 'username'>[]> {
    return executor
      .select({
        id: users.id,
        email: users.email,
        displayName: users.displayName,
        username: users.username,
      })
      .from(users)
      .where(lt(users.deletedAt, before))
      .orderBy(asc(users.deletedAt))
      .limit(limit)
      .for('update', { skipLocked: true });
  }

  /** Removes the account row; the schema's cascades remove everything the owner had. */
  async deleteForGood(executor: DbExecutor, id: string): Promise<void> {
    await executor.delete(users).where(eq(users.id, id));
  }

  /** A page of accounts, newest first, whose email or username contains `query`. */
  async searchAccounts(
    query: string,
    page: number,
    limit: number,
  ): Promise<{ rows: UserRow[]; total: number }> {
    const pattern = `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const where = query
      ? or(ilike(users.email, pattern), ilike(users.username, pattern))
      : undefined;
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(users)
        .where(where)
        .orderBy(desc(users.createdAt), asc(users.id))
        .limit(limit)
        .offset((page - 1) * limit),
      this.db.select({ value: count() }).from(users).where(where),
    ]);
    return { rows, total: total?.value ?? 0 };
  }

  async findByStripeCustomerId(
    customerId: string,
    executor: DbExecutor = this.db,
  ): Promise<UserRow | null> {
    const [row] = await executor
      .select()
      .from(users)
      .where(eq(users.stripeCustomerId, customerId))
      .limit(1);
    return row ?? null;
  }
}
