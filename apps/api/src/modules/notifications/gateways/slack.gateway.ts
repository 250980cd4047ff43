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

/** Slack's mrkdwn treats &, < and > as markup: these three are escaped, nothing else. */
const escapeSlack = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The body of a Slack incoming webhook: `text` (the notification's words) and the same as a block. */
export function slackBody(delivery: Delivery): string {
  const { alert } = delivery;
  const text = `*${escapeSlack(alert.title)}*\n${alert.lines.map(escapeSlack).join('\n')}\n<${alert.url}|${escapeSlack(alert.action)}>`;
  return JSON.stringify({
    text,
    blocks: [{ type: 'section', text: { type: 'mrkdwn', text } }],
    unfurl_links: false,
  });
}

/**
 * Slack incoming webhooks: 200 `ok`; 400 `invalid_payload`, 403 `action_prohibited`, 404
 * `no_service`, 410 `channel_is_archived` are the webhook's settings being wrong (not retried);
 * 429 carries Retry-After.
 */
@Injectable()
export class SlackGateway implements ChannelGateway {
  async send(channel: OpenChannel, delivery: Delivery, context: SendContext): Promise<SendOutcome> {
    const response = await sendChecked(
      channel.secrets.url!,
      { body: slackBody(delivery), headers: JSON_HEADERS, signal: context.signal },
      context.policy,
    );
    return outcomeOf(response);
  }
}
