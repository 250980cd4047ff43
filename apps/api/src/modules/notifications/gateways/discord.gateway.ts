import { Injectable } from '@nestjs/common';
import { PRODUCT_NAME } from '@domainfolio/contracts';
import { sendChecked } from '../../../common/outbound/checked-request';
import {
  JSON_HEADERS,
  jsonField,
  outcomeOf,
  type ChannelGateway,
  type Delivery,
  type OpenChannel,
  type SendContext,
  type SendOutcome,
} from './channel-gateway';

/** Discord's limits on an embed's title and description. */
const TITLE_MAX = 256;
const DESCRIPTION_MAX = 4096;
const INDIGO = 0x4f46e5;

/** One embed with the title linking to the dashboard; no mentions are ever parsed. */
export function discordBody(delivery: Delivery): string {
  const { alert } = delivery;
  return JSON.stringify({
    username: PRODUCT_NAME,
    embeds: [
      {
        title: alert.title.slice(0, TITLE_MAX),
        description: `${alert.lines.join('\n')}\n\n[${alert.action}](${alert.url})`.slice(
          0,
          DESCRIPTION_MAX,
        ),
        url: alert.url,
        color: INDIGO,
        timestamp: delivery.createdAt.toISOString(),
      },
    ],
    allowed_mentions: { parse: [] },
  });
}

/**
 * Discord webhooks: 204 without `wait`; 404 `Unknown Webhook` (10015) and other 4xx are the
 * settings being wrong; 429's JSON says `retry_after` in seconds (a fraction), which wins over
 * the header when both come.
 */
@Injectable()
export class DiscordGateway implements ChannelGateway {
  async send(channel: OpenChannel, delivery: Delivery, context: SendContext): Promise<SendOutcome> {
    const response = await sendChecked(
      channel.secrets.url!,
      { body: discordBody(delivery), headers: JSON_HEADERS, signal: context.signal },
      context.policy,
    );
    const retryAfter = jsonField(response.body, 'retry_after');
    return outcomeOf(response, {
      retryAfterMs:
        response.status === 429 && typeof retryAfter === 'number'
          ? Math.ceil(retryAfter * 1000)
          : null,
    });
  }
}
