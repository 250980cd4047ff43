import { Inject, Injectable } from '@nestjs/common';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Database, DbExecutor } from '../../database/database';
import { DATABASE } from '../../database/database-tokens';
import { leadTemplates, type LeadTemplateRow } from '../../database/schema';

/** The only code that touches `lead_templates`: owners' saved replies. */
@Injectable()
export class LeadTemplatesRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  list(ownerId: string): Promise<LeadTemplateRow[]> {
    return this.db
      .select()
      .from(leadTemplates)
      .where(eq(leadTemplates.ownerId, ownerId))
      .orderBy(asc(leadTemplates.createdAt), asc(leadTemplates.id));
  }

  async count(tx: DbExecutor, ownerId: string): Promise<number> {
    const [row] = await tx
      .select({ n: count() })
      .from(leadTemplates)
      .where(eq(leadTemplates.ownerId, ownerId));
    return row?.n ?? 0;
  }

  async insert(
    tx: DbExecutor,
    template: { ownerId: string; name: string; body: string },
  ): Promise<LeadTemplateRow> {
    const [row] = await tx.insert(leadTemplates).values(template).returning();
    return row!;
  }

  /** Changes the owner's template; null when it is not theirs. */
  async update(
    ownerId: string,
    id: string,
    changes: { name: string; body: string },
  ): Promise<LeadTemplateRow | null> {
    const [row] = await this.db
      .update(leadTemplates)
      .set({ ...changes, updatedAt: new Date() })
      .where(and(eq(leadTemplates.id, id), eq(leadTemplates.ownerId, ownerId)))
      .returning();
    return row ?? null;
  }

  /** Deletes the owner's template; false when it is not theirs. */
  async delete(ownerId: string, id: string): Promise<boolean> {
    const rows = await this.db
      .delete(leadTemplates)
      .where(and(eq(leadTemplates.id, id), eq(leadTemplates.ownerId, ownerId)))
      .returning({ id: leadTemplates.id });
    return rows.length > 0;
  }
}
