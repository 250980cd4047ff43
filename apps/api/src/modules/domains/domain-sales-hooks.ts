import { Injectable } from '@nestjs/common';
import type { DbExecutor } from '../../database/database';

/** Told, in the sale's own transaction, that an owner's domain has just been recorded as sold. */
export type SaleListener = (
  tx: DbExecutor,
  sale: { ownerId: string; domainId: string },
) => Promise<void>;

/**
 * Where modules that keep something about a domain's sale plug in. The leads module marks the
 * thread that agreed the price Sold; it uses domains, so domains cannot import it back.
 */
@Injectable()
export class DomainSaleListeners {
  private readonly listeners: SaleListener[] = [];

  listen(listener: SaleListener): void {
    this.listeners.push(listener);
  }

  async sold(tx: DbExecutor, sale: { ownerId: string; domainId: string }): Promise<void> {
    for (const listener of this.listeners) await listener(tx, sale);
  }
}
