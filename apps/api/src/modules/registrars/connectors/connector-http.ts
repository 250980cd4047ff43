import {
  AnswerTooLargeError,
  RefusedAddressError,
  sendToConfigured,
  type CheckedResponse,
} from '../../../common/outbound/checked-request';
import { NoAnswerError, withinDeadline, type Deadline } from '../../../common/outbound/deadline';
import { RegistrarError } from './registrar-connector';

/**
 * A registrar's answer is a page of domains or an error. Dynadot lists a whole account in one
 * answer (about 450 bytes a domain): 32 MiB holds some 70,000 names and still bounds a hostile one.
 */
const ANSWER_LIMIT = 32 * 1024 * 1024;
const USER_AGENT = 'Domainfolio-RegistrarSync/1.0';

export interface RegistrarRequest {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

/**
 * One request to a registrar's API (its configured base URL, used as given; a redirect away from
 * it must go to a public address), bounded by the deadline. Transport failures become
 * RegistrarError: no answer in time or a refused connection is 'unavailable', an oversized or
 * redirected-away answer 'bad-answer'. Any HTTP status is returned for the connector to read,
 * since each registrar words its errors its own way.
 */
export async function registrarRequest(
  label: string,
  url: string,
  request: RegistrarRequest,
  deadline: Deadline,
): Promise<CheckedResponse> {
  try {
    return await withinDeadline(
      label,
      (_timeoutMs, signal) =>
        sendToConfigured(url, {
          ...request,
          signal,
          userAgent: USER_AGENT,
          bodyLimit: ANSWER_LIMIT,
          oversize: 'refuse',
        }),
      deadline,
    );
  } catch (error) {
    if (error instanceof NoAnswerError)
      throw new RegistrarError('unavailable', `${label} did not answer in time.`);
    if (error instanceof AnswerTooLargeError)
      throw new RegistrarError('bad-answer', `${label} sent an answer too large to read.`);
    if (error instanceof RefusedAddressError)
      throw new RegistrarError('bad-answer', `${label} redirected us somewhere we do not follow.`);
    throw new RegistrarError('unavailable', `${label} could not be reached.`);
  }
}

/** The seconds of a Retry-After header (or of a body field a registrar uses instead), in ms. */
export function retryAfterMs(value: unknown): number | null {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === ''))
    return null;
  const seconds = typeof value === 'number' ? value : Number(String(value).trim());
  if (!Number.isFinite(seconds) || seconds < 0) return null;
  return Math.min(seconds, 3600) * 1000;
}

/** The answer's body as JSON, or RegistrarError('bad-answer') naming the registrar. */
export function jsonOf(label: string, answer: CheckedResponse): unknown {
  try {
    return JSON.parse(answer.body);
  } catch {
    throw new RegistrarError(
      'bad-answer',
      `${label} answered with something that is not JSON (HTTP ${answer.status}).`,
    );
  }
}

/** A calendar date (YYYY-MM-DD, UTC) from a registrar's timestamp, or null when it is none. */
export function calendarDateOf(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) {
    // Epoch seconds or milliseconds, whichever makes a date after 1985.
    const ms = value < 1e11 ? value * 1000 : value;
    const date = new Date(ms);
    return Number.isNaN(date.getTime()) ? null : date.toISOString().slice(0, 10);
  }
  if (typeof value !== 'string' || value.trim() === '') return null;
  const text = value.trim();
  const plain = /^(\d{4})-(\d{2})-(\d{2})(?:$|[ T])/.exec(text);
  // A date without a zone is the registrar's calendar day: keep it as written.
  if (plain && !/[zZ]|[+-]\d{2}:?\d{2}$/.test(text.slice(10)))
    return `${plain[1]}-${plain[2]}-${plain[3]}`;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date.toISOString().slice(0, 10);
}
