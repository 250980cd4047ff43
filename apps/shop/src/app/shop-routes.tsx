import type { RemoteRoutesProps } from '@domainfolio/contracts';
import { NotFoundPage, SiteContextProvider, injectStyles } from '@domainfolio/ui';
import { Route, Routes } from 'react-router-dom';
import { MarketplacePage } from '../features/marketplace/routes/marketplace-page';
import styles from '../styles.css?inline';

/** The site's stylesheet and its id: injected here in the browser, inlined by the server. */
export const SITE_STYLES = { id: 'shop', css: styles } as const;
injectStyles(SITE_STYLES.id, SITE_STYLES.css);

/** The marketplace has no lazy chunks: nothing to load before it renders. */
export const preloadRouteChunks = () => Promise.resolve();

/** The marketplace site (shop.{host}): one page, everything else is not found. */
export default function ShopRoutes({ context }: RemoteRoutesProps) {
  return (
    <SiteContextProvider context={context}>
      <Routes>
        <Route index element={<MarketplacePage />} />
        <Route path="*" element={<NotFoundPage homeHref="/" mainSiteUrl={context.appUrl} />} />
      </Routes>
    </SiteContextProvider>
  );
}
