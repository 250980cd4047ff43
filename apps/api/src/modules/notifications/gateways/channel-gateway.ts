import type { ChannelType } from '@domainfolio/contracts';
import type { CheckedResponse, OutboundPolicy } from '../../../common/outbound/checked-request';
import type { RenderedAlert } from '../alert-messages';

/** A channel as a gateway sends to it: its settings and its secrets, opened. */
export interface OpenChannel {
  id: string;
  type: Exclude<ChannelType, 'EMAIL'>;
  name: string;
  settings: Record<string, string>;
  secrets: Record<string, string>;
}

/** The message being sent: the same id and time on every attempt. */
export interface Delivery {
  id: string;
  createdAt: Date;
  alert: RenderedAlert;
}

/** What one attempt came to. */
export interface SendOutcome {
  ok: boolean;
  /** The far side's HTTP status; null when none came. */
  status: number | null;
  /** The start of its answer, or what went wrong. */
  body: string;
  /** Another attempt cannot succeed (a removed webhook, a wrong token, a refused address). */
  permanent: boolean;
  /** The far side asked to wait this long (429 Retry-After), when it did. */
  retryAfterMs: number | null;
}

export interface SendContext {
  signal: AbortSignal;
  /** For the addresses owners typed. */
  policy: OutboundPolicy;
}

export interface ChannelGateway {
  send(channel: OpenChannel, delivery: Delivery, context: SendContext): Promise<SendOutcome>;
}

/** Kept of an answer for the log and "Send a test". */
export const ANSWER_SHOWN = 300;

/** Seconds in a Retry-After header (a number, or an HTTP date), as milliseconds. */
export function retryAfterHeader(
  value: string | string[] | undefined,
  now = Date.now(),
): number | null {
  const raw = Array.isArray(value) ? value[0] : value;
  if (!raw) return null;
  const seconds = Number(raw);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds * 1000);
  const date = Date.parse(raw);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

/**
 * The usual reading of an answer: 2xx took it; 429, 408 and 5xx are worth another attempt; other
 * 4xx are not for the chat services (they mean the webhook or token is gone), and a customer's
 * own webhook is retried on anything but 2xx (its server may be mid-deploy).
 */
export function outcomeOf(
  response: CheckedResponse,
  options: { retryAnyFailure?: boolean; retryAfterMs?: number | null } = {},
): SendOutcome {
  const { status } = response;
  const ok = status >= 200 && status < 300;
  const retryable =
    status === 429 || status === 408 || status >= 500 || options.retryAnyFailure === true;
  return {
    ok,
    status,
    body: response.body.trim().slice(0, ANSWER_SHOWN) || (ok ? '(empty answer)' : '(no body)'),
    permanent: !ok && !retryable,
    retryAfterMs: options.retryAfterMs ?? retryAfterHeader(response.headers['retry-after']),
  };
}

/** A JSON body's field, read without trusting its shape. */
export function jsonField(body: string, ...path: string[]): unknown {
  try {
    let value: unknown = JSON.parse(body);
    for (const key of path) {
      if (typeof value !== 'object' || value === null) return undefined;
      value = (value as Record<string, unknown>)[key];
    }
    return value;
  } catch {
    return undefined;
  }
}

export const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8' };
