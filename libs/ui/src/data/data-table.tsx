import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type RowData,
  type RowSelectionState,
  type VisibilityState,
} from '@tanstack/react-table';
import type { MouseEvent, ReactNode } from 'react';
import { SkeletonRows } from '../feedback/skeleton-rows';
import { Checkbox } from '../forms/checkbox';
import { classNames } from '../lib/class-names';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
  type CellAlign,
} from './table';

declare module '@tanstack/react-table' {
  // Type parameters must match the library's declaration.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    align?: CellAlign;
    /** Classes for this column's cells ('align-top'). */
    cellClassName?: string;
    /** Classes for this column's header cell ('w-10'). */
    headerClassName?: string;
  }
}

export interface DataTableProps<T> {
  /** Undefined while loading: skeleton rows stand in. */
  data: readonly T[] | undefined;
  columns: ColumnDef<T, never>[];
  getRowId: (row: T) => string;
  /** The table's name for screen readers. */
  label: string;
  /** Skeleton rows while `data` is undefined (or `loading`). */
  skeletonRows: number;
  loading?: boolean;
  /** Selected row ids, for a table with a selection column (see `selectionColumn`). */
  selection?: RowSelectionState;
  onSelectionChange?: (selection: RowSelectionState) => void;
  /** Columns hidden by id. */
  hiddenColumns?: VisibilityState;
  /** For the scroller: a height (`max-h-[70vh]`) keeps the header in view. */
  className?: string;
  /** Classes for every body cell ('py-1.5' for compact rows). */
  cellClassName?: string;
  /** Shown instead of the rows when `data` is empty. */
  empty?: ReactNode;
  /**
   * A click anywhere on a row that is not on a control of its own (a link, a button, a
   * checkbox). For the mouse only: the row must also hold a link to the same place, which is
   * what keyboards and screen readers use.
   */
  onRowClick?: (row: T) => void;
}

/** Whether a click landed on something that handles it itself. */
function onControl(event: MouseEvent): boolean {
  const target = event.target as Element | null;
  return Boolean(target?.closest('a, button, input, select, textarea, label, [role="switch"]'));
}

/**
 * The dashboard's tables: columns from TanStack Table definitions, right-aligned tabular money,
 * a sticky header, skeleton rows while loading, and optional row selection. Only the table
 * scrolls sideways on a narrow screen.
 */
export function DataTable<T>({
  data,
  columns,
  getRowId,
  label,
  skeletonRows,
  loading = false,
  selection,
  onSelectionChange,
  hiddenColumns,
  className,
  cellClassName,
  empty,
  onRowClick,
}: DataTableProps<T>) {
  const table = useReactTable<T>({
    data: (data ?? []) as T[],
    columns,
    getRowId,
    getCoreRowModel: getCoreRowModel(),
    state: { rowSelection: selection ?? {}, columnVisibility: hiddenColumns ?? {} },
    enableRowSelection: selection !== undefined,
    onRowSelectionChange: (updater) => {
      if (!onSelectionChange) return;
      const current = selection ?? {};
      onSelectionChange(typeof updater === 'function' ? updater(current) : updater);
    },
  });
  const visibleColumns = table.getVisibleLeafColumns().length;
  const waiting = loading || data === undefined;

  return (
    <Table className={className} aria-label={label} aria-busy={waiting || undefined}>
      <TableHead>
        {table.getHeaderGroups().map((group) => (
          <tr key={group.id}>
            {group.headers.map((header) => (
              <TableHeaderCell
                key={header.id}
                align={header.column.columnDef.meta?.align}
                className={header.column.columnDef.meta?.headerClassName}
              >
                {flexRender(header.column.columnDef.header, header.getContext())}
              </TableHeaderCell>
            ))}
          </tr>
        ))}
      </TableHead>
      <TableBody>
        {waiting ? (
          <SkeletonRows count={skeletonRows} columns={visibleColumns} />
        ) : data.length === 0 && empty ? (
          <tr>
            <td colSpan={visibleColumns}>{empty}</td>
          </tr>
        ) : (
          table.getRowModel().rows.map((row) => (
            <TableRow
              key={row.id}
              className={classNames(
                row.getIsSelected() && 'bg-indigo-50/60',
                onRowClick && 'cursor-pointer',
              )}
              onClick={
                onRowClick
                  ? (event) => {
                      if (!onControl(event)) onRowClick(row.original);
                    }
                  : undefined
              }
            >
              {row.getVisibleCells().map((cell) => (
                <TableCell
                  key={cell.id}
                  align={cell.column.columnDef.meta?.align}
                  className={classNames(cellClassName, cell.column.columnDef.meta?.cellClassName)}
                >
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </TableCell>
              ))}
            </TableRow>
          ))
        )}
      </TableBody>
    </Table>
  );
}

/**
 * The checkbox column of a selectable table: one box per row, and one in the header that
 * selects every row of the page (shown as "some selected" when only part of them are).
 */
export function selectionColumn<T>({
  allLabel,
  rowLabel,
}: {
  allLabel: string;
  rowLabel: (row: T) => string;
}): ColumnDef<T, never> {
  return {
    id: 'select',
    enableHiding: false,
    header: ({ table }) => {
      const rows = table.getRowModel().rows.length;
      return (
        <Checkbox
          ariaLabel={allLabel}
          checked={rows > 0 && table.getIsAllRowsSelected()}
          indeterminate={table.getIsSomeRowsSelected()}
          disabled={rows === 0}
          onChange={(checked) => table.toggleAllRowsSelected(checked)}
        />
      );
    },
    cell: ({ row }) => (
      <Checkbox
        ariaLabel={rowLabel(row.original)}
        checked={row.getIsSelected()}
        onChange={(checked) => row.toggleSelected(checked)}
      />
    ),
  };
}
