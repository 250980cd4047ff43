import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { answersReadsOnly } from '../../common/http/read-routing.interceptor';
import { SAFE_METHODS } from '../../common/http/safe-methods';

/** A page of a site as it was sent: everything the response depends on. */
export interface KeptPage {
  status: number;
  html: string;
  contentSecurityPolicy: string;
}

/**
 * An API answer that shows a page's facts (a landing page's data), as it is sent: its status
 * and the body Express serializes, so that a kept answer and a fresh one are the same bytes
 * with the same headers (ETag, compression) whichever way they are sent.
 */
export interface KeptAnswer {
  status: number;
  body: object;
}

/** What the cache keeps for a request. */
type Kept = KeptPage | KeptAnswer;

/**
 * Answers are kept beside the pages under keys of their own: a page's key and an answer's
 * never meet, whatever URLs they are made from.
 */
const ANSWER_KEY = 'answer\n';

/** A page's body as sent to a client of one encoding, with the ETag of those bytes. */
export interface PageBody {
  body: Buffer;
  etag: string;
}

export type PageEncoding = 'br' | 'gzip' | 'identity';

/**
 * Brotli at a middle quality: a page is compressed once for every visitor it is kept for, so
 * it can afford more than the on-the-fly default (4), and much less than the 11 of the built
 * assets, which would hold the event loop for tens of milliseconds.
 */
const BROTLI_QUALITY = 6;

const bodies = new WeakMap<KeptPage, Map<PageEncoding, PageBody>>();

/**
 * The page's bytes in an encoding, made on first use and kept with the page: a kept page is
 * compressed and hashed once, not for every visitor.
 */
