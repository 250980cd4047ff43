import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import {
  ALERT_EVENTS,
  CHANNEL_TYPES,
  TEST_ALERT,
  type AlertChannel,
  type AlertDelivery,
  type AlertEvent,
  type AlertSettings,
  type CalendarFeed,
  type ChannelTestResult,
  type ChannelType,
  type DeliveredEvent,
  type DeliveryStatus,
} from '@domainfolio/contracts';

// OpenAPI schemas of the answers; each implements its contract type, so they cannot drift.

const STATUSES = ['PENDING', 'SENT', 'FAILED'];

export class LastDeliverySchema {
  @ApiProperty({ enum: STATUSES })
  status!: DeliveryStatus;
  @ApiProperty({ format: 'date-time' })
  at!: string;
}

@ApiSchema({
  name: 'AlertChannel',
  description: 'A channel alerts are sent to; its secrets never come back',
})
export class AlertChannelSchema implements AlertChannel {
  @ApiProperty({ description: '`email`, or the id of a channel you added' })
  _id!: string;
  @ApiProperty({ enum: CHANNEL_TYPES })
  type!: ChannelType;
  @ApiProperty()
  name!: string;
  @ApiProperty({ description: 'Where it goes, safe to show (secret parts masked)' })
  target!: string;
  @ApiProperty()
  deletable!: boolean;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' })
  createdAt!: string | null;
  @ApiProperty({ type: LastDeliverySchema, nullable: true })
  lastDelivery!: { status: DeliveryStatus; at: string } | null;
}

@ApiSchema({ name: 'ChannelTestResult', description: 'What the far side answered to a test' })
export class ChannelTestResultSchema implements ChannelTestResult {
  @ApiProperty()
  ok!: boolean;
  @ApiProperty({ type: Number, nullable: true })
  status!: number | null;
  @ApiProperty()
  body!: string;
}

@ApiSchema({ name: 'AlertSettings' })
export class AlertSettingsSchema implements AlertSettings {
  @ApiProperty()
  expiryReminders!: boolean;
  @ApiProperty({ type: [Number], example: [60, 30, 14, 7, 1] })
  expiryReminderDays!: number[];
  @ApiProperty()
  digest!: boolean;
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'array', items: { type: 'string' } },
    description: `Channel ids per event (${ALERT_EVENTS.join(', ')})`,
  })
  routes!: Record<AlertEvent, string[]>;
}

@ApiSchema({ name: 'AlertDelivery', description: 'One message to one channel' })
export class AlertDeliverySchema implements AlertDelivery {
  @ApiProperty()
  _id!: string;
  @ApiProperty()
  channelId!: string;
  @ApiProperty()
  channelName!: string;
  @ApiProperty({ enum: CHANNEL_TYPES })
  channelType!: ChannelType;
  @ApiProperty({ enum: [...ALERT_EVENTS, TEST_ALERT] })
  event!: DeliveredEvent;
  @ApiProperty({ type: String, nullable: true })
  domain!: string | null;
  @ApiProperty({ enum: STATUSES })
  status!: DeliveryStatus;
  @ApiProperty()
  attempts!: number;
  @ApiProperty({ format: 'date-time' })
  createdAt!: string;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' })
  lastAttemptAt!: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' })
  nextAttemptAt!: string | null;
  @ApiProperty({ type: String, nullable: true })
  lastResponse!: string | null;
}

@ApiSchema({ name: 'CalendarFeed' })
export class CalendarFeedSchema implements CalendarFeed {
  @ApiProperty({ type: String, nullable: true, description: 'The secret link to subscribe to' })
  url!: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' })
  createdAt!: string | null;
}
