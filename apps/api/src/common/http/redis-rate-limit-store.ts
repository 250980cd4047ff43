import Redis from 'ioredis';
import type { RateLimitStore, WindowCount } from './rate-limit-store';

/**
 * Counts one request in one round trip, atomically: Redis runs a script alone. The first
 * request of a window sets its expiry; a key found without one (set by hand, or left by a
 * script that failed half-way) gets one too, so no window lasts for ever.
 */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

interface RedisWithHit extends Redis {
  rateLimitHit(key: string, windowMs: number): Promise<[number, number]>;
}

export interface RedisStoreOptions {
  /**
   * Put before every key (then `rate-limit:`), so deployments or tests sharing one Redis do not
   * share counts.
   */
  keyPrefix: string;
  /** How long a command may take before the request is counted elsewhere. */
  commandTimeoutMs?: number;
}

/**
 * Fixed windows in Redis: one key per window that expires with it, so nothing needs sweeping.
 * Commands fail at once while the connection is down (no offline queue) and after
 * `commandTimeoutMs` when Redis hangs, so a caller can count elsewhere without keeping the
 * request waiting; the client reconnects in the background.
 */
export class RedisRateLimitStore implements RateLimitStore {
  readonly name: string;
  private readonly redis: RedisWithHit;

  constructor(
    url: string,
    private readonly options: RedisStoreOptions,
  ) {
    const { hostname, port, pathname } = new URL(url);
    // Never the password the URL may carry.
    this.name = `Redis ${hostname}:${port || 6379}${pathname.length > 1 ? pathname : ''}`;
    this.redis = new Redis(url, {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: 2000,
      commandTimeout: options.commandTimeoutMs ?? 500,
      retryStrategy: (attempt) => Math.min(attempt * 200, 5000),
    }) as RedisWithHit;
    this.redis.defineCommand('rateLimitHit', { numberOfKeys: 1, lua: HIT_SCRIPT });
  }

  /** Connects; rejects when Redis does not answer, while the client keeps trying. */
  async connect(): Promise<void> {
    await this.redis.connect();
  }

  /** Errors of the connection itself (the commands' own errors reject their promises). */
  onConnectionError(listener: (error: Error) => void): void {
    this.redis.on('error', listener);
  }

  async hit(key: string, windowMs: number): Promise<WindowCount> {
    const [count, msLeft] = await this.redis.rateLimitHit(
      `${this.options.keyPrefix}rate-limit:${key}`,
      windowMs,
    );
    return { count: Number(count), msLeft: Number(msLeft) };
  }

  async close(): Promise<void> {
    // quit() waits for a connected client's replies; a client that is down has none to wait for.
    if (this.redis.status === 'ready') await this.redis.quit();
    else this.redis.disconnect();
  }
}
