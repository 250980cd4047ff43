import { Module, type OnModuleInit } from '@nestjs/common';
import { DomainsModule } from '../domains/domains.module';
import { EmailsModule } from '../emails/emails.module';
import { LeadsModule } from '../leads/leads.module';
import { OwnerEmailPreferences } from '../leads/owner-email-preferences';
import { UsersModule } from '../users/users.module';
import { AlertEmails } from './alert-emails';
import { AlertChannelCodec } from './alert-channel-codec';
import { AlertChannelsRepository } from './alert-channels.repository';
import { AlertDeliveriesRepository } from './alert-deliveries.repository';
import { AlertRouter } from './alert-router';
import { AlertSender } from './alert-sender';
import { AlertSettingsRepository } from './alert-settings.repository';
import { AlertsWorker } from './alerts.worker';
import { CalendarController } from './calendar.controller';
import { ExpiryReminderJob } from './expiry-reminder.job';
import { ExpiryRemindersRepository } from './expiry-reminders.repository';
import { DiscordGateway } from './gateways/discord.gateway';
import { NtfyGateway } from './gateways/ntfy.gateway';
import { SlackGateway } from './gateways/slack.gateway';
import { TelegramGateway } from './gateways/telegram.gateway';
import { WebhookGateway } from './gateways/webhook.gateway';
import { NotificationsController } from './notifications.controller';
import { NotificationsService } from './notifications.service';

/**
 * Owner alerts: channels, routes, the delivery log, expiry reminders, the weekly summary and
 * the calendar feed. Other modules raise events through the shared event log; this module
 * routes them to channels and sends them. No other module calls a channel.
 */
@Module({
  imports: [UsersModule, DomainsModule, LeadsModule, EmailsModule],
  controllers: [NotificationsController, CalendarController],
  providers: [
    NotificationsService,
    AlertChannelsRepository,
    AlertSettingsRepository,
    AlertDeliveriesRepository,
    ExpiryRemindersRepository,
    AlertChannelCodec,
    AlertEmails,
    AlertSender,
    AlertRouter,
    AlertsWorker,
    ExpiryReminderJob,
    WebhookGateway,
    SlackGateway,
    DiscordGateway,
    TelegramGateway,
    NtfyGateway,
  ],
  exports: [NotificationsService, AlertsWorker, ExpiryReminderJob],
})
export class NotificationsModule implements OnModuleInit {
  constructor(
    private readonly notifications: NotificationsService,
    private readonly emailPreferences: OwnerEmailPreferences,
  ) {}

  onModuleInit(): void {
    // The leads module writes its own lead emails; it asks here whether the owner wants them.
    this.emailPreferences.provide((executor, ownerId, event) =>
      this.notifications.wantsEmail(executor, ownerId, event),
    );
  }
}
