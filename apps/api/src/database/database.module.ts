import {
  Global,
  Inject,
  Logger,
  Module,
  type DynamicModule,
  type OnApplicationShutdown,
} from '@nestjs/common';
import type { DatabaseHandle } from './database';
import { DATABASE, DATABASE_HANDLE } from './database-tokens';
import { UnitOfWork } from './unit-of-work';

/**
 * Provides the Drizzle database (token DATABASE) to repositories, and the UnitOfWork through
 * which services open transactions. The handle is opened and migrated before the Nest
 * application is created, so a broken database stops start-up with a clear message, and tests can hand in their own (in-memory or throwaway PostgreSQL) handle.
 */
@Global()
@Module({})
export class DatabaseModule implements OnApplicationShutdown {
  private readonly logger = new Logger(DatabaseModule.name);

  constructor(@Inject(DATABASE_HANDLE) private readonly handle: DatabaseHandle) {}

  static forRoot(handle: DatabaseHandle): DynamicModule {
    return {
      module: DatabaseModule,
      providers: [
        { provide: DATABASE_HANDLE, useValue: handle },
        { provide: DATABASE, useValue: handle.db },
        UnitOfWork,
      ],
      exports: [DATABASE, DATABASE_HANDLE, UnitOfWork],
    };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.handle.close();
    this.logger.log('Database closed');
  }
}
