import { Inject, Injectable } from '@nestjs/common';
import { and, eq, ne } from 'drizzle-orm';
import type { Database, DbExecutor } from '../../database/database';
import { DATABASE } from '../../database/database-tokens';
import { escrowTransactions, type NewEscrowTransactionRow } from '../../database/schema';

/** Buy-It-Now purchases handed to Escrow.com. */
@Injectable()
export class EscrowRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async insert(row: NewEscrowTransactionRow): Promise<string> {
    const [created] = await this.db
      .insert(escrowTransactions)
      .values(row)
      .returning({ id: escrowTransactions.id });
    return created!.id;
  }

  /** Whether the lead already started a checkout that did not fail. */
  async hasCheckout(leadId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: escrowTransactions.id })
      .from(escrowTransactions)
      .where(and(eq(escrowTransactions.leadId, leadId), ne(escrowTransactions.status, 'FAILED')))
      .limit(1);
    return row !== undefined;
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
