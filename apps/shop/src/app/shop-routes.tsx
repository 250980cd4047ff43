import type { RemoteRoutesProps } from '@domainfolio/contracts';
import { NotFoundPage, SiteContextProvider, injectStyles } from '@domainfolio/ui';
import { Route, Routes } from 'react-router-dom';
import { MarketplacePage } from '../features/marketplace/routes/marketplace-page';
import styles from '../styles.css?inline';

injectStyles('shop', styles);

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
