import { AsyncLocalStorage } from 'node:async_hooks';
import type { NextFunction, Request, Response } from 'express';

/**
 * How long one request may wait on third parties (Stripe, Escrow.com, reCAPTCHA, Google, DNS,
 * ...) in all. A provider that accepts the connection and never answers would otherwise hold
 * the request until nginx gives up (60 s) and shows its own 504 page; within this budget the
 * product answers with its own error in under 10 s, leaving a second for its own work.
 */
export const OUTSIDE_CALLS_BUDGET_MS = 9_000;

/** A point in time that every outside call of one request (or one job step) must finish by. */
export class Deadline {
  private constructor(private readonly endsAt: number) {}

  static in(ms: number): Deadline {
    return new Deadline(Date.now() + ms);
  }

  remaining(): number {
    return Math.max(0, this.endsAt - Date.now());
  }
}

const requestDeadline = new AsyncLocalStorage<Deadline>();

/** Express middleware: the request's outside calls share one budget from its arrival on. */
export function startRequestDeadline(_request: Request, _response: Response, next: NextFunction) {
  requestDeadline.run(Deadline.in(OUTSIDE_CALLS_BUDGET_MS), next);
}

/** The deadline of the request being served; outside any request (a job), a fresh budget. */
export function currentDeadline(): Deadline {
  return requestDeadline.getStore() ?? Deadline.in(OUTSIDE_CALLS_BUDGET_MS);
}

/** A provider did not answer before the deadline (or its own attempt timed out). */
export class NoAnswerError extends Error {
  constructor(
    readonly provider: string,
    options?: { cause?: unknown },
  ) {
    super(`${provider} did not answer in time`, options);
    this.name = 'NoAnswerError';
  }
}

/** Below this, a call cannot usefully start: answer at once instead. */
const MIN_ATTEMPT_MS = 100;

/** Whether an error says a request timed out or was aborted (fetch, node:http, the Stripe SDK). */
function timedOut(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  return (
    error.name === 'TimeoutError' ||
    error.name === 'AbortError' ||
    code === 'ETIMEOUT' ||
    code === 'ETIMEDOUT' ||
    code === 'ECANCELLED' ||
    /\btimeout\b|\btimed out\b|\baborted\b/i.test(error.message)
  );
}

/**
 * One call to a provider, bounded by the current deadline. `call` receives the milliseconds
 * it may take and a signal that aborts at the deadline (so no socket lingers after the
 * answer); it is abandoned with NoAnswerError when the deadline passes first, and a timeout
 * of its own becomes NoAnswerError too. Other failures pass through unchanged.
 */
export async function withinDeadline<T>(
  provider: string,
  call: (timeoutMs: number, signal: AbortSignal) => Promise<T>,
  deadline: Deadline = currentDeadline(),
): Promise<T> {
  const timeoutMs = deadline.remaining();
  if (timeoutMs < MIN_ATTEMPT_MS) throw new NoAnswerError(provider);
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new NoAnswerError(provider));
    }, timeoutMs);
  });
  try {
    return await Promise.race([call(timeoutMs, controller.signal), expired]);
  } catch (error) {
    if (error instanceof NoAnswerError || !timedOut(error)) throw error;
    throw new NoAnswerError(provider, { cause: error });
  } finally {
    clearTimeout(timer);
  }
}
