import { createHash } from 'node:crypto';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { ErrorCode, type DomainRegistry } from '@domainfolio/contracts';
import { AppError } from '../../common/errors/app-error';
import { OwnerEvents } from '../../common/events/owner-events';
import { RateLimiter } from '../../common/http/rate-limiter';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import type { DbExecutor } from '../../database/database';
import type { DomainRow, UserRow } from '../../database/schema';
import { UnitOfWork } from '../../database/unit-of-work';
import { DomainDetailSources } from '../domains/domain-detail-sources';
import type { RegistryColumns } from '../domains/domain-registry-flag';
import { DomainsService } from '../domains/domains.service';
import { DomainHistoryRepository } from './domain-history.repository';
import { RdapClient, type RdapOutcome } from './rdap/rdap.client';
import { registryUpdate, type HistoryLine } from './registry-changes';

/** An owner's refreshes: enough to check a few names by hand, not to drive look-ups by script. */
const REFRESHES = { limit: 30, windowMs: 60_000 };

/**
 * Registry data: looks a domain up through RDAP, applies what the registry says (fills the
 * product's defaults, keeps the owner's values and shows where they differ), records the changes
 * in the domain's history and raises them as events for the owner's channels.
 */
@Injectable()
export class RegistryService implements OnModuleInit {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly domains: DomainsService,
    private readonly detailSources: DomainDetailSources,
    private readonly history: DomainHistoryRepository,
    private readonly rdap: RdapClient,
    private readonly unitOfWork: UnitOfWork,
    private readonly events: OwnerEvents,
    private readonly limiter: RateLimiter,
  ) {}

  onModuleInit(): void {
    this.detailSources.provideHistory((ownerId, domainId) => this.history.list(ownerId, domainId));
  }

  /**
   * When a domain is next due: a refresh period after now, shifted by up to a tenth of it by the
   * domain's id, so a portfolio imported at once is not all read again in the same minute.
   */
  nextDueAt(id: string, now: Date): Date {
    const period = this.config.RDAP_REFRESH_HOURS * 3_600_000;
    const spread = createHash('sha1').update(id).digest().readUInt32BE(0) / 0xffffffff;
    return new Date(now.getTime() + period - period * 0.1 * spread);
  }

  /** Looks a domain up and applies the answer; null when the domain is gone meanwhile. */
  async check(domain: { id: string; name: string }, urgent = false): Promise<DomainRow | null> {
    const outcome = await this.rdap.lookup(domain.name, { urgent });
    return this.apply(domain.id, outcome);
  }

  /** Applies a look-up's outcome under the domain's row lock, with its history and events. */
  async apply(id: string, outcome: RdapOutcome, now = new Date()): Promise<DomainRow | null> {
    const result = await this.unitOfWork.run(async (tx) => {
      const row = await this.domains.lockForRegistry(tx, id);
      if (!row) return null;
      const update = registryUpdate(row, outcome, now, this.nextDueAt(row.id, now));
      const written = await this.domains.writeRegistry(tx, row.id, update.columns);
      await this.history.add(tx, row, 'registry', update.history, now);
      for (const alert of update.alerts)
        await this.events.record(
          tx,
          row.ownerId,
          {
            type: 'domain.registry_changed',
            payload: { domain: row.name, source: 'registry', ...alert },
          },
          // One alert per change, whichever replica saw it first.
          `registry:${row.id}:${alert.change}:${alert.to ?? ''}`,
        );
      return { written, alerted: update.alerts.length > 0 };
    });
    if (result?.alerted) this.events.kick();
    return result?.written ?? null;
  }

  /** Adds lines to a domain's history in the caller's transaction (the registrar sync's changes). */
  recordHistory(
    tx: DbExecutor,
    domain: { id: string; ownerId: string },
    source: string,
    lines: readonly HistoryLine[],
    at = new Date(),
  ): Promise<void> {
    return this.history.add(tx, domain, source, lines, at);
  }

  /** The refresh button: looks the owner's domain up now, ahead of the daily work. */
  async refresh(owner: UserRow, rawName: string): Promise<DomainRegistry> {
    const row = await this.domains.ownedRow(owner, rawName);
    await this.limiter.consume(`registry-refresh:${owner.id}`, REFRESHES);
    this.rdap.forget(row.name);
    const updated = await this.check(row, true);
    if (!updated) throw new AppError(ErrorCode.NOT_FOUND);
    return this.domains.registryPanel(updated);
  }

  /** "Use the registry's": the fields take the registry's value and follow it from then on. */
  async useRegistryValues(
    owner: UserRow,
    rawName: string,
    fields: readonly ('expiration' | 'registrar')[],
  ): Promise<DomainRegistry> {
    const { id } = await this.domains.ownedRow(owner, rawName);
    const updated = await this.unitOfWork.run(async (tx) => {
      const row = await this.domains.lockForRegistry(tx, id);
      if (!row) throw new AppError(ErrorCode.NOT_FOUND);
      const columns: RegistryColumns = {};
      for (const field of new Set(fields)) {
        const value = field === 'expiration' ? row.registryExpiration : row.registryRegistrar;
        if (row.registryState !== 'found' || value === null)
          throw new AppError(ErrorCode.CONFLICT, {
            message:
              field === 'expiration'
                ? 'The registry publishes no expiration for this domain. Nothing was changed.'
                : 'The registry names no registrar of the list for this domain. Nothing was changed.',
            errors: [{ field: 'fields', message: `the registry has no ${field}` }],
          });
        if (field === 'expiration') {
          columns.expiration = value;
          columns.expirationSource = 'registry';
        } else {
          columns.registrar = value;
          columns.registrarSource = 'registry';
        }
      }
      return this.domains.writeRegistry(tx, row.id, columns);
    });
    if (!updated) throw new AppError(ErrorCode.NOT_FOUND);
    return this.domains.registryPanel(updated);
  }
}
