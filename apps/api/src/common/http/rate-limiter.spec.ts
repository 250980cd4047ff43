import { ErrorCode } from '@domainfolio/contracts';
import { AppError } from '../errors/app-error';
import { FailoverRateLimitStore } from './failover-rate-limit-store';
import type { RateLimitStore, WindowCount } from './rate-limit-store';
import { RateLimiter } from './rate-limiter';

/** Fixed windows in a map, on a clock the test moves. */
class MemoryStore implements RateLimitStore {
  readonly name = 'memory';
  readonly windows = new Map<string, { count: number; endsAt: number }>();
  failing: Error | null = null;
  hits = 0;

  constructor(private readonly clock: { now: number }) {}

  async hit(key: string, windowMs: number): Promise<WindowCount> {
    this.hits += 1;
    if (this.failing) throw this.failing;
    const now = this.clock.now;
    let window = this.windows.get(key);
    if (!window || window.endsAt <= now) {
      window = { count: 0, endsAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return { count: window.count, msLeft: window.endsAt - now };
  }

  async close(): Promise<void> {}
}

async function refusal(attempt: Promise<unknown>): Promise<AppError> {
  const error = await attempt.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

describe('RateLimiter', () => {
  const limit = { limit: 3, windowMs: 60_000 };

  it('lets `limit` requests through per window, then refuses with 429 and Retry-After', async () => {
    const clock = { now: 0 };
    const limiter = new RateLimiter(new MemoryStore(clock));
    for (let i = 0; i < 3; i += 1) await limiter.consume('login:a', limit);

    clock.now = 20_500;
    const error = await refusal(limiter.consume('login:a', limit));
    expect(error.code).toBe(ErrorCode.RATE_LIMITED);
    expect(error.status).toBe(429);
    // 39.5 s left in the window, rounded up to whole seconds.
    expect(error.options.headers).toEqual({ 'Retry-After': '40' });

    // Another key has its own window; the first key's ends after 60 s.
    await limiter.consume('login:b', limit);
    clock.now = 60_000;
    await limiter.consume('login:a', limit);
  });

  it('never tells a client to retry after 0 seconds', async () => {
    const clock = { now: 0 };
    const limiter = new RateLimiter(new MemoryStore(clock));
    await limiter.consume('k', { limit: 1, windowMs: 1000 });
    clock.now = 999.9;
    const error = await refusal(limiter.consume('k', { limit: 1, windowMs: 1000 }));
    expect(error.options.headers).toEqual({ 'Retry-After': '1' });
  });
});

describe('FailoverRateLimitStore', () => {
  function setUp(options: { primaryDown?: boolean } = {}) {
    const clock = { now: 0 };
    const primary = new MemoryStore(clock);
    const fallback = new MemoryStore(clock);
    const events = { failedOver: jest.fn(), recovered: jest.fn() };
    const store = new FailoverRateLimitStore(primary, fallback, events, {
      ...options,
      now: () => clock.now,
    });
    return { clock, primary, fallback, events, store };
  }

  it('counts in the primary store while it answers', async () => {
    const { primary, fallback, store } = setUp();
    await store.hit('k', 1000);
    expect(await store.hit('k', 1000)).toEqual({ count: 2, msLeft: 1000 });
    expect(primary.windows.get('k')?.count).toBe(2);
    expect(fallback.hits).toBe(0);
  });

  it('counts in the fallback while the primary fails, reports it once, and comes back', async () => {
    const { clock, primary, fallback, events, store } = setUp();
    primary.failing = new Error('ECONNREFUSED');
    await store.hit('k', 60_000);
    await store.hit('k', 60_000);
    expect(fallback.windows.get('k')?.count).toBe(2);
    expect(events.failedOver).toHaveBeenCalledTimes(1);
    expect(events.failedOver).toHaveBeenCalledWith(primary.failing);
    // The primary is left alone for a few seconds rather than tried by every request.
    expect(primary.hits).toBe(1);

    primary.failing = null;
    clock.now = 5000;
    expect(await store.hit('k', 60_000)).toMatchObject({ count: 1 });
    expect(events.recovered).toHaveBeenCalledTimes(1);
    expect(primary.hits).toBe(2);
  });

  it('starts on the fallback when the primary was down at start, and tries it at once', async () => {
    const { primary, fallback, events, store } = setUp({ primaryDown: true });
    primary.failing = new Error('down');
    await store.hit('k', 1000);
    expect(fallback.hits).toBe(1);
    // Already known to be down: not reported a second time.
    expect(events.failedOver).not.toHaveBeenCalled();
  });
});
