import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  ALERT_EVENTS,
  DEFAULT_ALERT_ROUTES,
  CHANNELS_MAX,
  defaultAlertRoutes,
  DEFAULT_REMINDER_DAYS,
  DELIVERY_LOG_SIZE,
  EMAIL_CHANNEL_ID,
  ErrorCode,
  type AlertChannel,
  type AlertDelivery,
  type AlertEvent,
  type AlertSettings,
  type CalendarFeed,
  type ChannelTestResult,
} from '@domainfolio/contracts';
import { SecretBox } from '../../common/crypto/secret-box';
import { AppError } from '../../common/errors/app-error';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import type { DbExecutor } from '../../database/database';
import type { AlertChannelRow, AlertSettingsRow, UserRow } from '../../database/schema';
import { UnitOfWork } from '../../database/unit-of-work';
import { DomainsService } from '../domains/domains.service';
import { UsersService } from '../users/users.service';
import { AlertEmails } from './alert-emails';
import { AlertChannelCodec } from './alert-channel-codec';
import { AlertChannelsRepository } from './alert-channels.repository';
import { AlertDeliveriesRepository } from './alert-deliveries.repository';
import { AlertLinks, renderTestAlert } from './alert-messages';
import { AlertSender, describeOutcome } from './alert-sender';
import { AlertSettingsRepository, type SavedAlertSettings } from './alert-settings.repository';
import { calendarFeed } from './calendar-feed';
import type { AddChannelDto, AlertSettingsDto } from './dto/notifications.dto';
import { toAlertChannel, toAlertDelivery, toEmailChannel } from './notifications.mapper';

/** The settings of an owner who never changed them. */
export const DEFAULT_SETTINGS: SavedAlertSettings = {
  expiryReminders: true,
  reminderDays: [...DEFAULT_REMINDER_DAYS],
  digest: false,
  routes: defaultAlertRoutes(),
};

/** Settings as a run or a screen uses them: the stored row, or the defaults. */
export function effectiveSettings(row: AlertSettingsRow | null | undefined): SavedAlertSettings {
  if (!row) return DEFAULT_SETTINGS;
  return {
    expiryReminders: row.expiryReminders,
    reminderDays: row.reminderDays,
    digest: row.digest,
    routes: row.routes,
  };
}

export const hashFeedToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * An owner's alert channels, what goes where, the delivery log and the calendar link. Every
 * read and write is scoped to the signed-in owner; another owner's channel is a 404.
 */
