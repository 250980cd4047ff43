import { MAIN_SITE_PUBLIC_PAGES, type ServerRender } from '@domainfolio/contracts';
import { renderSite } from '@domainfolio/ui';
import MainRoutes, { SITE_STYLES, preloadPublicPages } from '../app/main-routes';
import { isSitePath } from '../config/paths';

/** The main site's pages that anyone sees alike: rendered on the server. */
const PUBLIC_PAGES: ReadonlySet<string> = new Set(MAIN_SITE_PUBLIC_PAGES);

/**
 * The marketing and legal pages' first paint on the server, for a visitor who is not signed
 * in, and the not-found page of a path that is no page of the site, for anyone (so that it is
 * answered with 404, not as a page). Everything else (sign-in screens, the dashboard, the API
 * reference, and any page for a visitor with a session, whose header shows their account)
 * renders in the browser.
 */
export const render: ServerRender = async ({ url, context }) => {
  const { pathname } = new URL(url, 'http://server.invalid');
  const shared = !context.session && PUBLIC_PAGES.has(pathname.replace(/\/+$/, '') || '/');
  if (!shared && isSitePath(pathname)) return null;
  // These pages read nothing of the URL but its path, so a query (a campaign's utm_source)
  // gives the same page, which the API keeps and serves to every visitor. A not-found page is
  // not shared: made-up paths are endless, and would push the real pages out.
  const page = await renderSite({
    url: pathname,
    context,
    Routes: MainRoutes,
    preload: preloadPublicPages,
    styles: SITE_STYLES,
  });
  return shared ? { ...page, shared: true } : page;
};
