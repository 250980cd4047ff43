import { INTERVAL_LABELS, type CalendarInterval, type PagedResult } from '@domainfolio/contracts';
import { Alert, EmptyState, ResultPager } from '@domainfolio/ui';
import type { ComponentType, ReactNode, SVGProps } from 'react';
import { IntervalTabs } from './interval-tabs';
import { StatTiles, type StatTile } from './stat-tiles';

export interface PeriodReportProps<T> {
  /** The heading's id, for the section's name. */
  id: string;
  /** The heading, given the period's name ('Month'). */
  heading: (period: string) => string;
  interval: CalendarInterval;
  onIntervalChange: (interval: CalendarInterval) => void;
  onPageChange: (page: number) => void;
  tiles: StatTile[];
  /** Buttons for the period (record, export), beside the interval tabs. */
  actions?: ReactNode;
  /** The list's name for screen readers ('Expiring domains'). */
  listLabel: string;
  /** The page of rows; undefined while it loads. */
  result: PagedResult<T> | undefined;
  error: Error | null;
  errorTitle: string;
  emptyIcon: ComponentType<SVGProps<SVGSVGElement>>;
  /** What the empty state says, given the period's name in lower case ('month'). */
  emptyTitle: (period: string) => string;
  /** The table of `result.docs` (it shows skeleton rows while they load). */
  table: (rows: readonly T[] | undefined) => ReactNode;
}

/**
 * A dashboard report over a calendar period: heading and interval tabs, the period's tiles, and
 * the period's rows in a paged table (an empty state when there are none). Choosing another
 * period goes back to page 1.
 */
export function PeriodReport<T>({
  id,
  heading,
  interval,
  onIntervalChange,
  onPageChange,
  tiles,
  actions,
  listLabel,
  result,
  error,
  errorTitle,
  emptyIcon,
  emptyTitle,
  table,
}: PeriodReportProps<T>) {
  const period = INTERVAL_LABELS[interval];
  return (
    <div className="space-y-8">
      <section aria-labelledby={id} className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id={id} className="text-lg font-semibold text-gray-900">
            {heading(period)}
          </h2>
          {actions ? (
            <div className="flex flex-wrap items-center gap-3">
              {actions}
              <IntervalTabs value={interval} onChange={onIntervalChange} />
            </div>
          ) : (
            <IntervalTabs value={interval} onChange={onIntervalChange} />
          )}
        </div>
        <StatTiles tiles={tiles} />
      </section>

      <section aria-label={listLabel} className="min-w-0 space-y-4">
        {error && !result ? (
          <Alert tone="error" title={errorTitle}>
            {error.message}
          </Alert>
        ) : result && result.totalDocs === 0 ? (
          <EmptyState icon={emptyIcon} title={emptyTitle(period.toLowerCase())} />
        ) : (
          <>
            {table(result?.docs)}
            <ResultPager result={result} onPageChange={onPageChange} />
          </>
        )}
      </section>
    </div>
  );
}
