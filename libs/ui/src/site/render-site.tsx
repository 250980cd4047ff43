import type {
  RemoteRoutesProps,
  ServerRenderInput,
  ServerRenderResult,
} from '@domainfolio/contracts';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import type { SiteStyles } from '../styles/inject-styles';
import { PageStatusProvider, type PageStatus } from './page-status';
import { SiteShell } from './site-shell';

export interface RenderSiteOptions extends ServerRenderInput {
  /** The site's routes component, as its remote exposes it to the host. */
  Routes: ComponentType<RemoteRoutesProps>;
  /** Loads the site's lazy page chunks, so the page renders whole rather than its fallback. */
  preload: () => Promise<unknown>;
  /** The site's stylesheet, which the page needs before any script runs. */
  styles: SiteStyles;
}

/**
 * A site's page rendered on the server: its routes in the same shell the host renders in the
 * browser, at the request's URL, so the browser hydrates the HTML without a mismatch. The page
 * renders from the data the API put into the site context; data it did not provide renders as
 * its loading state and is fetched in the browser. A page that ends at the site's not-found page
 * says so (`notFound`), for the API to answer it with 404.
 */
export async function renderSite({
  url,
  context,
  Routes,
  preload,
  styles,
}: RenderSiteOptions): Promise<ServerRenderResult> {
  await preload();
  const status: PageStatus = { notFound: false };
  const html = renderToString(
    <PageStatusProvider status={status}>
      <SiteShell>
        <StaticRouter location={url}>
          <Routes context={context} />
        </StaticRouter>
      </SiteShell>
    </PageStatusProvider>,
  );
  return {
    html,
    css: styles.css,
    styleId: styles.id,
    ...(status.notFound ? { notFound: true } : {}),
  };
}
