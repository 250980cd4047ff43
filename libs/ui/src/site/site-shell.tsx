import { PRODUCT_NAME } from '@domainfolio/contracts';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from 'sonner';

/**
 * What every site's pages sit in: the Query client and the toaster. The host renders it in the
 * browser around its router, and each site's server renderer around a static router, so the
 * server's HTML and the browser's first render are the same tree and hydrate without a
 * mismatch.
 */
export function SiteShell({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      {/* Named for the product: a page's embedded widget (the API reference) may bring a
          toaster of its own, and two landmarks must not share a name. */}
      <Toaster
        position="top-right"
        richColors
        closeButton
        containerAriaLabel={`${PRODUCT_NAME} notifications`}
      />
      {children}
    </QueryClientProvider>
  );
}
