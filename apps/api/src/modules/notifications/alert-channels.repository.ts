import { Inject, Injectable } from '@nestjs/common';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Database, DbExecutor } from '../../database/database';
import { DATABASE } from '../../database/database-tokens';
import { alertChannels, type AlertChannelRow } from '../../database/schema';

export type NewAlertChannel = Omit<typeof alertChannels.$inferInsert, 'id' | 'createdAt'>;

/** The only code that touches `alert_channels`; every read is scoped to its owner. */
@Injectable()
export class AlertChannelsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  listOwned(ownerId: string, executor: DbExecutor = this.db): Promise<AlertChannelRow[]> {
    return executor
      .select()
      .from(alertChannels)
      .where(eq(alertChannels.ownerId, ownerId))
      .orderBy(asc(alertChannels.createdAt), asc(alertChannels.id));
  }

  async findOwned(ownerId: string, id: string, executor: DbExecutor = this.db) {
    const [row] = await executor
      .select()
      .from(alertChannels)
      .where(and(eq(alertChannels.ownerId, ownerId), eq(alertChannels.id, id)));
    return row ?? null;
  }

  /** By id alone, for the delivery worker (the delivery row carries the owner). */
  async findById(id: string): Promise<AlertChannelRow | null> {
    const [row] = await this.db.select().from(alertChannels).where(eq(alertChannels.id, id));
    return row ?? null;
  }

  async count(executor: DbExecutor, ownerId: string): Promise<number> {
    const [row] = await executor
      .select({ n: count() })
      .from(alertChannels)
      .where(eq(alertChannels.ownerId, ownerId));
    return Number(row?.n ?? 0);
  }

  async insert(executor: DbExecutor, channel: NewAlertChannel): Promise<AlertChannelRow> {
    const [row] = await executor.insert(alertChannels).values(channel).returning();
    return row!;
  }

  async delete(executor: DbExecutor, ownerId: string, id: string): Promise<AlertChannelRow | null> {
    const [row] = await executor
      .delete(alertChannels)
      .where(and(eq(alertChannels.ownerId, ownerId), eq(alertChannels.id, id)))
      .returning();
    return row ?? null;
  }
}
