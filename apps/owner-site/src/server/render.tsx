import type { ServerRender, ServerRenderResult } from '@domainfolio/contracts';
import { renderSite } from '@domainfolio/ui';
import OwnerRoutes, { SITE_STYLES, preloadRouteChunks } from '../app/owner-routes';

/**
 * The owner site's first paint on the server: a landing page whole, from the data the API put
 * into the site context; the portfolio with its title and logo, and its list loading, which
 * arrives in the browser.
 */
export const render = (({ url, context }): Promise<ServerRenderResult> =>
  renderSite({
    url,
    context,
    Routes: OwnerRoutes,
    preload: preloadRouteChunks,
    styles: SITE_STYLES,
  })) satisfies ServerRender;
