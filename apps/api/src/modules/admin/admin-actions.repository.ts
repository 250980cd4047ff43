import { Inject, Injectable } from '@nestjs/common';
import { count, desc } from 'drizzle-orm';
import type { Database, DbExecutor } from '../../database/database';
import { DATABASE } from '../../database/database-tokens';
import { adminActions, type AdminActionRow, type NewAdminActionRow } from '../../database/schema';

/** The only code that reads or writes `admin_actions`. */
@Injectable()
export class AdminActionsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async record(executor: DbExecutor, action: NewAdminActionRow): Promise<void> {
    await executor.insert(adminActions).values(action);
  }

  /** A page of actions, newest first. */
  async page(page: number, limit: number): Promise<{ rows: AdminActionRow[]; total: number }> {
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(adminActions)
        .orderBy(desc(adminActions.createdAt), desc(adminActions.id))
        .limit(limit)
        .offset((page - 1) * limit),
      this.db.select({ value: count() }).from(adminActions),
    ]);
    return { rows, total: total?.value ?? 0 };
  }
}
