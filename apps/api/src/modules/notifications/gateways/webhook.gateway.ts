import { createHmac } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  WEBHOOK_DELIVERY_HEADER,
  WEBHOOK_EVENT_HEADER,
  WEBHOOK_SIGNATURE_HEADER,
} from '@domainfolio/contracts';
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

/**
 * `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`: the scheme Stripe uses, so the
 * receiver checks the body it got byte for byte and refuses a replay of an old one by its time.
 */
export function webhookSignature(secret: string, body: string, unixSeconds: number): string {
  const mac = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${mac}`;
}

/** The JSON a customer's webhook receives. */
export function webhookBody(delivery: Delivery): string {
  const { alert } = delivery;
  return JSON.stringify({
    id: delivery.id,
    event: alert.event,
    createdAt: delivery.createdAt.toISOString(),
    title: alert.title,
    text: alert.lines.join('\n'),
    url: alert.url,
    domain: alert.domain,
    data: alert.data,
  });
}

/** A customer's own endpoint: JSON, signed, the same delivery id on every retry. */
@Injectable()
export class WebhookGateway implements ChannelGateway {
  async send(channel: OpenChannel, delivery: Delivery, context: SendContext): Promise<SendOutcome> {
    const body = webhookBody(delivery);
    const signature = webhookSignature(
      channel.secrets.secret ?? '',
      body,
      Math.floor(Date.now() / 1000),
    );
    const response = await sendChecked(
      channel.settings.url!,
      {
        body,
        headers: {
          ...JSON_HEADERS,
          [WEBHOOK_SIGNATURE_HEADER]: signature,
          [WEBHOOK_EVENT_HEADER]: delivery.alert.event,
          [WEBHOOK_DELIVERY_HEADER]: delivery.id,
        },
        signal: context.signal,
      },
      context.policy,
    );
    return outcomeOf(response, { retryAnyFailure: true });
  }
}
