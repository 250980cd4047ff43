import { CATEGORIES, type Category } from '@domainfolio/contracts';
import { ChevronDownIcon } from '@heroicons/react/16/solid';
import { useId } from 'react';
import { classNames } from '../lib/class-names';

/** The select's value for no category. */
const ALL = '';

export interface CategorySelectProps {
  /** The chosen category, or null for every name. */
  value: Category | null;
  onChange: (value: Category | null) => void;
  label?: string;
  className?: string;
}

/** A native select of the marketplace's categories, 'All categories' first. */
export function CategorySelect({
  value,
  onChange,
  label = 'Category',
  className,
}: CategorySelectProps) {
  const id = useId();
  return (
    <div className={classNames('grid grid-cols-1', className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <select
        id={id}
        value={value ?? ALL}
        onChange={(event) =>
          onChange(CATEGORIES.find((category) => category === event.target.value) ?? null)
        }
        className="col-start-1 row-start-1 w-full appearance-none truncate rounded-md bg-white py-2 pr-8 pl-3 text-sm text-gray-900 shadow-xs outline-1 -outline-offset-1 outline-gray-300 focus:outline-2 focus:-outline-offset-2 focus:outline-indigo-600"
      >
        <option value={ALL}>All categories</option>
        {CATEGORIES.map((category) => (
          <option key={category} value={category}>
            {category}
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
