import { DASHBOARD_SKELETON_ROWS, type Domain } from '@domainfolio/contracts';
import { DataTable } from '@domainfolio/ui';
import type { RowSelectionState, VisibilityState } from '@tanstack/react-table';
import { useMemo, type ReactNode } from 'react';
import type { TableColumn } from '../hooks/table-columns';
import { domainColumns } from './domain-columns';
import { DomainTableContext, type DomainTableActions } from './domain-table-context';

export interface DomainTableProps {
  domains: Domain[] | undefined;
  loading: boolean;
  hidden: readonly TableColumn[];
  selection: RowSelectionState;
  onSelectionChange: (selection: RowSelectionState) => void;
  actions: DomainTableActions;
  /** The selection's actions, shown above the table while rows are selected. */
  selectionBar?: ReactNode;
}

/**
 * The owner's domains with their fields edited in place. Only the table scrolls sideways on a
 * narrow screen, and its header stays in view while the rows scroll. While rows are selected,
 * the actions for them (`selectionBar`) stand above it.
 */
export function DomainTable({
  domains,
  loading,
  hidden,
  selection,
  onSelectionChange,
  actions,
  selectionBar,
}: DomainTableProps) {
  const hiddenColumns = useMemo<VisibilityState>(
    () => Object.fromEntries(hidden.map((key) => [key, false])),
    [hidden],
  );
  const selectedIds = Object.keys(selection).filter((id) => selection[id]);
  return (
    <DomainTableContext.Provider value={actions}>
      {selectedIds.length > 0 && selectionBar}
      <DataTable
        data={domains}
        columns={domainColumns}
        getRowId={(domain) => domain._id}
        label="Domain names"
        loading={loading}
        skeletonRows={DASHBOARD_SKELETON_ROWS}
        selection={selection}
        onSelectionChange={onSelectionChange}
        hiddenColumns={hiddenColumns}
        className="max-h-[70vh]"
        cellClassName="py-1.5"
      />
    </DomainTableContext.Provider>
  );
}
