import { API_KEY_HEADER } from '@domainfolio/contracts';
import type { RequestHandler } from 'express';
import type { ReadRouting } from '../../database/database';
import type { OwnerSiteService } from './owner-site.service';
import { sendAnswer } from './public-page-cache';
import type { SiteResolver } from './site-resolver';

/** The landing data's path, as the landing page's script asks for it: `/api/public/domains/{name}`. */
const LANDING_DATA_PATH = /^\/api\/public\/domains\/([^/]+)$/;

/**
 * Answers a landing page's data from the pages' cache ahead of the framework's routing, guards
 * and request log, as the page itself is answered: a crowd of buyers asks for both, and with
 * no proxy in front (the embedded default) the framework's per-request work, not the lookup,
 * would bound how many a second the data could be answered. Mounted after the security
 * headers, the compression and the cookie parser, so the answer leaves as the route's would.
 *
 * Only what the route would answer the same way comes here: a GET or HEAD with no query string
 * (the route refuses an API key in the URL) from a visitor without credentials (the route's
 * guard would look a session or key up, and extend or touch it). Everything else, and a name
 * that does not decode or a lookup that failed, goes on to the documented route
 * (`OwnerSiteController.domain`), which shares the same kept answers and answers errors in the
 * API's usual shape.
 */
export function landingData(
  ownerSites: OwnerSiteService,
  sites: SiteResolver,
  reads: Pick<ReadRouting, 'publicRead'>,
): RequestHandler {
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.originalUrl.includes('?'))
      return next();
    const match = LANDING_DATA_PATH.exec(req.path);
    if (!match || req.headers[API_KEY_HEADER] !== undefined || sites.hasSession(req)) return next();
    let name: string;
    try {
      name = decodeURIComponent(match[1]!);
    } catch {
      return next();
    }
    reads
      .publicRead(() => ownerSites.landingAnswer(req, name))
      .then(
        (answer) => sendAnswer(res, answer),
        () => next(),
      );
  };
}
