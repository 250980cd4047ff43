import type { ServerRender } from '@domainfolio/contracts';
import { renderSite } from '@domainfolio/ui';
import ShopRoutes, { SITE_STYLES, preloadRouteChunks } from '../app/shop-routes';

/** The marketplace's first paint on the server: its page with the list loading. */
export const render: ServerRender = ({ url, context }) =>
  renderSite({
    url,
    context,
    Routes: ShopRoutes,
    preload: preloadRouteChunks,
    styles: SITE_STYLES,
  });
