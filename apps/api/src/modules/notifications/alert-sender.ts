import { Injectable } from '@nestjs/common';
import { Deadline, NoAnswerError, withinDeadline } from '../../common/outbound/deadline';
import { RefusedAddressError } from '../../common/outbound/checked-request';
import type { AlertChannelRow } from '../../database/schema';
import { AlertChannelCodec } from './alert-channel-codec';
import type { RenderedAlert } from './alert-messages';
import type { ChannelGateway, OpenChannel, SendOutcome } from './gateways/channel-gateway';
import { DiscordGateway } from './gateways/discord.gateway';
import { NtfyGateway } from './gateways/ntfy.gateway';
import { SlackGateway } from './gateways/slack.gateway';
import { TelegramGateway } from './gateways/telegram.gateway';
import { WebhookGateway } from './gateways/webhook.gateway';

const failure = (body: string, permanent: boolean): SendOutcome => ({
  ok: false,
  status: null,
  body,
  permanent,
  retryAfterMs: null,
});

/** How an attempt's outcome reads in the log: "200 ok", "429 rate limited", "no answer in 9 s". */
export function describeOutcome(outcome: SendOutcome): string {
  return outcome.status === null ? outcome.body : `${outcome.status} ${outcome.body}`;
}

/**
 * Sends one alert to one of an owner's channels through its gateway, within a deadline, and
 * says what came of it: never throws for what the far side did (an error, silence, a refused
 * address), so the caller records it.
 */
@Injectable()
export class AlertSender {
  private readonly gateways: Record<OpenChannel['type'], ChannelGateway>;

  constructor(
    private readonly codec: AlertChannelCodec,
    webhook: WebhookGateway,
    slack: SlackGateway,
    discord: DiscordGateway,
    telegram: TelegramGateway,
    ntfy: NtfyGateway,
  ) {
    this.gateways = {
      WEBHOOK: webhook,
      SLACK: slack,
      DISCORD: discord,
      TELEGRAM: telegram,
      NTFY: ntfy,
    };
  }

  async send(
    row: AlertChannelRow,
    delivery: { id: string; createdAt: Date; alert: RenderedAlert },
    deadline?: Deadline,
  ): Promise<SendOutcome> {
    const channel = this.codec.open(row);
    if (!channel)
      return failure(
        'The channel’s secrets were sealed with another APP_SECRET; add it again.',
        true,
      );
    const gateway = this.gateways[channel.type];
    try {
      return await withinDeadline(
        channel.type,
        (_timeoutMs, signal) =>
          gateway.send(channel, delivery, { signal, policy: this.codec.policy }),
        deadline,
      );
    } catch (error) {
      if (error instanceof RefusedAddressError) return failure(`Not sent: ${error.message}`, true);
      if (error instanceof NoAnswerError) return failure('No answer in time', false);
      const code = (error as { code?: string }).code;
      const message = error instanceof Error ? error.message : String(error);
      return failure(`Could not connect: ${code ?? message}`, false);
    }
  }
}
