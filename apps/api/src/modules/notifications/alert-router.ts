import { Inject, Injectable, Logger } from '@nestjs/common';
import { DEFAULT_ALERT_ROUTES, EMAIL_CHANNEL_ID, type AlertEvent } from '@domainfolio/contracts';
import {
  OwnerEvents,
  type ClaimedOwnerEvent,
  type OwnerEvent,
} from '../../common/events/owner-events';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import type { Database } from '../../database/database';
import { DATABASE } from '../../database/database-tokens';
import { UsersService } from '../users/users.service';
import { AlertEmails } from './alert-emails';
import { AlertChannelsRepository } from './alert-channels.repository';
import { AlertDeliveriesRepository } from './alert-deliveries.repository';
import { AlertLinks, renderAlert } from './alert-messages';
import { AlertSettingsRepository } from './alert-settings.repository';
import { effectiveSettings } from './notifications.service';

/** Events whose email the leads module writes itself (with the buyer's reply-to and words). */
const EMAILED_BY_LEADS: ReadonlySet<AlertEvent> = new Set(['lead.received', 'offer.answered']);

const CLAIM_BATCH = 20;
const CLAIM_LEASE_MS = 60_000;

/** An event stored before the current event shape: skipped, never retried forever. */
class StaleEvent extends Error {}

/**
 * Turns each stored event into its messages: one delivery per channel the owner routes the
 * event to, written in one transaction with the event's "routed" stamp, so an event is routed
 * once (a router that dies mid-way leaves it to the next, which writes the same deliveries: the
 * unique key on event and channel keeps them single). Email is handed to the email outbox in the
 * same transaction.
 */
@Injectable()
export class AlertRouter {
  private readonly logger = new Logger(AlertRouter.name);
  private readonly links: AlertLinks;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(DATABASE) private readonly db: Database,
    private readonly events: OwnerEvents,
    private readonly settings: AlertSettingsRepository,
    private readonly channels: AlertChannelsRepository,
    private readonly deliveries: AlertDeliveriesRepository,
    private readonly users: UsersService,
    private readonly emails: AlertEmails,
  ) {
    this.links = new AlertLinks(config.APP_URL);
  }

  /** Routes every event waiting; answers how many deliveries were written. */
  async routeWaiting(): Promise<number> {
    let written = 0;
    let emailed = false;
    for (;;) {
      const batch = await this.events.claimUnrouted(CLAIM_BATCH, CLAIM_LEASE_MS);
      for (const event of batch) {
        try {
          const result = await this.route(event);
          written += result.deliveries;
          emailed ||= result.emailed;
        } catch (error) {
          this.logger.error(
            { err: error, eventId: event.id },
            `Event ${event.id} (${event.type}) could not be routed; it is tried again when its claim runs out`,
          );
        }
      }
      if (batch.length < CLAIM_BATCH) break;
    }
    if (emailed) this.emails.kick();
    return written;
  }

  private async route(event: ClaimedOwnerEvent): Promise<{ deliveries: number; emailed: boolean }> {
    return this.db.transaction(async (tx) => {
      const owner = await this.users.findById(event.ownerId, tx);
      const type = event.type as AlertEvent;
      let written = 0;
      let emailed = false;
      // A disabled or deleted account is told nothing; its events are stamped and kept.
      if (owner && !owner.disabledAt && !owner.deletedAt) {
        const settings = effectiveSettings(await this.settings.find(owner.id, tx));
        // An event added after the owner saved their routes goes where it goes by default.
        const targets = new Set(
          settings.routes[type] ?? DEFAULT_ALERT_ROUTES[type as AlertEvent] ?? [],
        );
        const channels = (await this.channels.listOwned(owner.id, tx)).filter((c) =>
          targets.has(c.id),
        );
        const domain = domainOf(event);
        written = await this.deliveries.insertMany(
          tx,
          channels.map((channel) => ({
            ownerId: owner.id,
            channelId: channel.id,
            eventId: event.id,
            event: type,
            domain,
          })),
        );
        if (targets.has(EMAIL_CHANNEL_ID) && !EMAILED_BY_LEADS.has(type)) {
          const alert = renderAlert({ type, payload: event.payload } as OwnerEvent, this.links);
          await this.emails.queue(tx, owner, alert);
          await this.deliveries.insertMany(tx, [
            {
              ownerId: owner.id,
              channelId: null,
              eventId: event.id,
              event: type,
              domain,
              // Sent from here on by the email worker, with its own retries.
              status: 'SENT',
              lastResponse: `Handed to the email outbox for ${owner.email}`,
            },
          ]);
          emailed = true;
        }
      }
      if (!(await this.events.markRouted(tx, event)))
        throw new StaleEvent(`Event ${event.id}: the claim ran out before it was routed`);
      return { deliveries: written, emailed };
    });
  }
}

/** The domain an event is about, for the delivery log. */
export function domainOf(event: Pick<ClaimedOwnerEvent, 'type' | 'payload'>): string | null {
  const payload = event.payload as { domain?: unknown; domains?: { domain: string }[] };
  if (typeof payload.domain === 'string') return payload.domain;
  if (Array.isArray(payload.domains) && payload.domains.length === 1)
    return payload.domains[0]!.domain;
  return null;
}
