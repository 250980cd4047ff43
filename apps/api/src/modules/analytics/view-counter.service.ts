import {
  Inject,
  Injectable,
  Logger,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { DIRECT_REFERRER, OTHER_VALUE } from '@domainfolio/contracts';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import type { Transaction } from '../../database/database';
import { UnitOfWork } from '../../database/unit-of-work';
import { DomainViewsService } from '../domains/domain-views.service';
import {
  AnalyticsRepository,
  scopeDayKey,
  type TrafficCounts,
  type VisitorHash,
} from './analytics.repository';
import { countryOf, loadGeoDatabase } from '../../common/geo/geo-country';
import { agentOf, referrerHost } from './visit-classifier';
import { VisitorSalts, plusDays, utcDay, visitorHash } from './visitor-salts';

/** What a landing-page view request tells: who asked (for a moment, in memory), from where. */
export interface Visit {
  /** The client's address as Express gives it (`req.ip`, after the trusted proxies). */
  ip: string | undefined;
  userAgent: string | undefined;
  /** The page's `document.referrer`, as the beacon's `ref` carries it (anything a client sends). */
  referrer: unknown;
  /** The host the page was served on: a referrer from it is the site's own. */
  host: string;
}

/** Distinct referrers a domain's day keeps; the rest are counted as OTHER_VALUE. */
export const DOMAIN_REFERRERS_PER_DAY = 100;
/** Distinct referrers an owner's day keeps (all their domains). */
export const OWNER_REFERRERS_PER_DAY = 500;
/**
 * Visitor hashes (and addresses waiting for their day's salt) held in memory at most, in case
 * the database stays away and flushes keep failing: past it, views still count, visitors not.
 */
const PENDING_VISITORS_MAX = 200_000;
/** How often an instance deletes expired hashes and salts, and how many hashes at a time. */
const CLEANUP_EVERY_MS = 60_000;
const CLEANUP_BATCH = 10_000;

export const DIMENSIONS = ['referrer', 'country', 'device'] as const;
type Dimension = (typeof DIMENSIONS)[number];

/** One domain's counts for one UTC day, not yet written. */
interface Pending {
  domainId: string;
  ownerId: string;
  day: string;
  views: number;
  bots: number;
  /** Visitor hashes (hex) of the day's salt. */
  visitors: Set<string>;
  /** Address and user agent of views that came before this instance had the day's salt. */
  unsalted: Set<string>;
  traffic: Record<Dimension, Map<string, number>>;
}

const emptyTraffic = (): Record<Dimension, Map<string, number>> => ({
  referrer: new Map(),
  country: new Map(),
  device: new Map(),
});

const addTo = (counts: Map<string, number>, value: string, n: number) =>
  counts.set(value, (counts.get(value) ?? 0) + n);

/** A referrer never squeezed out by the cap: no referrer, and the cap's own row. */
const uncapped = (value: string) => value === DIRECT_REFERRER || value === OTHER_VALUE;

/**
 * Adds `n` views of `value` to `counts`, which holds at most `limit` distinct referrers (besides
 * direct and other): a new one past that counts as OTHER_VALUE.
 */
function addReferrer(counts: Map<string, number>, value: string, n: number, limit: number) {
  if (uncapped(value) || counts.has(value)) return addTo(counts, value, n);
  let distinct = 0;
  for (const key of counts.keys()) if (!uncapped(key)) distinct += 1;
  addTo(counts, distinct < limit ? value : OTHER_VALUE, n);
}

/**
 * The referrers to write for a day that already holds `known` values: the known ones and new
 * ones up to `limit` distinct in all (the most viewed first), the rest as OTHER_VALUE.
 */
export function capReferrers(
  counts: ReadonlyMap<string, number>,
  known: ReadonlySet<string>,
  limit: number,
): Map<string, number> {
  let distinct = 0;
  for (const value of known) if (!uncapped(value)) distinct += 1;
  const out = new Map<string, number>();
  const ordered = [...counts].sort(([a, x], [b, y]) => y - x || (a < b ? -1 : a > b ? 1 : 0));
  for (const [value, n] of ordered) {
    if (uncapped(value) || known.has(value)) addTo(out, value, n);
    else if (distinct < limit) {
      distinct += 1;
      addTo(out, value, n);
    } else addTo(out, OTHER_VALUE, n);
  }
  return out;
}

const keyOf = (domainId: string, day: string) => `${domainId}|${day}`;
const DAY_MS = 86_400_000;

/**
 * Landing-page views, sorted as they arrive and counted in memory, written in batches: a burst
 * of visitors costs no database work per request. A view is sorted once (bot or person, device,
 * country, referring host, and a salted visitor hash; see visit-classifier.ts, geo-country.ts
 * and visitor-salts.ts), and the address and user agent are dropped right there.
 *
 * A flush writes, in one transaction, each domain's day (views, new visitors, bots), its
 * lifetime views, the owner's day, and the breakdowns by referrer, country and device of both;
 * the day's visitor hashes go into analytics_visitors per domain and per owner, and only the
 * ones no instance wrote before add to `visitors`, so unique visitors are exact across
 * instances. Only one flush runs at a time; domains are locked in id order and owners after
 * them in a fixed order (so instances flushing at once cannot deadlock); a failed flush puts
 * its counts back, and the last flush runs at shutdown, before the database closes.
 */
@Injectable()
export class ViewCounter implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(ViewCounter.name);
  private pending = new Map<string, Pending>();
  /** Visitor hashes and unsalted visitors held in `pending`. */
  private pendingVisitors = 0;
  private running: Promise<void> = Promise.resolve();
  private timer: NodeJS.Timeout | null = null;
  private cleanedAt = 0;
  private warnedFull = false;
  private today = { start: -Infinity, day: '' };

  constructor(
    private readonly domainViews: DomainViewsService,
    private readonly repository: AnalyticsRepository,
    private readonly salts: VisitorSalts,
    private readonly unitOfWork: UnitOfWork,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    loadGeoDatabase();
    try {
      await this.salts.prepare();
    } catch (error) {
      // Views still count; their visitors wait for the salt until the next flush gets it.
      this.logger.warn(`Could not prepare the visitor salts: ${String(error)}`);
    }
    this.timer = setInterval(() => void this.tick(), this.config.VIEW_FLUSH_INTERVAL_MS);
    this.timer.unref();
  }

  async beforeApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.flush();
  }

  /** Counts one view of a domain's landing page, now. */
  record(domain: { id: string; ownerId: string }, visit: Visit, at: Date = new Date()): void {
    const day = this.dayOf(at.getTime());
    const key = keyOf(domain.id, day);
    let entry = this.pending.get(key);
    if (!entry) {
      entry = {
        domainId: domain.id,
        ownerId: domain.ownerId,
        day,
        views: 0,
        bots: 0,
        visitors: new Set(),
        unsalted: new Set(),
        traffic: emptyTraffic(),
      };
      this.pending.set(key, entry);
    }
    const agent = agentOf(visit.userAgent);
    if (agent.bot) {
      entry.bots += 1;
      return;
    }
    entry.views += 1;
    addReferrer(
      entry.traffic.referrer,
      referrerHost(visit.referrer, visit.host),
      1,
      DOMAIN_REFERRERS_PER_DAY,
    );
    addTo(entry.traffic.country, countryOf(visit.ip), 1);
    addTo(entry.traffic.device, agent.device, 1);
    this.addVisitor(entry, visit.ip ?? '', visit.userAgent ?? '');
  }

  /** The UTC day of an instant, formatted once a day rather than once a view. */
  private dayOf(at: number): string {
    if (at < this.today.start || at >= this.today.start + DAY_MS) {
      const start = at - (at % DAY_MS);
      this.today = { start, day: utcDay(start) };
    }
    return this.today.day;
  }

  private addVisitor(entry: Pending, ip: string, userAgent: string): void {
    if (this.pendingVisitors >= PENDING_VISITORS_MAX) {
      if (!this.warnedFull) this.logger.warn('Too many visitors waiting to be written');
      this.warnedFull = true;
      return;
    }
    const salt = this.salts.cached(entry.day);
    const before = entry.visitors.size + entry.unsalted.size;
    if (salt) entry.visitors.add(visitorHash(salt, ip, userAgent));
    // Only until the next flush, which fetches the day's salt and hashes them.
    else entry.unsalted.add(`${ip}\n${userAgent}`);
    this.pendingVisitors += entry.visitors.size + entry.unsalted.size - before;
  }

  /** Views (people's and bots') counted but not yet written. */
  get pendingCount(): number {
    let total = 0;
    for (const entry of this.pending.values()) total += entry.views + entry.bots;
    return total;
  }

  /** Writes what has been counted; resolves once it is in the database. */
  flush(): Promise<void> {
    this.running = this.running.then(() => this.write());
    return this.running;
  }

  /** The timer's turn: tomorrow's salt ahead of midnight, the flush, now and then a cleanup. */
  private async tick(): Promise<void> {
    try {
      await this.salts.prepare();
    } catch (error) {
      this.logger.warn(`Could not prepare the visitor salts: ${String(error)}`);
    }
    await this.flush();
    if (Date.now() - this.cleanedAt >= CLEANUP_EVERY_MS) await this.cleanUp();
  }

  /**
   * Deletes the visitor hashes and salts of days before yesterday (views of yesterday may still
   * be waiting in an instance's memory at midnight), a bounded batch at a time.
   */
  async cleanUp(now = new Date()): Promise<void> {
    this.cleanedAt = Date.now();
    try {
      await this.repository.deleteBefore(plusDays(utcDay(now), -1), CLEANUP_BATCH);
    } catch (error) {
      this.logger.warn(`Could not delete expired visitor hashes: ${String(error)}`);
    }
  }

  private async write(): Promise<void> {
    if (this.pending.size === 0) return;
    const batch = [...this.pending.values()].sort((a, b) =>
      a.domainId === b.domainId ? a.day.localeCompare(b.day) : a.domainId < b.domainId ? -1 : 1,
    );
    this.pending = new Map();
    this.pendingVisitors = 0;
    this.warnedFull = false;
    try {
      await this.hashWaiting(batch);
      await this.unitOfWork.run((tx) => this.store(tx, batch));
    } catch (error) {
      // Keep the counts for the next flush rather than lose them.
      for (const entry of batch) this.putBack(entry);
      this.logger.error(`Could not write ${batch.length} view counts: ${String(error)}`);
    }
  }

  /** Hashes the visitors that came before their day's salt was at hand. */
  private async hashWaiting(batch: readonly Pending[]): Promise<void> {
    const waiting = batch.filter((entry) => entry.unsalted.size > 0);
    if (waiting.length === 0) return;
    await this.salts.load(waiting.map((entry) => entry.day));
    for (const entry of waiting) {
      const salt = this.salts.cached(entry.day)!;
      for (const visitor of entry.unsalted) {
        const cut = visitor.indexOf('\n');
        entry.visitors.add(visitorHash(salt, visitor.slice(0, cut), visitor.slice(cut + 1)));
      }
      entry.unsalted.clear();
    }
  }

  private putBack(entry: Pending): void {
    const key = keyOf(entry.domainId, entry.day);
    const current = this.pending.get(key);
    if (!current) {
      this.pending.set(key, entry);
      this.pendingVisitors += entry.visitors.size + entry.unsalted.size;
      return;
    }
    const before = current.visitors.size + current.unsalted.size;
    current.views += entry.views;
    current.bots += entry.bots;
    for (const hash of entry.visitors) current.visitors.add(hash);
    for (const visitor of entry.unsalted) current.unsalted.add(visitor);
    this.pendingVisitors += current.visitors.size + current.unsalted.size - before;
    for (const [value, n] of entry.traffic.referrer)
      addReferrer(current.traffic.referrer, value, n, DOMAIN_REFERRERS_PER_DAY);
    for (const [value, n] of entry.traffic.country) addTo(current.traffic.country, value, n);
    for (const [value, n] of entry.traffic.device) addTo(current.traffic.device, value, n);
  }

  /** Writes a batch in the caller's transaction (see the class comment for the order). */
  private async store(tx: Transaction, batch: readonly Pending[]): Promise<void> {
    const existing = await this.domainViews.lock(tx, [...new Set(batch.map((e) => e.domainId))]);
    const live = batch.filter((entry) => existing.has(entry.domainId));
    if (live.length === 0) return;

    // The owners' days: the sums of their domains' (visitors are distinct across domains).
    const owners = new Map<
      string,
      {
        ownerId: string;
        day: string;
        views: number;
        bots: number;
        visitors: Set<string>;
        traffic: Record<Dimension, Map<string, number>>;
      }
    >();
    for (const entry of live) {
      const key = scopeDayKey(entry.ownerId, entry.day);
      let owner = owners.get(key);
      if (!owner) {
        owner = {
          ownerId: entry.ownerId,
          day: entry.day,
          views: 0,
          bots: 0,
          visitors: new Set(),
          traffic: emptyTraffic(),
        };
        owners.set(key, owner);
      }
      owner.views += entry.views;
      owner.bots += entry.bots;
      for (const hash of entry.visitors) owner.visitors.add(hash);
      for (const dimension of DIMENSIONS)
        for (const [value, n] of entry.traffic[dimension])
          addTo(owner.traffic[dimension], value, n);
    }
    await this.repository.lockOwners(tx, [...new Set(live.map((entry) => entry.ownerId))]);

    const hashes: VisitorHash[] = [];
    for (const entry of live)
      for (const hash of entry.visitors)
        hashes.push({ scope: entry.domainId, day: entry.day, hash });
    for (const owner of owners.values())
      for (const hash of owner.visitors)
        hashes.push({ scope: owner.ownerId, day: owner.day, hash });
    const fresh = await this.repository.addVisitors(tx, hashes);

    const [domainKnown, ownerKnown] = [
      await this.repository.knownValues(
        tx,
        'domain',
        'referrer',
        live
          .filter((e) => e.traffic.referrer.size > 0)
          .map((e) => ({ id: e.domainId, day: e.day })),
      ),
      await this.repository.knownValues(
        tx,
        'owner',
        'referrer',
        [...owners.values()]
          .filter((o) => o.traffic.referrer.size > 0)
          .map((o) => ({ id: o.ownerId, day: o.day })),
      ),
    ];
    const trafficRows = (
      id: string,
      day: string,
      traffic: Record<Dimension, Map<string, number>>,
      known: ReadonlySet<string>,
      limit: number,
    ): TrafficCounts[] => {
      const rows: TrafficCounts[] = [];
      const capped = { ...traffic, referrer: capReferrers(traffic.referrer, known, limit) };
      for (const dimension of DIMENSIONS)
        for (const [value, views] of capped[dimension])
          rows.push({ id, day, dimension, value, views });
      return rows;
    };

    await this.domainViews.add(
      tx,
      live.map((entry) => ({
        domainId: entry.domainId,
        ownerId: entry.ownerId,
        day: entry.day,
        count: entry.views,
        visitors: fresh.get(scopeDayKey(entry.domainId, entry.day)) ?? 0,
        bots: entry.bots,
      })),
    );
    await this.repository.addOwnerDays(
      tx,
      [...owners.values()].map((owner) => ({
        ownerId: owner.ownerId,
        day: owner.day,
        views: owner.views,
        visitors: fresh.get(scopeDayKey(owner.ownerId, owner.day)) ?? 0,
        bots: owner.bots,
      })),
    );
    const none = new Set<string>();
    await this.repository.addTraffic(
      tx,
      'domain',
      live.flatMap((entry) =>
        trafficRows(
          entry.domainId,
          entry.day,
          entry.traffic,
          domainKnown.get(scopeDayKey(entry.domainId, entry.day)) ?? none,
          DOMAIN_REFERRERS_PER_DAY,
        ),
      ),
    );
    await this.repository.addTraffic(
      tx,
      'owner',
      [...owners.values()].flatMap((owner) =>
        trafficRows(
          owner.ownerId,
          owner.day,
          owner.traffic,
          ownerKnown.get(scopeDayKey(owner.ownerId, owner.day)) ?? none,
          OWNER_REFERRERS_PER_DAY,
        ),
      ),
    );
  }
}
