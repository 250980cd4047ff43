import { AsyncLocalStorage } from 'node:async_hooks';
import { Pool, type QueryConfig, type QueryResult, type QueryResultRow } from 'pg';
import { databaseUnavailable } from './pg-errors';

/** Where a replica stands, as `/api/health` reports it. */
export interface ReplicaStatus {
  /** `replica-1`, `replica-2`, ... in the order of DATABASE_READ_URLS (no host is shown). */
  name: string;
  /**
   * `up`: in rotation. `lagging`: behind the primary by more than the limit. `down`: not
   * answering. `promoted`: answering, but no longer a replica (not in recovery). `starting`: not
   * checked yet. Only `up` replicas serve reads.
   */
  state: 'up' | 'lagging' | 'down' | 'promoted' | 'starting';
  /** How far behind the primary's writes its replay is, in ms; null until known. */
  lagMs: number | null;
  /** The last write-ahead log position it replayed (PostgreSQL's pg_lsn text). */
  replayLsn: string | null;
  /** When it was last checked (ISO 8601). */
  checkedAt: string | null;
  /** Why it is out of rotation, when it is. */
  problem: string | null;
}

export interface ReadReplicaOptions {
  /** PostgreSQL connection strings of the read replicas (`DATABASE_READ_URLS`). */
  urls: readonly string[];
  /** A replica further behind than this leaves the rotation (`DATABASE_READ_MAX_LAG_MS`). */
  maxLagMs: number;
  /**
   * How long a read that must see the latest write waits for a replica to replay it before it
   * reads the primary instead (`DATABASE_READ_WAIT_MS`).
   */
  waitMs: number;
  /** How often each replica's replay position and the primary's are read (ms). */
  checkEveryMs: number;
  /** Connections per replica. */
  poolSize: number;
}

/** A pg_lsn ('16/B374D848') as a number that compares. */
export function lsnValue(text: string): bigint {
  const [high, low] = text.split('/');
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
}

const lsnText = (value: bigint) =>
  `${(value >> 32n).toString(16).toUpperCase()}/${(value & 0xffffffffn).toString(16).toUpperCase()}`;

/** A statement a replica may answer: a read. Anything else (and anything it refuses) goes to the primary. */
const READ_STATEMENT = /^\s*(select|with)\b/i;

/** A replica's connections are given up on quickly: the primary can always answer instead. */
const REPLICA_CONNECT_TIMEOUT_MS = 1000;
const REPLICA_QUERY_TIMEOUT_MS = 2000;
/** Between looks at a replica's replay position while a read waits for it. */
const CATCH_UP_POLL_MS = 5;

type QueryText = string | QueryConfig;

class Replica {
  readonly pool: Pool;
  state: ReplicaStatus['state'] = 'starting';
  replayLsn = -1n;
  lagMs: number | null = null;
  checkedAt: Date | null = null;
  problem: string | null = null;

  constructor(
    readonly name: string,
    url: string,
    poolSize: number,
  ) {
    this.pool = new Pool({
      connectionString: url,
      max: poolSize,
      connectionTimeoutMillis: REPLICA_CONNECT_TIMEOUT_MS,
      query_timeout: REPLICA_QUERY_TIMEOUT_MS,
    });
    // A replica restarting must not end the process: its reads go to the primary meanwhile.
    this.pool.on('error', () => undefined);
    this.pool.on('connect', (client) => client.on('error', () => undefined));
  }

  /** Its replay position now, asked of it (not the last check's). */
  async replay(): Promise<{ recovering: boolean; lsn: bigint }> {
    const result = await this.pool.query<{ recovering: boolean; lsn: string | null }>(
      'select pg_is_in_recovery() as recovering, pg_last_wal_replay_lsn()::text as lsn',
    );
    const row = result.rows[0]!;
    return { recovering: row.recovering, lsn: row.lsn ? lsnValue(row.lsn) : -1n };
  }

  failed(): void {
    this.state = 'down';
    this.problem = 'does not answer';
  }

  status(): ReplicaStatus {
    return {
      name: this.name,
      state: this.state,
      lagMs: this.lagMs,
      replayLsn: this.replayLsn >= 0n ? lsnText(this.replayLsn) : null,
      checkedAt: this.checkedAt?.toISOString() ?? null,
      problem: this.problem,
    };
  }
}

