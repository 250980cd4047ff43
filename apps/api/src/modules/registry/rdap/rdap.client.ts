import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { RegistryRecord } from '@domainfolio/contracts';
import {
  AnswerTooLargeError,
  RefusedAddressError,
  sendToConfigured,
} from '../../../common/outbound/checked-request';
import { Deadline, NoAnswerError, withinDeadline } from '../../../common/outbound/deadline';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import { RdapBootstrap } from './bootstrap';
import { parseDomainAnswer } from './rdap-parser';
import { QueueAbortedError, ServerLimiter } from './server-limiter';

/** What a look-up found. It never throws: a failure is an outcome with the reason to show. */
export type RdapOutcome =
  | { kind: 'found'; record: RegistryRecord; server: string }
  | { kind: 'not-found'; server: string }
  | { kind: 'no-rdap' }
  | { kind: 'failed'; problem: string; retryAfterMs: number | null };

/**
 * A domain record is a few kilobytes (Verisign's .com answers are about 5 KB with their
 * notices); 256 KiB leaves room for the most verbose registry and refuses a hostile flood.
 */
const ANSWER_LIMIT = 256 * 1024;
const USER_AGENT = 'Domainfolio-RDAP/1.0 (+https://github.com/domainfolio)';
/** How long an answer (found or not found) serves the same name again, whoever asks. */
const CACHE_MS = 10 * 60_000;
const CACHE_ENTRIES = 20_000;
/** A 429 without Retry-After pauses the server this long. */
const DEFAULT_PAUSE_MS = 60_000;
/** How often the bootstrap file is read again. */
export const BOOTSTRAP_REFRESH_MS = 24 * 60 * 60_000;

/** The copy of IANA's file shipped with the product, for when IANA cannot be reached at start. */
const SHIPPED_BOOTSTRAP = join(__dirname, '..', 'bootstrap', 'dns.json');

/**
 * RDAP look-ups (RFC 9224 bootstrap, RFC 9083 answers): finds a TLD's server in the bootstrap
 * file, asks it within the per-server limits and the look-up's deadline, and reads the answer
 * defensively. Answers are cached a few minutes, so the same name in several portfolios is
 * asked once.
 */
