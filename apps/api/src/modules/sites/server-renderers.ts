import { stat } from 'node:fs/promises';
import type { Logger } from '@nestjs/common';
import type {
  RemoteSite,
  ServerRender,
  ServerRenderInput,
  ServerRenderResult,
} from '@domainfolio/contracts';
import { usedCss } from './used-css';

/** The sites whose public pages the API renders on the server. */
export const SERVER_RENDERED_SITES: readonly RemoteSite[] = ['owner', 'shop', 'main'];

interface Loaded {
  mtimeMs: number;
  render: ServerRender;
}

/**
 * How many shared pages (see ServerRenderResult.shared) are kept: a few marketing and legal
 * pages per host name the main site answers on. The oldest goes first when more come.
 */
const MAX_SHARED_PAGES = 200;

/**
 * Each site's server renderer (`dist-server/render.cjs`, built with the site), loaded on first
 * use and again when the file changes (a rebuild during development). A site without one, or
 * one that fails, renders in the browser as before: the page's HTML then has an empty root and
 * the visitor waits for the script, but never gets an error because of it.
 */
export class ServerRenderers {
  private readonly loaded = new Map<RemoteSite, Loaded>();
  /** Pages that are the same for every visitor, rendered once: by site, path and context. */
  private readonly shared = new Map<string, ServerRenderResult>();
  /** The sites that have answered with a shared page, the only ones worth a lookup. */
  private readonly sharing = new Set<RemoteSite>();

  constructor(
    private readonly fileOf: (site: RemoteSite) => string,
    private readonly logger: Logger,
  ) {}

  /**
   * The page's first paint, or null when this site is not rendered on the server. A page its
   * renderer called shared is rendered once and then served as it is, to every request for its
   * path with the same site context, until the renderer is rebuilt.
   */
  async render(site: RemoteSite, input: ServerRenderInput): Promise<ServerRenderResult | null> {
    if (!SERVER_RENDERED_SITES.includes(site)) return null;
    try {
      const render = await this.load(site);
      if (!render) return null;
      const key = this.sharing.has(site) ? sharedKey(site, input) : null;
      const kept = key === null ? undefined : this.shared.get(key);
      if (kept) return kept;
      const result = await render(input);
      return result?.shared ? this.keep(sharedKey(site, input), site, result) : result;
    } catch (error) {
      this.logger.error({ err: error, url: input.url }, `Could not render the ${site} site`);
      return null;
    }
  }

  /**
   * Keeps a shared page with the part of its stylesheet its markup uses: served to every
   * visitor, it is worth the one pass that makes its HTML lighter.
   */
  private keep(key: string, site: RemoteSite, result: ServerRenderResult): ServerRenderResult {
    this.sharing.add(site);
    if (this.shared.size >= MAX_SHARED_PAGES) {
      const oldest = this.shared.keys().next().value;
      if (oldest !== undefined) this.shared.delete(oldest);
    }
    const kept = { ...result, css: usedCss(result.css, result.html), partialCss: true };
    this.shared.set(key, kept);
    return kept;
  }

  private forget(site: RemoteSite): void {
    const prefix = `${site}\n`;
    for (const key of this.shared.keys()) if (key.startsWith(prefix)) this.shared.delete(key);
  }

  private async load(site: RemoteSite): Promise<ServerRender | null> {
    const file = this.fileOf(site);
    const info = await stat(file).catch(() => null);
    if (!info) return null;
    const cached = this.loaded.get(site);
    if (cached?.mtimeMs === info.mtimeMs) return cached.render;
    // A rebuilt file replaces the old module, which require() would otherwise keep.
    delete require.cache[require.resolve(file)];
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const module = require(file) as { render?: ServerRender };
    if (typeof module.render !== 'function') throw new Error(`${file} exports no render()`);
    this.forget(site);
    this.loaded.set(site, { mtimeMs: info.mtimeMs, render: module.render });
    return module.render;
  }
}

/** A shared page's key: the page's path (a shared page reads no query) and the whole context. */
function sharedKey(site: RemoteSite, { url, context }: ServerRenderInput): string {
  const path = new URL(url, 'http://server.invalid').pathname;
  return `${site}\n${path}\n${JSON.stringify(context)}`;
}
