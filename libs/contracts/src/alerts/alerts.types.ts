import type { Notification } from '../notifications/notification';

/**
 * Owner alerts: what the product tells a domain owner on its own (a new offer, a name about to
 * expire, a sale), through which channels, and the calendar of expirations.
 *
 * GET  /api/notifications/channels                    → 200 ChannelsResponse
 * POST /api/notifications/channels        AddChannelRequest → 201 ChannelResponse
 *   400 VALIDATION_FAILED (with `errors[].field` naming the field at fault), 409 CONFLICT (20 channels)
 * POST /api/notifications/channels/:id/test           → 200 ChannelTestResponse | 404
 * POST /api/notifications/channels/:id/delete         → 200 Notification | 404
 * GET  /api/notifications/settings                    → 200 AlertSettingsResponse
 * POST /api/notifications/settings   AlertSettings    → 200 AlertSettingsResponse
 * GET  /api/notifications/deliveries?channel=         → 200 DeliveriesResponse (the last 100)
 * GET  /api/user/calendar-feed                        → 200 CalendarFeedResponse
 * POST /api/user/calendar-feed                        → 200 CalendarFeedResponse (a new URL; the old one stops)
 * POST /api/user/calendar-feed/revoke                 → 200 CalendarFeedResponse (url null)
 * GET  /api/calendar/:token.ics (no session)          → 200 text/calendar | 404
 * POST /api/domains/reminders  MuteRemindersRequest   → 200 Notification
 */

/** What happened, as a channel's message names it. */
export const AlertEvent = {
  /** A new lead or offer arrived (domain, amount, buyer name). */
  LEAD_RECEIVED: 'lead.received',
  /** The buyer answered the owner's counter or message: accepted, countered or declined. */
  OFFER_ANSWERED: 'offer.answered',
  /** A domain's expiration is near (one of the owner's reminder days). */
  DOMAIN_EXPIRING: 'domain.expiring',
  DOMAIN_SOLD: 'domain.sold',
  IMPORT_FINISHED: 'import.finished',
  /** The registry or a registrar account shows a change: renewed, transferred, at risk, gone. */
  REGISTRY_CHANGED: 'domain.registry_changed',
  /** Monday's summary of the week before. */
  WEEKLY_SUMMARY: 'summary.weekly',
} as const;
export type AlertEvent = (typeof AlertEvent)[keyof typeof AlertEvent];
export const ALERT_EVENTS: readonly AlertEvent[] = Object.values(AlertEvent);

export const ALERT_EVENT_LABELS: Readonly<Record<AlertEvent, string>> = {
  'lead.received': 'New lead or offer',
  'offer.answered': 'Offer answered by the buyer',
  'domain.expiring': 'Domain expiring',
  'domain.sold': 'Domain sold',
  'import.finished': 'Import finished',
  'domain.registry_changed': 'Registry change',
  'summary.weekly': 'Weekly summary',
};

export const ALERT_EVENT_DESCRIPTIONS: Readonly<Record<AlertEvent, string>> = {
  'lead.received': 'A buyer sent an offer or a message from a landing page.',
  'offer.answered': 'A buyer accepted, countered or declined your price or answered your reply.',
  'domain.expiring': 'A domain reaches one of your reminder days before it expires.',
  'domain.sold': 'A sale is recorded, through escrow or by you.',
  'import.finished': 'A portfolio file finished importing.',
  'domain.registry_changed':
    'A domain was renewed or transferred, took a status that puts it at risk, or left its registry or a registrar account.',
  'summary.weekly': 'Every Monday: last week’s leads, views and sales, and what expires next.',
};

/** A delivery that is not an event: the owner pressed "Send a test". */
export const TEST_ALERT = 'test' as const;
export type DeliveredEvent = AlertEvent | typeof TEST_ALERT;

export const ChannelType = {
  EMAIL: 'EMAIL',
  WEBHOOK: 'WEBHOOK',
  SLACK: 'SLACK',
  DISCORD: 'DISCORD',
  TELEGRAM: 'TELEGRAM',
  NTFY: 'NTFY',
} as const;
export type ChannelType = (typeof ChannelType)[keyof typeof ChannelType];
export const CHANNEL_TYPES: readonly ChannelType[] = Object.values(ChannelType);
/** The kinds an owner adds; the email channel is every account's own. */
export const ADDABLE_CHANNEL_TYPES: readonly Exclude<ChannelType, 'EMAIL'>[] = [
  'WEBHOOK',
  'SLACK',
  'DISCORD',
  'TELEGRAM',
  'NTFY',
];

export const CHANNEL_TYPE_LABELS: Readonly<Record<ChannelType, string>> = {
  EMAIL: 'Email',
  WEBHOOK: 'Webhook',
  SLACK: 'Slack',
  DISCORD: 'Discord',
  TELEGRAM: 'Telegram',
  NTFY: 'ntfy',
};

/** The id of every account's email channel (the account's address); it cannot be deleted. */
export const EMAIL_CHANNEL_ID = 'email';

/** Channels an owner may add besides email. */
export const CHANNELS_MAX = 20;
export const CHANNEL_NAME_MAX = 60;
export const CHANNEL_URL_MAX = 2000;
export const WEBHOOK_SECRET_MIN = 16;
export const WEBHOOK_SECRET_MAX = 200;
export const NTFY_DEFAULT_SERVER = 'https://ntfy.sh';

