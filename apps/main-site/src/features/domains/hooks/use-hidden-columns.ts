import {
  DASHBOARD_COLUMNS,
  DEFAULT_HIDDEN_DASHBOARD_COLUMNS,
  type DashboardColumn,
} from '@domainfolio/contracts';
import { useCallback, useState } from 'react';

export const HIDDEN_COLUMNS_STORAGE_KEY = 'domainfolio:dashboard-hidden-columns';

const HIDEABLE = new Set<string>(
  DASHBOARD_COLUMNS.filter((column) => column.hideable).map((column) => column.key),
);

function readHidden(): DashboardColumn[] {
  try {
    const stored: unknown = JSON.parse(
      window.localStorage.getItem(HIDDEN_COLUMNS_STORAGE_KEY) ?? 'null',
    );
    if (Array.isArray(stored)) {
      return stored.filter((key): key is DashboardColumn => HIDEABLE.has(String(key)));
    }
  } catch {
    // Unreadable storage falls back to the defaults below.
  }
  return [...DEFAULT_HIDDEN_DASHBOARD_COLUMNS];
}

function storeHidden(hidden: DashboardColumn[]): void {
  try {
    window.localStorage.setItem(HIDDEN_COLUMNS_STORAGE_KEY, JSON.stringify(hidden));
  } catch {
    // Private windows may refuse storage; the choice then lasts for this visit only.
  }
}

/**
 * The dashboard columns "Toggle Fields" hides, remembered in local storage. Until the
 * owner chooses, the columns hidden by default (DASHBOARD_COLUMNS) are hidden. The name column never hides.
 */
export function useHiddenColumns() {
  const [hidden, setHidden] = useState<DashboardColumn[]>(readHidden);

  const toggle = useCallback((column: DashboardColumn) => {
    if (!HIDEABLE.has(column)) return;
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
