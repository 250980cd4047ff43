import { primePublicDomain } from '@domainfolio/api-client';
import type { ServerRender } from '@domainfolio/contracts';
import { renderSite } from '@domainfolio/ui';
import OwnerRoutes, { SITE_STYLES, preloadRouteChunks } from '../app/owner-routes';

/**
 * The owner site's first paint on the server: a landing page whole, from the data the API put
 * into the site context; the portfolio with its list loading, which arrives in the browser.
 */
export const render: ServerRender = ({ url, context }) =>
  renderSite({
    url,
    context,
    Routes: OwnerRoutes,
    preload: preloadRouteChunks,
    styles: SITE_STYLES,
    prime: (queryClient, pathname) => primePublicDomain(queryClient, context, pathname),
  });
