import { hostname } from 'node:os';
import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import type { RegistrarCode, SyncedRegistrar } from '@domainfolio/contracts';
import { OwnerEvents } from '../../common/events/owner-events';
import { Deadline } from '../../common/outbound/deadline';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import type { RegistrarSyncRunRow } from '../../database/schema';
import { UnitOfWork } from '../../database/unit-of-work';
import { DomainsService } from '../domains/domains.service';
import type { HistoryLine } from '../registry/registry-changes';
import { RegistryService } from '../registry/registry.service';
import { RegistrarError } from './connectors/registrar-connector';
import { RegistrarConnectors } from './registrar-connectors';
import { RegistrarConnectionsRepository } from './registrar-connections.repository';
import { RegistrarSyncSignal } from './registrar-sync-signal';
import { RegistrarsService } from './registrars.service';

/** This instance, as a run's holder. */
const HOLDER = `${hostname()}:${process.pid}`;
/** How long a run stays with this instance without a page applied: one page's call and write, with margin. */
const RUN_LEASE_MS = 2 * 60_000;
/** One page's call to the registrar. */
const PAGE_DEADLINE_MS = 30_000;
/** A 429 without a wait named: the registrars' windows are a minute or so. */
const DEFAULT_BACKOFF_MS = 60_000;

/**
 * Runs registrar syncs: queues each connection's daily run, then takes waiting runs one at a
 * time (any replica; the run's lease fences the others) and reads the account page by page,
 * each page applied in one transaction with the run's counts and cursor, so a run taken over
 * after its instance died goes on from the last page applied. Names the finished run did not
 * list are flagged "not at {registrar} any more", never deleted.
 */
