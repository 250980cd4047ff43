import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq } from 'drizzle-orm';
import type { DomainHistoryEntry } from '@domainfolio/contracts';
import type { Database, DbExecutor } from '../../database/database';
import { DATABASE } from '../../database/database-tokens';
import { domainHistory } from '../../database/schema';
import type { HistoryLine } from './registry-changes';

/** What a domain's page shows of its history. */
const SHOWN = 100;

/** A domain's registry and registrar history: written once per change, read newest first. */
@Injectable()
export class DomainHistoryRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async add(
    tx: DbExecutor,
    domain: { id: string; ownerId: string },
    source: string,
    lines: readonly HistoryLine[],
    at: Date,
  ): Promise<void> {
    if (lines.length === 0) return;
    await tx.insert(domainHistory).values(
      lines.map((line) => ({
        domainId: domain.id,
        ownerId: domain.ownerId,
        kind: line.kind,
        source,
        field: line.field,
        fromValue: line.fromValue,
        toValue: line.toValue,
        at,
      })),
    );
  }

  async list(ownerId: string, domainId: string): Promise<DomainHistoryEntry[]> {
    const rows = await this.db
      .select()
      .from(domainHistory)
      .where(and(eq(domainHistory.ownerId, ownerId), eq(domainHistory.domainId, domainId)))
      .orderBy(desc(domainHistory.at), desc(domainHistory.id))
      .limit(SHOWN);
    return rows.map((row) => ({
      _id: row.id,
      kind: row.kind as DomainHistoryEntry['kind'],
      source: row.source,
      field: row.field as DomainHistoryEntry['field'],
      at: row.at.toISOString(),
      from: row.fromValue,
      to: row.toValue,
    }));
  }
}
