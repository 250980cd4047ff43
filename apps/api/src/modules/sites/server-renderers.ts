import { stat } from 'node:fs/promises';
import type { Logger } from '@nestjs/common';
import type {
  RemoteSite,
  ServerRender,
  ServerRenderInput,
  ServerRenderResult,
} from '@domainfolio/contracts';

/** The sites whose public pages the API renders on the server. */
export const SERVER_RENDERED_SITES: readonly RemoteSite[] = ['owner', 'shop', 'main'];

interface Loaded {
  mtimeMs: number;
  render: ServerRender;
}

/**
 * Each site's server renderer (`dist-server/render.cjs`, built with the site), loaded on first
 * use and again when the file changes (a rebuild during development). A site without one, or
 * one that fails, renders in the browser as before: the page's HTML then has an empty root and
 * the visitor waits for the script, but never gets an error because of it.
 */
export class ServerRenderers {
  private readonly loaded = new Map<RemoteSite, Loaded>();

  constructor(
    private readonly fileOf: (site: RemoteSite) => string,
    private readonly logger: Logger,
  ) {}

  /** The page's first paint, or null when this site is not rendered on the server. */
  async render(site: RemoteSite, input: ServerRenderInput): Promise<ServerRenderResult | null> {
    if (!SERVER_RENDERED_SITES.includes(site)) return null;
    try {
      const render = await this.load(site);
      return render ? await render(input) : null;
    } catch (error) {
      this.logger.error({ err: error, url: input.url }, `Could not render the ${site} site`);
      return null;
    }
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
    this.loaded.set(site, { mtimeMs: info.mtimeMs, render: module.render });
    return module.render;
  }
}