export function pageBody(page: KeptPage, encoding: PageEncoding): PageBody {
  let made = bodies.get(page);
  if (!made) {
    made = new Map();
    bodies.set(page, made);
  }
  let body = made.get(encoding);
  if (!body) {
    const html = Buffer.from(page.html, 'utf8');
    const bytes =
      encoding === 'br'
        ? brotliCompressSync(html, {
            params: {
              [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
              [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
              [zlib.BROTLI_PARAM_SIZE_HINT]: html.length,
            },
          })
        : encoding === 'gzip'
          ? gzipSync(html)
          : html;
    const hash = createHash('sha1').update(bytes).digest('base64url').slice(0, 27);
    body = { body: bytes, etag: `"${encoding}-${hash}"` };
    made.set(encoding, body);
  }
  return body;
}

/** A kept answer's body as `res.json` would send it, with the ETag Express derives from it. */
interface AnswerBody {
  body: Buffer;
  etag: string | undefined;
}

const answerBodies = new WeakMap<KeptAnswer, AnswerBody>();

/**
 * Sends a kept answer with the same bytes and headers `res.json` gives it: the body as
 * `JSON.stringify` writes it (the API sets none of Express' JSON settings: no spaces, replacer
 * or escaping), `application/json; charset=utf-8`, and the ETag of the app's ETag function.
 * Serializing and hashing are done once per kept answer, not for every visitor: under load
 * they cost more than the rest of the handler's own work, and without them the landing data
 * costs less than its page. Express' send still answers a matching If-None-Match with 304 and
 * a HEAD without the body, and the compression middleware compresses an answer of 1 KB or
 * more as it would a fresh one.
 */
export function sendAnswer(response: Response, answer: KeptAnswer): void {
  let made = answerBodies.get(answer);
  if (!made) {
    const body = Buffer.from(JSON.stringify(answer.body), 'utf8');
    const etagOf = response.app.get('etag fn') as ((body: Buffer) => string) | undefined;
    made = { body, etag: etagOf?.(body) };
    answerBodies.set(answer, made);
  }
  // In the order res.json sets them, so that even the headers' order is the same.
  response
    .status(answer.status)
    .setHeader('Content-Type', 'application/json; charset=utf-8')
    .setHeader('Content-Length', made.body.length);
  if (made.etag) response.setHeader('ETag', made.etag);
  response.send(made.body);
}

interface Entry {
  kept: Kept;
  expiresAt: number;
}

/**
 * The sites' pages, kept for a few seconds: a page is the same for every request with the same
 * scheme, host, URL and session state (its scripts are allowed by hash, not by a per-response
 * nonce), so a burst of buyers on one landing page costs one lookup of its owner and domain and
 * one render, not one per buyer. A page is at most `ttlMs` old, the time an owner's change may
 * take to show on another server; on this server any change made through the API (a write that
 * succeeded) empties the cache at once. The oldest pages go first beyond `maxPages`.
 *
 * The API answers that show the same facts as a page (a landing page's data, which the page's
 * script and API clients ask for) are kept the same way and in the same place, so that
 * everything that empties the pages (a write, another instance's notice, a new build) empties
 * them too, and an owner's change shows in both at once.
 */
export class PublicPageCache {
  private readonly pages = new Map<string, Entry>();
  /** Pages being made: requests for the same page meanwhile wait for that one. */
  private readonly making = new Map<string, Promise<Kept>>();
  /** Counts the clears, so a page made across one is not kept. */
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxPages = 500,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * How long nginx may keep a page sent to a visitor without a session (`X-Accel-Expires`,
   * which nginx reads and does not pass on): one second at most, so a landing page that a
   * crowd of buyers asks for costs this server about one request a second, while an owner's
   * change, or a disabled account, shows through nginx within a second of this server knowing
   * it. None when this server keeps no pages either.
   */
  get proxySeconds(): number {
    return Math.min(1, Math.floor(this.ttlMs / 1000));
  }

  /** The key of a request's page or answer: what it depends on. */
  static keyOf(request: Request, hasSession: boolean): string {
    return `${request.protocol}://${request.host}${request.originalUrl}\n${hasSession ? 1 : 0}`;
  }

  /**
   * The page under `key`: the kept one while it is fresh, else the one `make` gives, kept for
   * the next requests. Requests that come while it is being made share that one.
   */
  page(key: string, make: () => Promise<KeptPage>): Promise<KeptPage> {
    return this.keep(key, make);
  }

  /** The API answer under `key`, kept and shared as a page is. */
  answer(key: string, make: () => Promise<KeptAnswer>): Promise<KeptAnswer> {
    return this.keep(ANSWER_KEY + key, make);
  }

  /** The page under `key` while it is fresh. */
  get(key: string): KeptPage | undefined {
    return this.fresh(key) as KeptPage | undefined;
  }

  set(key: string, page: KeptPage): void {
    this.put(key, page);
  }

  clear(): void {
    this.pages.clear();
    this.making.clear();
    this.generation += 1;
  }

  /** How many pages and answers are kept. */
  get size(): number {
    return this.pages.size;
  }

  /**
   * Middleware that empties the cache after every API write that succeeded: an owner's edit, a
   * plan change, a sale recorded by a webhook. Writes are rare next to page views, and emptying
   * everything cannot miss a page that the write changed. `changed` does the emptying; by
   * default this cache alone (PageChanges tells the other API instances too). A POST that only
   * reads (`@ReadsOnly()`: the marketplace search, as frequent as page views) empties nothing.
   */
  clearOnWrites(changed: () => void = () => this.clear()): RequestHandler {
    return (request: Request, response: Response, next: NextFunction) => {
      if (!SAFE_METHODS.has(request.method)) {
        response.once('finish', () => {
          if (response.statusCode < 400 && !answersReadsOnly(response)) changed();
        });
      }
      next();
    };
  }

  /**
   * What is kept under `key` while it is fresh, else what `make` gives, kept for the next
   * requests; requests that come while it is being made share that one. The key decides the
   * kind: `page` and `answer` never share a key, so what one made the other never reads.
   */
  private async keep<T extends Kept>(key: string, make: () => Promise<T>): Promise<T> {
    const kept = this.fresh(key);
    if (kept) return kept as T;
    const pending = this.making.get(key);
    if (pending) return pending as Promise<T>;
    const generation = this.generation;
    const made: Promise<T> = make().finally(() => {
      if (this.making.get(key) === made) this.making.delete(key);
    });
    this.making.set(key, made);
    const value = await made;
    // A write while it was being made may have changed what it shows: sent, but not kept.
    if (generation === this.generation) this.put(key, value);
    return value;
  }

  private fresh(key: string): Kept | undefined {
    const entry = this.pages.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.pages.delete(key);
      return undefined;
    }
    return entry.kept;
  }

  private put(key: string, kept: Kept): void {
    if (this.ttlMs <= 0) return;
    this.pages.delete(key);
    if (this.pages.size >= this.maxPages) {
      const oldest = this.pages.keys().next().value;
      if (oldest !== undefined) this.pages.delete(oldest);
    }
    this.pages.set(key, { kept, expiresAt: this.now() + this.ttlMs });
  }
}