@Injectable()
export class RegistrarSyncJob implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(RegistrarSyncJob.name);
  private started = false;
  private stopping = false;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly repository: RegistrarConnectionsRepository,
    private readonly connectors: RegistrarConnectors,
    private readonly registrars: RegistrarsService,
    private readonly domains: DomainsService,
    private readonly registry: RegistryService,
    private readonly events: OwnerEvents,
    private readonly unitOfWork: UnitOfWork,
    private readonly signal: RegistrarSyncSignal,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.REGISTRAR_SYNC_WORKER !== 'on') {
      this.logger.log('Registrar sync is off on this instance (REGISTRAR_SYNC_WORKER=off)');
      return;
    }
    this.started = true;
    this.signal.listen(() => this.kick());
    this.kick();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopping = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }

  kick(): void {
    if (!this.started || this.stopping) return;
    if (this.running) {
      this.again = true;
      return;
    }
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.running = this.loop();
  }

  private async loop(): Promise<void> {
    do {
      this.again = false;
      try {
        await this.runOnce();
      } catch (error) {
        this.logger.error({ err: error }, 'Registrar sync failed; retrying at the next poll');
      }
    } while (this.again && !this.stopping);
    this.running = null;
    if (!this.stopping)
      this.timer = setTimeout(() => {
        this.timer = null;
        this.kick();
      }, this.config.REGISTRAR_SYNC_POLL_INTERVAL_MS);
  }

  /** Queues the daily runs due, then runs every waiting run; returns how many it ran. */
  async runOnce(): Promise<number> {
    await this.repository.queueDueRuns();
    let ran = 0;
    while (!this.stopping) {
      const run = await this.repository.claimRun(HOLDER, RUN_LEASE_MS);
      if (!run) break;
      await this.process(run);
      ran += 1;
    }
    return ran;
  }

  private async process(run: RegistrarSyncRunRow): Promise<void> {
    const connection = await this.repository.findById(run.connectionId);
    if (!connection) return;
    const registrar = connection.registrar as SyncedRegistrar;
    const connector = this.connectors.get(registrar);
    const credentials = this.registrars.credentialsOf(connection);
    if (!credentials) {
      await this.fail(
        run,
        'These credentials can no longer be read on this server. Please remove the connection and add it again.',
      );
      return;
    }
    let cursor = run.cursor;
    for (;;) {
      let page;
      try {
        page = await connector.listDomains(credentials, cursor, Deadline.in(PAGE_DEADLINE_MS));
      } catch (error) {
        if (error instanceof RegistrarError && error.kind === 'rate-limited') {
          // Any instance goes on from this page once the registrar's wait is over.
          await this.repository.backOff(run.id, HOLDER, error.retryAfterMs ?? DEFAULT_BACKOFF_MS);
          this.logger.warn(`${connector.label} asked to slow down; run ${run.id} waits`);
          return;
        }
        await this.fail(
          run,
          error instanceof RegistrarError
            ? error.message
            : `${connector.label} could not be read; the next sync tries again.`,
        );
        if (!(error instanceof RegistrarError))
          this.logger.error({ err: error, run: run.id }, 'Registrar page failed');
        return;
      }
      const next = page.next;
      const applied = await this.unitOfWork.run(async (tx) => {
        if (!(await this.repository.lockHeldRun(tx, run.id, HOLDER))) return null;
        const result = await this.domains.applyRegistrarPage(
          tx,
          connection.ownerId,
          registrar as RegistrarCode,
          page.domains,
        );
        const back = await this.repository.upsertListed(tx, connection, run.id, page.domains);
        const ids = new Map(result.updated.map((row) => [row.name, row.id]));
        const lines = new Map<string, HistoryLine[]>();
        const add = (name: string, line: HistoryLine) =>
          lines.set(name, [...(lines.get(name) ?? []), line]);
        for (const row of result.updated) {
          if (row.expiration?.from && row.expiration.to > row.expiration.from)
            add(row.name, {
              kind: 'renewed',
              field: 'expiration',
              fromValue: row.expiration.from,
              toValue: row.expiration.to,
            });
          else if (row.expiration)
            add(row.name, {
              kind: 'expiration_changed',
              field: 'expiration',
              fromValue: row.expiration.from,
              toValue: row.expiration.to,
            });
          if (row.registrar?.from)
            add(row.name, {
              kind: 'transferred',
              field: 'registrar',
              fromValue: row.registrar.from,
              toValue: row.registrar.to,
            });
        }
        for (const name of back)
          add(name, {
            kind: 'at_registrar',
            field: null,
            fromValue: null,
            toValue: connector.label,
          });
        const known = await this.domains.idsByNames(
          tx,
          connection.ownerId,
          [...lines.keys()].filter((name) => !ids.has(name)),
        );
        for (const [name, entries] of lines) {
          const id = ids.get(name) ?? known.get(name);
          if (id)
            await this.registry.recordHistory(
              tx,
              { id, ownerId: connection.ownerId },
              connector.label,
              entries,
            );
        }
        await this.repository.recordPage(
          tx,
          run.id,
          next,
          {
            pages: 1,
            listed: page.domains.length,
            added: result.added.length,
            updated: result.updated.length,
            unchanged: result.unchanged,
            leftOutCount: result.leftOut.length,
            leftOut: result.leftOut.slice(0, 100),
          },
          RUN_LEASE_MS,
        );
        return result;
      });
      if (!applied) return; // Another instance took the run over.
      // The names added get their registry data looked up at once.
      if (applied.added.length > 0) this.domains.announceAdded();
      if (next === null) break;
      cursor = next;
    }
    await this.finish(run, connector.label);
  }

  private async finish(run: RegistrarSyncRunRow, label: string): Promise<void> {
    const alerted = await this.unitOfWork.run(async (tx) => {
      if (!(await this.repository.lockHeldRun(tx, run.id, HOLDER))) return false;
      const missing = await this.repository.flagMissing(tx, run.connectionId, run.id);
      const ids = await this.domains.idsByNames(tx, run.ownerId, missing);
      for (const [name, id] of ids) {
        await this.registry.recordHistory(tx, { id, ownerId: run.ownerId }, label, [
          { kind: 'left_registrar', field: null, fromValue: label, toValue: null },
        ]);
        await this.events.record(
          tx,
          run.ownerId,
          {
            type: 'domain.registry_changed',
            payload: {
              domain: name,
              change: 'left_registrar',
              from: label,
              to: null,
              source: label,
            },
          },
          `registrar:${run.connectionId}:${name}:${run.id}`,
        );
      }
      await this.repository.finish(tx, run, { status: 'succeeded', missing: missing.length });
      return ids.size > 0;
    });
    if (alerted) this.events.kick();
  }

  private async fail(run: RegistrarSyncRunRow, error: string): Promise<void> {
    await this.unitOfWork.run(async (tx) => {
      if (!(await this.repository.lockHeldRun(tx, run.id, HOLDER))) return;
      await this.repository.finish(tx, run, { status: 'failed', error });
    });
  }
}
