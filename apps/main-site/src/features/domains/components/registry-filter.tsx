import { REGISTRY_FILTERS, REGISTRY_FLAG_LABELS, type RegistryFlag } from '@domainfolio/contracts';
import { ChevronDownIcon } from '@heroicons/react/16/solid';
import { useId } from 'react';

export interface RegistryFilterProps {
  /** The rows shown: those whose registry data says this, or all of them. */
  value: RegistryFlag | null;
  onChange: (value: RegistryFlag | null) => void;
}

/** Narrows the dashboard table to the names whose registry data needs a look. */
export function RegistryFilter({ value, onChange }: RegistryFilterProps) {
  const id = useId();
  return (
    <div className="flex items-center gap-x-2">
      <label htmlFor={id} className="text-sm font-medium text-gray-700">
        Registry
      </label>
      <div className="grid grid-cols-1">
        <select
          id={id}
          value={value ?? ''}
          onChange={(event) => {
            const chosen = REGISTRY_FILTERS.find((flag) => flag === event.target.value);
            onChange(chosen ?? null);
          }}
          className="col-start-1 row-start-1 w-full appearance-none rounded-md bg-white py-2 pr-8 pl-3 text-sm text-gray-900 shadow-xs outline-1 -outline-offset-1 outline-gray-300 focus:outline-2 focus:-outline-offset-2 focus:outline-indigo-600"
        >
          <option value="">All</option>
          {REGISTRY_FILTERS.map((flag) => (
            <option key={flag} value={flag}>
              {REGISTRY_FLAG_LABELS[flag]}
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
