import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { DomainDetailSources } from '../domains/domain-detail-sources';
import { DomainsService } from '../domains/domains.service';
import { BOOTSTRAP_REFRESH_MS, RdapClient } from './rdap/rdap.client';
import { RegistryService } from './registry.service';

/** Domains taken from the queue at once. */
const BATCH = 50;
/**
 * Look-ups one instance keeps under way (most of them waiting their server's turn): enough to
 * keep every registry of a portfolio busy, few enough that the slowest server's queue (at 4 a
 * second, 200 names take 50 s) stays well within the lease.
 */
const OUTSTANDING = 200;
/** Up to this many names added at once are looked up at once. */
const FEW = 5;
/**
 * How long claimed domains stay with this instance: at most OUTSTANDING wait at one server (50 s
 * at the default pace of 4 a second), each look-up then takes at most RDAP_TIMEOUT_MS; an
 * instance that dies gives its names back after this.
 */
const LEASE_MS = 5 * 60_000;

/**
 * The look-up queue's worker: at start, every RDAP_POLL_INTERVAL_MS, and at once when domains
 * were added on this instance, it takes the due domains (new ones at once, the others a day
 * after their last answer) and looks them up within each server's limits. Every instance runs
 * one; the database hands each domain to one of them.
 */
@Injectable()
export class RegistryWorker implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(RegistryWorker.name);
  private started = false;
  private stopping = false;
  private timer: NodeJS.Timeout | null = null;
  private bootstrapTimer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly domains: DomainsService,
    private readonly detailSources: DomainDetailSources,
    private readonly registry: RegistryService,
    private readonly rdap: RdapClient,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.RDAP_WORKER !== 'on') {
      this.logger.log('Registry look-ups are off on this instance (RDAP_WORKER=off)');
      return;
    }
    this.started = true;
    this.detailSources.onAdded((added) => this.onAdded(added));
    this.bootstrapTimer = setInterval(() => void this.rdap.loadBootstrap(), BOOTSTRAP_REFRESH_MS);
    this.bootstrapTimer.unref();
    this.logger.log(
      `Registry look-ups on: ${this.config.RDAP_CONCURRENCY_PER_SERVER} at once and ${this.config.RDAP_RATE_PER_SERVER}/s per RDAP server, every domain every ${this.config.RDAP_REFRESH_HOURS} h`,
    );
    // The bootstrap file first: the first batch should not each wait for it.
    void this.rdap.loadBootstrap().finally(() => this.kick());
  }

  /**
   * A few names a person just added are looked up at once, ahead of any queued work at their
   * servers (an import of thousands of .com names would otherwise keep a new one waiting for
   * minutes); a batch wakes the worker.
   */
  private onAdded(added?: readonly { id: string; name: string }[]): void {
    if (!added || added.length > FEW) return this.kick();
    for (const domain of added)
      void this.domains
        .claimRegistryOne(domain.id, LEASE_MS)
        .then((held) => (held ? this.registry.check(domain, true) : null))
        .catch((error: unknown) =>
          this.logger.error({ err: error, domain: domain.name }, 'Registry look-up not applied'),
        );
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopping = true;
    // Look-ups still waiting their server's turn end now rather than minutes from now.
    this.rdap.onApplicationShutdown();
    if (this.timer) clearTimeout(this.timer);
    if (this.bootstrapTimer) clearInterval(this.bootstrapTimer);
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
        this.logger.error({ err: error }, 'Registry look-ups failed; retrying at the next poll');
      }
    } while (this.again && !this.stopping);
    this.running = null;
    if (!this.stopping)
      this.timer = setTimeout(() => {
        this.timer = null;
        this.kick();
      }, this.config.RDAP_POLL_INTERVAL_MS);
  }

  /**
   * Looks up every due domain; returns how many were looked up. Up to OUTSTANDING look-ups are
   * under way at once, each waiting its own server's turn, and more are claimed as soon as some
   * finish: a slow registry holds only its own names, never a batch of others.
   */
  async runOnce(): Promise<number> {
    let done = 0;
    let drained = false;
    const running = new Set<Promise<void>>();
    while (!this.stopping) {
      if (!drained && running.size <= OUTSTANDING - BATCH) {
        const batch = await this.domains.claimRegistryDue(BATCH, LEASE_MS);
        drained = batch.length < BATCH;
        for (const domain of batch) {
          const lookup: Promise<void> = this.rdap
            .lookup(domain.name)
            // Stopping: what was cut short is not the registry's answer; the lease gives the
            // domain back to the instances that go on.
            .then((outcome) =>
              this.stopping ? undefined : this.registry.apply(domain.id, outcome),
            )
            .then(() => undefined)
            .catch((error: unknown) =>
              // Left to its lease: the domain comes back when it runs out.
              this.logger.error(
                { err: error, domain: domain.name },
                'Registry look-up not applied',
              ),
            )
            .finally(() => {
              running.delete(lookup);
              done += 1;
            });
          running.add(lookup);
        }
        continue;
      }
      if (running.size === 0) break;
      await Promise.race(running);
    }
    await Promise.all(running);
    return done;
  }
}
