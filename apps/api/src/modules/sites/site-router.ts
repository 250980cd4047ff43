import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Logger } from '@nestjs/common';
import { SERVER_RENDER_FILE, type RemoteSite, type SiteContext } from '@domainfolio/contracts';
import express, { type Request, type Response, type Router } from 'express';
import type { AppConfig } from '../../config/app-config';
import type { OwnerSiteService } from './owner-site.service';
import { precompressedStatic, preferredEncodings } from './precompressed-static';
import { PublicPageCache, pageBody, type KeptPage } from './public-page-cache';
import { ServerRenderers } from './server-renderers';
import { contentSecurityPolicy, escrowPaymentOrigins, pageMeta, renderSiteHtml } from './site-html';
import type { SiteResolver } from './site-resolver';

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
 * Serves the built sites when the API runs without nginx: hashed assets for a year and the
 * remotes' remoteEntry.js revalidated on every load, both as the build's precompressed copies,
 * and every other path the host's index.html with the site context for the request's host
 * inlined (compressed per response by the app's compression middleware).
 */
export function createSiteRouter(
  config: AppConfig,
  sites: SiteResolver,
  ownerSites: OwnerSiteService,
  pages: PublicPageCache,
  logger: Logger,
): Router {
  // A configured reCAPTCHA script (a proxy, or the local fake in tests) may run too.
  const extraScripts = config.RECAPTCHA_SITE_KEY
    ? [new URL(config.RECAPTCHA_SCRIPT_URL).origin]
    : [];
  // With escrow on, a landing page's form sent without JavaScript ends at its payment page.
  const formTargets =
    config.ESCROW_EMAIL && config.ESCROW_API_KEY ? escrowPaymentOrigins(config.ESCROW_API_URL) : [];
  const router = express.Router();
  const distOf = (site: RemoteSite | 'host') => join(config.SITES_DIR, SITE_DIRS[site], 'dist');
  /**
   * Files under these mounts are content-hashed, except a remote's entry file; each is sent
   * as the brotli or gzip copy the build wrote beside it when the client accepts one.
   */
  const hashedFiles = {
    cacheControl: (path: string) => (path.endsWith('/remoteEntry.js') ? REVALIDATE : IMMUTABLE),
  };

  for (const site of ['main', 'shop', 'owner'] as const) {
    router.use(`/remotes/${site}`, precompressedStatic(distOf(site), hashedFiles));
  }
  router.use('/assets', precompressedStatic(join(distOf('host'), 'assets'), hashedFiles));
  // Files from the host's public/ folder (logos, robots.txt): not hashed, cached briefly. Only
  // the names the folder holds go to the file system: a landing page's path (`/name.io`)
  // costs no lookup on disk.
  const publicFiles = new FileNames(distOf('host'));
  const serveFile = express.static(distOf('host'), {
    index: false,
    setHeaders: (res) => res.setHeader('Cache-Control', 'public, max-age=3600'),
  });
  router.use(async (req, res, next) => {
    if ((await publicFiles.read()).has(req.path.slice(1))) serveFile(req, res, next);
    else next();
  });

  const template = new TemplateCache(join(distOf('host'), 'index.html'));
  const renderers = new ServerRenderers(
    (site) => join(config.SITES_DIR, SITE_DIRS[site], SERVER_RENDER_FILE),
    logger,
  );
  let lastTemplate: Template | null = null;

  /** The page of a request: its site, the data of its first paint, rendered into the host. */
  async function sitePage(req: Request, built: Template): Promise<KeptPage> {
    const site = await sites.forRequest(req);
    const context = { ...site.context };
    let found = context.site !== 'notFound';
    const landingName = landingPath(context, req.path);
    if (landingName) {
      // The landing page's data goes into the HTML: no further request before it shows.
      context.landing = await ownerSites.landing(site, landingName);
      found = context.landing !== null;
    } else if (context.site === 'owner' && context.owner && isPortfolioPath(req.path)) {
      // So do the portfolio's settings (its title and logo); a page the owner turned off
      // is the browser's to report, as before.
      context.portfolio = await ownerSites
        .portfolio(context.owner.username)
        .then((response) => response.payload)
        .catch(() => null);
    }
    // The page's first paint, on the sites rendered on the server; the host hydrates it.
    const rendered =
      context.site === 'notFound'
        ? null
        : await renderers.render(context.site, { url: req.originalUrl, context });
    // Named by the host the site was chosen by, with the port only when it is a number: the
    // Host header as sent could carry anything after its colon ("alice.example:@evil.test" is a
    // URL of evil.test). A host that shows no site is not named at all.
    const port = /:(\d{1,5})$/.exec(req.host)?.[1];
    const canonical =
      context.site === 'notFound'
        ? null
        : `${req.protocol}://${context.host}${port ? `:${port}` : ''}${req.path}`;
    const { html, scriptHashes } = renderSiteHtml(
      rendered ? built.serverRendered : built.html,
      context,
      pageMeta(context, req.hostname, canonical),
      rendered,
    );
    return {
      status: found ? 200 : 404,
      html,
      contentSecurityPolicy: contentSecurityPolicy(scriptHashes, extraScripts, formTargets),
    };
  }

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
      const built = await template.read();
      if (built === null) {
        res
          .status(503)
          .type('text/plain')
          .send('The sites are not built yet. Run `npm run build`, then reload.');
        return;
      }
      // Pages of an older build name scripts that are gone.
      if (built !== lastTemplate) pages.clear();
      lastTemplate = built;
      const hasSession = sites.hasSession(req);
      const page = await pages.page(PublicPageCache.keyOf(req, hasSession), () =>
        sitePage(req, built),
      );
      // Sent as the kept bytes in the client's encoding (compressed once per page); express'
      // send answers a matching If-None-Match with 304 and a HEAD without the body.
      const encoding = preferredEncodings(req)[0]?.name ?? 'identity';
      const { body, etag } = pageBody(page, encoding);
      res
        .status(page.status)
        .setHeader('Cache-Control', REVALIDATE)
        .setHeader('Content-Security-Policy', page.contentSecurityPolicy)
        .setHeader('Vary', 'Accept-Encoding')
        .setHeader('ETag', etag)
        .type('html');
      if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
      if (!hasSession && pages.proxySeconds > 0) {
        res.setHeader('X-Accel-Expires', String(pages.proxySeconds));
      }
      res.send(body);
    } catch (error) {
      logger.error({ err: error }, 'Could not render the site');
      next(error);
    }
  });
  return router;
}

