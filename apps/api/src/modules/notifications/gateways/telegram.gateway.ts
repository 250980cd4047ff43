import { Inject, Injectable } from '@nestjs/common';
import { sendChecked } from '../../../common/outbound/checked-request';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
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

/** Telegram's longest message. */
const TEXT_MAX = 4096;

export function telegramBody(chatId: string, delivery: Delivery): string {
  const { alert } = delivery;
  // Plain text (no parse_mode): a domain or buyer name can never break the markup.
  const text = `${alert.title}\n\n${alert.lines.join('\n')}\n\n${alert.action}: ${alert.url}`;
  return JSON.stringify({
    chat_id: chatId,
    text: text.slice(0, TEXT_MAX),
    link_preview_options: { is_disabled: true },
  });
}

/**
 * The Bot API's sendMessage at TELEGRAM_API_URL (the operator's setting, not an owner's
 * address). Answers `{"ok": true, "result": Message}`; 401 (wrong token) and 400 (`chat not
 * found`) are the settings being wrong; 429 says `parameters.retry_after` in seconds.
 */
@Injectable()
export class TelegramGateway implements ChannelGateway {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async send(channel: OpenChannel, delivery: Delivery, context: SendContext): Promise<SendOutcome> {
    const base = this.config.TELEGRAM_API_URL.replace(/\/+$/, '');
    const response = await sendChecked(
      `${base}/bot${channel.secrets.botToken}/sendMessage`,
      {
        body: telegramBody(channel.settings.chatId!, delivery),
        headers: JSON_HEADERS,
        signal: context.signal,
      },
      // The API's address is this server's setting: no owner chose it.
      { allowPrivate: true, requireHttps: false },
    );
    const retryAfter = jsonField(response.body, 'parameters', 'retry_after');
    const outcome = outcomeOf(response, {
      retryAfterMs: typeof retryAfter === 'number' ? retryAfter * 1000 : null,
    });
    const description = jsonField(response.body, 'description');
    // The answer repeats the whole message; the log keeps what matters.
    if (outcome.ok) {
      const id = jsonField(response.body, 'result', 'message_id');
      return { ...outcome, body: `ok: message ${String(id ?? '')}`.trim() };
    }
    return typeof description === 'string' ? { ...outcome, body: description } : outcome;
  }
}
