import type { RemoteRoutesProps, SiteContext } from '@domainfolio/contracts';
import { NotFoundPage, PageSpinner, SiteLoadError, SiteShell } from '@domainfolio/ui';
import { useEffect, useState, type ComponentType } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { loadRemoteRoutes } from './load-remote';
import { loadSiteContext } from './site-context';

export interface ReadySite {
  context: SiteContext;
  Routes: ComponentType<RemoteRoutesProps> | null;
}

type State =
  { status: 'loading' } | ({ status: 'ready' } & ReadySite) | { status: 'failed'; error: Error };

/** Finds which site this host name shows and loads that site's remote. */
export async function prepareSite(): Promise<ReadySite> {
  const context = await loadSiteContext();
  const Routes = context.site === 'notFound' ? null : await loadRemoteRoutes(context.site, context);
  return { context, Routes };
}

/**
 * The host shell: mounts the remote of the site this host name shows, and owns the router and
 * the toaster that every remote shares (each site brings its own Query client, if it needs one). Given a site already prepared (a page
 * the server rendered, about to be hydrated), it renders that site at once.
 */
export function App({ ready }: { ready?: ReadySite }) {
  const [state, setState] = useState<State>(
    ready ? { status: 'ready', ...ready } : { status: 'loading' },
  );

  useEffect(() => {
    if (ready) return;
    let cancelled = false;
    prepareSite()
      .then((site) => {
        if (!cancelled) setState({ status: 'ready', ...site });
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
  }, [ready]);

  return (
    <SiteShell>
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
    </SiteShell>
  );
}