/**
 * Reads on PostgreSQL streaming replicas, writes on the primary.
 *
 * Code that serves the public (landing pages, the marketplace, owner sites) runs its reads in
 * `publicRead`; inside it, a statement outside a transaction that reads (SELECT or WITH) goes to
 * a replica in rotation, taken in turn. Everything else, every transaction included, goes to
 * the primary: an owner's dashboard, every write, and any read not marked public.
 *
 * Freshness: after every write the API answers (`wrote`), the primary's write-ahead log
 * position is read and announced to every instance (`heard`); a public read then uses only a
 * replica that has replayed that far, waiting up to `waitMs` for one to, else reads the
 * primary. So an owner who saves and reloads their page sees the change, on any instance, even
 * while a replica lags; a visitor sees other writes (the workers') within `maxLagMs`.
 *
 * Rotation: every `checkEveryMs` the primary's position is sampled and each replica's replay
 * position read. A replica's lag is the age of the oldest sample it has not replayed (0 when it
 * has replayed the newest), measured on this process's clock only. One further behind than
 * `maxLagMs`, not answering, or promoted leaves the rotation, and comes back at the first check
 * that finds it well. A read a replica fails for any reason runs again on the primary, and a
 * replica that failed to connect is taken out at once: no request fails for a replica.
 */
export class ReadReplicas {
  private readonly scope = new AsyncLocalStorage<true>();
  private readonly replicas: Replica[];
  /** The primary's position over the last while, oldest first: how lag is told in ms. */
  private samples: { at: number; lsn: bigint }[] = [];
  /** The latest write any instance announced: public reads see at least this. */
  private required = 0n;
  private turn = 0;
  private timer: NodeJS.Timeout | null = null;
  private checking: Promise<void> | null = null;
  private catchingUp: { lsn: bigint; done: Promise<Replica | null> } | null = null;

  constructor(
    private readonly primary: Pool,
    private readonly options: ReadReplicaOptions,
    /** Told when a replica leaves or rejoins the rotation, with the reason (for the log). */
    private readonly warn: (message: string) => void = () => undefined,
    private readonly now: () => number = Date.now,
  ) {
    this.replicas = options.urls.map(
      (url, i) => new Replica(`replica-${i + 1}`, url, options.poolSize),
    );
  }

  get configured(): boolean {
    return this.replicas.length > 0;
  }

  /** Runs `work` with its reads on the replicas (see the class). */
  publicRead<T>(work: () => T): T {
    return this.configured ? this.scope.run(true, work) : work();
  }

  /** Starts the checks (the first at once). */
  start(): void {
    if (!this.configured || this.timer) return;
    void this.check();
    this.timer = setInterval(() => void this.check(), this.options.checkEveryMs);
    this.timer.unref();
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.checking?.catch(() => undefined);
    await Promise.all(this.replicas.map((replica) => replica.pool.end().catch(() => undefined)));
  }

  status(): ReplicaStatus[] {
    return this.replicas.map((replica) => replica.status());
  }

  /**
   * After a write: the primary's log position now, raised into what public reads must see.
   * Returns it for the other instances (`heard`), or null without replicas. The insert position,
   * not the written one: with synchronous_commit off, a commit can still be in the log's
   * buffers, past what pg_current_wal_lsn() says is written.
   */
  async wrote(): Promise<string | null> {
    if (!this.configured) return null;
    const result = await this.primary.query<{ lsn: string }>(
      'select pg_current_wal_insert_lsn()::text as lsn',
    );
    const lsn = result.rows[0]!.lsn;
    this.heard(lsn);
    return lsn;
  }

  /** Another instance wrote up to `lsn`. */
  heard(lsn: string): void {
    let value: bigint;
    try {
      value = lsnValue(lsn);
    } catch {
      return;
    }
    if (value > this.required) this.required = value;
  }

  /** node-postgres' `query`, routed (see the class). */
  async query<R extends QueryResultRow>(
    text: QueryText,
    values?: unknown[],
  ): Promise<QueryResult<R>> {
    if (!this.scope.getStore() || !READ_STATEMENT.test(typeof text === 'string' ? text : text.text))
      return this.primary.query<R>(text, values);
    const replica = await this.pick();
    if (!replica) return this.primary.query<R>(text, values);
    try {
      return await replica.pool.query<R>(text, values);
    } catch (error) {
      // A replica that cannot be reached leaves the rotation until a check finds it again;
      // any other refusal (a conflict with recovery, a statement it cannot run) is this read's.
      if (connectionLost(error)) this.takeOut(replica, error);
      return this.primary.query<R>(text, values);
    }
  }

  /** The replicas that serve reads now. */
  private inRotation(): Replica[] {
    return this.replicas.filter((replica) => replica.state === 'up');
  }

  /** A replica in rotation that has replayed the last announced write, or null for the primary. */
  private async pick(): Promise<Replica | null> {
    const inRotation = this.inRotation();
    if (inRotation.length === 0) return null;
    const start = this.turn++ % inRotation.length;
    for (let i = 0; i < inRotation.length; i += 1) {
      const replica = inRotation[(start + i) % inRotation.length]!;
      if (replica.replayLsn >= this.required) return replica;
    }
    return this.catchUp(this.required);
  }

