import { Inject, Injectable } from '@nestjs/common';
import { and, count, desc, eq, gte, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Database, DbExecutor } from '../../database/database';
import { DATABASE } from '../../database/database.module';
import { domains, leads, users, type LeadRow } from '../../database/schema';

export type BotCheck = 'PENDING' | 'PASSED' | 'SKIPPED' | 'UNAVAILABLE' | 'FAILED';

export interface LeadTarget {
  domain: {
    id: string;
    name: string;
    sellingPrice: string | null;
    priceHidden: boolean;
    buyItNow: boolean;
  };
  owner: {
    id: string;
    username: string;
    displayName: string;
    email: string;
    planType: string;
    timeZone: string;
  };
}

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
  constructor(@Inject(DATABASE) readonly db: Database) {}

  /** A public, unsold domain of an active owner: the only kind a lead can be sent for. */
  async findTarget(username: string, name: string): Promise<LeadTarget | null> {
    const [row] = await this.db
      .select({
        domain: {
          id: domains.id,
          name: domains.name,
          sellingPrice: domains.sellingPrice,
          priceHidden: domains.priceHidden,
          buyItNow: domains.buyItNow,
        },
        owner: {
          id: users.id,
          username: users.username,
          displayName: users.displayName,
          email: users.email,
          planType: users.planType,
          timeZone: users.timeZone,
        },
      })
      .from(domains)
      .innerJoin(users, eq(users.id, domains.ownerId))
      .where(
        and(
          eq(users.username, username),
          eq(domains.name, name),
          eq(domains.public, true),
          eq(domains.sold, false),
          isNull(users.disabledAt),
        ),
      )
      .limit(1);
    return row ?? null;
  }

  /** Stores the lead and counts it on its domain. */
  async insert(executor: DbExecutor, lead: NewLead): Promise<string> {
    const [row] = await executor.insert(leads).values(lead).returning({ id: leads.id });
    await executor
      .update(domains)
      .set({ leads: sql`${domains.leads} + 1` })
      .where(eq(domains.id, lead.domainId));
    return row!.id;
  }

  /** Records the bot check; a failed lead no longer counts on its domain. */
  async setBotCheck(executor: DbExecutor, lead: NewLead & { id: string }, result: BotCheck) {
    await executor.update(leads).set({ botCheck: result }).where(eq(leads.id, lead.id));
    if (result === 'FAILED')
      await executor
        .update(domains)
        .set({ leads: sql`greatest(${domains.leads} - 1, 0)` })
        .where(eq(domains.id, lead.domainId));
  }

  /** Serialises one owner's lead notifications, so the monthly count is exact. */
  async lockOwner(executor: DbExecutor, ownerId: string): Promise<void> {
    await executor.execute(sql`select id from ${users} where ${users.id} = ${ownerId} for update`);
  }

  async countVisibleBetween(
    executor: DbExecutor,
    ownerId: string,
    start: Date,
    end: Date,
  ): Promise<number> {
    const [row] = await executor
      .select({ n: count() })
      .from(leads)
      .where(
        and(
          eq(leads.ownerId, ownerId),
          visible,
          gte(leads.createdAt, start),
          lt(leads.createdAt, end),
        ),
      );
    return row?.n ?? 0;
  }

  /** True for the first caller of the month: only that one sends the "limit reached" email. */
  async claimLimitNotice(executor: DbExecutor, ownerId: string, month: string): Promise<boolean> {
    const rows = await executor
      .update(users)
      .set({ leadLimitNoticeMonth: month })
      .where(
        and(eq(users.id, ownerId), sql`${users.leadLimitNoticeMonth} is distinct from ${month}`),
      )
      .returning({ id: users.id });
    return rows.length > 0;
  }

  /** An owner's domain id by stored name, whatever its flags. */
  async findOwnedDomainId(ownerId: string, name: string): Promise<string | null> {
    const [row] = await this.db
      .select({ id: domains.id })
      .from(domains)
      .where(and(eq(domains.ownerId, ownerId), eq(domains.name, name)))
      .limit(1);
    return row?.id ?? null;
  }

  /** A page of the owner's leads (of one domain when given), newest first, with the total. */
  async page(
    ownerId: string,
    domainId: string | null,
    offset: number,
    limit: number,
  ): Promise<{ rows: LeadRow[]; total: number }> {
    const where = and(
      eq(leads.ownerId, ownerId),
      visible,
      domainId ? eq(leads.domainId, domainId) : undefined,
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
   * Deletes the owner's leads with these ids, all or none: returns null (and deletes nothing)
   * when any id is not one of the owner's leads.
   */
  async deleteAll(ownerId: string, ids: string[]): Promise<number | null> {
    const unique = [...new Set(ids)];
    const mine = and(eq(leads.ownerId, ownerId), visible, inArray(leads.id, unique));
    return this.db.transaction(async (tx) => {
      const owned = await tx.select({ id: leads.id }).from(leads).where(mine).for('update');
      if (owned.length !== unique.length) return null;
      const deleted = await tx.delete(leads).where(mine).returning({ domainId: leads.domainId });
      const perDomain = new Map<string, number>();
      for (const { domainId } of deleted)
        perDomain.set(domainId, (perDomain.get(domainId) ?? 0) + 1);
      for (const [domainId, n] of [...perDomain].sort(([a], [b]) => (a < b ? -1 : 1)))
        await tx
          .update(domains)
          .set({ leads: sql`greatest(${domains.leads} - ${n}, 0)` })
          .where(eq(domains.id, domainId));
      return deleted.length;
    });
  }
}
