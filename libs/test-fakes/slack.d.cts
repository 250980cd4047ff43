import type { ReceivingServer } from './webhook-receiver.cjs';

export interface SlackMessage {
  /** The webhook's path, /services/T…/B…/… */
  path: string;
  /** The posted message: {text, blocks?, attachments?, …}. */
  payload: Record<string, unknown>;
}

/** Slack incoming webhooks (see slack.cjs for the protocol it speaks). */
export declare class FakeSlack extends ReceivingServer {
  constructor();
  /** Accepted posts, in order. */
  readonly messages: SlackMessage[];
  /** The URL of Slack's documented example webhook, always known to the fake. */
  webhookUrl(): string;
  /** A new webhook with a fresh random URL. */
  newWebhookUrl(): string;
  /** Removes a webhook (URL or path): later posts get 404 no_service. */
  removeWebhook(urlOrPath: string): void;
  waitForMessages(n: number, timeoutMs?: number): Promise<SlackMessage[]>;
}
