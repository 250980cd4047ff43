import { classNames } from '@domainfolio/ui';
import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import type { ChartSeries, ChartSpec } from './chart-spec';
import { ChartTable, type ChartTableProps } from './chart-table';

// The chart library (uPlot) and its stylesheet come in a chunk of their own, loaded with the
// first chart shown: no other page of the dashboard carries them.
const ChartCanvas = lazy(() => import('./chart-canvas'));

export interface ChartCardProps {
  title: string;
  /** What the chart shows in one sentence, for screen readers: the image's name. */
  summary: string;
  spec: ChartSpec;
  /** The chart's numbers as a table, shown with 'Show table'. */
  table: Omit<ChartTableProps, 'id'>;
  /** A line about the point under the pointer ('Nov 27: 12 views, 1 lead'). */
  describePoint?: (index: number) => string;
  /** Beside the title: the period chips. */
  actions?: ReactNode;
  /** Said under the title when the chart has nothing to show ('No sales in the last 12 months'). */
  empty?: string | null;
  height?: number;
  /** Where the whole card is the page's section, its heading level. */
  headingLevel?: 3 | 4;
  className?: string;
}

function LegendKey({ series }: { series: ChartSeries }) {
  return (
    <li className="flex items-center gap-1.5">
      <span
        aria-hidden="true"
        className={classNames(
          'inline-block',
          series.kind === 'markers'
            ? 'size-2.5 rounded-full border-2 bg-white'
            : series.kind === 'bars'
              ? 'size-2.5 rounded-xs'
              : series.dashed
                ? 'w-3.5 border-t-2 border-dashed'
                : 'h-0.5 w-3.5',
        )}
        style={
          series.kind === 'markers' || series.dashed
            ? { borderColor: series.color }
            : { background: series.color }
        }
      />
      {series.label}
    </li>
  );
}

/**
 * A chart with its heading, its legend, a name for screen readers (the chart is an image whose
 * name sums it up) and a 'Show table' toggle that shows the same numbers as a table.
 */
export function ChartCard({
  title,
  summary,
  spec,
  table,
  describePoint,
  actions,
  empty,
  height = 200,
  headingLevel = 3,
  className,
}: ChartCardProps) {
  const id = useId();
  const [showTable, setShowTable] = useState(false);
  const [hovered, setHovered] = useState<number | null>(null);
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const point = hovered !== null && describePoint ? describePoint(hovered) : null;

  return (
    <section
      aria-labelledby={`${id}-title`}
      className={classNames(
        'min-w-0 rounded-lg bg-white p-4 shadow-xs ring-1 ring-gray-200 sm:p-5',
        className,
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <Heading id={`${id}-title`} className="text-sm font-semibold text-gray-900">
          {title}
        </Heading>
        {actions}
      </div>
      {empty && <p className="mt-1 text-sm text-gray-500">{empty}</p>}
      <div className="mt-2 flex flex-wrap items-center justify-between gap-x-4 gap-y-1 text-xs text-gray-600">
        <ul className="flex flex-wrap items-center gap-x-4 gap-y-1">
          {spec.series.map((series) => (
            <LegendKey key={series.label} series={series} />
          ))}
        </ul>
        {/* The table says the same for screen readers; this follows the pointer only. */}
        <p aria-hidden="true" className="min-h-4 text-gray-700 tabular-nums">
          {point}
        </p>
      </div>
      <div role="img" aria-label={summary} className="mt-2 min-w-0" style={{ minHeight: height }}>
        <Suspense
          fallback={
            <div className="w-full animate-pulse rounded-md bg-gray-100" style={{ height }} />
          }
        >
          <ChartCanvas spec={spec} height={height} onHover={setHovered} />
        </Suspense>
      </div>
      <div className="mt-3">
        <button
          type="button"
          aria-expanded={showTable}
          // Names the table only while it is there to name.
          aria-controls={showTable ? `${id}-table` : undefined}
          onClick={() => setShowTable((shown) => !shown)}
          className="rounded-sm text-sm font-semibold text-indigo-600 hover:text-indigo-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
        >
          {showTable ? 'Hide table' : 'Show table'}
        </button>
        {showTable && <ChartTable id={`${id}-table`} className="mt-2" {...table} />}
      </div>
    </section>
  );
}
