import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import type { Database } from '../../database/database';
import { DATABASE } from '../../database/database-tokens';

export interface PendingViews {
  domainId: string;
  ownerId: string;
  /** UTC calendar day of the views ('2026-11-22'). */
  day: string;
  count: number;
}

/** Landing-page views: the daily counts and each domain's lifetime total. */
@Injectable()
export class DomainViewsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /**
   * Adds a batch of counts in one transaction. The batch must be sorted by domain id, so that
   * instances writing at the same time lock rows in the same order and cannot deadlock.
   */
  async add(batch: readonly PendingViews[]): Promise<void> {
    await this.db.transaction(async (tx) => {
      const rows = sql`jsonb_to_recordset(${JSON.stringify(batch)}::jsonb)
        as b("domainId" uuid, "ownerId" uuid, "day" date, "count" int)`;
      // Lock the domains first, in id order; a domain deleted meanwhile drops out here.
      await tx.execute(sql`
        select id from domains
        where id in (select "domainId" from ${rows})
        order by id for update`);
      await tx.execute(sql`
        insert into domain_views_daily (domain_id, owner_id, day, count)
        select b."domainId", b."ownerId", b."day", b."count"
        from ${rows} join domains d on d.id = b."domainId"
        order by b."domainId", b."day"
        on conflict (domain_id, day)
        do update set count = domain_views_daily.count + excluded.count`);
      await tx.execute(sql`
        update domains d set views = d.views + s.total
        from (select "domainId", sum("count")::int as total from ${rows} group by "domainId") s
        where d.id = s."domainId"`);
    });
  }
}
