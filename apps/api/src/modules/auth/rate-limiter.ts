import { Injectable } from '@nestjs/common';
import { ErrorCode } from '@domainfolio/contracts';
import { AppError } from '../../common/errors/app-error';

export interface RateLimit {
  /** Requests allowed per window. */
  limit: number;
  windowMs: number;
}

/** Sign-in, sign-up and email-sending limits, per client address and per account. */
export const RATE_LIMITS = {
  loginPerAddress: { limit: 30, windowMs: 15 * 60_000 },
  loginPerAccount: { limit: 10, windowMs: 15 * 60_000 },
  registerPerAddress: { limit: 10, windowMs: 60 * 60_000 },
  emailPerAddress: { limit: 10, windowMs: 60 * 60_000 },
  emailPerAccount: { limit: 3, windowMs: 60 * 60_000 },
} as const satisfies Record<string, RateLimit>;

interface Window {
  startedAt: number;
  count: number;
}

const SWEEP_EVERY = 1000;

/**
 * Fixed-window counters kept in memory. Each API instance counts on its own, so behind N
 * instances a limit is at most N times looser; the limits here are far below abuse levels.
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
      this.windows.set(key, { startedAt: now, count: 1 });
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

  private sweep(now: number): void {
    this.calls += 1;
    if (this.calls % SWEEP_EVERY !== 0) return;
    const longest = Math.max(...Object.values(RATE_LIMITS).map((l) => l.windowMs));
    for (const [key, window] of this.windows) {
      if (now - window.startedAt >= longest) this.windows.delete(key);
    }
  }
}
