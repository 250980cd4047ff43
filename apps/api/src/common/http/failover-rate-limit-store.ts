import type { RateLimitStore, WindowCount } from './rate-limit-store';

/** After a failure the primary store is left alone this long, so requests do not each wait on it. */
const RETRY_PRIMARY_AFTER_MS = 5000;

export interface FailoverEvents {
  /** The primary store failed: requests are counted in the fallback until it answers again. */
  failedOver(error: unknown): void;
  /** The primary store answered again after failing. */
  recovered(): void;
}

/**
 * Counts in the primary store (Redis) and, while it fails, in the fallback (PostgreSQL). A limit
 * check must not make sign-in impossible because Redis blipped, nor turn every limit off: the
 * fallback still counts across instances. While both hold counts for a key (the minutes around
 * an outage), a client may get up to its limit from each before a 429.
 */
export class FailoverRateLimitStore implements RateLimitStore {
  readonly name: string;
  private readonly now: () => number;
  private primaryDown: boolean;
  private retryPrimaryAt = 0;

  constructor(
    private readonly primary: RateLimitStore,
    private readonly fallback: RateLimitStore,
    private readonly events: FailoverEvents,
    options: { primaryDown?: boolean; now?: () => number } = {},
  ) {
    // A primary found down at start is tried again at the first request.
    this.primaryDown = options.primaryDown ?? false;
    this.now = options.now ?? Date.now;
    this.name = `${primary.name}, ${fallback.name} while it is unreachable`;
  }

  async hit(key: string, windowMs: number): Promise<WindowCount> {
    if (this.primaryDown && this.now() < this.retryPrimaryAt) {
      return this.fallback.hit(key, windowMs);
    }
    let counted: WindowCount;
    try {
      counted = await this.primary.hit(key, windowMs);
    } catch (error) {
      if (!this.primaryDown) this.events.failedOver(error);
      this.primaryDown = true;
      this.retryPrimaryAt = this.now() + RETRY_PRIMARY_AFTER_MS;
      return this.fallback.hit(key, windowMs);
    }
    if (this.primaryDown) {
      this.primaryDown = false;
      this.events.recovered();
    }
    return counted;
  }

  async close(): Promise<void> {
    await Promise.all([this.primary.close(), this.fallback.close()]);
  }
}
