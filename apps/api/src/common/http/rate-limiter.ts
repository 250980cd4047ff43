import {
  Global,
  Inject,
  Injectable,
  Logger,
  Module,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { ErrorCode } from '@domainfolio/contracts';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import type { Database } from '../../database/database';
import { DATABASE } from '../../database/database-tokens';
import { AppError } from '../errors/app-error';
import { FailoverRateLimitStore } from './failover-rate-limit-store';
import { PostgresRateLimitStore } from './postgres-rate-limit-store';
import type { RateLimitStore } from './rate-limit-store';
import { RedisRateLimitStore } from './redis-rate-limit-store';

export interface RateLimit {
  /** Requests allowed per window. */
  limit: number;
  windowMs: number;
}

export const RATE_LIMIT_STORE = Symbol('RATE_LIMIT_STORE');

/**
 * Fixed-window limits per key (an address, an account, an email), counted in a store every API
 * instance shares: behind N instances a limit is the same as behind one.
 */
@Injectable()
export class RateLimiter implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(RateLimiter.name);

  constructor(@Inject(RATE_LIMIT_STORE) private readonly store: RateLimitStore) {}

  /** Counts one request for `key`; throws RATE_LIMITED (429) once the limit is used up. */
  async consume(key: string, { limit, windowMs }: RateLimit): Promise<void> {
    const { count, msLeft } = await this.store.hit(key, windowMs);
    if (count <= limit) return;
    const retryAfter = Math.max(1, Math.ceil(msLeft / 1000));
    throw new AppError(ErrorCode.RATE_LIMITED, {
      headers: { 'Retry-After': String(retryAfter) },
    });
  }

  onApplicationBootstrap(): void {
    this.logger.log(`Rate limits kept in ${this.store.name}`);
  }

  async onModuleDestroy(): Promise<void> {
    await this.store.close();
  }
}

/**
 * PostgreSQL holds the counts by default; with REDIS_URL, Redis does, and PostgreSQL takes over
 * while Redis is unreachable. Redis being down at start does not stop the API.
 */
async function createRateLimitStore(config: AppConfig, db: Database): Promise<RateLimitStore> {
  const postgres = new PostgresRateLimitStore(db);
  if (!config.REDIS_URL) return postgres;
  const logger = new Logger(RateLimiter.name);
  const redis = new RedisRateLimitStore(config.REDIS_URL, { keyPrefix: config.REDIS_KEY_PREFIX });
  // The client reports each failed reconnection; the failover below reports the outage once.
  redis.onConnectionError(() => undefined);
  let reachable = true;
  try {
    await redis.connect();
  } catch (error) {
    reachable = false;
    logger.warn(
      `${redis.name} is unreachable (${String(error)}): counting in PostgreSQL until it answers`,
    );
  }
  return new FailoverRateLimitStore(
    redis,
    postgres,
    {
      failedOver: (error) =>
        logger.warn(
          `${redis.name} failed (${String(error)}): counting in PostgreSQL until it answers`,
        ),
      recovered: () => logger.log(`${redis.name} answers again: counting there`),
    },
    { primaryDown: !reachable },
  );
}

/** One limiter for the whole application, so every module counts in the same windows. */
@Global()
@Module({
  providers: [
    {
      provide: RATE_LIMIT_STORE,
      inject: [APP_CONFIG, DATABASE],
      useFactory: createRateLimitStore,
    },
    RateLimiter,
  ],
  exports: [RateLimiter],
})
export class RateLimiterModule {}
