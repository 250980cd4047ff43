import { randomBytes } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Logger } from '@nestjs/common';
import type { RemoteSite } from '@domainfolio/contracts';
import express, { type Request, type Response, type Router } from 'express';
import type { AppConfig } from '../config/app-config';
import type { SiteService } from '../modules/site/site.service';
import { contentSecurityPolicy, renderSiteHtml } from './site-html';

/** Where each site's build lands inside SITES_DIR. */
const SITE_DIRS: Record<RemoteSite | 'host', string> = {
  host: 'host',
  main: 'main-site',
  shop: 'shop',
  owner: 'owner-site',
};

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/**
 * Serves the built sites when the API runs without nginx: hashed assets for a year, entry
 * files (remoteEntry.js, index.html) revalidated on every load, and every other path the
 * host's index.html with the site context for the request's host inlined.
 */
export function createSiteRouter(config: AppConfig, sites: SiteService, logger: Logger): Router {
  const router = express.Router();
  const distOf = (site: RemoteSite | 'host') => join(config.SITES_DIR, SITE_DIRS[site], 'dist');
  /** Files under these mounts are content-hashed, except a remote's entry file. */
  const hashedFiles = {
    index: false,
    fallthrough: false,
    setHeaders: (res: Response, path: string) =>
      res.setHeader('Cache-Control', path.endsWith('/remoteEntry.js') ? REVALIDATE : IMMUTABLE),
  };

  for (const site of ['main', 'shop', 'owner'] as const) {
    router.use(`/remotes/${site}`, express.static(distOf(site), hashedFiles));
  }
  router.use('/assets', express.static(join(distOf('host'), 'assets'), hashedFiles));
  // Files from the host's public/ folder (logos, robots.txt): not hashed, cached briefly.
  router.use(
    express.static(distOf('host'), {
      index: false,
      setHeaders: (res) => res.setHeader('Cache-Control', 'public, max-age=3600'),
    }),
  );

  const template = new TemplateCache(join(distOf('host'), 'index.html'));
  router.use(async (req: Request, res: Response, next) => {
    if (
      (req.method !== 'GET' && req.method !== 'HEAD') ||
      req.path.startsWith('/api/') ||
      req.path === '/api'
    ) {
      next();
      return;
    }
    try {
      const html = await template.read();
      if (html === null) {
        res
          .status(503)
          .type('text/plain')
          .send('The sites are not built yet. Run `npm run build`, then reload.');
        return;
      }
      const context = await sites.resolve(req.hostname);
      const nonce = randomBytes(16).toString('base64');
      res
        .status(context.site === 'notFound' ? 404 : 200)
        .setHeader('Cache-Control', REVALIDATE)
        .setHeader('Content-Security-Policy', contentSecurityPolicy(nonce))
        .type('html')
        .send(renderSiteHtml(html, context, nonce));
    } catch (error) {
      logger.error({ err: error }, 'Could not render the site');
      next(error);
    }
  });
  return router;
}

/** Re-reads index.html only when it changed on disk (a rebuild during development). */
class TemplateCache {
  private cached: { mtimeMs: number; html: string } | null = null;

  constructor(private readonly path: string) {}

  async read(): Promise<string | null> {
    const info = await stat(this.path).catch(() => null);
    if (!info) return null;
    if (this.cached?.mtimeMs !== info.mtimeMs) {
      this.cached = { mtimeMs: info.mtimeMs, html: await readFile(this.path, 'utf8') };
    }
    return this.cached.html;
  }
}
