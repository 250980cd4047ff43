import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Logger } from '@nestjs/common';
import { SERVER_RENDER_FILE, type RemoteSite, type SiteContext } from '@domainfolio/contracts';
import express, { type Request, type Response, type Router } from 'express';
import type { AppConfig } from '../../config/app-config';
import type { NegotiationService } from '../leads/negotiation.service';
import type { OwnerSiteService } from './owner-site.service';
import { sendKept } from './kept-response';
import { precompressedStatic } from './precompressed-static';
import { PublicPageCache, type KeptPage } from './public-page-cache';
import { ServerRenderers } from './server-renderers';
import { createSiteFilesRouter } from './site-files';
import {
  contentSecurityPolicy,
  escrowPaymentOrigins,
  notFoundMeta,
  pageMeta,
  renderSiteHtml,
  type PageMeta,
} from './site-html';
import { siteOrigin } from './site-origin';
import type { SiteResolver } from './site-resolver';
import type { SitemapService } from './sitemap.service';

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
  sitemaps: SitemapService,
  pages: PublicPageCache,
  offers: Pick<NegotiationService, 'offerOnSite'>,
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
  // Each site's robots.txt and sitemap.xml, which name the request's own host.
  router.use(createSiteFilesRouter(sites, sitemaps, pages));
  // Files from the host's public/ folder (logos): not hashed, cached briefly. Only
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
    const routable = isRoutable(req.path);
    let found = context.site !== 'notFound' && routable;
    const landingName = routable ? landingPath(context, req.path) : null;
    const offerToken = context.site === 'owner' ? offerPathToken(req.path) : null;
    if (offerToken !== null && context.owner) {
      // A buyer's offer page: their thread goes into the HTML (null: no thread of this owner).
      context.offer = await offers.offerOnSite(context.owner.username, offerToken);
      found = context.offer !== null;
    } else if (landingName) {
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
      context.site === 'notFound' || !routable
        ? null
        : await renderers.render(context.site, { url: req.originalUrl, context });
    // A path the site's routes do not have ends at its not-found page: a 404, not a second copy
    // of some page for search engines to index (without a renderer the API cannot tell).
    if (rendered?.notFound) found = false;
    const origin = siteOrigin(req, context);
    const meta =
      offerToken !== null
        ? offerPageMeta(context)
        : found && origin
          ? pageMeta(context, req.hostname, `${origin}${req.path}`)
          : notFoundMeta();
    const { html, scriptHashes } = renderSiteHtml(
      rendered ? built.serverRendered : built.html,
      context,
      meta,
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
      // An offer page shows one buyer's conversation: made for each request, kept nowhere.
      if (offerPathToken(req.path) !== null) {
        const page = await sitePage(req, built);
        sendKept(req, res, page, { type: 'html', proxySeconds: 0, cacheControl: 'no-store' });
        return;
      }
      const hasSession = sites.hasSession(req);
      const page = await pages.page(PublicPageCache.keyOf(req, hasSession), () =>
        sitePage(req, built),
      );
      // nginx may keep a page only for visitors without a session (see public-page-cache.ts).
      sendKept(req, res, page, {
        type: 'html',
        proxySeconds: hasSession ? 0 : pages.proxySeconds,
      });
    } catch (error) {
      logger.error({ err: error }, 'Could not render the site');
      next(error);
    }
  });
  return router;
}

/**
 * Whether any route could match the path. The sites' routers match no route at all, not even
 * the not-found page's, to a path holding a line terminator (CR, LF, U+2028, U+2029: their
 * patterns' `.` stops there), and render nothing: such a path is not found, and its page is
 * left for the browser, whose router renders the same nothing.
 */
function isRoutable(path: string): boolean {
  try {
    return !/[\n\r\u2028\u2029]/.test(decodeURIComponent(path));
  } catch {
    // Not percent-encoding a router could decode either: it matches the path as it is.
    return true;
  }
}

/** The token of a buyer's offer page (`/offers/{token}`), or null for any other path. */
function offerPathToken(path: string): string | null {
  const match = /^\/offers\/([^/]+)\/?$/.exec(path);
  return match ? match[1]! : null;
}

/** An offer page is the buyer's alone: never indexed, never named by a canonical link. */
function offerPageMeta(context: SiteContext): PageMeta {
  return {
    title: context.offer
      ? `Your offer for ${context.offer.unicodeDomain} | Domainfolio`
      : 'Offer not found | Domainfolio',
    description: 'Your offer and the conversation with the owner.',
    canonical: null,
    noindex: true,
  };
}

/** The owner site's home, the portfolio (on a host that is not a parked domain). */
function isPortfolioPath(path: string): boolean {
  return path === '/' || path === '';
}

/**
 * The domain a path shows the landing page of on an owner's host: `/{domain}`, or `/` on a
 * parked domain. Null for any other page. Every one-segment path is a landing page's to the
 * owner site's routes (`/about` too), so it is looked up as one: a name that is no listed
 * domain is a 404, not a page.
 */
function landingPath(context: SiteContext, path: string): string | null {
  if (context.site !== 'owner') return null;
  if (path === '/') return context.owner?.parkedDomain ?? null;
  const match = /^\/([^/]+?)\/?$/.exec(path);
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
