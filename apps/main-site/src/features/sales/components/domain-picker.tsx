import { useDebouncedValue } from '@domainfolio/api-client';
import { SEARCH_DEBOUNCE_MS, type Domain } from '@domainfolio/contracts';
import { ERROR_CLASS_NAME, LABEL_CLASS_NAME, inputClassName } from '@domainfolio/ui';
import {
  Combobox,
  ComboboxButton,
  ComboboxInput,
  ComboboxOption,
  ComboboxOptions,
  Field,
  Label,
} from '@headlessui/react';
import { CheckIcon, ChevronUpDownIcon } from '@heroicons/react/20/solid';
import { useId, useState } from 'react';
import { useUnsoldDomains } from '../api/search-unsold-domains';

export interface DomainPickerProps {
  value: Domain | null;
  onChange: (domain: Domain | null) => void;
  error?: string;
}

/**
 * One of the owner's unsold domains, found by typing part of its name (their dashboard search,
 * after the same pause). The choices float above the dialog, so a long list is never cut off.
 */
export function DomainPicker({ value, onChange, error }: DomainPickerProps) {
  const [query, setQuery] = useState('');
  const search = useDebouncedValue(query, SEARCH_DEBOUNCE_MS.dashboard);
  const choices = useUnsoldDomains(search);
  const errorId = useId();
  const domains = choices.data ?? [];

  return (
    <Field>
      <Label className={LABEL_CLASS_NAME}>Domain</Label>
      <Combobox value={value} onChange={onChange} onClose={() => setQuery('')} by="_id" immediate>
        <div className="relative mt-2">
          <ComboboxInput
            className={inputClassName(Boolean(error), 'pr-10')}
            displayValue={(domain: Domain | null) => domain?.unicodeName ?? ''}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="Search your unsold domains"
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
          <ComboboxButton
            aria-label="Show the domains"
            className="absolute inset-y-0 right-0 flex items-center rounded-r-md px-2 focus:outline-none"
          >
            <ChevronUpDownIcon aria-hidden="true" className="size-5 text-gray-400" />
          </ComboboxButton>
        </div>
        <ComboboxOptions
          anchor={{ to: 'bottom start', gap: 4 }}
          className="z-60 w-(--input-width) [--anchor-max-height:15rem] overflow-auto rounded-md bg-white py-1 text-base shadow-lg ring-1 ring-black/5 focus:outline-none sm:text-sm"
        >
          {domains.map((domain) => (
            <ComboboxOption
              key={domain._id}
              value={domain}
              className="group relative cursor-default py-2 pr-9 pl-3 text-gray-900 select-none data-focus:bg-indigo-600 data-focus:text-white"
            >
              <span className="block truncate group-data-selected:font-semibold">
                {domain.unicodeName}
              </span>
              <span className="absolute inset-y-0 right-0 hidden items-center pr-4 text-indigo-600 group-data-focus:text-white group-data-selected:flex">
                <CheckIcon aria-hidden="true" className="size-5" />
              </span>
            </ComboboxOption>
          ))}
          {domains.length === 0 && (
            <div className="px-3 py-2 text-gray-500">
              {choices.isPending || query !== search
                ? 'Searching…'
                : choices.isError
                  ? 'Your domains could not be loaded.'
                  : search.trim()
                    ? `No unsold domain matches “${search.trim()}”.`
                    : 'You have no unsold domains.'}
            </div>
          )}
        </ComboboxOptions>
      </Combobox>
      {error && (
        <p id={errorId} className={ERROR_CLASS_NAME}>
          {error}
        </p>
      )}
    </Field>
  );
}
