import type { ServerRender } from '@domainfolio/contracts';
import { renderSite } from '@domainfolio/ui';
import MainRoutes, { SITE_STYLES, preloadPublicPages } from '../app/main-routes';
import { paths } from '../config/paths';

/** The main site's pages that anyone sees alike: rendered on the server. */
const PUBLIC_PAGES: ReadonlySet<string> = new Set([
  paths.home,
  paths.features,
  paths.pricing,
  paths.privacyPolicy,
  paths.cookiePolicy,
  paths.acceptableUsePolicy,
  paths.termsOfService,
]);

/**
 * The marketing and legal pages' first paint on the server, for a visitor who is not signed
 * in. Everything else (sign-in screens, the dashboard, the API reference, and any page for a
 * visitor with a session, whose header shows their account) renders in the browser.
 */
export const render: ServerRender = async ({ url, context }) => {
  const { pathname } = new URL(url, 'http://server.invalid');
  if (context.session || !PUBLIC_PAGES.has(pathname.replace(/\/+$/, '') || '/')) return null;
  // These pages read nothing of the URL but its path, so a query (a campaign's utm_source)
  // gives the same page, which the API keeps and serves to every visitor.
  const page = await renderSite({
    url: pathname,
    context,
    Routes: MainRoutes,
    preload: preloadPublicPages,
    styles: SITE_STYLES,
  });
  return { ...page, shared: true };
};
