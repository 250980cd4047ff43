import { Inject, Injectable } from '@nestjs/common';
import type { PeriodRange } from '@domainfolio/contracts';
import { and, asc, countDistinct, eq, gte, lt } from 'drizzle-orm';
import type { Database, DbExecutor } from '../../database/database';
import { DATABASE } from '../../database/database-tokens';
import { leadMessages, type LeadMessageRow, type NewLeadMessageRow } from '../../database/schema';

/** The only code that touches `lead_messages`: the steps of each lead's negotiation. */
@Injectable()
export class LeadMessagesRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async insert(tx: DbExecutor, message: NewLeadMessageRow): Promise<LeadMessageRow> {
    const [row] = await tx.insert(leadMessages).values(message).returning();
    return row!;
  }

  /** A thread's messages, oldest first. */
  of(leadId: string, executor: DbExecutor = this.db): Promise<LeadMessageRow[]> {
    return executor
      .select()
      .from(leadMessages)
      .where(eq(leadMessages.leadId, leadId))
      .orderBy(asc(leadMessages.createdAt), asc(leadMessages.id));
  }

  /** Threads of the owner whose price was accepted in the period. */
  async countAcceptedIn(ownerId: string, period: PeriodRange): Promise<number> {
    const [row] = await this.db
      .select({ n: countDistinct(leadMessages.leadId) })
      .from(leadMessages)
      .where(
        and(
          eq(leadMessages.ownerId, ownerId),
          eq(leadMessages.kind, 'ACCEPT'),
          period.start ? gte(leadMessages.createdAt, period.start) : undefined,
          period.end ? lt(leadMessages.createdAt, period.end) : undefined,
        ),
      );
    return row?.n ?? 0;
  }
}
