import {
  DASHBOARD_COLUMNS,
  DashboardColumn,
  type DashboardColumnDefinition,
} from '@domainfolio/contracts';

/** The floor price column, which the contracts' dashboard columns do not list yet. */
export const FLOOR_COLUMN = 'floorPrice';

export type TableColumn = DashboardColumn | typeof FLOOR_COLUMN;

export interface TableColumnDefinition extends Omit<DashboardColumnDefinition, 'key'> {
  key: TableColumn;
}

const FLOOR: TableColumnDefinition = {
  key: FLOOR_COLUMN,
  label: 'Floor',
  hideable: true,
  // A private figure most owners set on a few names: there when asked for.
  defaultHidden: true,
};

/** The dashboard table's columns in display order: the contracts' list, the floor after the price. */
export const TABLE_COLUMNS: readonly TableColumnDefinition[] = DASHBOARD_COLUMNS.some(
  (column) => column.key === (FLOOR_COLUMN as string),
)
  ? DASHBOARD_COLUMNS
  : DASHBOARD_COLUMNS.flatMap((column) =>
      column.key === DashboardColumn.SELLING_PRICE ? [column, FLOOR] : [column],
    );

export const DEFAULT_HIDDEN_TABLE_COLUMNS: readonly TableColumn[] = TABLE_COLUMNS.filter(
  (column) => column.defaultHidden,
).map((column) => column.key);

/** The label of a column ('Selling Price'). */
export function columnLabel(key: TableColumn): string {
  return TABLE_COLUMNS.find((column) => column.key === key)?.label ?? key;
}
