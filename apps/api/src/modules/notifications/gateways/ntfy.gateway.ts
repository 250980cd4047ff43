import { Injectable } from '@nestjs/common';
import { sendChecked } from '../../../common/outbound/checked-request';
import {
  JSON_HEADERS,
  outcomeOf,
  type ChannelGateway,
  type Delivery,
  type OpenChannel,
  type SendContext,
  type SendOutcome,
} from './channel-gateway';

/** Tags ntfy shows as emoji beside the title. */
const TAGS: Record<string, string[]> = {
  'lead.received': ['moneybag'],
  'offer.answered': ['speech_balloon'],
  'domain.expiring': ['hourglass'],
  'domain.sold': ['tada'],
  'import.finished': ['inbox_tray'],
  'domain.registry_changed': ['scroll'],
  'summary.weekly': ['bar_chart'],
  test: ['white_check_mark'],
};

/**
 * ntfy's JSON publishing (POST to the server's root with the topic in the body), which carries
 * any text; headers would limit the title to Latin-1.
 */
export function ntfyBody(topic: string, delivery: Delivery): string {
  const { alert } = delivery;
  return JSON.stringify({
    topic,
    title: alert.title,
    message: alert.lines.join('\n'),
    click: alert.url,
    tags: TAGS[alert.event] ?? [],
    priority: alert.event === 'lead.received' || alert.event === 'offer.answered' ? 4 : 3,
  });
}

/**
 * An ntfy server (ntfy.sh or the owner's own), with an access token for a protected topic.
 * 401/403 and 400 are the settings being wrong; 429 is retried.
 */
@Injectable()
export class NtfyGateway implements ChannelGateway {
  async send(channel: OpenChannel, delivery: Delivery, context: SendContext): Promise<SendOutcome> {
    const token = channel.secrets.accessToken;
    const response = await sendChecked(
      `${channel.settings.server!.replace(/\/+$/, '')}/`,
      {
        body: ntfyBody(channel.settings.topic!, delivery),
        headers: { ...JSON_HEADERS, ...(token ? { authorization: `Bearer ${token}` } : {}) },
        signal: context.signal,
      },
      context.policy,
    );
    return outcomeOf(response);
  }
}
