import { Inject, Injectable, Logger } from '@nestjs/common';
import { ErrorCode, RELEASE_LABEL, VERSION_LABEL } from '@domainfolio/contracts';
import { AppError } from '../../common/errors/app-error';
import { DATABASE_HANDLE } from '../../database/database-tokens';
import type { DatabaseHandle } from '../../database/database';
import type { ReplicaStatus } from '../../database/read-replicas';
import { APP_VERSION } from '../../config/app-version';
import { HealthRepository } from './health.repository';

export interface HealthStatus {
  status: 'ok';
  database: DatabaseHandle['driver'];
  version: string;
  /**
   * The read replicas (DATABASE_READ_URLS), each with its state and lag; empty without. A
   * replica out of rotation does not make the instance unhealthy: its reads go to the primary.
   */
  replicas: ReplicaStatus[];
}

export interface AppVersion {
  version: string;
  release: string;
  label: string;
}

@Injectable()
export class HealthService {
  private readonly logger = new Logger(HealthService.name);

  constructor(
    private readonly repository: HealthRepository,
    @Inject(DATABASE_HANDLE) private readonly handle: DatabaseHandle,
  ) {}

  /** Healthy only when the database answers; load balancers take the instance out otherwise. */
  async check(): Promise<HealthStatus> {
    try {
      await this.repository.ping();
    } catch (error) {
      this.logger.error({ err: error }, 'Health check: database unreachable');
      throw new AppError(ErrorCode.SERVICE_UNAVAILABLE, {
        message: 'The database is not reachable.',
      });
    }
    return {
      status: 'ok',
      database: this.handle.driver,
      version: APP_VERSION,
      replicas: this.handle.reads.status(),
    };
  }

  version(): AppVersion {
    return { version: APP_VERSION, release: RELEASE_LABEL, label: VERSION_LABEL };
  }
}
