/** What a store answers for one counted request. */
export interface WindowCount {
  /** Requests counted in the key's current window, this one included. */
  count: number;
  /** Milliseconds until that window ends. */
  msLeft: number;
}

/**
 * Where the rate limiter keeps its fixed windows. Every API instance must count in the same
 * place, so a store lives outside the process: PostgreSQL, or Redis when it is configured.
 */
export interface RateLimitStore {
  /** Where the counts live, for the start-up log. */
  readonly name: string;
  /**
   * Counts one request for `key` atomically: starts a window of `windowMs` at 1 when there is
   * none or the last one has ended, and adds 1 to the current one otherwise.
   */
  hit(key: string, windowMs: number): Promise<WindowCount>;
  /** Waits for work in the background and lets go of connections the store owns. */
  close(): Promise<void>;
}
