import { formatCount } from '@domainfolio/contracts';
import { ChevronDownIcon } from '@heroicons/react/16/solid';
import { useId } from 'react';
import { useOwnerTags } from '../api/get-tags';

export interface TagFilterProps {
  /** The rows shown: those carrying this tag, or all of them. */
  value: string | null;
  onChange: (value: string | null) => void;
}

/** Narrows the dashboard table to the names carrying one of the owner's tags. */
export function TagFilter({ value, onChange }: TagFilterProps) {
  const id = useId();
  const tags = useOwnerTags();
  const options = tags.data ?? [];
  // A tag from the URL stays choosable while the list loads, or once no name carries it.
  const listed = value === null || options.some((option) => option.tag === value);
  // Nothing to choose from (no tags yet, or they could not be read): no filter to show.
  if (value === null && (tags.isError || (tags.isSuccess && options.length === 0))) return null;
  return (
    <div className="flex items-center gap-x-2">
      <label htmlFor={id} className="text-sm font-medium text-gray-700">
        Tag
      </label>
      <div className="grid grid-cols-1">
        <select
          id={id}
          value={value ?? ''}
          onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
          className="col-start-1 row-start-1 w-full max-w-48 appearance-none truncate rounded-md bg-white py-2 pr-8 pl-3 text-sm text-gray-900 shadow-xs outline-1 -outline-offset-1 outline-gray-300 focus:outline-2 focus:-outline-offset-2 focus:outline-indigo-600"
        >
          <option value="">All</option>
          {!listed && <option value={value}>{value}</option>}
          {options.map(({ tag, count }) => (
            <option key={tag} value={tag}>
              {tag} ({formatCount(count)})
            </option>
          ))}
        </select>
        <ChevronDownIcon
          aria-hidden="true"
          className="pointer-events-none col-start-1 row-start-1 mr-2 size-4 self-center justify-self-end text-gray-500"
        />
      </div>
    </div>
  );
}
