import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq, gt } from 'drizzle-orm';
import type { Database, DbExecutor } from '../../database/database';
import { DATABASE } from '../../database/database-tokens';
import { securityEvents, type SecurityEventRow } from '../../database/schema';

type NewSecurityEvent = typeof securityEvents.$inferInsert;

@Injectable()
export class SecurityLogRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async insert(executor: DbExecutor, event: NewSecurityEvent): Promise<void> {
    await executor.insert(securityEvents).values(event);
  }

  /** How many events of `type` the owner has since `since` (the caller's transaction sees its own). */
  async countSince(
    executor: DbExecutor,
    userId: string,
    type: string,
    since: Date,
  ): Promise<{ count: number; oldest: Date | null }> {
    const rows = await executor
      .select({ at: securityEvents.createdAt })
      .from(securityEvents)
      .where(
        and(
          eq(securityEvents.userId, userId),
          eq(securityEvents.type, type),
          gt(securityEvents.createdAt, since),
        ),
      )
      .orderBy(desc(securityEvents.createdAt));
    return { count: rows.length, oldest: rows.at(-1)?.at ?? null };
  }

  /** The owner's newest events first. */
  list(userId: string, limit: number): Promise<SecurityEventRow[]> {
    return this.db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.userId, userId))
      .orderBy(desc(securityEvents.createdAt), desc(securityEvents.id))
      .limit(limit);
  }
}
