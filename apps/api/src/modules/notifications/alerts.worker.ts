import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { OwnerEvents } from '../../common/events/owner-events';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { AlertChannelsRepository } from './alert-channels.repository';
import { AlertDeliveriesRepository, type ClaimedDelivery } from './alert-deliveries.repository';
import { AlertLinks, renderAlert } from './alert-messages';
import { AlertRouter } from './alert-router';
import { AlertSender, describeOutcome } from './alert-sender';
import { ExpiryReminderJob } from './expiry-reminder.job';

const CLAIM_BATCH = 10;
/**
 * How long claimed deliveries stay invisible to other instances: longer than one send can take
 * (the 9 s outside-call budget) with a wide margin. An instance that dies mid-send leaves its
 * deliveries to the others once it runs out: a message is sent at least once.
 */
const CLAIM_LEASE_MS = 60_000;

export interface AlertRunResult {
  routed: number;
  sent: number;
  failed: number;
}

/**
 * Routes stored events to their channels and sends what is due: at start, every
 * ALERTS_POLL_INTERVAL_MS, and at once when this instance stored an event (a kick). Also gives
 * the expiry-reminder job its turn. Every instance runs it; they share the work through claims
 * in the database, so none sends what another holds.
 */
@Injectable()
export class AlertsWorker implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(AlertsWorker.name);
  private readonly links: AlertLinks;
  private started = false;
  private stopping = false;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private unsubscribe: (() => void) | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly events: OwnerEvents,
    private readonly router: AlertRouter,
    private readonly deliveries: AlertDeliveriesRepository,
    private readonly channels: AlertChannelsRepository,
    private readonly sender: AlertSender,
    private readonly reminders: ExpiryReminderJob,
  ) {
    this.links = new AlertLinks(config.APP_URL);
  }

  onApplicationBootstrap(): void {
    if (this.config.ALERTS_WORKER !== 'on') {
      this.logger.log('Alerts worker is off on this instance (ALERTS_WORKER=off)');
      return;
    }
    this.started = true;
    this.unsubscribe = this.events.onKick(() => this.kick());
    this.logger.log(
      `Alerts worker on: polling every ${this.config.ALERTS_POLL_INTERVAL_MS} ms, expiry reminders every ${this.config.REMINDERS_INTERVAL_MS} ms`,
    );
    this.kick();
  }

  /** Stops polling and waits for the run in progress, so what it sends is marked once. */
  async onApplicationShutdown(): Promise<void> {
    this.stopping = true;
    this.unsubscribe?.();
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.reminders.stop();
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
        await this.reminders.runIfDue();
      } catch (error) {
        this.logger.error(
          { err: error },
          'Expiry reminder run failed; it runs again at its next turn',
        );
      }
      try {
        await this.runOnce();
      } catch (error) {
        this.logger.error({ err: error }, 'Alerts run failed; retrying at the next poll');
      }
    } while (this.again && !this.stopping);
    this.running = null;
    if (!this.stopping)
      this.timer = setTimeout(() => {
        this.timer = null;
        this.kick();
      }, this.config.ALERTS_POLL_INTERVAL_MS);
  }

  /** Routes waiting events, then sends every due delivery, batch by batch. */
  async runOnce(): Promise<AlertRunResult> {
    const result: AlertRunResult = { routed: await this.router.routeWaiting(), sent: 0, failed: 0 };
    while (!this.stopping) {
      const batch = await this.deliveries.claimDue(CLAIM_BATCH, CLAIM_LEASE_MS);
      // Each delivery has its own deadline and channel: one slow far side does not hold the rest.
      const outcomes = await Promise.all(batch.map((delivery) => this.deliver(delivery)));
      for (const ok of outcomes) result[ok ? 'sent' : 'failed'] += 1;
      if (batch.length < CLAIM_BATCH) break;
    }
    return result;
  }

  private async deliver(delivery: ClaimedDelivery): Promise<boolean> {
    const log = { deliveryId: delivery.id, event: delivery.event };
    const [channel, event] = await Promise.all([
      delivery.channelId ? this.channels.findById(delivery.channelId) : null,
      delivery.eventId ? this.events.find(delivery.eventId) : null,
    ]);
    if (!channel || !event) {
      await this.deliveries.recordFailure(
        delivery,
        'Nothing to send: the channel or event is gone',
        {
          permanent: true,
          retryAfterMs: null,
        },
      );
      return false;
    }
    const alert = renderAlert(event, this.links);
    const outcome = await this.sender.send(channel, {
      id: delivery.id,
      createdAt: delivery.createdAt,
      alert,
    });
    const answer = describeOutcome(outcome);
    try {
      if (outcome.ok) {
        if (!(await this.deliveries.markSent(delivery, answer)))
          this.logger.warn(
            log,
            `Delivery ${delivery.id} was sent after its claim ran out; it may be sent again`,
          );
        return true;
      }
      const failure = await this.deliveries.recordFailure(delivery, answer, outcome);
      if (failure?.status === 'FAILED')
        this.logger.warn({ ...log, answer }, `Delivery ${delivery.id} failed for good: ${answer}`);
    } catch (error) {
      this.logger.error(
        { ...log, err: error },
        `Delivery ${delivery.id}: its outcome could not be recorded`,
      );
    }
    return false;
  }
}
