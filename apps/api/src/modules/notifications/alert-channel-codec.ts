import { Inject, Injectable } from '@nestjs/common';
import { ErrorCode, NTFY_DEFAULT_SERVER, type ChannelType } from '@domainfolio/contracts';
import { AppError } from '../../common/errors/app-error';
import { SecretBox } from '../../common/crypto/secret-box';
import { urlProblem, type OutboundPolicy } from '../../common/outbound/checked-request';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import type { AlertChannelRow } from '../../database/schema';
import type { AddChannelDto } from './dto/notifications.dto';
import type { OpenChannel } from './gateways/channel-gateway';

/** What a new channel stores: shown parts in the clear, secret parts sealed. */
export interface EncodedChannel {
  type: Exclude<ChannelType, 'EMAIL'>;
  name: string;
  target: string;
  settings: Record<string, string>;
  secrets: string;
}

/** A refusal naming its field, so a form shows it beside the input. */
const invalid = (field: string, message: string) =>
  new AppError(ErrorCode.VALIDATION_FAILED, { message, errors: [{ field, message }] });

function required<T>(value: T | undefined, field: string, type: string): T {
  if (value === undefined || value === null || value === '')
    throw invalid(field, `${field} is required for a ${type} channel.`);
  return value;
}

/** A URL's path ends, enough for the owner to recognise it, never enough to use it. */
function masked(url: URL, keep: number): string {
  const path = url.pathname.replace(/\/+$/, '');
  return `${url.host}${path.slice(0, keep)}…${path.slice(-4)}`;
}

/**
 * Reads an owner's channel settings into what is stored, and opens stored ones for a send.
 * Secrets (a webhook's signing key, a Slack or Discord URL, which lets anyone post, a bot
 * token, an ntfy token) are sealed with the app secret and never come back out of the API.
 */
@Injectable()
export class AlertChannelCodec {
  private readonly box: SecretBox;
  readonly policy: OutboundPolicy;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.box = new SecretBox(config.APP_SECRET, 'alert-channels');
    this.policy = {
      allowPrivate: config.ALLOW_PRIVATE_WEBHOOKS,
      requireHttps: config.NODE_ENV === 'production',
    };
  }

  private address(raw: string, field: string): URL {
    const problem = urlProblem(raw.trim(), this.policy);
    if (problem) throw invalid(field, `${field} ${problem}.`);
    return new URL(raw.trim());
  }

  encode(input: AddChannelDto): EncodedChannel {
    const name = input.name.trim();
    const seal = (secrets: Record<string, string>) => this.box.seal(JSON.stringify(secrets));
    switch (input.type) {
      case 'WEBHOOK': {
        const url = this.address(required(input.url, 'url', 'webhook'), 'url');
        const secret = required(input.secret, 'secret', 'webhook');
        return {
          type: 'WEBHOOK',
          name,
          target: `${url.origin}${url.pathname}`,
          settings: { url: url.toString() },
          secrets: seal({ secret }),
        };
      }
      case 'SLACK': {
        const url = this.address(required(input.url, 'url', 'Slack'), 'url');
        if (!/^\/services\/[A-Za-z0-9]+\/[A-Za-z0-9]+\/[A-Za-z0-9]+\/?$/.test(url.pathname))
          throw invalid(
            'url',
            'url must be a Slack incoming webhook URL, like https://hooks.slack.com/services/T000/B000/XXXX.',
          );
        return {
          type: 'SLACK',
          name,
          target: masked(url, 10),
          settings: {},
          secrets: seal({ url: url.toString() }),
        };
      }
      case 'DISCORD': {
        const url = this.address(required(input.url, 'url', 'Discord'), 'url');
        if (!/^\/api(\/v\d+)?\/webhooks\/\d+\/[A-Za-z0-9_-]+\/?$/.test(url.pathname))
          throw invalid(
            'url',
            'url must be a Discord webhook URL, like https://discord.com/api/webhooks/123/abc.',
          );
        return {
          type: 'DISCORD',
          name,
          target: masked(url, 14),
          settings: {},
          secrets: seal({ url: url.toString() }),
        };
      }
      case 'TELEGRAM': {
        const botToken = required(input.botToken, 'botToken', 'Telegram');
        const chatId = required(input.chatId, 'chatId', 'Telegram');
        return {
          type: 'TELEGRAM',
          name,
          target: `chat ${chatId}`,
          settings: { chatId },
          secrets: seal({ botToken }),
        };
      }
      case 'NTFY': {
        const server = this.address(input.server?.trim() || NTFY_DEFAULT_SERVER, 'server');
        const topic = required(input.topic, 'topic', 'ntfy');
        const origin = `${server.origin}${server.pathname.replace(/\/+$/, '')}`;
        return {
          type: 'NTFY',
          name,
          target: `${origin.replace(/^https?:\/\//, '')}/${topic}`,
          settings: { server: origin, topic },
          secrets: seal(input.accessToken ? { accessToken: input.accessToken } : {}),
        };
      }
    }
  }

  /** The channel with its secrets, for a gateway; null when they cannot be opened (another APP_SECRET). */
  open(row: AlertChannelRow): OpenChannel | null {
    const secrets = this.box.open(row.secrets);
    if (secrets === null) return null;
    return {
      id: row.id,
      type: row.type as OpenChannel['type'],
      name: row.name,
      settings: row.settings,
      secrets: JSON.parse(secrets) as Record<string, string>,
    };
  }
}
