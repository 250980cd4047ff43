import { hostname } from 'node:os';
import { TZDate } from '@date-fns/tz';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { DEFAULT_REMINDER_DAYS, Interval, localDate, periodRange } from '@domainfolio/contracts';
import { OwnerEvents, type ExpiringDomainFact } from '../../common/events/owner-events';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import type { Database } from '../../database/database';
import { DATABASE } from '../../database/database-tokens';
import type { UserRow } from '../../database/schema';
import { DomainSalesService } from '../domains/domain-sales.service';
import type { ReminderCandidate } from '../domains/reminder-candidate';
import { DomainsService } from '../domains/domains.service';
import { LeadsService } from '../leads/leads.service';
import { UsersService } from '../users/users.service';
import { AlertSettingsRepository } from './alert-settings.repository';
import { addDays, dueOn, earliestExpiration, furthestExpiration } from './expiry-windows';
import { ExpiryRemindersRepository, keyOf, type ReminderKey } from './expiry-reminders.repository';
import { effectiveSettings } from './notifications.service';

const RUN_NAME = 'expiry-reminders';
/** This instance, as the turn's holder: its host and process. */
const HOLDER = `${hostname()}:${process.pid}`;
const PAGE = 1000;
/** How long routed events (and their delivery log) are kept. */
const EVENTS_KEPT_DAYS = 90;

/** A reminder found due, not yet claimed. */
interface Due {
  owner: UserRow;
  /** The owner's choice of one daily digest, as the run read their settings. */
  digest: boolean;
  key: ReminderKey;
  fact: ExpiringDomainFact;
}

export interface ReminderRunResult {
  /** Reminder events stored (a digest counts once). */
  events: number;
  /** Domains reminded of. */
  reminders: number;
  summaries: number;
}

/** Thrown inside an owner's transaction to undo it (its digest of the day went out already). */
class AlreadyDigested extends Error {}

/**
 * Expiry reminders and the weekly summary. A run reads every unsold domain whose reminder
 * window may be open somewhere on Earth, keeps those whose window is open in their owner's
 * time zone and not yet reminded of, and stores one event per reminder (or one digest per
 * owner and day) together with the reminder's key, in one transaction per owner. The key
 * (domain, expiration date, reminder day) is what makes a reminder go out once whatever runs
 * at the same time: a replica that claims a key another holds waits for it and then skips it;
 * a replica that dies mid-run rolls back what it had not committed, and the next run finds
 * those domains still due.
 */
