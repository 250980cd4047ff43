import { Inject, Injectable } from '@nestjs/common';
import type { PeriodRange } from '@domainfolio/contracts';
import { and, count, desc, eq, gte, inArray, lt, ne } from 'drizzle-orm';
import type { Database, DbExecutor } from '../../database/database';
import { DATABASE } from '../../database/database-tokens';
import { leads, type LeadRow } from '../../database/schema';

export type BotCheck = 'PENDING' | 'PASSED' | 'SKIPPED' | 'UNAVAILABLE' | 'FAILED';

export interface NewLead {
  domainId: string;
  ownerId: string;
  domainName: string;
  name: string;
  email: string;
  phone: string | null;
  message: string | null;
  offer: string | null;
  kind: 'INQUIRY' | 'OFFER' | 'BUY_NOW';
  botCheck: BotCheck;
  ipAddress: string | null;
  userAgent: string | null;
}

/** Leads an owner sees: a lead that failed the bot check is kept for the record only. */
const visible = ne(leads.botCheck, 'FAILED');

/** The only code that touches the `leads` table. */
@Injectable()
export class LeadsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async insert(executor: DbExecutor, lead: NewLead): Promise<string> {
    const [row] = await executor.insert(leads).values(lead).returning({ id: leads.id });
    return row!.id;
  }

  /** One lead by id, unless it failed the bot check. */
  async findVisible(id: string): Promise<LeadRow | null> {
    const [row] = await this.db
      .select()
      .from(leads)
      .where(and(eq(leads.id, id), visible))
      .limit(1);
    return row ?? null;
  }

  async setBotCheck(executor: DbExecutor, id: string, result: BotCheck): Promise<void> {
    await executor.update(leads).set({ botCheck: result }).where(eq(leads.id, id));
  }

  /** The owner's visible leads received in [start, end); open bounds count from or to any time. */
  async countVisibleBetween(
    ownerId: string,
    start: Date | null,
    end: Date | null,
    executor: DbExecutor = this.db,
  ): Promise<number> {
    const [row] = await executor
      .select({ n: count() })
      .from(leads)
      .where(
        and(
          eq(leads.ownerId, ownerId),
          visible,
          start ? gte(leads.createdAt, start) : undefined,
          end ? lt(leads.createdAt, end) : undefined,
        ),
      );
    return row?.n ?? 0;
  }

  /**
   * A page of the owner's leads (of one domain when given, received in the period when it has
   * bounds), newest first, with the total.
   */
  async page(
    ownerId: string,
    query: {
      domainId: string | null;
      period: PeriodRange;
      offset: number;
      limit: number;
    },
  ): Promise<{ rows: LeadRow[]; total: number }> {
    const { domainId, period, offset, limit } = query;
    const where = and(
      eq(leads.ownerId, ownerId),
      visible,
      domainId ? eq(leads.domainId, domainId) : undefined,
      period.start ? gte(leads.createdAt, period.start) : undefined,
      period.end ? lt(leads.createdAt, period.end) : undefined,
    );
    const [rows, [counted]] = await Promise.all([
      this.db
        .select()
        .from(leads)
        .where(where)
        .orderBy(desc(leads.createdAt), desc(leads.id))
        .limit(limit)
        .offset(offset),
      this.db.select({ n: count() }).from(leads).where(where),
    ]);
    return { rows, total: counted?.n ?? 0 };
  }

  /** Every lead of the owner, newest first, for export. */
  async all(ownerId: string): Promise<LeadRow[]> {
    return this.db
      .select()
      .from(leads)
      .where(and(eq(leads.ownerId, ownerId), visible))
      .orderBy(desc(leads.createdAt), desc(leads.id));
  }

  /**
   * Deletes the owner's leads with these ids, all or none: returns the domain id of each deleted
   * lead, or null (and deletes nothing) when any id is not one of the owner's leads.
   */
  async deleteAll(tx: DbExecutor, ownerId: string, ids: string[]): Promise<string[] | null> {
    const unique = [...new Set(ids)];
    const mine = and(eq(leads.ownerId, ownerId), visible, inArray(leads.id, unique));
    const owned = await tx.select({ id: leads.id }).from(leads).where(mine).for('update');
    if (owned.length !== unique.length) return null;
    const deleted = await tx.delete(leads).where(mine).returning({ domainId: leads.domainId });
    return deleted.map((row) => row.domainId);
  }
}
