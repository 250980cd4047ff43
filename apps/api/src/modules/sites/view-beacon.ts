import type { Request, RequestHandler } from 'express';
import type { ReadRouting } from '../../database/database';
import type { OwnerSiteService } from './owner-site.service';
import type { SiteResolver } from './site-resolver';

/** The view beacon's path, as the landing page sends it: `/api/public/domains/{name}/view`. */
const BEACON_PATH = /^\/api\/public\/domains\/([^/]+)\/view$/;

/**
 * What the analytics counter sorts a view by: the client's address (`req.ip`, as the trusted
 * proxies report it), its user agent, and the page's referrer, which the page sends as `ref`
 * (only the first, when a client repeats it).
 */
export function visitOf(req: Request) {
  const ref = req.query.ref;
  return {
    ip: req.ip,
    userAgent: req.get('user-agent'),
    referrer: Array.isArray(ref) ? ref[0] : ref,
  };
}

/**
 * Counts a landing page's view ahead of the framework's per-request work (security headers,
 * cookies, body parsing, routing, guards, interceptors): every visitor of every landing page
 * sends one, so it is the API's most frequent request, and its answer is an empty 204 that none
 * of that work changes. A view of a domain this host shows is counted here and answered; any
 * other outcome (no such domain, a malformed name, a failed lookup) goes on to the documented
 * route (`OwnerSiteController.view`), which answers it in the API's usual shape. The view is
 * counted only once: a request is handed on only when nothing was recorded.
 */
export function viewBeacon(
  ownerSites: OwnerSiteService,
  sites: SiteResolver,
  reads: Pick<ReadRouting, 'publicRead'>,
): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET') return next();
    const match = BEACON_PATH.exec(req.path);
    if (!match) return next();
    let name: string;
    try {
      name = decodeURIComponent(match[1]!);
    } catch {
      return next();
    }
    reads
      .publicRead(() =>
        ownerSites.registerView(req.hostname, name, () => sites.forRequest(req), visitOf(req)),
      )
      .then(
        () => {
          res.statusCode = 204;
          res.setHeader('Cache-Control', 'no-store');
          res.end();
        },
        () => next(),
      );
  };
}