  /**
   * Waits up to `waitMs` for a replica in rotation to replay `lsn`, asking them directly; one
   * wait at a time serves every read that needs that position or less.
   */
  private catchUp(lsn: bigint): Promise<Replica | null> {
    if (this.catchingUp && this.catchingUp.lsn >= lsn) return this.catchingUp.done;
    const until = this.now() + this.options.waitMs;
    const done = (async () => {
      for (;;) {
        const inRotation = this.inRotation();
        if (inRotation.length === 0) return null;
        const answers = await Promise.all(
          inRotation.map(async (replica) => {
            try {
              const { lsn: replayed } = await replica.replay();
              if (replayed > replica.replayLsn) replica.replayLsn = replayed;
              return replayed >= lsn ? replica : null;
            } catch (error) {
              if (connectionLost(error)) this.takeOut(replica, error);
              return null;
            }
          }),
        );
        const ready = answers.find((replica) => replica !== null);
        if (ready) return ready;
        if (this.now() + CATCH_UP_POLL_MS > until) return null;
        await new Promise((resolve) => setTimeout(resolve, CATCH_UP_POLL_MS));
      }
    })();
    const entry = { lsn, done };
    this.catchingUp = entry;
    void done.finally(() => {
      if (this.catchingUp === entry) this.catchingUp = null;
    });
    return done;
  }

  /** One round of checks; a round still running is not doubled. */
  check(): Promise<void> {
    if (!this.checking)
      this.checking = this.checkAll().finally(() => {
        this.checking = null;
      });
    return this.checking;
  }

  private async checkAll(): Promise<void> {
    try {
      const result = await this.primary.query<{ lsn: string }>(
        'select pg_current_wal_lsn()::text as lsn',
      );
      const at = this.now();
      this.samples.push({ at, lsn: lsnValue(result.rows[0]!.lsn) });
      // Kept for as long as a lag can be told from them; at least the newest.
      const keepFrom = at - this.options.maxLagMs * 2 - this.options.checkEveryMs * 4;
      while (this.samples.length > 1 && this.samples[0]!.at < keepFrom) this.samples.shift();
    } catch {
      // The primary is away: the replicas keep the state they had; lag cannot be told now.
      return;
    }
    await Promise.all(this.replicas.map((replica) => this.checkOne(replica)));
  }

  private async checkOne(replica: Replica): Promise<void> {
    const before = replica.state;
    try {
      const { recovering, lsn } = await replica.replay();
      replica.checkedAt = new Date(this.now());
      replica.replayLsn = lsn;
      if (!recovering) {
        replica.state = 'promoted';
        replica.lagMs = null;
        replica.problem = 'not in recovery: it is no longer a replica of the primary';
      } else {
        const behind = this.samples.find((sample) => sample.lsn > lsn);
        replica.lagMs = behind ? this.now() - behind.at : 0;
        if (replica.lagMs > this.options.maxLagMs) {
          replica.state = 'lagging';
          replica.problem = `more than ${this.options.maxLagMs} ms behind the primary`;
        } else {
          replica.state = 'up';
          replica.problem = null;
        }
      }
    } catch (error) {
      replica.checkedAt = new Date(this.now());
      replica.lagMs = null;
      this.takeOut(replica, error);
      return;
    }
    if (replica.state !== before && before !== 'starting')
      this.warn(
        replica.state === 'up'
          ? `Read ${replica.name} is back in rotation`
          : `Read ${replica.name} left the rotation: ${replica.problem}`,
      );
  }

  private takeOut(replica: Replica, error: unknown): void {
    const was = replica.state;
    replica.failed();
    if (was !== 'down')
      this.warn(
        `Read ${replica.name} left the rotation: ${error instanceof Error ? error.message : String(error)}`,
      );
  }
}

/**
 * Whether an error says the replica cannot be reached rather than anything about the statement:
 * what says so of any server (databaseUnavailable), and any error the server did not send
 * itself, with no SQLSTATE (a query time-out, any socket error), or a shutdown state (57P*).
 */
function connectionLost(error: unknown): boolean {
  if (databaseUnavailable(error)) return true;
  const code = error instanceof Error ? (error as { code?: unknown }).code : undefined;
  return typeof code !== 'string' || code.startsWith('E') || code.startsWith('57P');
}

/**
 * The pool drizzle is given: `query` routes each statement (ReadReplicas.query), `connect` hands
 * out a primary connection, which is what a transaction runs on. Its name ends in "Pool", by
 * which drizzle knows to take a connection of its own for each transaction.
 */
export class RoutingPool {
  constructor(
    private readonly primary: Pool,
    private readonly replicas: ReadReplicas,
  ) {}

  query<R extends QueryResultRow>(text: QueryText, values?: unknown[]): Promise<QueryResult<R>> {
    return this.replicas.query<R>(text, values);
  }

  connect() {
    return this.primary.connect();
  }

  end() {
    return this.primary.end();
  }
}