/** The header a webhook's signature comes in: `t=<unix seconds>,v1=<hex HMAC-SHA256>`. */
export const WEBHOOK_SIGNATURE_HEADER = 'X-Domainfolio-Signature';
/** The event's name (`lead.received`, `test`, ...). */
export const WEBHOOK_EVENT_HEADER = 'X-Domainfolio-Event';
/** The delivery's id: the same on every retry of one message, for receivers to drop repeats. */
export const WEBHOOK_DELIVERY_HEADER = 'X-Domainfolio-Delivery';

/** Expiry reminders: days before the expiration, by default. */
export const DEFAULT_REMINDER_DAYS: readonly number[] = [60, 30, 14, 7, 1];
export const REMINDER_DAYS_MAX_COUNT = 10;
export const REMINDER_DAY_MAX = 365;

/** One of an owner's channels. Secrets (webhook secret, bot token, Slack URL) never come back. */
export interface AlertChannel {
  _id: string;
  type: ChannelType;
  name: string;
  /**
   * Where it goes, safe to show: the email address, a webhook's URL, a Slack or Discord
   * webhook's host and the last characters of its path, a Telegram chat id, an ntfy server and
   * topic.
   */
  target: string;
  /** Email only: false. */
  deletable: boolean;
  createdAt: string | null;
  /** The last message sent to it, when any. */
  lastDelivery: { status: DeliveryStatus; at: string } | null;
}

export type AddChannelRequest =
  | { type: 'WEBHOOK'; name: string; url: string; secret: string }
  | { type: 'SLACK'; name: string; url: string }
  | { type: 'DISCORD'; name: string; url: string }
  | { type: 'TELEGRAM'; name: string; botToken: string; chatId: string }
  | { type: 'NTFY'; name: string; server?: string; topic: string; accessToken?: string };

export interface ChannelsResponse {
  payload: AlertChannel[];
}
export interface ChannelResponse extends Notification {
  payload: AlertChannel;
}

/** What "Send a test" got back from the far side. */
export interface ChannelTestResult {
  /** The far side took the message (2xx, or the email was queued). */
  ok: boolean;
  /** Its HTTP status; null when none came (refused address, no answer, email). */
  status: number | null;
  /** The first characters of its answer, or why nothing was sent. */
  body: string;
}
export interface ChannelTestResponse extends Notification {
  payload: ChannelTestResult;
}

export interface AlertSettings {
  /** Whether expiry reminders are sent at all. */
  expiryReminders: boolean;
  /** Days before an expiration when a reminder goes out (1-365, at most 10, distinct). */
  expiryReminderDays: number[];
  /** One message a day listing the domains that reached a reminder day, instead of one each. */
  digest: boolean;
  /** Which channels carry each event: channel ids (`email` for the account's address). */
  routes: Record<AlertEvent, string[]>;
}
export interface AlertSettingsResponse {
  payload: AlertSettings;
}
export type AlertSettingsSaved = AlertSettingsResponse & Notification;

/** Events go to email by default, except the two an owner sees happen on screen or asks for. */
export const DEFAULT_ALERT_ROUTES: Readonly<Record<AlertEvent, readonly string[]>> = {
  'lead.received': [EMAIL_CHANNEL_ID],
  'offer.answered': [EMAIL_CHANNEL_ID],
  'domain.expiring': [EMAIL_CHANNEL_ID],
  'domain.sold': [EMAIL_CHANNEL_ID],
  'import.finished': [],
  'domain.registry_changed': [EMAIL_CHANNEL_ID],
  'summary.weekly': [],
};

/** The default routes as a fresh, changeable object (settings stored for a new owner). */
export function defaultAlertRoutes(): Record<AlertEvent, string[]> {
  return Object.fromEntries(
    ALERT_EVENTS.map((event) => [event, [...DEFAULT_ALERT_ROUTES[event]]]),
  ) as Record<AlertEvent, string[]>;
}

export const DeliveryStatus = { PENDING: 'PENDING', SENT: 'SENT', FAILED: 'FAILED' } as const;
export type DeliveryStatus = (typeof DeliveryStatus)[keyof typeof DeliveryStatus];

/** One message to one channel, as the delivery log shows it. */
export interface AlertDelivery {
  _id: string;
  channelId: string;
  channelName: string;
  channelType: ChannelType;
  event: DeliveredEvent;
  /** The domain it is about, when one. */
  domain: string | null;
  status: DeliveryStatus;
  attempts: number;
  createdAt: string;
  lastAttemptAt: string | null;
  /** When the next attempt is due (PENDING only). */
  nextAttemptAt: string | null;
  /** The far side's last answer ("200 ok", "429 rate limited") or why it failed. */
  lastResponse: string | null;
}
export interface DeliveriesResponse {
  payload: AlertDelivery[];
}
export const DELIVERY_LOG_SIZE = 100;

export interface CalendarFeed {
  /** The secret URL to subscribe to, or null when there is none. */
  url: string | null;
  createdAt: string | null;
}
export interface CalendarFeedResponse {
  payload: CalendarFeed;
}

export interface MuteRemindersRequest {
  /** Domain ids of the owner's. */
  payload: string[];
  muted: boolean;
}
