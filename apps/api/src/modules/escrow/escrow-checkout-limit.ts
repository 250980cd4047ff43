import type { Request } from 'express';
import type { RateLimiter } from '../../common/http/rate-limiter';
import type { AppConfig } from '../../config/app-config';

const HOUR = 60 * 60_000;

/**
 * Counts one checkout for the request's address. Each checkout creates a transaction at
 * Escrow.com naming the seller: a client gets few, however the checkout was started.
 */
export async function countCheckout(
  limiter: RateLimiter,
  config: AppConfig,
  request: Request,
): Promise<void> {
  await limiter.consume(`escrow:${request.ip}`, {
    limit: config.ESCROW_PER_HOUR_PER_ADDRESS,
    windowMs: HOUR,
  });
}
