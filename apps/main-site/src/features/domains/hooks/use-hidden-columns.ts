import { useCallback, useState } from 'react';
import {
  DEFAULT_HIDDEN_TABLE_COLUMNS,
  FLOOR_COLUMN,
  TABLE_COLUMNS,
  type TableColumn,
} from './table-columns';

export const HIDDEN_COLUMNS_STORAGE_KEY = 'domainfolio:dashboard-hidden-columns';
/** The hideable columns there were when the owner last chose, so newer ones get their default. */
export const SEEN_COLUMNS_STORAGE_KEY = 'domainfolio:dashboard-seen-columns';

const HIDEABLE = TABLE_COLUMNS.filter((column) => column.hideable).map((column) => column.key);
const HIDEABLE_SET = new Set<string>(HIDEABLE);

/** What an owner who chose before the seen list was kept had seen: every column but the floor. */
const SEEN_BEFORE_FLOOR = HIDEABLE.filter((key) => key !== FLOOR_COLUMN);

function readColumns(key: string): TableColumn[] | null {
  const stored: unknown = JSON.parse(window.localStorage.getItem(key) ?? 'null');
  if (!Array.isArray(stored)) return null;
  return stored.filter((column): column is TableColumn => HIDEABLE_SET.has(String(column)));
}

function readHidden(): TableColumn[] {
  try {
    const hidden = readColumns(HIDDEN_COLUMNS_STORAGE_KEY);
    if (hidden) {
      // A column added since the owner chose starts as it does for everyone.
      const seen = new Set<string>(readColumns(SEEN_COLUMNS_STORAGE_KEY) ?? SEEN_BEFORE_FLOOR);
      const added = DEFAULT_HIDDEN_TABLE_COLUMNS.filter(
        (column) => !seen.has(column) && !hidden.includes(column),
      );
      return [...hidden, ...added];
    }
  } catch {
    // Unreadable storage falls back to the defaults below.
  }
  return [...DEFAULT_HIDDEN_TABLE_COLUMNS];
}

function storeHidden(hidden: TableColumn[]): void {
  try {
    window.localStorage.setItem(HIDDEN_COLUMNS_STORAGE_KEY, JSON.stringify(hidden));
    window.localStorage.setItem(SEEN_COLUMNS_STORAGE_KEY, JSON.stringify(HIDEABLE));
  } catch {
    // Private windows may refuse storage; the choice then lasts for this visit only.
  }
}

/**
 * The dashboard columns "Toggle Fields" hides, remembered in local storage. Until the
 * owner chooses, the columns hidden by default (TABLE_COLUMNS) are hidden; a column added
 * after they chose is hidden or shown as its default says. The name column never hides.
 */
export function useHiddenColumns() {
  const [hidden, setHidden] = useState<TableColumn[]>(readHidden);

  const toggle = useCallback((column: TableColumn) => {
    if (!HIDEABLE_SET.has(column)) return;
    setHidden((previous) => {
      const next = previous.includes(column)
        ? previous.filter((key) => key !== column)
        : [...previous, column];
      storeHidden(next);
      return next;
    });
  }, []);

  return { hidden, toggle };
}