@Injectable()
export class NotificationsService {
  private readonly links: AlertLinks;
  private readonly feedBox: SecretBox;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly channelsRepository: AlertChannelsRepository,
    private readonly settingsRepository: AlertSettingsRepository,
    private readonly deliveries: AlertDeliveriesRepository,
    private readonly codec: AlertChannelCodec,
    private readonly sender: AlertSender,
    private readonly users: UsersService,
    private readonly emails: AlertEmails,
    private readonly unitOfWork: UnitOfWork,
    private readonly domainsService: DomainsService,
  ) {
    this.links = new AlertLinks(config.APP_URL);
    this.feedBox = new SecretBox(config.APP_SECRET, 'calendar-feed');
  }

  async channels(owner: UserRow): Promise<AlertChannel[]> {
    const [rows, last] = await Promise.all([
      this.channelsRepository.listOwned(owner.id),
      this.deliveries.lastPerChannel(owner.id),
    ]);
    return [
      toEmailChannel(owner.email, last.get('') ?? null),
      ...rows.map((row) => toAlertChannel(row, last.get(row.id) ?? null)),
    ];
  }

  async addChannel(owner: UserRow, input: AddChannelDto): Promise<AlertChannel> {
    const encoded = this.codec.encode(input);
    const row = await this.unitOfWork.run(async (tx) => {
      // Under the owner's lock, so channels added at once cannot pass the limit together.
      await this.users.lockForUpdate(tx, owner.id);
      if ((await this.channelsRepository.count(tx, owner.id)) >= CHANNELS_MAX)
        throw new AppError(ErrorCode.CONFLICT, {
          message: `You can have up to ${CHANNELS_MAX} channels besides email. Remove one to add another.`,
        });
      return this.channelsRepository.insert(tx, { ownerId: owner.id, ...encoded });
    });
    return toAlertChannel(row, null);
  }

  /** Removes a channel and takes it out of every route; answers its name. */
  async deleteChannel(owner: UserRow, id: string): Promise<string> {
    if (id === EMAIL_CHANNEL_ID)
      throw new AppError(ErrorCode.VALIDATION_FAILED, {
        message: 'The email channel is your account’s address; turn its events off instead.',
      });
    return this.unitOfWork.run(async (tx) => {
      const row = await this.channelsRepository.delete(tx, owner.id, id);
      if (!row) throw new AppError(ErrorCode.NOT_FOUND);
      const stored = await this.settingsRepository.find(owner.id, tx);
      if (stored) {
        const settings = effectiveSettings(stored);
        const routes = Object.fromEntries(
          Object.entries(settings.routes).map(([event, ids]) => [
            event,
            ids.filter((c) => c !== id),
          ]),
        );
        await this.settingsRepository.save(tx, owner.id, { ...settings, routes }, DEFAULT_SETTINGS);
      }
      return row.name;
    });
  }

  /**
   * Sends a test now, while the owner waits (within the request's deadline), logs it, and says
   * what the far side answered. Email goes through the outbox like every email.
   */
  async testChannel(
    owner: UserRow,
    id: string,
  ): Promise<{ name: string; result: ChannelTestResult }> {
    if (id === EMAIL_CHANNEL_ID) {
      const alert = renderTestAlert(this.links, 'Email');
      await this.unitOfWork.run((tx) => this.emails.queue(tx, owner, alert));
      this.emails.kick();
      const body = `Queued for ${owner.email}; it arrives within a minute.`;
      await this.deliveries.insertFinished({
        ownerId: owner.id,
        channelId: null,
        eventId: null,
        event: 'test',
        domain: null,
        status: 'SENT',
        lastResponse: body,
      });
      return { name: 'Email', result: { ok: true, status: null, body } };
    }
    const row = await this.ownedChannel(owner, id);
    const alert = renderTestAlert(this.links, row.name);
    const outcome = await this.sender.send(row, {
      id: randomBytes(16).toString('hex'),
      createdAt: new Date(),
      alert,
    });
    await this.deliveries.insertFinished({
      ownerId: owner.id,
      channelId: row.id,
      eventId: null,
      event: 'test',
      domain: null,
      status: outcome.ok ? 'SENT' : 'FAILED',
      lastResponse: describeOutcome(outcome),
    });
    return {
      name: row.name,
      result: { ok: outcome.ok, status: outcome.status, body: outcome.body },
    };
  }

  async settings(owner: UserRow): Promise<AlertSettings> {
    return this.toContract(effectiveSettings(await this.settingsRepository.find(owner.id)));
  }

  async saveSettings(owner: UserRow, input: AlertSettingsDto): Promise<AlertSettings> {
    const row = await this.unitOfWork.run(async (tx) => {
      const known = new Set([
        EMAIL_CHANNEL_ID,
        ...(await this.channelsRepository.listOwned(owner.id, tx)).map((c) => c.id),
      ]);
      const routes = this.checkRoutes(input.routes, known);
      return this.settingsRepository.save(
        tx,
        owner.id,
        {
          expiryReminders: input.expiryReminders,
          reminderDays: [...input.expiryReminderDays].sort((a, b) => b - a),
          digest: input.digest,
          routes,
        },
        DEFAULT_SETTINGS,
      );
    });
    return this.toContract(effectiveSettings(row));
  }

  async deliveryLog(owner: UserRow, channel?: string): Promise<AlertDelivery[]> {
    const channelId =
      channel === undefined ? undefined : channel === EMAIL_CHANNEL_ID ? null : channel;
    const rows = await this.channelsRepository.listOwned(owner.id);
    if (channelId && !rows.some((row) => row.id === channelId))
      throw new AppError(ErrorCode.NOT_FOUND);
    const names = new Map(rows.map((row) => [row.id, row]));
    const log = await this.deliveries.listOwned(owner.id, DELIVERY_LOG_SIZE, channelId);
    return log.map((row) =>
      toAlertDelivery(row, row.channelId ? (names.get(row.channelId) ?? null) : null),
    );
  }

  /** Whether the owner routes a lead event to their email (the leads module asks, see OwnerEmailPreferences). */
  async wantsEmail(executor: DbExecutor, ownerId: string, event: AlertEvent): Promise<boolean> {
    const settings = effectiveSettings(await this.settingsRepository.find(ownerId, executor));
    return (settings.routes[event] ?? []).includes(EMAIL_CHANNEL_ID);
  }

  async calendarFeed(owner: UserRow): Promise<CalendarFeed> {
    return this.feedOf(await this.settingsRepository.find(owner.id));
  }

  /** A new secret link; the old one stops working at once. */
  async newCalendarFeed(owner: UserRow): Promise<CalendarFeed> {
    const token = randomBytes(24).toString('base64url');
    const row = await this.unitOfWork.run((tx) =>
      this.settingsRepository.setCalendarToken(
        tx,
        owner.id,
        { hash: hashFeedToken(token), sealed: this.feedBox.seal(token) },
        DEFAULT_SETTINGS,
      ),
    );
    return this.feedOf(row);
  }

  async revokeCalendarFeed(owner: UserRow): Promise<CalendarFeed> {
    return this.feedOf(
      await this.unitOfWork.run((tx) =>
        this.settingsRepository.setCalendarToken(tx, owner.id, null, DEFAULT_SETTINGS),
      ),
    );
  }

  /** The feed a secret link names, or null (no such link, or the account is closed). */
  async calendarIcs(token: string): Promise<string | null> {
    const row = await this.settingsRepository.findByCalendarHash(hashFeedToken(token));
    if (!row) return null;
    const owner = await this.users.findById(row.ownerId);
    if (!owner || owner.disabledAt || owner.deletedAt) return null;
    const domains = await this.domainsService.calendarDomains(owner.id);
    return calendarFeed(domains, this.links, new URL(this.config.APP_URL).hostname, new Date());
  }

  private feedOf(row: AlertSettingsRow | null): CalendarFeed {
    const token = row?.calendarToken ? this.feedBox.open(row.calendarToken) : null;
    return {
      url: token ? `${this.config.APP_URL}/api/calendar/${token}.ics` : null,
      createdAt: token && row?.calendarCreatedAt ? row.calendarCreatedAt.toISOString() : null,
    };
  }

  private async ownedChannel(owner: UserRow, id: string): Promise<AlertChannelRow> {
    const row = await this.channelsRepository.findOwned(owner.id, id);
    if (!row) throw new AppError(ErrorCode.NOT_FOUND);
    return row;
  }

  private checkRoutes(
    routes: Record<string, unknown>,
    known: Set<string>,
  ): Record<AlertEvent, string[]> {
    const result = {} as Record<AlertEvent, string[]>;
    for (const [event, ids] of Object.entries(routes)) {
      if (!(ALERT_EVENTS as readonly string[]).includes(event))
        throw new AppError(ErrorCode.VALIDATION_FAILED, {
          message: `routes has an unknown event "${event.slice(0, 40)}"; events are ${ALERT_EVENTS.join(', ')}.`,
        });
      if (!Array.isArray(ids) || ids.some((id) => typeof id !== 'string'))
        throw new AppError(ErrorCode.VALIDATION_FAILED, {
          message: `routes.${event} must be a list of channel ids.`,
        });
      const unknown = (ids as string[]).find((id) => !known.has(id));
      if (unknown !== undefined)
        throw new AppError(ErrorCode.VALIDATION_FAILED, {
          message: `routes.${event} names a channel you do not have ("${unknown.slice(0, 40)}").`,
        });
      result[event as AlertEvent] = [...new Set(ids as string[])];
    }
    for (const event of ALERT_EVENTS) result[event] ??= [];
    return result;
  }

  private toContract(settings: SavedAlertSettings): AlertSettings {
    return {
      expiryReminders: settings.expiryReminders,
      expiryReminderDays: settings.reminderDays,
      digest: settings.digest,
      routes: Object.fromEntries(
        ALERT_EVENTS.map((event) => [
          event,
          settings.routes[event] ?? [...DEFAULT_ALERT_ROUTES[event]],
        ]),
      ) as Record<AlertEvent, string[]>,
    };
  }
}
