import { Inject, Injectable } from '@nestjs/common';
import { and, eq } from 'drizzle-orm';
import type { Database, DbExecutor } from '../../database/database';
import { DATABASE } from '../../database/database-tokens';
import { knownDevices } from '../../database/schema';

@Injectable()
export class KnownDeviceRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** Where a write outside any transaction goes. */
  get executor(): DbExecutor {
    return this.db;
  }

  /** True when the owner confirmed this browser; notes that it was seen. */
  async touchIfKnown(userId: string, deviceHash: string): Promise<boolean> {
    const seen = await this.db
      .update(knownDevices)
      .set({ lastSeenAt: new Date() })
      .where(and(eq(knownDevices.userId, userId), eq(knownDevices.deviceHash, deviceHash)))
      .returning({ id: knownDevices.id });
    return seen.length > 0;
  }

  /** Whether the owner has signed in from any browser before (their first one is no news). */
  async hasAny(userId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: knownDevices.id })
      .from(knownDevices)
      .where(eq(knownDevices.userId, userId))
      .limit(1);
    return row !== undefined;
  }

  async remember(
    executor: DbExecutor,
    userId: string,
    deviceHash: string,
    userAgent: string | null,
  ): Promise<void> {
    await executor
      .insert(knownDevices)
      .values({ userId, deviceHash, userAgent })
      .onConflictDoUpdate({
        target: [knownDevices.userId, knownDevices.deviceHash],
        set: { confirmedAt: new Date(), lastSeenAt: new Date() },
      });
  }
}
