import {
  DASHBOARD_COLUMNS,
  DashboardColumn,
  type DashboardColumnDefinition,
} from '@domainfolio/contracts';

/** The floor price column, which the contracts' dashboard columns do not list yet. */
export const FLOOR_COLUMN = 'floorPrice';
/** The registry data column (Domain.registryFlag), which the contracts do not list yet either. */
export const REGISTRY_COLUMN = 'registry';
/** The owner's tags (Domain.tags), not in the contracts' list either. */
export const TAGS_COLUMN = 'tags';

export type TableColumn =
  DashboardColumn | typeof FLOOR_COLUMN | typeof REGISTRY_COLUMN | typeof TAGS_COLUMN;

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

const REGISTRY: TableColumnDefinition = {
  key: REGISTRY_COLUMN,
  label: 'Registry',
  hideable: true,
  // A name at risk or gone from the registry is what an owner must not miss.
  defaultHidden: false,
};

const TAGS: TableColumnDefinition = {
  key: TAGS_COLUMN,
  label: 'Tags',
  hideable: true,
  // The owner's own groups of names, read beside the name.
  defaultHidden: false,
};

/** Columns of this app placed after a contracts' column, unless the contracts list them already. */
const PLACED_AFTER: readonly [DashboardColumn, TableColumnDefinition][] = [
  [DashboardColumn.NAME, TAGS],
  [DashboardColumn.SELLING_PRICE, FLOOR],
  [DashboardColumn.EXPIRATION, REGISTRY],
];

/**
 * The dashboard table's columns in display order: the contracts' list, the tags after the name,
 * the floor after the price and the registry data after the expiration.
 */
export const TABLE_COLUMNS: readonly TableColumnDefinition[] = DASHBOARD_COLUMNS.flatMap(
  (column): TableColumnDefinition[] => [
    column,
    ...PLACED_AFTER.filter(
      ([after, added]) =>
        after === column.key &&
        !DASHBOARD_COLUMNS.some((listed) => listed.key === (added.key as string)),
    ).map(([, added]) => added),
  ],
);

export const DEFAULT_HIDDEN_TABLE_COLUMNS: readonly TableColumn[] = TABLE_COLUMNS.filter(
  (column) => column.defaultHidden,
).map((column) => column.key);

/** The label of a column ('Selling Price'). */
export function columnLabel(key: TableColumn): string {
  return TABLE_COLUMNS.find((column) => column.key === key)?.label ?? key;
}
