import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import type { Database, DbExecutor } from '../../database/database';
import { DATABASE } from '../../database/database-tokens';
import { stripeEvents } from '../../database/schema';

/** Stripe events already handled, so a redelivered event changes nothing. */
@Injectable()
export class StripeEventsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** Records the event in the caller's transaction; false when it was handled before. */
  async claim(tx: DbExecutor, id: string, type: string): Promise<boolean> {
    const rows = await tx
      .insert(stripeEvents)
      .values({ id, type })
      .onConflictDoNothing({ target: stripeEvents.id })
      .returning({ id: stripeEvents.id });
    return rows.length > 0;
  }

  /** Whether the event was handled before (a cheap check before asking Stripe anything). */
  async seen(id: string): Promise<boolean> {
    const result = (await this.db.execute(
      sql`select 1 from ${stripeEvents} where ${stripeEvents.id} = ${id}`,
    )) as unknown as { rows: unknown[] };
    return result.rows.length > 0;
  }
}
