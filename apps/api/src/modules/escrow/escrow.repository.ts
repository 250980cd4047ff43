import { Inject, Injectable } from '@nestjs/common';
import { and, eq, ne } from 'drizzle-orm';
import type { Database, DbExecutor } from '../../database/database';
import { DATABASE } from '../../database/database-tokens';
import { uniqueViolation } from '../../database/pg-errors';
import { escrowTransactions, type NewEscrowTransactionRow } from '../../database/schema';

/** Buy-It-Now purchases handed to Escrow.com. */
@Injectable()
export class EscrowRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /**
   * Claims the lead's checkout: a new row, or the lead's failed one taken again (a checkout
   * that failed at Escrow.com started nothing, so the buyer may try once more). Null when the
   * lead already has a checkout that did not fail, even one claimed at this very moment.
   */
  async claim(row: NewEscrowTransactionRow & { leadId: string }): Promise<string | null> {
    const [retried] = await this.db
      .update(escrowTransactions)
      .set({ ...row, status: 'CREATED', escrowTransactionId: null, updatedAt: new Date() })
      .where(
        and(eq(escrowTransactions.leadId, row.leadId), eq(escrowTransactions.status, 'FAILED')),
      )
      .returning({ id: escrowTransactions.id });
    if (retried) return retried.id;
    try {
      const [created] = await this.db
        .insert(escrowTransactions)
        .values(row)
        .returning({ id: escrowTransactions.id });
      return created!.id;
    } catch (error) {
      if (uniqueViolation(error) === 'escrow_transactions_lead_id_key') return null;
      throw error;
    }
  }

  async started(id: string, escrowId: string, landingPageUrl: string): Promise<void> {
    await this.db
      .update(escrowTransactions)
      .set({
        escrowTransactionId: escrowId,
        landingPageUrl,
        status: 'STARTED',
        updatedAt: new Date(),
      })
      .where(eq(escrowTransactions.id, id));
  }

  async failed(id: string): Promise<void> {
    await this.db
      .update(escrowTransactions)
      .set({ status: 'FAILED', updatedAt: new Date() })
      .where(eq(escrowTransactions.id, id));
  }

  async findByEscrowId(escrowId: string) {
    const [row] = await this.db
      .select()
      .from(escrowTransactions)
      .where(eq(escrowTransactions.escrowTransactionId, escrowId))
      .limit(1);
    return row ?? null;
  }

  /** Marks it completed; false when it already was (a repeated notification). */
  async complete(tx: DbExecutor, id: string): Promise<boolean> {
    const rows = await tx
      .update(escrowTransactions)
      .set({ status: 'COMPLETED', updatedAt: new Date() })
      .where(and(eq(escrowTransactions.id, id), ne(escrowTransactions.status, 'COMPLETED')))
      .returning({ id: escrowTransactions.id });
    return rows.length > 0;
  }
}
