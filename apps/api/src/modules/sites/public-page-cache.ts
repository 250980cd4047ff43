import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { NextFunction, Request, RequestHandler, Response } from 'express';

/** A page of a site as it was sent: everything the response depends on. */
export interface KeptPage {
  status: number;
  html: string;
  contentSecurityPolicy: string;
}

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

interface Entry {
  page: KeptPage;
  expiresAt: number;
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The sites' pages, kept for a few seconds: a page is the same for every request with the same
 * scheme, host, URL and session state (its scripts are allowed by hash, not by a per-response
 * nonce), so a burst of buyers on one landing page costs one lookup of its owner and domain and
 * one render, not one per buyer. A page is at most `ttlMs` old, the time an owner's change may
 * take to show on another server; on this server any change made through the API (a write that
 * succeeded) empties the cache at once. The oldest pages go first beyond `maxPages`.
 */
export class PublicPageCache {
  private readonly pages = new Map<string, Entry>();
  /** Pages being made: requests for the same page meanwhile wait for that one. */
  private readonly making = new Map<string, Promise<KeptPage>>();
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

  /** The key of a request's page: what its HTML depends on. */
  static keyOf(request: Request, hasSession: boolean): string {
    return `${request.protocol}://${request.host}${request.originalUrl}\n${hasSession ? 1 : 0}`;
  }

  /**
   * The page under `key`: the kept one while it is fresh, else the one `make` gives, kept for
   * the next requests. Requests that come while it is being made share that one.
   */
  async page(key: string, make: () => Promise<KeptPage>): Promise<KeptPage> {
    const kept = this.get(key);
    if (kept) return kept;
    const pending = this.making.get(key);
    if (pending) return pending;
    const generation = this.generation;
    const made: Promise<KeptPage> = make().finally(() => {
      if (this.making.get(key) === made) this.making.delete(key);
    });
    this.making.set(key, made);
    const page = await made;
    // A write while it was being made may have changed what it shows: sent, but not kept.
    if (generation === this.generation) this.set(key, page);
    return page;
  }

  get(key: string): KeptPage | undefined {
    const entry = this.pages.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.pages.delete(key);
      return undefined;
    }
    return entry.page;
  }

  set(key: string, page: KeptPage): void {
    if (this.ttlMs <= 0) return;
    this.pages.delete(key);
    if (this.pages.size >= this.maxPages) {
      const oldest = this.pages.keys().next().value;
      if (oldest !== undefined) this.pages.delete(oldest);
    }
    this.pages.set(key, { page, expiresAt: this.now() + this.ttlMs });
  }

  clear(): void {
    this.pages.clear();
    this.making.clear();
    this.generation += 1;
  }

  get size(): number {
    return this.pages.size;
  }

  /**
   * Middleware that empties the cache after every API write that succeeded: an owner's edit, a
   * plan change, a sale recorded by a webhook. Writes are rare next to page views, and emptying
   * everything cannot miss a page that the write changed. `changed` does the emptying; by
   * default this cache alone (PageChanges tells the other API instances too).
   */
  clearOnWrites(changed: () => void = () => this.clear()): RequestHandler {
    return (request: Request, response: Response, next: NextFunction) => {
      if (!READS.has(request.method)) {
        response.once('finish', () => {
          if (response.statusCode < 400) changed();
        });
      }
      next();
    };
  }
}
