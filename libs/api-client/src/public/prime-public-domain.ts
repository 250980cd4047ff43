import type { PublicDomainResponse, SiteContext } from '@domainfolio/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../query-keys';
import { publicDomainQueryOptions } from './use-public-domain';

/** `/{domain}`: one path segment (a trailing slash allowed), as the owner site's route reads it. */
const ONE_SEGMENT = /^\/([^/]+)\/?$/;

/**
 * The domain whose landing page `pathname` shows, or null: on an owner's site, `/{domain}` when
 * the segment looks like a domain (has a dot), or `/` on a parked domain.
 */
export function landingDomainName(context: SiteContext, pathname: string): string | null {
  if (context.site !== 'owner' || !context.owner) return null;
  if (pathname === '' || pathname === '/') return context.owner.parkedDomain;
  const segment = ONE_SEGMENT.exec(pathname)?.[1];
  if (segment === undefined) return null;
  let name: string;
  try {
    name = decodeURIComponent(segment);
  } catch {
    return null;
  }
  return name.includes('.') ? name : null;
}

function isLandingOf(landing: PublicDomainResponse['payload'], name: string): boolean {
  const wanted = name.toLowerCase();
  return [landing.domain.name, landing.domain.unicodeName].some(
    (candidate) => candidate.toLowerCase() === wanted,
  );
}

/**
 * Gets a landing page's data on its way while the owner site's code still loads: seeds the
 * Query cache from the data the API inlined into the HTML, or else starts the request, so
 * `usePublicDomain` finds it (or joins it) when the page mounts. Any other URL is left alone.
 */
export function primePublicDomain(
  client: QueryClient,
  context: SiteContext,
  pathname: string,
): void {
  const name = landingDomainName(context, pathname);
  if (name === null) return;
  const options = publicDomainQueryOptions(name);
  if (context.landing && isLandingOf(context.landing, name)) {
    client.setQueryData(options.queryKey, { type: 'SUCCESS', payload: context.landing });
    return;
  }
  void client.prefetchQuery(options);
}

/**
 * Puts the data the API inlined into the page into the Query cache, before the site renders:
 * a landing page's data (see primePublicDomain) and, on the portfolio page, its settings. The
 * server renders from the same cache, so the browser's first render matches its HTML.
 */
export function primeSiteData(client: QueryClient, context: SiteContext, pathname: string): void {
  primePublicDomain(client, context, pathname);
  if (context.site === 'owner' && context.owner && context.portfolio) {
    client.setQueryData(queryKeys.publicPortfolio(context.owner.username), {
      payload: context.portfolio,
    });
  }
}
