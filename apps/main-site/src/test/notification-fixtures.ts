import {
  DEFAULT_ALERT_ROUTES,
  DEFAULT_REMINDER_DAYS,
  EMAIL_CHANNEL_ID,
  type AddChannelRequest,
  type AlertChannel,
  type AlertDelivery,
  type AlertEvent,
  type AlertSettings,
  type CalendarFeed,
  type ChannelTestResult,
} from '@domainfolio/contracts';
import { pageFixture, userFixture } from './fixtures';
import { offerSettingsFixture } from './lead-fixtures';
import { currentUserReply, jsonResponse, mockApi, type ApiReply } from './mock-api';

/** Every account's own channel: alice's address, never deletable. */
export function emailChannelFixture(overrides: Partial<AlertChannel> = {}): AlertChannel {
  return {
    _id: EMAIL_CHANNEL_ID,
    type: 'EMAIL',
    name: 'Email',
    target: 'alice@example.com',
    deletable: false,
    createdAt: null,
    lastDelivery: null,
    ...overrides,
  };
}

/** A Slack channel alice added; override what a test is about. */
export function channelFixture(overrides: Partial<AlertChannel> = {}): AlertChannel {
  return {
    _id: 'channel-slack',
    type: 'SLACK',
    name: 'Team Slack',
    target: 'hooks.slack.com/…/x7Qa',
    deletable: true,
    createdAt: '2026-11-01T09:00:00.000Z',
    lastDelivery: { status: 'SENT', at: '2026-11-20T14:30:00.000Z' },
    ...overrides,
  };
}

/** The settings of an account that changed nothing: the default routes and reminder days. */
export function alertSettingsFixture(overrides: Partial<AlertSettings> = {}): AlertSettings {
  return {
    expiryReminders: true,
    expiryReminderDays: [...DEFAULT_REMINDER_DAYS],
    digest: false,
    routes: Object.fromEntries(
      Object.entries(DEFAULT_ALERT_ROUTES).map(([event, ids]) => [event, [...ids]]),
    ) as Record<AlertEvent, string[]>,
    ...overrides,
  };
}

export function deliveryFixture(overrides: Partial<AlertDelivery> = {}): AlertDelivery {
  return {
    _id: 'delivery-1',
    channelId: 'channel-slack',
    channelName: 'Team Slack',
    channelType: 'SLACK',
    event: 'lead.received',
    domain: 'alpha.com',
    status: 'SENT',
    attempts: 1,
    createdAt: '2026-11-20T14:30:00.000Z',
    lastAttemptAt: '2026-11-20T14:30:01.000Z',
    nextAttemptAt: null,
    lastResponse: '200 ok',
    ...overrides,
  };
}

const success = (title: string, payload?: unknown) =>
  jsonResponse(200, { type: 'SUCCESS', title, message: 'Done.', payload });

export interface NotificationsApiState {
  channels?: AlertChannel[];
  settings?: AlertSettings;
  deliveries?: AlertDelivery[];
  feed?: CalendarFeed;
  /** What "Send a test" gets back from the far side. */
  testResult?: ChannelTestResult;
}

/**
 * The account screen's API with alice's notification settings; channels added or removed,
 * saved settings and calendar links are kept, like the server would.
 */
export function notificationsApi(
  state: NotificationsApiState = {},
  extra: Record<string, ApiReply> = {},
) {
  let channels = state.channels ?? [emailChannelFixture(), channelFixture()];
  let settings = state.settings ?? alertSettingsFixture();
  let feed = state.feed ?? { url: null, createdAt: null };
  let links = 0;
  const testResult = state.testResult ?? { ok: true, status: 200, body: 'ok' };

  const channelRoutes: Record<string, ApiReply> = {};
  for (const channel of channels) {
    channelRoutes[`POST /api/notifications/channels/${channel._id}/test`] = () =>
      jsonResponse(200, {
        type: 'SUCCESS',
        title: testResult.ok ? 'Test Sent' : 'Test Not Delivered',
        message: `${channel.name} answered: ${testResult.status ?? ''} ${testResult.body}`.trim(),
        payload: testResult,
      });
    channelRoutes[`POST /api/notifications/channels/${channel._id}/delete`] = () => {
      channels = channels.filter((kept) => kept._id !== channel._id);
      return success('Channel Removed');
    };
  }

  return mockApi({
    'GET /api/current-user': currentUserReply(userFixture()),
    'GET /api/pages/default': { body: { payload: pageFixture() } },
    'GET /api/lead-templates': { body: { payload: [] } },
    'GET /api/user/offer-settings': { body: { payload: offerSettingsFixture() } },
    'GET /api/notifications/channels': () => jsonResponse(200, { payload: channels }),
    'POST /api/notifications/channels': ({ body }) => {
      const request = body as AddChannelRequest;
      const added = channelFixture({
        _id: `channel-${channels.length}`,
        type: request.type,
        name: request.name,
        target: 'new target',
        lastDelivery: null,
      });
      channels = [...channels, added];
      return jsonResponse(201, {
        type: 'SUCCESS',
        title: 'Channel Added',
        message: `${request.name} was added.`,
        payload: added,
      });
    },
    'GET /api/notifications/settings': () => jsonResponse(200, { payload: settings }),
    'POST /api/notifications/settings': ({ body }) => {
      settings = body as AlertSettings;
      return success('Notification Settings Saved', settings);
    },
    'GET /api/notifications/deliveries': () =>
      jsonResponse(200, { payload: state.deliveries ?? [] }),
    'GET /api/user/calendar-feed': () => jsonResponse(200, { payload: feed }),
    'POST /api/user/calendar-feed': () => {
      links += 1;
      feed = {
        url: `http://localhost:3000/api/calendar/token-${links}.ics`,
        createdAt: '2026-11-26T10:00:00.000Z',
      };
      return success('Calendar Link Ready', feed);
    },
    'POST /api/user/calendar-feed/revoke': () => {
      feed = { url: null, createdAt: null };
      return success('Calendar Link Turned Off', feed);
    },
    ...channelRoutes,
    ...extra,
  });
}
