import { classNames } from '@domainfolio/ui';

export interface ChartTableColumn {
  header: string;
  /** Numbers line up on the right. */
  numeric?: boolean;
}

export interface ChartTableProps {
  id?: string;
  caption: string;
  columns: readonly ChartTableColumn[];
  /** Each row's cells, already formatted; the first is the row's header. */
  rows: readonly (readonly string[])[];
  /** A total row under the others, first cell its header. */
  footer?: readonly string[];
  className?: string;
}

const CELL = 'px-3 py-1.5 whitespace-nowrap';

/**
 * A chart's numbers as a real table, for screen readers and for copying: a caption, column
 * headers and a row header per point. It scrolls in its own box, which takes focus, so a
 * keyboard can scroll it too.
 */
export function ChartTable({ id, caption, columns, rows, footer, className }: ChartTableProps) {
  return (
    <div
      id={id}
      role="region"
      aria-label={caption}
      tabIndex={0}
      className={classNames(
        'max-h-72 overflow-auto rounded-md border border-gray-200 focus-visible:outline-2 focus-visible:outline-indigo-600',
        className,
      )}
    >
      <table className="min-w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 bg-gray-50">
          <tr>
            {columns.map((column) => (
              <th
                key={column.header}
                scope="col"
                className={classNames(
                  CELL,
                  'text-xs font-semibold text-gray-600',
                  column.numeric ? 'text-right' : 'text-left',
                )}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100 bg-white">
          {rows.map(([head, ...cells], index) => (
            <tr key={`${head}-${index}`}>
              <th scope="row" className={classNames(CELL, 'text-left font-normal text-gray-900')}>
                {head}
              </th>
              {cells.map((cell, cellIndex) => (
                <td
                  key={columns[cellIndex + 1]?.header ?? cellIndex}
                  className={classNames(
                    CELL,
                    'text-gray-700',
                    columns[cellIndex + 1]?.numeric && 'text-right tabular-nums',
                  )}
                >
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {footer && (
          <tfoot className="border-t border-gray-200 bg-gray-50 font-semibold">
            <tr>
              <th scope="row" className={classNames(CELL, 'text-left text-gray-900')}>
                {footer[0]}
              </th>
              {footer.slice(1).map((cell, cellIndex) => (
                <td
                  key={columns[cellIndex + 1]?.header ?? cellIndex}
                  className={classNames(
                    CELL,
                    'text-gray-900',
                    columns[cellIndex + 1]?.numeric && 'text-right tabular-nums',
                  )}
                >
                  {cell}
                </td>
              ))}
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}
