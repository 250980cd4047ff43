import type { Layout, SortKey } from '@domainfolio/contracts';
import { LayoutToggle } from '../forms/layout-toggle';
import { FiltersPopover } from '../forms/range-filter-popover';
import type { DomainFilterBounds, DomainFilters } from '../forms/range-filter-query';
import { SearchInput } from '../forms/search-input';
import { SortSelect } from '../forms/sort-select';
import { classNames } from '../lib/class-names';

export interface DomainToolbarProps {
  search: string;
  onSearchChange: (search: string) => void;
  searchLabel?: string;
  sort: SortKey;
  onSortChange: (sort: SortKey) => void;
  /** The price and length ranges; without them the toolbar has no Filters button. */
  filters?: DomainFilters;
  onFiltersChange?: (filters: DomainFilters) => void;
  onFiltersReset?: () => void;
  filterBounds?: DomainFilterBounds;
  layout: Layout;
  onLayoutChange: (layout: Layout) => void;
  className?: string;
}

/** Search, sort, filters and card layout above a public list of domains; stacks on phones. */
export function DomainToolbar({
  search,
  onSearchChange,
  searchLabel = 'Search domains',
  sort,
  onSortChange,
  filters,
  onFiltersChange,
  onFiltersReset,
  filterBounds,
  layout,
  onLayoutChange,
  className,
}: DomainToolbarProps) {
  return (
    <div className={classNames('flex flex-col gap-3 sm:flex-row sm:items-center', className)}>
      <SearchInput
        value={search}
        onChange={onSearchChange}
        label={searchLabel}
        className="sm:flex-1"
      />
      <div className="flex items-center gap-3">
        <SortSelect value={sort} onChange={onSortChange} className="flex-1 sm:w-48 sm:flex-none" />
        {filters && onFiltersChange && (
          <FiltersPopover
            value={filters}
            onChange={onFiltersChange}
            onReset={onFiltersReset}
            bounds={filterBounds}
          />
        )}
        <LayoutToggle value={layout} onChange={onLayoutChange} />
      </div>
    </div>
  );
}
