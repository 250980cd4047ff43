import { createQueryClient, primePublicDomain } from '@domainfolio/api-client';
import type { ServerRender } from '@domainfolio/contracts';
import { SiteShell } from '@domainfolio/ui';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import OwnerRoutes, { SITE_STYLES, preloadRouteChunks } from '../app/owner-routes';

/**
 * The owner site's first paint on the server: the same routes the browser mounts, in the same
 * shell, with the landing page's data the API put into the site context. The page's chunks are
 * loaded first, so the whole page renders at once rather than its loading fallback. Data the
 * API did not provide (the portfolio's list) renders as its loading state and arrives in the
 * browser.
 */
export const render: ServerRender = async ({ url, context }) => {
  await preloadRouteChunks();
  const queryClient = createQueryClient();
  const { pathname } = new URL(url, 'http://server.invalid');
  primePublicDomain(queryClient, context, pathname);
  const html = renderToString(
    <SiteShell queryClient={queryClient}>
      <StaticRouter location={url}>
        <OwnerRoutes context={context} />
      </StaticRouter>
    </SiteShell>,
  );
  queryClient.clear();
  return { html, css: SITE_STYLES.css, styleId: SITE_STYLES.id };
};
