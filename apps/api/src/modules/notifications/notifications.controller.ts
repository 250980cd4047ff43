import {
  NotificationType,
  SuccessCode,
  successBody,
  type AlertSettingsResponse,
  type AlertSettingsSaved,
  type CalendarFeedResponse,
  type ChannelResponse,
  type ChannelsResponse,
  type ChannelTestResponse,
  type DeliveriesResponse,
  type Notification,
} from '@domainfolio/contracts';
import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors, ApiNotification, ApiOwner, ApiPayload } from '../../common/api-docs/api-docs';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import type { UserRow } from '../../database/schema';
import { ChannelIdPipe } from './dto/channel-id.pipe';
import { AddChannelDto, AlertSettingsDto, DeliveriesQueryDto } from './dto/notifications.dto';
import {
  AlertChannelSchema,
  AlertDeliverySchema,
  AlertSettingsSchema,
  CalendarFeedSchema,
  ChannelTestResultSchema,
} from './dto/notifications-responses.dto';
import { NotificationsService } from './notifications.service';

/** An owner's alert channels, what goes where, and what was sent. */
@ApiTags('notifications')
@ApiOwner()
@Controller()
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  @Get('notifications/channels')
  @ApiOperation({ summary: 'Your alert channels: email first, then the ones you added' })
  @ApiPayload(AlertChannelSchema, { isArray: true })
  async channels(@CurrentUser() owner: UserRow): Promise<ChannelsResponse> {
    return { payload: await this.notifications.channels(owner) };
  }

  @Post('notifications/channels')
  @ApiOperation({
    summary: 'Add a channel: a webhook, Slack, Discord, Telegram or ntfy',
    description:
      'Secrets (a webhook secret, a Slack or Discord URL, a bot token, an ntfy token) are stored sealed and never answered back. Addresses must be public https ones unless the server allows private ones (ALLOW_PRIVATE_WEBHOOKS).',
  })
  @ApiPayload(AlertChannelSchema, { status: 201, notification: true })
  @ApiErrors(400, 409)
  async add(@CurrentUser() owner: UserRow, @Body() body: AddChannelDto): Promise<ChannelResponse> {
    const channel = await this.notifications.addChannel(owner, body);
    return { ...successBody(SuccessCode.CHANNEL_ADDED, { name: channel.name }), payload: channel };
  }

  @Post('notifications/channels/:id/test')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Send a test message to a channel, and see what the far side answered',
    description:
      'The answer says whether it was taken, the far side’s HTTP status and the start of its answer.',
  })
  @ApiPayload(ChannelTestResultSchema, { notification: true })
  @ApiErrors(404)
  async test(
    @CurrentUser() owner: UserRow,
    @Param('id', ChannelIdPipe) id: string,
  ): Promise<ChannelTestResponse> {
    const { name, result } = await this.notifications.testChannel(owner, id);
    const answer = result.status === null ? result.body : `${result.status} ${result.body}`;
    const body = successBody(
      result.ok ? SuccessCode.CHANNEL_TEST_SENT : SuccessCode.CHANNEL_TEST_REFUSED,
      { name, answer: answer.slice(0, 200) },
    );
    return {
      ...body,
      type: result.ok ? NotificationType.SUCCESS : NotificationType.ERROR,
      payload: result,
    };
  }

  @Post('notifications/channels/:id/delete')
  @HttpCode(200)
  @ApiOperation({ summary: 'Remove a channel (the email channel stays)' })
  @ApiNotification()
  @ApiErrors(400, 404)
  async remove(
    @CurrentUser() owner: UserRow,
    @Param('id', ChannelIdPipe) id: string,
  ): Promise<Notification> {
    const name = await this.notifications.deleteChannel(owner, id);
    return successBody(SuccessCode.CHANNEL_DELETED, { name });
  }

  @Get('notifications/settings')
  @ApiOperation({
    summary: 'Expiry reminder days, the daily digest, and which channels carry each event',
  })
  @ApiPayload(AlertSettingsSchema)
  async settings(@CurrentUser() owner: UserRow): Promise<AlertSettingsResponse> {
    return { payload: await this.notifications.settings(owner) };
  }

  @Post('notifications/settings')
  @HttpCode(200)
  @ApiOperation({ summary: 'Save your notification settings (the whole object)' })
  @ApiPayload(AlertSettingsSchema, { notification: true })
  @ApiErrors(400)
  async saveSettings(
    @CurrentUser() owner: UserRow,
    @Body() body: AlertSettingsDto,
  ): Promise<AlertSettingsSaved> {
    return {
      ...successBody(SuccessCode.ALERT_SETTINGS_SAVED),
      payload: await this.notifications.saveSettings(owner, body),
    };
  }

  @Get('notifications/deliveries')
  @ApiOperation({ summary: 'The last 100 messages sent to your channels, newest first' })
  @ApiPayload(AlertDeliverySchema, { isArray: true })
  @ApiErrors(400, 404)
  async deliveries(
    @CurrentUser() owner: UserRow,
    @Query() query: DeliveriesQueryDto,
  ): Promise<DeliveriesResponse> {
    return { payload: await this.notifications.deliveryLog(owner, query.channel) };
  }

  @Get('user/calendar-feed')
  @ApiOperation({ summary: 'Your calendar link of expirations (null when there is none)' })
  @ApiPayload(CalendarFeedSchema)
  async calendarFeed(@CurrentUser() owner: UserRow): Promise<CalendarFeedResponse> {
    return { payload: await this.notifications.calendarFeed(owner) };
  }

  @Post('user/calendar-feed')
  @HttpCode(200)
  @ApiOperation({ summary: 'Make a new secret calendar link; the old one stops working' })
  @ApiPayload(CalendarFeedSchema, { notification: true })
  async newCalendarFeed(
    @CurrentUser() owner: UserRow,
  ): Promise<CalendarFeedResponse & Notification> {
    return {
      ...successBody(SuccessCode.CALENDAR_FEED_CREATED),
      payload: await this.notifications.newCalendarFeed(owner),
    };
  }

  @Post('user/calendar-feed/revoke')
  @HttpCode(200)
  @ApiOperation({ summary: 'Turn the calendar link off without making a new one' })
  @ApiPayload(CalendarFeedSchema, { notification: true })
  async revokeCalendarFeed(
    @CurrentUser() owner: UserRow,
  ): Promise<CalendarFeedResponse & Notification> {
    return {
      ...successBody(SuccessCode.CALENDAR_FEED_REVOKED),
      payload: await this.notifications.revokeCalendarFeed(owner),
    };
  }
}
