import { PAGE_SIZE, formatCount, type PagedResult } from '@domainfolio/contracts';
import { Button } from '../buttons/button';
import { classNames } from '../lib/class-names';

export interface PagerProps {
  /** 1-based. */
  page: number;
  limit: number;
  totalDocs: number;
  onPageChange: (page: number) => void;
  /** The total is a capped count ('10,000+'). */
  totalIsCapped?: boolean;
  /**
   * The navigation landmark's name. A page with two pagers (above and below a list) names each
   * differently, so a screen reader's landmark list tells them apart.
   */
  label?: string;
  className?: string;
}

/** 'Showing 1 to 48 of 150 results' with Previous and Next. */
export function Pager({
  page,
  limit,
  totalDocs,
  onPageChange,
  totalIsCapped = false,
  label = 'Pagination',
  className,
}: PagerProps) {
  const from = totalDocs === 0 ? 0 : Math.min((page - 1) * limit + 1, totalDocs);
  const to = Math.min(page * limit, totalDocs);
  const hasPrevious = page > 1;
  const hasNext = page * limit < totalDocs;

  return (
    <nav
      aria-label={label}
      className={classNames(
        'flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between',
        className,
      )}
    >
      <p className="text-sm text-gray-700">
        Showing <span className="font-medium">{formatCount(from)}</span> to{' '}
        <span className="font-medium">{formatCount(to)}</span> of{' '}
        <span className="font-medium">{formatCount(totalDocs, totalIsCapped)}</span> results
      </p>
      <div className="flex justify-between gap-x-3 sm:justify-end">
        <Button variant="secondary" disabled={!hasPrevious} onClick={() => onPageChange(page - 1)}>
          Previous
        </Button>
        <Button variant="secondary" disabled={!hasNext} onClick={() => onPageChange(page + 1)}>
          Next
        </Button>
      </div>
    </nav>
  );
}

/** The pager of a page of results from the API, or nothing while there is none. */
export function ResultPager({
  result,
  onPageChange,
  className,
}: {
  result: PagedResult<unknown> | undefined;
  onPageChange: (page: number) => void;
  className?: string;
}) {
  if (!result) return null;
  return (
    <Pager
      page={result.page}
      limit={result.limit || PAGE_SIZE}
      totalDocs={result.totalDocs}
      totalIsCapped={result.totalIsCapped}
      onPageChange={onPageChange}
      className={className}
    />
  );
}
