/**
 * Paces the requests of one instance to each RDAP server: at most `concurrency` in flight, at
 * most `ratePerSecond` started per second, none while the server asked us to wait (a 429's
 * Retry-After), and the rest queued in order, a person's refresh ahead of the daily work. A
 * registry that sees a burst from one address answers 429 or blocks it for hours, and every
 * owner of a name in that TLD would lose their look-ups; pacing per server keeps the import of
 * 5,000 .com names from costing Verisign more than the limits say, while a .io name goes on to
 * its own server at once.
 */
export interface LimiterSettings {
  concurrency: number;
  ratePerSecond: number;
}

interface Waiting {
  start: () => void;
  reject: (error: Error) => void;
  signal?: AbortSignal;
  onAbort?: () => void;
}

interface ServerState {
  urgent: Waiting[];
  queued: Waiting[];
  inFlight: number;
  /** When the next request may start (the rate), in ms since the epoch. */
  nextStartAt: number;
  /** The server asked us to wait until then. */
  pausedUntil: number;
  timer: NodeJS.Timeout | null;
}

/** The look-up was given up while it waited its turn (the caller's deadline passed). */
export class QueueAbortedError extends Error {
  constructor() {
    super('The look-up waited too long for its turn at the registry');
    this.name = 'QueueAbortedError';
  }
}

export class ServerLimiter {
  private readonly servers = new Map<string, ServerState>();
  private readonly interval: number;

  constructor(
    private readonly settings: LimiterSettings,
    private readonly now: () => number = Date.now,
  ) {
    this.interval = 1000 / settings.ratePerSecond;
  }

  /** Runs `task` when the server's limits allow; `urgent` tasks go ahead of the queued ones. */
  run<T>(
    server: string,
    task: () => Promise<T>,
    options: { urgent?: boolean; signal?: AbortSignal } = {},
  ): Promise<T> {
    const state = this.stateOf(server);
    return new Promise<T>((resolve, reject) => {
      if (options.signal?.aborted) return reject(new QueueAbortedError());
      const waiting: Waiting = {
        signal: options.signal,
        reject,
        start: () => {
          state.inFlight += 1;
          // Through a promise, so a task that throws at once still frees its slot.
          Promise.resolve()
            .then(task)
            .then(resolve, reject)
            .finally(() => {
              state.inFlight -= 1;
              this.pump(server, state);
            });
        },
      };
      if (options.signal) {
        waiting.onAbort = () => {
          const queue = options.urgent ? state.urgent : state.queued;
          const index = queue.indexOf(waiting);
          if (index >= 0) queue.splice(index, 1);
          reject(new QueueAbortedError());
        };
        options.signal.addEventListener('abort', waiting.onAbort, { once: true });
      }
      (options.urgent ? state.urgent : state.queued).push(waiting);
      this.pump(server, state);
    });
  }

  /** The server asked us to wait (429 Retry-After): nothing starts there before then. */
  pause(server: string, ms: number): void {
    const state = this.stateOf(server);
    state.pausedUntil = Math.max(state.pausedUntil, this.now() + ms);
    if (state.timer) {
      clearTimeout(state.timer);
      state.timer = null;
    }
    this.pump(server, state);
  }

  /** How many look-ups wait or run at a server (for the health of the queue and tests). */
  load(server: string): { waiting: number; inFlight: number } {
    const state = this.servers.get(server);
    return state
      ? { waiting: state.urgent.length + state.queued.length, inFlight: state.inFlight }
      : { waiting: 0, inFlight: 0 };
  }

  /** Rejects every queued look-up (shutdown); those in flight finish. */
  close(): void {
    for (const state of this.servers.values()) {
      if (state.timer) clearTimeout(state.timer);
      state.timer = null;
      for (const waiting of [...state.urgent, ...state.queued]) {
        if (waiting.onAbort) waiting.signal?.removeEventListener('abort', waiting.onAbort);
        waiting.reject(new QueueAbortedError());
      }
      state.urgent.length = 0;
      state.queued.length = 0;
    }
  }

  private stateOf(server: string): ServerState {
    let state = this.servers.get(server);
    if (!state) {
      state = {
        urgent: [],
        queued: [],
        inFlight: 0,
        nextStartAt: 0,
        pausedUntil: 0,
        timer: null,
      };
      this.servers.set(server, state);
    }
    return state;
  }

  private pump(server: string, state: ServerState): void {
    while (state.inFlight < this.settings.concurrency) {
      const queue = state.urgent.length > 0 ? state.urgent : state.queued;
      if (queue.length === 0) break;
      const now = this.now();
      const startAt = Math.max(state.nextStartAt, state.pausedUntil);
      if (startAt > now) {
        if (!state.timer)
          state.timer = setTimeout(() => {
            state.timer = null;
            this.pump(server, state);
          }, startAt - now);
        return;
      }
      const next = queue.shift()!;
      if (next.onAbort) next.signal?.removeEventListener('abort', next.onAbort);
      state.nextStartAt = now + this.interval;
      next.start();
    }
    // Nothing waits and nothing runs: forget the server (a long-lived instance sees many).
    if (state.inFlight === 0 && state.urgent.length + state.queued.length === 0 && !state.timer)
      if (state.pausedUntil <= this.now() && state.nextStartAt <= this.now())
        this.servers.delete(server);
  }
}
