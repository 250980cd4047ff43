import { Inject, Injectable } from '@nestjs/common';
import { eq } from 'drizzle-orm';
import type { Database, DbExecutor } from '../../database/database';
import { DATABASE } from '../../database/database.module';
import {
  portfolioPages,
  users,
  type NewUserRow,
  type PortfolioPageRow,
  type UserRow,
} from '../../database/schema';

/** PostgreSQL's unique_violation, with the constraint that was hit. */
export function uniqueViolation(error: unknown): string | null {
  const cause = (error as { cause?: { code?: string; constraint?: string } }).cause ?? error;
  const pg = cause as { code?: string; constraint?: string };
  return pg.code === '23505' ? (pg.constraint ?? 'unknown') : null;
}

@Injectable()
export class UsersRepository {
  constructor(@Inject(DATABASE) readonly db: Database) {}

  async findByEmail(email: string, executor: DbExecutor = this.db): Promise<UserRow | null> {
    const [row] = await executor.select().from(users).where(eq(users.email, email)).limit(1);
    return row ?? null;
  }

  async findByGoogleId(googleId: string): Promise<UserRow | null> {
    const [row] = await this.db.select().from(users).where(eq(users.googleId, googleId)).limit(1);
    return row ?? null;
  }

  async findById(id: string): Promise<UserRow | null> {
    const [row] = await this.db.select().from(users).where(eq(users.id, id)).limit(1);
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
}
