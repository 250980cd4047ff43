import type { SiteContext } from '@domainfolio/contracts';
import { QueryClientContext, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useContext, useState, type ReactNode } from 'react';
import { queryKeys } from '../query-keys';
import { createQueryClient } from './query-client';

/**
 * Puts the data the API inlined into the page into the Query cache, before the site renders:
 * on an owner's portfolio page, its settings. The server renders from the same cache, so the
 * browser's first render matches its HTML.
 */
export function primeSiteQueries(client: QueryClient, context: SiteContext): void {
  if (context.site === 'owner' && context.owner && context.portfolio) {
    client.setQueryData(queryKeys.publicPortfolio(context.owner.username), {
      payload: context.portfolio,
    });
  }
}

/**
 * The Query client of a site's pages that query the API (the marketplace, the portfolio, the
 * main site), primed with the data the API inlined. Each site provides its own, inside its
 * routes, so a page that queries nothing (a landing page) never loads the query library: one
 * client per mount in the browser, one per render on the server. Inside a page that already has
 * a client (a test's), it uses that one.
 */
export function SiteQueryProvider({
  context,
  children,
}: {
  context: SiteContext;
  children: ReactNode;
}) {
  const outer = useContext(QueryClientContext);
  const [client] = useState(() => {
    const site = outer ?? createQueryClient();
    primeSiteQueries(site, context);
    return site;
  });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