@Injectable()
export class ExpiryReminderJob {
  private readonly logger = new Logger(ExpiryReminderJob.name);
  private stopping = false;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DATABASE) private readonly db: Database,
    private readonly repository: ExpiryRemindersRepository,
    private readonly settings: AlertSettingsRepository,
    private readonly domains: DomainsService,
    private readonly sales: DomainSalesService,
    private readonly leads: LeadsService,
    private readonly users: UsersService,
    private readonly events: OwnerEvents,
  ) {}

  stop(): void {
    this.stopping = true;
  }

  /** Runs when this instance gets the turn (REMINDERS_INTERVAL_MS since the last finished run). */
  async runIfDue(now?: () => Date): Promise<ReminderRunResult | null> {
    if (
      !(await this.repository.claimRun(
        RUN_NAME,
        this.config.REMINDERS_INTERVAL_MS,
        this.config.REMINDERS_LEASE_MS,
        HOLDER,
      ))
    )
      return null;
    try {
      const result = await this.run(now?.() ?? new Date());
      this.logger.log(
        `Expiry reminders: ${result.reminders} domains in ${result.events} messages, ${result.summaries} weekly summaries`,
      );
      return result;
    } finally {
      await this.repository.finishRun(RUN_NAME);
    }
  }

  /** One run at `now`. Safe to call on several instances at once (see the class comment). */
  async run(now: Date): Promise<ReminderRunResult> {
    const due = await this.findDue(now);
    const result: ReminderRunResult = { events: 0, reminders: 0, summaries: 0 };
    const byOwner = new Map<string, Due[]>();
    for (const item of due)
      byOwner.set(item.owner.id, [...(byOwner.get(item.owner.id) ?? []), item]);
    for (const items of byOwner.values()) {
      if (this.stopping) break;
      const sent = await this.remind(items, now);
      result.events += sent.events;
      result.reminders += sent.reminders;
    }
    result.summaries = await this.weeklySummaries(now);
    if (result.events + result.summaries > 0) this.events.kick();
    // Keys of expirations over a year gone are no use to anyone (a renewal moved past them).
    await this.repository.prune(addDays(localDate(now, 'UTC'), -400));
    // Events routed three months ago, and their deliveries, have served: the log shows the
    // last 100 messages, and the keys of past days' digests and summaries matter no more.
    await this.events.pruneRouted(EVENTS_KEPT_DAYS);
    return result;
  }

  private async findDue(now: Date): Promise<Due[]> {
    const largest = Math.max(
      ...DEFAULT_REMINDER_DAYS,
      (await this.settings.largestReminderDay()) ?? 0,
    );
    const from = earliestExpiration(now);
    const to = furthestExpiration(now, largest);
    const due: Due[] = [];
    // The owner's today, once per time zone for the whole run.
    const todays = new Map<string, string>();
    const today = (timeZone: string) => {
      let date = todays.get(timeZone);
      if (date === undefined) todays.set(timeZone, (date = localDate(now, timeZone)));
      return date;
    };
    let after: { expiration: string; id: string } | null = null;
    for (;;) {
      if (this.stopping) break;
      const page: ReminderCandidate[] = await this.domains.reminderCandidates(
        from,
        to,
        after,
        PAGE,
      );
      if (page.length === 0) break;
      const ownerIds = [...new Set(page.map((d) => d.ownerId))];
      const [owners, settings, sent] = await Promise.all([
        this.users.findManyById(ownerIds),
        this.settings.findMany(ownerIds),
        this.repository.sentFor(page.map((d) => d.id)),
      ]);
      for (const domain of page) {
        const owner = owners.get(domain.ownerId);
        if (!owner || owner.disabledAt || owner.deletedAt || domain.remindersMuted) continue;
        const chosen = effectiveSettings(settings.get(owner.id));
        if (!chosen.expiryReminders) continue;
        const reminder = dueOn(domain.expiration, chosen.reminderDays, today(owner.timeZone));
        if (!reminder) continue;
        const key = { domainId: domain.id, expiration: domain.expiration, days: reminder.days };
        if (sent.has(keyOf(key))) continue;
        due.push({
          owner,
          digest: chosen.digest,
          key,
          fact: {
            domain: domain.name,
            expiration: domain.expiration,
            daysLeft: reminder.daysLeft,
            renewalCost: domain.renewalCost === null ? null : Number(domain.renewalCost),
            registrar: domain.registrar,
          },
        });
      }
      const last = page[page.length - 1]!;
      after = { expiration: last.expiration, id: last.id };
      await this.repository.extendRun(RUN_NAME, this.config.REMINDERS_LEASE_MS);
      if (page.length < PAGE) break;
    }
    return due;
  }

  /** One owner's due reminders: one event each, or one digest for the owner's day. */
  private async remind(items: Due[], now: Date): Promise<{ events: number; reminders: number }> {
    const { owner, digest } = items[0]!;
    const digestKey = `expiring-digest:${owner.id}:${localDate(now, owner.timeZone)}`;
    // Today's digest went out: what came due since waits for tomorrow's.
    if (digest && (await this.events.exists(digestKey))) return { events: 0, reminders: 0 };
    try {
      return await this.db.transaction(async (tx) => {
        const claimed = new Set(
          (
            await this.repository.claim(
              tx,
              items.map((item) => item.key),
            )
          ).map(keyOf),
        );
        const facts = items.filter((item) => claimed.has(keyOf(item.key))).map((item) => item.fact);
        if (facts.length === 0) return { events: 0, reminders: 0 };
        if (digest) {
          const stored = await this.events.record(
            tx,
            owner.id,
            { type: 'domain.expiring', payload: { domains: facts, digest: true } },
            digestKey,
          );
          if (!stored) throw new AlreadyDigested();
          return { events: 1, reminders: facts.length };
        }
        await this.events.recordMany(
          tx,
          owner.id,
          facts.map((fact) => ({
            type: 'domain.expiring' as const,
            payload: { domains: [fact], digest: false },
          })),
        );
        return { events: facts.length, reminders: facts.length };
      });
    } catch (error) {
      if (error instanceof AlreadyDigested) return { events: 0, reminders: 0 };
      throw error;
    }
  }

  /**
   * Monday's summary of the week before, for owners who route it somewhere: stored once per
   * owner and week (its key), at the first run after their Monday's midnight.
   */
  private async weeklySummaries(now: Date): Promise<number> {
    const ownerIds = await this.settings.ownersRouting('summary.weekly');
    if (ownerIds.length === 0) return 0;
    const owners = await this.users.findManyById(ownerIds);
    let stored = 0;
    for (const owner of owners.values()) {
      if (this.stopping) break;
      if (owner.disabledAt || owner.deletedAt) continue;
      const thisWeek = periodRange(Interval.WEEK, now, owner.timeZone).start!;
      const monday = localDate(thisWeek, owner.timeZone);
      const key = `weekly-summary:${owner.id}:${monday}`;
      if (await this.events.exists(key)) continue;
      // A moment inside last week, in the owner's zone: noon of its Sunday.
      const [y, m, d] = addDays(monday, -1).split('-').map(Number) as [number, number, number];
      const lastWeek = new Date(new TZDate(y, m - 1, d, 12, owner.timeZone).getTime());
      const today = localDate(now, owner.timeZone);
      const [figures, sales, leads, expiring] = await Promise.all([
        this.domains.figures(owner, Interval.WEEK, lastWeek),
        this.sales.totals(owner, Interval.WEEK, lastWeek),
        this.leads.countIn(owner.id, periodRange(Interval.WEEK, lastWeek, owner.timeZone)),
        this.domains.expiringTotalsBetween(owner.id, { from: today, to: addDays(today, 31) }),
      ]);
      const recorded = await this.events.record(
        this.db,
        owner.id,
        {
          type: 'summary.weekly',
          payload: {
            from: addDays(monday, -7),
            to: addDays(monday, -1),
            leads,
            views: figures.views,
            sales: sales.count,
            salesRevenue: sales.revenue,
            expiringNext30Days: expiring.count,
            renewalCostNext30Days: expiring.renewalCost,
          },
        },
        key,
      );
      if (recorded) stored += 1;
    }
    return stored;
  }
}
