import {
  DEFAULT_LAYOUT,
  formatCount,
  type Layout,
  type PublicDomain,
} from '@domainfolio/contracts';
import { MagnifyingGlassIcon } from '@heroicons/react/24/outline';
import { useState, type ReactNode } from 'react';
import { Button } from '../buttons/button';
import { EmptyState } from '../feedback/empty-state';
import { Skeleton } from '../feedback/skeleton';
import { DomainResults } from './domain-results';
import { DomainToolbar } from './domain-toolbar';
import { usePublicDomainList, type PublicDomainListOptions } from './use-public-domain-list';

export interface PublicDomainListProps extends PublicDomainListOptions {
  /** Where a card leads: the domain's landing page. */
  hrefFor: (domain: PublicDomain) => string;
  target?: '_blank';
  /** Shown when nothing is listed at all (no search or filter in use). */
  emptyCatalogue: ReactNode;
  className?: string;
}

/** What to widen: 'a wider price or length range', 'another category', or both. */
function widerFilters(ranged: boolean, categorized: boolean): string {
  if (ranged && categorized) return 'another category or a wider price or length range';
  return categorized ? 'another category' : 'a wider price or length range';
}

/**
 * The public list of the marketplace and of an owner's portfolio: 'Choose from N Domain(s).',
 * search, category, sort, price and length filters, slim or full cards (slim first), pager
 * above and below, skeleton cards while loading, and an empty state that offers to clear
 * the search or the filters.
 */
export function PublicDomainList({
  hrefFor,
  target,
  emptyCatalogue,
  className,
  ...options
}: PublicDomainListProps) {
  const list = usePublicDomainList(options);
  const [layout, setLayout] = useState<Layout>(DEFAULT_LAYOUT);
  const { search, query, filtered, category } = list;
  const result = search.data;

  const changePage = (page: number) => {
    list.setPage(page);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  return (
    <div className={className}>
      <div aria-live="polite">
        {result ? (
          <p className="text-base text-gray-600">
            Choose from {formatCount(result.totalDocs, result.totalIsCapped)} Domain(s).
          </p>
        ) : (
          <Skeleton className="my-0.5 h-5 w-48" />
        )}
      </div>

      <DomainToolbar
        className="mt-4"
        search={list.searchText}
        onSearchChange={list.setSearchText}
        sort={list.sort}
        onSortChange={list.setSort}
        filters={list.filters}
        onFiltersChange={list.setFilters}
        onFiltersReset={list.resetFilters}
        filterBounds={list.filterBounds}
        category={list.category}
        onCategoryChange={list.setCategory}
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
          hrefFor={hrefFor}
          target={target}
          onPageChange={changePage}
          empty={
            query || filtered ? (
              <EmptyState
                icon={MagnifyingGlassIcon}
                title={
                  query
                    ? `No domains match "${query}"`
                    : category && !list.ranged
                      ? `No domains in ${category}`
                      : 'No domains match these filters'
                }
                description={
                  query && filtered
                    ? `Try a shorter search or ${widerFilters(list.ranged, category !== null)}.`
                    : query
                      ? 'Try a shorter or different search.'
                      : `Try ${widerFilters(list.ranged, category !== null)}.`
                }
                action={
                  <div className="flex flex-wrap justify-center gap-3">
                    {query && (
                      <Button variant="secondary" onClick={list.clearSearch}>
                        Clear search
                      </Button>
                    )}
                    {filtered && (
                      <Button variant="secondary" onClick={list.clearFilters}>
                        Reset filters
                      </Button>
                    )}
                  </div>
                }
              />
            ) : (
              emptyCatalogue
            )
          }
        />
      </div>
    </div>
  );
}
