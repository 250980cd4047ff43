import { PRODUCT_NAME } from '@domainfolio/contracts';
import type { ReactNode } from 'react';
import { LazyToaster } from '../feedback/lazy-toaster';

/**
 * What every site's pages sit in: the toaster. The host renders it in the browser around its
 * router, and each site's server renderer around a static router, so the server's HTML and the
 * browser's first render are the same tree and hydrate without a mismatch. Data is each site's
 * own business (a site that queries the API provides its Query client inside its routes), so
 * a page that fetches nothing loads no query library.
 */
export function SiteShell({ children }: { children: ReactNode }) {
  return (
    <>
      {/* Named for the product: a page's embedded widget (the API reference) may bring a
          toaster of its own, and two landmarks must not share a name. */}
      <LazyToaster
        position="top-right"
        richColors
        closeButton
        containerAriaLabel={`${PRODUCT_NAME} notifications`}
      />
      {children}
    </>
  );
}
