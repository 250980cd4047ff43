import { primePublicDomain } from '@domainfolio/api-client';
import { PRODUCT_NAME, type RemoteRoutesProps, type SiteContext } from '@domainfolio/contracts';
import { NotFoundPage, PageSpinner } from '@domainfolio/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ComponentType } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { Toaster } from 'sonner';
import { loadRemoteRoutes } from './load-remote';
import { createQueryClient } from './query-client';
import { loadSiteContext } from './site-context';
import { SiteLoadError } from './site-load-error';

type State =
  | { status: 'loading' }
  | { status: 'ready'; context: SiteContext; Routes: ComponentType<RemoteRoutesProps> | null }
  | { status: 'failed'; error: Error };

const queryClient = createQueryClient();

/**
 * The host shell: finds which site this host name shows, mounts that site's remote, and owns
 * the router, the Query client and the toaster that every remote shares.
 */
export function App() {
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    let cancelled = false;
    loadSiteContext()
      .then(async (context) => {
        // A landing page's data loads alongside the owner site's code, not after it.
        primePublicDomain(queryClient, context, window.location.pathname);
        const Routes =
          context.site === 'notFound' ? null : await loadRemoteRoutes(context.site, context);
        if (!cancelled) setState({ status: 'ready', context, Routes });
      })
      .catch((error: unknown) => {
        if (!cancelled)
          setState({
            status: 'failed',
            error: error instanceof Error ? error : new Error(String(error)),
          });
      });
    return () => {
      cancelled = true;
    };
  }, []);

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
      <BrowserRouter>
        {state.status === 'loading' && <PageSpinner />}
        {state.status === 'failed' && <SiteLoadError error={state.error} />}
        {state.status === 'ready' &&
          (state.Routes ? (
            <state.Routes context={state.context} />
          ) : (
            <NotFoundPage homeHref={state.context.appUrl} mainSiteUrl={state.context.appUrl} />
          ))}
      </BrowserRouter>
    </QueryClientProvider>
  );
}
