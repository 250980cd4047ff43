import { Injectable } from '@nestjs/common';
import type { DomainAtRegistrar, DomainHistoryEntry } from '@domainfolio/contracts';

/** A domain just added, as the registry look-up needs it. */
export interface AddedDomain {
  id: string;
  name: string;
}

type HistoryReader = (ownerId: string, domainId: string) => Promise<DomainHistoryEntry[]>;
type RegistrarReader = (ownerId: string, name: string) => Promise<DomainAtRegistrar[]>;

/**
 * What modules that keep something about a domain add to its page: the registry module its
 * history, the registrar sync what each connected account says of it. They use domains, so
 * domains cannot import them back; they plug in here when they start.
 */
@Injectable()
export class DomainDetailSources {
  private historyReader: HistoryReader | null = null;
  private registrarReader: RegistrarReader | null = null;
  private readonly addedListeners: ((added?: readonly AddedDomain[]) => void)[] = [];

  provideHistory(reader: HistoryReader): void {
    this.historyReader = reader;
  }

  provideRegistrars(reader: RegistrarReader): void {
    this.registrarReader = reader;
  }

  /**
   * Called after domains were added (by hand, an import, a sync), once they are committed: with
   * the domains when a person added a few and waits to see them, without for a batch.
   */
  onAdded(listener: (added?: readonly AddedDomain[]) => void): void {
    this.addedListeners.push(listener);
  }

  added(domains?: readonly AddedDomain[]): void {
    for (const listener of this.addedListeners) listener(domains);
  }

  history(ownerId: string, domainId: string): Promise<DomainHistoryEntry[]> {
    return this.historyReader ? this.historyReader(ownerId, domainId) : Promise.resolve([]);
  }

  atRegistrars(ownerId: string, name: string): Promise<DomainAtRegistrar[]> {
    return this.registrarReader ? this.registrarReader(ownerId, name) : Promise.resolve([]);
  }
}
