import { DASHBOARD_SKELETON_ROWS, type DashboardColumn, type Domain } from '@domainfolio/contracts';
import {
  SkeletonRows,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '@domainfolio/ui';
import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type RowSelectionState,
  type VisibilityState,
} from '@tanstack/react-table';
import { useMemo } from 'react';
import { domainColumns } from './domain-columns';
import { DomainTableContext, type DomainTableActions } from './domain-table-context';

export interface DomainTableProps {
  domains: Domain[] | undefined;
  loading: boolean;
  hidden: readonly DashboardColumn[];
  selection: RowSelectionState;
  onSelectionChange: (selection: RowSelectionState) => void;
  actions: DomainTableActions;
}

/**
 * The owner's domains with their fields edited in place (spec 2.6). Only the table scrolls
 * sideways on a narrow screen, and its header stays in view while the rows scroll.
 */
export function DomainTable({
  domains,
  loading,
  hidden,
  selection,
  onSelectionChange,
  actions,
}: DomainTableProps) {
  const columnVisibility = useMemo<VisibilityState>(
    () => Object.fromEntries(hidden.map((key) => [key, false])),
    [hidden],
  );
  const table = useReactTable({
    data: domains ?? [],
    columns: domainColumns,
    getRowId: (domain) => domain._id,
    getCoreRowModel: getCoreRowModel(),
    state: { rowSelection: selection, columnVisibility },
    onRowSelectionChange: (updater) =>
      onSelectionChange(typeof updater === 'function' ? updater(selection) : updater),
  });
  const visibleColumns = table.getVisibleLeafColumns().length;

  return (
    <DomainTableContext.Provider value={actions}>
      <Table className="max-h-[70vh]" aria-label="Domain names" aria-busy={loading || undefined}>
        <TableHead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <TableHeaderCell key={header.id} align={header.column.columnDef.meta?.align}>
                  {flexRender(header.column.columnDef.header, header.getContext())}
                </TableHeaderCell>
              ))}
            </tr>
          ))}
        </TableHead>
        <TableBody>
          {loading ? (
            <SkeletonRows count={DASHBOARD_SKELETON_ROWS} columns={visibleColumns} />
          ) : (
            table.getRowModel().rows.map((row) => (
              <TableRow
                key={row.id}
                className={row.getIsSelected() ? 'bg-indigo-50/60' : undefined}
              >
                {row.getVisibleCells().map((cell) => (
                  <TableCell
                    key={cell.id}
                    align={cell.column.columnDef.meta?.align}
                    className="py-1.5"
                  >
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </TableCell>
                ))}
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </DomainTableContext.Provider>
  );
}
