import type { Category, Layout, SortKey } from '@domainfolio/contracts';
import { CategorySelect } from '../forms/category-select';
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
  /** The chosen category (null: all); without a change handler the toolbar has no category. */
  category?: Category | null;
  onCategoryChange?: (category: Category | null) => void;
  layout: Layout;
  onLayoutChange: (layout: Layout) => void;
  className?: string;
}

/**
 * Search, category, sort, filters and card layout above a public list of domains. On phones
 * each stacks on a row of its own but sort, filters and layout, which share one; with a category
 * the search has a row of its own up to large screens.
 */
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
  category = null,
  onCategoryChange,
  layout,
  onLayoutChange,
  className,
}: DomainToolbarProps) {
  const categorized = onCategoryChange !== undefined;
  return (
    <div
      className={classNames(
        'flex flex-col gap-3',
        categorized ? 'lg:flex-row lg:items-center' : 'sm:flex-row sm:items-center',
        className,
      )}
    >
      <SearchInput
        value={search}
        onChange={onSearchChange}
        label={searchLabel}
        className={categorized ? 'lg:flex-1' : 'sm:flex-1'}
      />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        {categorized && (
          <CategorySelect
            value={category}
            onChange={onCategoryChange}
            className="sm:w-44 lg:w-52"
          />
        )}
        <div className="flex items-center gap-3">
          <SortSelect
            value={sort}
            onChange={onSortChange}
            className="flex-1 sm:w-48 sm:flex-none"
          />
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
    </div>
  );
}