/** The owner site's home, the portfolio (on a host that is not a parked domain). */
function isPortfolioPath(path: string): boolean {
  return path === '/' || path === '';
}

/**
 * The domain a path shows the landing page of on an owner's host: `/{domain}`, or `/` on a
 * parked domain. Null for any other page.
 */
function landingPath(context: SiteContext, path: string): string | null {
  if (context.site !== 'owner') return null;
  if (path === '/') return context.owner?.parkedDomain ?? null;
  const match = /^\/([^/]+\.[^/]+?)\/?$/.exec(path);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return null;
  }
}

/** The host's index.html, twice: as built, and for a page rendered on the server. */
interface Template {
  html: string;
  /**
   * For a page rendered on the server: without the host's stylesheet links. Each site's
   * stylesheet, which the page inlines, carries Tailwind's base styles and every shared
   * component's classes, so the first paint waits for no further request and the page carries
   * one stylesheet, not two (a page rendered in the browser keeps the cacheable link).
   */
  serverRendered: string;
}

/** The host's own stylesheet links, as Vite writes them into index.html. */
const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*? href="\/assets\/[^"]+\.css"[^>]*>/g;

/**
 * How often the template's file is looked at again: a rebuild during development shows within
 * a second, and a page served from memory costs no file-system call.
 */
const TEMPLATE_CHECK_MS = 1000;

/** The names of the files (not folders) directly in a folder, looked at again every second. */
class FileNames {
  private names: Set<string> = new Set();
  private checkedAt = -Infinity;

  constructor(private readonly dir: string) {}

  async read(): Promise<Set<string>> {
    const now = Date.now();
    if (now - this.checkedAt < TEMPLATE_CHECK_MS) return this.names;
    this.checkedAt = now;
    const entries = await readdir(this.dir, { withFileTypes: true }).catch(() => []);
    this.names = new Set(entries.filter((entry) => entry.isFile()).map((entry) => entry.name));
    return this.names;
  }
}

/** Re-reads index.html only when it changed on disk (a rebuild during development). */
class TemplateCache {
  private cached: { mtimeMs: number; template: Template } | null = null;
  private checkedAt = -Infinity;

  constructor(private readonly path: string) {}

  async read(): Promise<Template | null> {
    const now = Date.now();
    if (this.cached && now - this.checkedAt < TEMPLATE_CHECK_MS) return this.cached.template;
    this.checkedAt = now;
    const info = await stat(this.path).catch(() => null);
    if (!info) {
      this.cached = null;
      return null;
    }
    if (this.cached?.mtimeMs !== info.mtimeMs) {
      const html = await readFile(this.path, 'utf8');
      this.cached = {
        mtimeMs: info.mtimeMs,
        template: { html, serverRendered: html.replace(STYLESHEET_LINK, '') },
      };
    }
    return this.cached.template;
  }
}
