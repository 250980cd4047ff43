import type { ReceivingServer } from './webhook-receiver.cjs';

/** Discord's Webhook object (as "Get Webhook with Token" returns it). */
export interface DiscordWebhook {
  id: string;
  type: number;
  name: string;
  token: string;
  avatar: string | null;
  channel_id: string;
  guild_id: string;
  application_id: string | null;
}

/** Discord's Message object, as created for a webhook post. */
export interface DiscordMessage {
  id: string;
  type: number;
  content: string;
  channel_id: string;
  author: { bot: true; id: string; username: string; avatar: string | null; discriminator: string };
  attachments: unknown[];
  embeds: Record<string, unknown>[];
  mentions: unknown[];
  mention_roles: string[];
  mention_everyone: boolean;
  pinned: boolean;
  tts: boolean;
  timestamp: string;
  edited_timestamp: string | null;
  flags: number;
  components: unknown[];
  webhook_id: string;
}

export interface DiscordPost {
  path: string;
  /** The posted fields: {content?, embeds?, username?, …}. */
  payload: Record<string, unknown>;
  /** The message Discord would have created (returned when ?wait=true). */
  message: DiscordMessage;
}

/** Discord webhooks (see discord.cjs for the protocol it speaks). */
export declare class FakeDiscord extends ReceivingServer {
  constructor(options?: { channelId?: string; guildId?: string });
  readonly channelId: string;
  readonly guildId: string;
  /** Accepted posts, in order. */
  readonly messages: DiscordPost[];
  readonly webhooks: Map<string, DiscordWebhook>;
  readonly defaultWebhook: DiscordWebhook;
  /** ${baseUrl}/api/webhooks/<id>/<token> of the default webhook. */
  webhookUrl(): string;
  /** Another webhook with its own id and token; its URL. */
  addWebhook(name?: string): string;
  /** Deletes a webhook: later calls get 404 Unknown Webhook. */
  removeWebhook(url: string): void;
  /** The next `count` requests get 429; `scope` picks the documented example (default 'user'). */
  rateLimitNext(
    retryAfterSeconds: number,
    count?: number,
    options?: { scope?: 'user' | 'shared' | 'global' },
  ): void;
  waitForMessages(n: number, timeoutMs?: number): Promise<DiscordPost[]>;
}
