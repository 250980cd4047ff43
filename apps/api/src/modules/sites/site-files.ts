import express, { type Request, type Router } from 'express';
import { sendKept } from './kept-response';
import { PublicPageCache, type KeptPage } from './public-page-cache';
import type { ResolvedSite, SiteResolver } from './site-resolver';
import { siteOrigin } from './site-origin';
import { robotsTxt, sitemapXml } from './sitemap';
import type { SitemapService } from './sitemap.service';

/** A file every site has at its root, made for the site and origin of the request. */
interface SiteFile {
  type: string;
  body: (origin: string, site: ResolvedSite) => Promise<string>;
}

/** Neither file runs or embeds anything. */
const NOTHING = "default-src 'none'";

/**
 * Each site's robots.txt and sitemap.xml, made for the request's host: the main site, the
 * marketplace and every owner's site (subdomain, custom or parked domain) name their own
 * sitemap at their own origin. A host that shows no site has neither. Both are kept like the
 * pages, so a crawler's visits cost a lookup every few seconds and any write empties them.
 */
export function createSiteFilesRouter(
  sites: SiteResolver,
  sitemaps: SitemapService,
  pages: PublicPageCache,
): Router {
  const files: Record<string, SiteFile> = {
    '/robots.txt': {
      type: 'text/plain; charset=utf-8',
      body: async (origin) => robotsTxt(`${origin}/sitemap.xml`),
    },
    '/sitemap.xml': {
      type: 'application/xml; charset=utf-8',
      body: async (origin, site) =>
        sitemapXml(
          (await sitemaps.pagesOf(site)).map(({ path, lastmod }) => ({
            loc: `${origin}${path}`,
            lastmod,
          })),
        ),
    },
  };

  async function make(req: Request, file: SiteFile): Promise<KeptPage> {
    const site = await sites.forRequest(req);
    const origin = siteOrigin(req, site.context);
    if (origin === null) {
      return { status: 404, html: 'Not found.\n', contentSecurityPolicy: NOTHING };
    }
    return { status: 200, html: await file.body(origin, site), contentSecurityPolicy: NOTHING };
  }

  const router = express.Router();
  for (const [path, file] of Object.entries(files)) {
    router.get(path, async (req, res, next) => {
      try {
        // The same file with a session or without: kept once, and nginx may keep it too.
        const page = await pages.page(PublicPageCache.keyOf(req, false), () => make(req, file));
        sendKept(req, res, page, { type: file.type, proxySeconds: pages.proxySeconds });
      } catch (error) {
        next(error);
      }
    });
  }
  return router;
}
