import { PUBLIC_SORT_OPTIONS, type SortKey } from '@domainfolio/contracts';
import { ChevronDownIcon } from '@heroicons/react/16/solid';
import { useId } from 'react';
import { classNames } from '../lib/class-names';

export interface SortSelectProps {
  value: SortKey;
  onChange: (value: SortKey) => void;
  options?: readonly { key: SortKey; label: string }[];
  label?: string;
  className?: string;
}

/** A native select of sort orders (the public lists' options by default). */
export function SortSelect({
  value,
  onChange,
  options = PUBLIC_SORT_OPTIONS,
  label = 'Sort by',
  className,
}: SortSelectProps) {
  const id = useId();
  return (
    <div className={classNames('grid grid-cols-1', className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => {
          const chosen = options.find((option) => option.key === event.target.value);
          if (chosen) onChange(chosen.key);
        }}
        className="col-start-1 row-start-1 w-full appearance-none rounded-md bg-white py-2 pr-8 pl-3 text-sm text-gray-900 shadow-xs outline-1 -outline-offset-1 outline-gray-300 focus:outline-2 focus:-outline-offset-2 focus:outline-indigo-600"
      >
        {options.map((option) => (
          <option key={option.key} value={option.key}>
            {option.label}
          </option>
        ))}
      </select>
      <ChevronDownIcon
        aria-hidden="true"
        className="pointer-events-none col-start-1 row-start-1 mr-2 size-4 self-center justify-self-end text-gray-500"
      />
    </div>
  );
}
