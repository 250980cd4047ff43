import { Injectable } from '@nestjs/common';
import type { DbExecutor } from '../../database/database';
import {
  DomainViewsRepository,
  type DomainDayCounts,
  type DomainDayRow,
  type DomainViewTotals,
} from './domain-views.repository';

export type { DomainDayCounts, DomainDayRow, DomainViewTotals };

/**
 * Landing-page views as the domains module keeps them (`domain_views_daily` and each domain's
 * lifetime `views`), for the analytics module, which counts them and writes them in its flush
 * transaction, and reads them back for its reports.
 */
@Injectable()
export class DomainViewsService {
  constructor(private readonly repository: DomainViewsRepository) {}

  /** Locks the domains in id order in the caller's transaction; the ones that still exist. */
  lock(tx: DbExecutor, domainIds: readonly string[]): Promise<Set<string>> {
    return this.repository.lock(tx, domainIds);
  }

  /** Adds a batch of daily counts (after `lock`, in the same transaction). */
  add(tx: DbExecutor, rows: readonly DomainDayCounts[]): Promise<void> {
    return this.repository.add(tx, rows);
  }

  /** A domain's daily views, visitors and bots in [from, to] (UTC days), days without views left out. */
  days(domainId: string, from: string, to: string): Promise<DomainDayRow[]> {
    return this.repository.days(domainId, from, to);
  }

  /** The owner's `limit` domains with the most views in [from, to]. */
  top(ownerId: string, from: string, to: string, limit: number): Promise<DomainViewTotals[]> {
    return this.repository.top(ownerId, from, to, limit);
  }
}
