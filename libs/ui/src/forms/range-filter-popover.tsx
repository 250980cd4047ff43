import { formatCount, formatCurrencyWhole } from '@domainfolio/contracts';
import { CloseButton, Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { AdjustmentsHorizontalIcon } from '@heroicons/react/20/solid';
import { Button, buttonClassName } from '../buttons/button';
import { classNames } from '../lib/class-names';
import { RangeFilter } from './range-filter';
import {
  DOMAIN_FILTER_BOUNDS,
  activeFilterCount,
  defaultDomainFilters,
  type DomainFilterBounds,
  type DomainFilters,
} from './range-filter-query';

export interface FiltersPopoverProps {
  value: DomainFilters;
  onChange: (value: DomainFilters) => void;
  /** Back to the starting bounds; by default a change to them. */
  onReset?: () => void;
  bounds?: DomainFilterBounds;
  className?: string;
}

/**
 * The 'Filters' button of a public list and its panel: price and length ranges, and a Reset
 * back to the starting bounds. The button counts the filters in use.
 */
export function FiltersPopover({
  value,
  onChange,
  onReset,
  bounds = DOMAIN_FILTER_BOUNDS,
  className,
}: FiltersPopoverProps) {
  const active = activeFilterCount(value, bounds);
  const reset = onReset ?? (() => onChange(defaultDomainFilters(bounds)));

  return (
    <Popover className={classNames('relative', className)}>
      <PopoverButton className={buttonClassName({ variant: 'secondary', size: 'md' })}>
        <AdjustmentsHorizontalIcon aria-hidden="true" className="-ml-0.5 size-5 text-gray-400" />
        Filters
        {active > 0 && (
          <>
            <span
              aria-hidden="true"
              className="ml-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-indigo-600 px-1.5 text-xs font-semibold text-white tabular-nums"
            >
              {active}
            </span>
            <span className="sr-only">({active} active)</span>
          </>
        )}
      </PopoverButton>
      <PopoverPanel
        focus
        anchor={{ to: 'bottom end', gap: 8, padding: 16 }}
        className="z-40 w-80 max-w-[calc(100vw-2rem)] rounded-lg bg-white p-4 shadow-lg ring-1 ring-black/5 focus:outline-none"
      >
        <div className="flex flex-col gap-5">
          <RangeFilter
            label="Price"
            bounds={bounds.price}
            value={value.price}
            onChange={(price) => onChange({ ...value, price })}
            format={formatCurrencyWhole}
          />
          <RangeFilter
            label="Length"
            bounds={bounds.length}
            value={value.length}
            onChange={(length) => onChange({ ...value, length })}
            format={(length) => formatCount(length)}
          />
          <p className="text-xs text-gray-500">
            Length counts the characters before the first dot. Domains without a shown price are
            left out once a price range is set.
          </p>
        </div>
        <div className="mt-4 flex justify-between gap-x-3 border-t border-gray-100 pt-4">
          <Button variant="secondary" size="sm" onClick={reset}>
            Reset
          </Button>
          <CloseButton className={buttonClassName({ size: 'sm' })}>Done</CloseButton>
        </div>
      </PopoverPanel>
    </Popover>
  );
}
