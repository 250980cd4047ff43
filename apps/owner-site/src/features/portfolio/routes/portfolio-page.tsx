import { isNotFoundError, SiteQueryProvider, usePublicPortfolio } from '@domainfolio/api-client';
import { SEARCH_DEBOUNCE_MS } from '@domainfolio/contracts';
import {
  Button,
  EmptyState,
  NotFoundPage,
  PublicDomainList,
  useDocumentTitle,
  useSiteContext,
} from '@domainfolio/ui';
import { ExclamationTriangleIcon } from '@heroicons/react/24/outline';
import { OwnerFooter } from '../../../components/owner-footer';
import { useGoogleAnalytics } from '../../../lib/use-google-analytics';
import { PortfolioHeader, PortfolioHeaderSkeleton } from '../components/portfolio-header';

/**
 * An owner's public portfolio: their public domains, searchable, sorted, filtered by price and
 * length, and paged. Its queries have a client of their own: the owner site's landing pages
 * use none, so only this page loads the query library.
 */
export function PortfolioPage({ username }: { username: string }) {
  const context = useSiteContext();
  return (
    <SiteQueryProvider context={context}>
      <Portfolio username={username} appUrl={context.appUrl} />
    </SiteQueryProvider>
  );
}

function Portfolio({ username, appUrl }: { username: string; appUrl: string }) {
  const portfolio = usePublicPortfolio(username);
  const page = portfolio.data?.page;
  const title = page?.title || username;
  const notFound = isNotFoundError(portfolio.error);
  // The not-found page names the tab itself.
  useDocumentTitle(notFound ? null : `${title} | Domain Portfolio`);
  useGoogleAnalytics(portfolio.data?.analytics.googleAnalyticsTrackingId);

  if (notFound) {
    return <NotFoundPage homeHref={appUrl} mainSiteUrl={appUrl} />;
  }

  return (
    <div className="flex min-h-screen flex-col bg-gray-50">
      {page ? (
        <PortfolioHeader title={title} description={page.description} logo={page.logo} />
      ) : portfolio.error ? null : (
        <PortfolioHeaderSkeleton />
      )}

      <main className="mx-auto w-full max-w-7xl grow px-4 py-8 sm:px-6 lg:px-8">
        {portfolio.error ? (
          <EmptyState
            icon={ExclamationTriangleIcon}
            title="This portfolio could not be loaded"
            description={portfolio.error.message}
            action={<Button onClick={() => void portfolio.refetch()}>Try again</Button>}
          />
        ) : (
          <PublicDomainList
            username={username}
            debounceMs={SEARCH_DEBOUNCE_MS.portfolio}
            hrefFor={(domain) => `/${domain.name}`}
            emptyCatalogue={
              <EmptyState
                title="No domains are listed here yet"
                description="Check back soon for new names."
              />
            }
          />
        )}
      </main>
      <OwnerFooter />
    </div>
  );
}
