import {
  EMAIL_CHANNEL_ID,
  type AlertChannel,
  type AlertDelivery,
  type ChannelType,
  type DeliveredEvent,
  type DeliveryStatus,
} from '@domainfolio/contracts';
import type { AlertChannelRow, AlertDeliveryRow } from '../../database/schema';

const lastOf = (row: AlertDeliveryRow | null) =>
  row
    ? {
        status: row.status as DeliveryStatus,
        at: (row.lastAttemptAt ?? row.createdAt).toISOString(),
      }
    : null;

/** A stored channel as its owner sees it: field by field, so its secrets never leave. */
export function toAlertChannel(row: AlertChannelRow, last: AlertDeliveryRow | null): AlertChannel {
  return {
    _id: row.id,
    type: row.type as ChannelType,
    name: row.name,
    target: row.target,
    deletable: true,
    createdAt: row.createdAt.toISOString(),
    lastDelivery: lastOf(last),
  };
}

export function toEmailChannel(email: string, last: AlertDeliveryRow | null): AlertChannel {
  return {
    _id: EMAIL_CHANNEL_ID,
    type: 'EMAIL',
    name: 'Email',
    target: email,
    deletable: false,
    createdAt: null,
    lastDelivery: lastOf(last),
  };
}

export function toAlertDelivery(
  row: AlertDeliveryRow,
  channel: Pick<AlertChannelRow, 'name' | 'type'> | null,
): AlertDelivery {
  return {
    _id: row.id,
    channelId: row.channelId ?? EMAIL_CHANNEL_ID,
    channelName: channel?.name ?? 'Email',
    channelType: (channel?.type ?? 'EMAIL') as ChannelType,
    event: row.event as DeliveredEvent,
    domain: row.domain,
    status: row.status as DeliveryStatus,
    attempts: row.attempts,
    createdAt: row.createdAt.toISOString(),
    lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
    nextAttemptAt: row.status === 'PENDING' ? row.nextAttemptAt.toISOString() : null,
    lastResponse: row.lastResponse,
  };
}
