import {
  DEFAULT_LAYOUT,
  PRODUCT_NAME,
  SEARCH_DEBOUNCE_MS,
  formatCount,
  ownerSiteUrl,
  type Layout,
  type PublicDomain,
} from '@domainfolio/contracts';
import {
  Button,
  DomainResults,
  DomainToolbar,
  EmptyState,
  Footer,
  Skeleton,
  useDocumentTitle,
  usePublicDomainList,
  useSiteContext,
} from '@domainfolio/ui';
import { MagnifyingGlassIcon } from '@heroicons/react/24/outline';
import { useState } from 'react';
import { MarketplaceBanner } from '../components/marketplace-banner';
import { MarketplaceHeader } from '../components/marketplace-header';

/** The marketplace: every owner's public domains, searchable, sorted and paged (spec 2.15). */
export function MarketplacePage() {
  const { appUrl } = useSiteContext();
  useDocumentTitle(`Domain Marketplace | ${PRODUCT_NAME}`);
  const { searchText, setSearchText, query, sort, setPage, setSort, search } = usePublicDomainList({
    debounceMs: SEARCH_DEBOUNCE_MS.marketplace,
  });
  const [layout, setLayout] = useState<Layout>(DEFAULT_LAYOUT);
  const result = search.data;
  const registerUrl = `${appUrl}/register`;

  const changePage = (page: number) => {
    setPage(page);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  return (
    <div className="flex min-h-screen flex-col bg-gray-50">
      <MarketplaceHeader appUrl={appUrl} />
      <main className="mx-auto w-full max-w-7xl grow px-4 py-8 sm:px-6 lg:px-8">
        <MarketplaceBanner appUrl={appUrl} />

        <div className="mt-8">
          <h1 className="text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl">
            Domain Marketplace
          </h1>
          {result ? (
            <p className="mt-2 text-base text-gray-600">
              Choose from {formatCount(result.totalDocs, result.totalIsCapped)} Domain(s).
            </p>
          ) : (
            <Skeleton className="mt-3 h-5 w-48" />
          )}
        </div>

        <DomainToolbar
          className="mt-6"
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
            hrefFor={(domain) => `${ownerSiteUrl(appUrl, domain.username)}/${domain.name}`}
            target="_blank"
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
                  title="No domains are listed yet"
                  description="Be the first: list your domains and get a free landing page for each."
                  action={<Button href={registerUrl}>List your domains</Button>}
                />
              )
            }
          />
        </div>

        <p className="mt-12 text-center text-sm text-gray-600">
          Own domains?{' '}
          <a href={registerUrl} className="font-semibold text-indigo-600 hover:text-indigo-500">
            Get your free landing page <span aria-hidden="true">&rarr;</span>
          </a>
        </p>
      </main>
      <Footer mainSiteUrl={appUrl} />
    </div>
  );
}