@Injectable()
export class RdapClient implements OnApplicationShutdown {
  private readonly logger = new Logger(RdapClient.name);
  private bootstrap: RdapBootstrap | null = null;
  private bootstrapSource: 'configured' | 'shipped' | null = null;
  private loading: Promise<void> | null = null;
  private readonly limiter: ServerLimiter;
  private readonly cache = new Map<string, { outcome: RdapOutcome; until: number }>();

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.limiter = new ServerLimiter({
      concurrency: config.RDAP_CONCURRENCY_PER_SERVER,
      ratePerSecond: config.RDAP_RATE_PER_SERVER,
    });
  }

  /** Ends the look-ups waiting their turn (they fail as not answered); those in flight finish. */
  onApplicationShutdown(): void {
    this.limiter.close();
  }

  /** Where the bootstrap in use came from, and when IANA published it. */
  bootstrapInfo(): { source: 'configured' | 'shipped' | null; publication: string | null } {
    return { source: this.bootstrapSource, publication: this.bootstrap?.publication ?? null };
  }

  /**
   * Reads the bootstrap file from RDAP_BOOTSTRAP_URL; when that fails and none is loaded yet,
   * the shipped copy. A failed refresh keeps the file in use.
   */
  loadBootstrap(): Promise<void> {
    this.loading ??= this.readBootstrap().finally(() => {
      this.loading = null;
    });
    return this.loading;
  }

  private async readBootstrap(): Promise<void> {
    try {
      const answer = await withinDeadline(
        'IANA',
        (_ms, signal) =>
          sendToConfigured(this.config.RDAP_BOOTSTRAP_URL, {
            method: 'GET',
            signal,
            userAgent: USER_AGENT,
            headers: { accept: 'application/json' },
            bodyLimit: 4 * 1024 * 1024,
            oversize: 'refuse',
          }),
        Deadline.in(this.config.RDAP_TIMEOUT_MS * 2),
      );
      if (answer.status !== 200) throw new Error(`HTTP ${answer.status}`);
      this.bootstrap = RdapBootstrap.parse(answer.body);
      this.bootstrapSource = 'configured';
      this.logger.log(
        `RDAP bootstrap read from ${this.config.RDAP_BOOTSTRAP_URL}: ${this.bootstrap.size} TLDs`,
      );
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (this.bootstrap) {
        this.logger.warn(
          `RDAP bootstrap could not be read again (${reason}); keeping the one in use`,
        );
        return;
      }
      this.bootstrap = RdapBootstrap.parse(await readFile(SHIPPED_BOOTSTRAP, 'utf8'));
      this.bootstrapSource = 'shipped';
      this.logger.warn(
        `RDAP bootstrap could not be read from ${this.config.RDAP_BOOTSTRAP_URL} (${reason}); using the copy shipped with the product (published ${this.bootstrap.publication ?? 'unknown'})`,
      );
    }
  }

  /** Looks a name up (lowercase ASCII). `urgent`: an owner waits for it (the refresh button). */
  async lookup(name: string, options: { urgent?: boolean } = {}): Promise<RdapOutcome> {
    const cached = this.cache.get(name);
    if (cached && cached.until > Date.now()) return cached.outcome;
    if (!this.bootstrap) await this.loadBootstrap();
    const server = this.bootstrap?.serverFor(name) ?? null;
    if (!server) return { kind: 'no-rdap' };
    const outcome = await this.ask(server, name, options.urgent ?? false);
    if (outcome.kind === 'found' || outcome.kind === 'not-found') this.remember(name, outcome);
    return outcome;
  }

  /** Forgets cached answers (a refresh asks the registry again). */
  forget(name: string): void {
    this.cache.delete(name);
  }

  private remember(name: string, outcome: RdapOutcome): void {
    if (this.cache.size >= CACHE_ENTRIES) {
      // The oldest entry goes first (a Map keeps insertion order).
      const oldest = this.cache.keys().next().value;
      if (oldest !== undefined) this.cache.delete(oldest);
    }
    this.cache.set(name, { outcome, until: Date.now() + CACHE_MS });
  }

  private async ask(server: string, name: string, urgent: boolean): Promise<RdapOutcome> {
    const url = `${server}domain/${encodeURIComponent(name)}`;
    // Paced per server as the bootstrap file names it (its base URL); named by host to the owner.
    const key = new URL(server).host;
    const pace = server;
    const deadline = Deadline.in(this.config.RDAP_TIMEOUT_MS + (urgent ? 0 : 60_000));
    try {
      return await withinDeadline(
        key,
        (_ms, signal) =>
          this.limiter.run(
            pace,
            async () => {
              const answer = await withinDeadline(
                key,
                (_attemptMs, attemptSignal) =>
                  sendToConfigured(url, {
                    method: 'GET',
                    signal: AbortSignal.any([signal, attemptSignal]),
                    userAgent: USER_AGENT,
                    headers: { accept: 'application/rdap+json, application/json' },
                    bodyLimit: ANSWER_LIMIT,
                    oversize: 'refuse',
                  }),
                Deadline.in(this.config.RDAP_TIMEOUT_MS),
              );
              return this.read(pace, key, server, name, answer.status, answer.headers, answer.body);
            },
            { urgent, signal },
          ),
        deadline,
      );
    } catch (error) {
      return { kind: 'failed', problem: problemOf(error, key), retryAfterMs: null };
    }
  }

  private read(
    pace: string,
    key: string,
    server: string,
    name: string,
    status: number,
    headers: Record<string, string | string[] | undefined>,
    body: string,
  ): RdapOutcome {
    if (status === 404) return { kind: 'not-found', server };
    if (status === 429) {
      const wait = retryAfter(headers['retry-after']) ?? DEFAULT_PAUSE_MS;
      this.limiter.pause(pace, wait);
      return {
        kind: 'failed',
        problem: `The registry (${key}) asked us to slow down; it is asked again later.`,
        retryAfterMs: wait,
      };
    }
    if (status >= 500)
      return {
        kind: 'failed',
        problem: `The registry (${key}) had an error (HTTP ${status}); it is asked again later.`,
        retryAfterMs: null,
      };
    if (status !== 200)
      return {
        kind: 'failed',
        problem: `The registry (${key}) refused the look-up (HTTP ${status}).`,
        retryAfterMs: null,
      };
    let json: unknown;
    try {
      json = JSON.parse(body);
    } catch {
      return {
        kind: 'failed',
        problem: `The registry (${key}) answered with something that is not RDAP data.`,
        retryAfterMs: null,
      };
    }
    const parsed = parseDomainAnswer(json, name);
    if (!parsed.ok) return { kind: 'failed', problem: parsed.problem, retryAfterMs: null };
    return { kind: 'found', record: parsed.record, server };
  }
}

/** Retry-After in seconds or as an HTTP date (RFC 9110), in ms, capped at a day. */
function retryAfter(value: string | string[] | undefined): number | null {
  const raw = Array.isArray(value) ? value[0] : value;
  if (!raw) return null;
  const seconds = Number(raw.trim());
  if (Number.isFinite(seconds) && seconds >= 0) return Math.min(seconds * 1000, 86_400_000);
  const date = Date.parse(raw);
  return Number.isNaN(date) ? null : Math.min(Math.max(0, date - Date.now()), 86_400_000);
}

function problemOf(error: unknown, key: string): string {
  if (error instanceof NoAnswerError || error instanceof QueueAbortedError)
    return `The registry (${key}) did not answer in time; it is asked again later.`;
  if (error instanceof AnswerTooLargeError)
    return `The registry (${key}) sent an answer too large to be a domain record.`;
  if (error instanceof RefusedAddressError)
    return `The registry (${key}) redirected the look-up somewhere it is not followed: ${error.message}`;
  return `The registry (${key}) could not be reached; it is asked again later.`;
}
