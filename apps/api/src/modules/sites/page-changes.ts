import {
  Inject,
  Injectable,
  Logger,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import type { DatabaseHandle } from '../../database/database';
import { DATABASE_HANDLE } from '../../database/database-tokens';
import { PublicPageCache } from './public-page-cache';

/** The database channel on which an instance says that its writes may have changed pages. */
export const PAGES_CHANGED_CHANNEL = 'domainfolio_pages_changed';

/**
 * Keeps the pages of every API instance on one database fresh together: a write that succeeded
 * on one instance empties its own kept pages at once and tells the others through the database
 * (NOTIFY), which empty theirs within milliseconds. Without it, a change made through one
 * replica would show on another only when that one's copy expires (PUBLIC_PAGE_CACHE_MS).
 * When the listening connection is lost (a database restart), the pages are emptied again on
 * its return, since a change may have been announced meanwhile.
 */
@Injectable()
export class PageChanges implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(PageChanges.name);
  private stopListening: (() => Promise<void>) | null = null;

  constructor(
    @Inject(DATABASE_HANDLE) private readonly database: DatabaseHandle,
    private readonly pages: PublicPageCache,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.stopListening = await this.database.listen(PAGES_CHANGED_CHANNEL, () =>
      this.pages.clear(),
    );
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.stopListening?.();
    this.stopListening = null;
  }

  /** Empties this instance's pages and tells every other instance to empty theirs. */
  changed(): void {
    this.pages.clear();
    this.database.notify(PAGES_CHANGED_CHANNEL).catch((error: Error) => {
      // The write itself succeeded; the other instances' copies expire on their own.
      this.logger.warn(`Could not tell the other instances that pages changed: ${error.message}`);
    });
  }
}
