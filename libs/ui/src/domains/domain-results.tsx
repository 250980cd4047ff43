import type { Layout, PagedResult } from '@domainfolio/contracts';
import { ExclamationTriangleIcon } from '@heroicons/react/24/outline';
import type { ReactNode } from 'react';
import { Button } from '../buttons/button';
import { Pager } from '../data/pager';
import { EmptyState } from '../feedback/empty-state';
import { classNames } from '../lib/class-names';
import { DomainCard, type DomainCardDomain } from './domain-card';
import { DomainGrid } from './domain-grid';
import { SkeletonCards } from './skeleton-cards';

export type ResultDomain = DomainCardDomain & { _id: string };

export interface DomainResultsProps<T extends ResultDomain> {
  /** Undefined until the first page arrives. */
  result: PagedResult<T> | undefined;
  /** The result on screen is the previous one while the next loads. */
  isStale?: boolean;
  error: Error | null;
  onRetry: () => void;
  layout: Layout;
  hrefFor: (domain: T) => string;
  target?: '_blank';
  onPageChange: (page: number) => void;
  /** Shown when nothing matches: say what to do next. */
  empty: ReactNode;
  skeletonCount?: number;
}

/**
 * A paged grid of domain cards with its states: skeleton cards while the first page loads, an
 * error with a retry, an empty state, and the pager above and below the cards.
 */
export function DomainResults<T extends ResultDomain>({
  result,
  isStale = false,
  error,
  onRetry,
  layout,
  hrefFor,
  target,
  onPageChange,
  empty,
  skeletonCount = 12,
}: DomainResultsProps<T>) {
  if (!result) {
    if (error) {
      return (
        <EmptyState
          icon={ExclamationTriangleIcon}
          title="The domains could not be loaded"
          description={error.message}
          action={<Button onClick={onRetry}>Try again</Button>}
        />
      );
    }
    return <SkeletonCards count={skeletonCount} layout={layout} />;
  }

  if (result.docs.length === 0) {
    if (result.totalDocs > 0 && result.page > 1) {
      return (
        <EmptyState
          title="There is nothing on this page"
          description="The list is shorter than this page number."
          action={<Button onClick={() => onPageChange(1)}>Go to the first page</Button>}
        />
      );
    }
    return <>{empty}</>;
  }

  const pager = (position: 'top' | 'bottom') => (
    <Pager
      label={`Pagination (${position})`}
      page={result.page}
      limit={result.limit}
      totalDocs={result.totalDocs}
      totalIsCapped={result.totalIsCapped}
      onPageChange={onPageChange}
    />
  );
  return (
    <div className="flex flex-col gap-6">
      {pager('top')}
      <div
        aria-busy={isStale}
        className={classNames('transition-opacity', isStale && 'opacity-60')}
      >
        <DomainGrid layout={layout}>
          {result.docs.map((domain) => (
            <DomainCard
              key={domain._id}
              domain={domain}
              layout={layout}
              href={hrefFor(domain)}
              target={target}
            />
          ))}
        </DomainGrid>
      </div>
      {pager('bottom')}
    </div>
  );
}
