import type { ReceivingServer } from './webhook-receiver.cjs';

export interface TelegramUser {
  id: number;
  is_bot: boolean;
  first_name: string;
  username?: string;
}

export interface TelegramChat {
  id: number;
  type: 'private' | 'group' | 'supergroup' | 'channel';
  title?: string;
  username?: string;
  first_name?: string;
  last_name?: string;
}

export interface TelegramMessageEntity {
  type: string;
  /** In UTF-16 code units. */
  offset: number;
  length: number;
  url?: string;
  language?: string;
}

/** The Message sendMessage answers. */
export interface TelegramMessage {
  message_id: number;
  from?: TelegramUser;
  sender_chat?: TelegramChat;
  chat: TelegramChat;
  /** Unix time, in seconds. */
  date: number;
  text: string;
  entities?: TelegramMessageEntity[];
  link_preview_options?: { is_disabled?: boolean };
}

export interface TelegramSent {
  /** The chat's numeric id. */
  chatId: number;
  /** The text as sent, markup included. */
  text: string;
  /** Every parameter of the call. */
  payload: Record<string, unknown>;
  /** The Message answered. */
  message: TelegramMessage;
}

/** The Telegram Bot API (see telegram.cjs for the protocol it speaks). */
export declare class FakeTelegram extends ReceivingServer {
  /**
   * `token` defaults to a random valid one; `chatIds` (ids, or Chat objects) default to the
   * supergroup -1001234567890 and the private chat 987654321.
   */
  constructor(options?: { token?: string; chatIds?: Array<number | string | TelegramChat> });
  readonly token: string;
  /** The bot, as getMe answers it. */
  readonly bot: TelegramUser & Record<string, unknown>;
  readonly chats: Map<string, TelegramChat>;
  /** Accepted messages, in order. */
  readonly messages: TelegramSent[];
  /** The product calls `${apiUrl}/bot${token}/sendMessage`. */
  readonly apiUrl: string;
  env(): { TELEGRAM_API_URL: string };
  /** Makes the bot a member of another chat. */
  addChat(chat: number | string | TelegramChat): TelegramChat;
  /** The chat blocked (or removed) the bot: sends to it get 403. */
  blockChat(chatId: number | string): void;
  waitForMessages(n: number, timeoutMs?: number): Promise<TelegramSent[]>;
}
