import type { HTMLAttributes, TdHTMLAttributes, ThHTMLAttributes } from 'react';
import { classNames } from '../lib/class-names';

export type CellAlign = 'left' | 'right' | 'center';

const ALIGN: Record<CellAlign, string> = {
  left: 'text-left',
  // Money and counts line up by their digits.
  right: 'text-right tabular-nums',
  center: 'text-center',
};

/**
 * A white bordered card holding a scrolling table. Give it a height (`className="max-h-[70vh]"`)
 * and the header stays in view while the rows scroll.
 */
export function Table({ className, children, ...props }: HTMLAttributes<HTMLTableElement>) {
  return (
    <div
      className={classNames(
        // `relative` makes the scroller the containing block of absolutely positioned cell
        // content (screen-reader-only labels), so it cannot widen the page on a phone.
        'relative overflow-auto rounded-lg border border-gray-200 bg-white shadow-sm',
        className,
      )}
    >
      <table {...props} className="min-w-full border-separate border-spacing-0 text-sm">
        {children}
      </table>
    </div>
  );
}

export function TableHead({ className, ...props }: HTMLAttributes<HTMLTableSectionElement>) {
  return <thead {...props} className={classNames('sticky top-0 z-10 bg-gray-50', className)} />;
}

export function TableBody({ className, ...props }: HTMLAttributes<HTMLTableSectionElement>) {
  return <tbody {...props} className={classNames('bg-white', className)} />;
}

export function TableRow({ className, ...props }: HTMLAttributes<HTMLTableRowElement>) {
  return <tr {...props} className={classNames('group hover:bg-gray-50', className)} />;
}

export function TableHeaderCell({
  align = 'left',
  className,
  ...props
}: ThHTMLAttributes<HTMLTableCellElement> & { align?: CellAlign }) {
  return (
    <th
      scope="col"
      {...props}
      className={classNames(
        'border-b border-gray-200 px-3 py-2 text-xs font-semibold tracking-wide whitespace-nowrap text-gray-600 uppercase',
        ALIGN[align],
        className,
      )}
    />
  );
}

export function TableCell({
  align = 'left',
  className,
  ...props
}: TdHTMLAttributes<HTMLTableCellElement> & { align?: CellAlign }) {
  return (
    <td
      {...props}
      className={classNames(
        'border-b border-gray-100 px-3 py-2 whitespace-nowrap text-gray-700 group-last:border-b-0',
        ALIGN[align],
        className,
      )}
    />
  );
}
