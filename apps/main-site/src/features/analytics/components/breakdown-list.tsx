import { formatCount, type AnalyticsBreakdownRow } from '@domainfolio/contracts';
import { useId, type ReactNode } from 'react';

export interface BreakdownListProps {
  title: string;
  rows: readonly AnalyticsBreakdownRow[];
  /** A row's value as people read it ('' → 'Direct / none'). */
  labelOf: (value: string) => string;
  /** A row's label as a link or with an icon; the plain label by default. */
  renderLabel?: (row: AnalyticsBreakdownRow) => ReactNode;
  /** The labels' column header ('Referring site'). */
  column: string;
  /** What the numbers count, for the column header. */
  unit?: string;
  empty?: string;
}

/**
 * A breakdown of the views (referring sites, countries, devices) as a table: each row's label
 * over a bar as long as its share of the biggest row, and its number.
 */
export function BreakdownList({
  title,
  rows,
  labelOf,
  renderLabel,
  column,
  unit = 'Views',
  empty = 'No views in this period.',
}: BreakdownListProps) {
  const id = useId();
  const top = Math.max(1, ...rows.map((row) => row.views));
  return (
    <section aria-labelledby={id} className="min-w-0">
      <h4 id={id} className="text-sm font-semibold text-gray-900">
        {title}
      </h4>
      {rows.length === 0 ? (
        <p className="mt-2 text-sm text-gray-500">{empty}</p>
      ) : (
        <table aria-labelledby={id} className="mt-2 w-full text-sm">
          <thead>
            <tr className="text-xs text-gray-500">
              <th scope="col" className="pb-1 text-left font-medium">
                {column}
              </th>
              <th scope="col" className="pb-1 pl-2 text-right font-medium">
                {unit}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const label = labelOf(row.value);
              return (
                <tr key={row.value}>
                  {/* w-full and max-w-0 let a long label shorten with an ellipsis. */}
                  <th scope="row" className="w-full max-w-0 py-0.5 text-left font-normal">
                    <div className="relative overflow-hidden rounded-sm px-2 py-1">
                      <span
                        aria-hidden="true"
                        className="absolute inset-y-0 left-0 rounded-sm bg-indigo-50"
                        style={{ width: `${(row.views / top) * 100}%` }}
                      />
                      <span className="relative block truncate text-gray-900" title={label}>
                        {renderLabel ? renderLabel(row) : label}
                      </span>
                    </div>
                  </th>
                  <td className="py-0.5 pl-2 text-right whitespace-nowrap text-gray-700 tabular-nums">
                    {formatCount(row.views)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}
