import { Inject, Injectable } from '@nestjs/common';
import type { Database, Transaction } from './database';
import { DATABASE } from './database-tokens';

/**
 * The one door to a transaction. A service that must change several things together runs them
 * in `run` and hands the transaction to each repository call; repositories never open one for
 * a caller, and no service reaches for a repository's connection.
 */
@Injectable()
export class UnitOfWork {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  run<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }
}
