import { isNotFoundError, usePublicPortfolio } from '@domainfolio/api-client';
import {
  DEFAULT_LAYOUT,
  SEARCH_DEBOUNCE_MS,
  formatCount,
  type Layout,
  type PublicDomain,
} from '@domainfolio/contracts';
import {
  Button,
  DomainResults,
  DomainToolbar,
  EmptyState,
  NotFoundPage,
  Skeleton,
  useDocumentTitle,
  usePublicDomainList,
  useSiteContext,
} from '@domainfolio/ui';
import { ExclamationTriangleIcon, MagnifyingGlassIcon } from '@heroicons/react/24/outline';
import { useState } from 'react';
import { OwnerFooter } from '../../../components/owner-footer';
import { useGoogleAnalytics } from '../../../lib/use-google-analytics';
import { PortfolioHeader, PortfolioHeaderSkeleton } from '../components/portfolio-header';

/** An owner's public portfolio: their public domains, searchable, sorted and paged (spec 2.14). */
export function PortfolioPage({ username }: { username: string }) {
  const { appUrl } = useSiteContext();
  const portfolio = usePublicPortfolio(username);
  const { searchText, setSearchText, query, sort, setPage, setSort, search } = usePublicDomainList({
    username,
    debounceMs: SEARCH_DEBOUNCE_MS.portfolio,
  });
  const [layout, setLayout] = useState<Layout>(DEFAULT_LAYOUT);
  const page = portfolio.data?.page;
  const title = page?.title || username;
  const notFound = isNotFoundError(portfolio.error);
  // The not-found page names the tab itself.
  useDocumentTitle(notFound ? null : `${title} | Domain Portfolio`);
  useGoogleAnalytics(portfolio.data?.analytics.googleAnalyticsTrackingId);

  if (notFound) {
    return <NotFoundPage homeHref={appUrl} mainSiteUrl={appUrl} />;
  }

  const result = search.data;
  const changePage = (next: number) => {
    setPage(next);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

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
          <>
            {result ? (
              <p className="text-base text-gray-600">
                Choose from {formatCount(result.totalDocs, result.totalIsCapped)} Domain(s).
              </p>
            ) : (
              <Skeleton className="h-5 w-48" />
            )}

            <DomainToolbar
              className="mt-4"
              search={searchText}
              onSearchChange={setSearchText}
              sort={sort}
              onSortChange={setSort}
              layout={layout}
              onLayoutChange={setLayout}
            />

            <div className="mt-6">
              <DomainResults<PublicDomain>
                result={result}
                isStale={search.isPlaceholderData}
                error={search.error}
                onRetry={() => void search.refetch()}
                layout={layout}
                hrefFor={(domain) => `/${domain.name}`}
                onPageChange={changePage}
                empty={
                  query ? (
                    <EmptyState
                      icon={MagnifyingGlassIcon}
                      title={`No domains match "${query}"`}
                      description="Try a shorter or different search."
                      action={
                        <Button variant="secondary" onClick={() => setSearchText('')}>
                          Clear search
                        </Button>
                      }
                    />
                  ) : (
                    <EmptyState
                      title="No domains are listed here yet"
                      description="Check back soon for new names."
                    />
                  )
                }
              />
            </div>
          </>
        )}
      </main>
      <OwnerFooter />
    </div>
  );
}
