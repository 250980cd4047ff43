import {
  Inject,
  Injectable,
  Logger,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { DomainViewsRepository, type PendingViews } from './domain-views.repository';

const keyOf = (views: Pick<PendingViews, 'domainId' | 'day'>) => `${views.domainId}|${views.day}`;

/**
 * Landing-page views, counted in memory and written in batches: a burst of visitors costs no
 * database write per request. A flush adds the counts to the domain's daily row and to its
 * lifetime total in one transaction; only one flush runs at a time, rows are locked in id
 * order (so instances flushing at once cannot deadlock), a failed flush puts its counts back,
 * and the last flush runs at shutdown, before the database closes.
 */
@Injectable()
export class ViewCounter implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(ViewCounter.name);
  private pending = new Map<string, PendingViews>();
  private running: Promise<void> = Promise.resolve();
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly repository: DomainViewsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.flush(), this.config.VIEW_FLUSH_INTERVAL_MS);
    this.timer.unref();
  }

  async beforeApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.flush();
  }

  /** Counts one view of a domain, now. */
  record(domainId: string, ownerId: string, at: Date = new Date()): void {
    const day = at.toISOString().slice(0, 10);
    const key = keyOf({ domainId, day });
    const entry = this.pending.get(key);
    if (entry) entry.count += 1;
    else this.pending.set(key, { domainId, ownerId, day, count: 1 });
  }

  /** Views counted but not yet written. */
  get pendingCount(): number {
    let total = 0;
    for (const entry of this.pending.values()) total += entry.count;
    return total;
  }

  /** Writes what has been counted; resolves once it is in the database. */
  flush(): Promise<void> {
    this.running = this.running.then(() => this.write());
    return this.running;
  }

  private async write(): Promise<void> {
    if (this.pending.size === 0) return;
    const batch = [...this.pending.values()].sort((a, b) =>
      a.domainId === b.domainId ? a.day.localeCompare(b.day) : a.domainId < b.domainId ? -1 : 1,
    );
    this.pending = new Map();
    try {
      await this.repository.add(batch);
    } catch (error) {
      // Keep the counts for the next flush rather than lose them.
      for (const entry of batch) {
        const current = this.pending.get(keyOf(entry));
        if (current) current.count += entry.count;
        else this.pending.set(keyOf(entry), entry);
      }
      this.logger.error(`Could not write ${batch.length} view counts: ${String(error)}`);
    }
  }
}
