import { Global, Injectable, Module } from '@nestjs/common';
import { ErrorCode } from '@domainfolio/contracts';
import { AppError } from '../errors/app-error';

export interface RateLimit {
  /** Requests allowed per window. */
  limit: number;
  windowMs: number;
}

interface Window {
  startedAt: number;
  windowMs: number;
  count: number;
}

const SWEEP_EVERY = 1000;

/**
 * Fixed-window counters kept in memory. Each API instance counts on its own, so behind N
 * instances a limit is at most N times looser; the limits it serves are far below abuse levels.
 */
@Injectable()
export class RateLimiter {
  private readonly windows = new Map<string, Window>();
  private calls = 0;

  /** Counts one request for `key`; throws RATE_LIMITED (429) once the limit is used up. */
  consume(key: string, { limit, windowMs }: RateLimit, now = Date.now()): void {
    this.sweep(now);
    const window = this.windows.get(key);
    if (!window || now - window.startedAt >= windowMs) {
      this.windows.set(key, { startedAt: now, windowMs, count: 1 });
      return;
    }
    window.count += 1;
    if (window.count > limit) {
      const retryAfter = Math.ceil((window.startedAt + windowMs - now) / 1000);
      throw new AppError(ErrorCode.RATE_LIMITED, {
        headers: { 'Retry-After': String(retryAfter) },
      });
    }
  }

  /** Forgets windows that have ended, now and then, so the map does not grow without bound. */
  private sweep(now: number): void {
    this.calls += 1;
    if (this.calls % SWEEP_EVERY !== 0) return;
    for (const [key, window] of this.windows) {
      if (now - window.startedAt >= window.windowMs) this.windows.delete(key);
    }
  }
}

/** One limiter for the whole application, so every module counts in the same windows. */
@Global()
@Module({ providers: [RateLimiter], exports: [RateLimiter] })
export class RateLimiterModule {}
