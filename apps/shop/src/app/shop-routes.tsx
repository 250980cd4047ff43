import { SiteQueryProvider } from '@domainfolio/api-client';
import type { RemoteRoutesProps } from '@domainfolio/contracts';
import { NotFoundPage, SiteContextProvider, siteStyles } from '@domainfolio/ui';
import { Route, Routes } from 'react-router-dom';
import { MarketplacePage } from '../features/marketplace/routes/marketplace-page';
import styles from '../styles.css?inline';

/** The site's stylesheet: injected here in the browser, inlined by the server. */
export const SITE_STYLES = siteStyles('shop', styles);

/** The marketplace has no lazy chunks: nothing to load before it renders. */
export const preloadRouteChunks = () => Promise.resolve();

/** The marketplace site (shop.{host}): one page, everything else is not found. */
export default function ShopRoutes({ context }: RemoteRoutesProps) {
  return (
    <SiteContextProvider context={context}>
      <SiteQueryProvider context={context}>
        <Routes>
          <Route index element={<MarketplacePage />} />
          <Route path="*" element={<NotFoundPage homeHref="/" mainSiteUrl={context.appUrl} />} />
        </Routes>
      </SiteQueryProvider>
    </SiteContextProvider>
  );
}
