import { DEFAULT_TIME_ZONE, isValidTimeZone } from '@domainfolio/contracts';
import {
  ERROR_CLASS_NAME,
  HINT_CLASS_NAME,
  LABEL_CLASS_NAME,
  inputClassName,
} from '@domainfolio/ui';
import {
  Combobox,
  ComboboxButton,
  ComboboxInput,
  ComboboxOption,
  ComboboxOptions,
  Description,
  Field,
  Label,
} from '@headlessui/react';
import { CheckIcon, ChevronUpDownIcon } from '@heroicons/react/20/solid';
import { useMemo, useState } from 'react';

export interface TimeZoneOption {
  zone: string;
  /** The zone's offset from UTC right now ('UTC+05:30', 'UTC−08:00', 'UTC'). */
  offset: string;
  /** The zone of this browser. */
  thisDevice: boolean;
}

/** The zone this browser runs in, when the runtime names a real one. */
export function browserTimeZone(): string | null {
  const { timeZone } = Intl.DateTimeFormat().resolvedOptions();
  return timeZone && isValidTimeZone(timeZone) ? timeZone : null;
}

/** A zone's offset from UTC at `now`, as 'UTC+05:30' ('UTC' when there is none). */
export function utcOffset(zone: string, now: Date): string {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(now)
    .find((part) => part.type === 'timeZoneName')?.value;
  const offset = (name ?? 'GMT').replace(/^GMT/, '');
  return offset === '' || /^[+-]00:?00$/.test(offset) ? 'UTC' : `UTC${offset}`;
}

/**
 * Every IANA zone the browser knows, and UTC, each with its offset now: the browser's own zone
 * first, then the rest by name. The account's zone is always in the list, even if this browser
 * does not know it.
 */
export function timeZoneOptions(current: string, now = new Date()): TimeZoneOption[] {
  const here = browserTimeZone();
  const zones = new Set(
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [],
  );
  zones.add(DEFAULT_TIME_ZONE);
  if (isValidTimeZone(current)) zones.add(current);
  const sorted = [...zones].filter(isValidTimeZone).sort((a, b) => a.localeCompare(b));
  const ordered = here && zones.has(here) ? [here, ...sorted.filter((z) => z !== here)] : sorted;
  return ordered.map((zone) => ({ zone, offset: utcOffset(zone, now), thisDevice: zone === here }));
}

/** What a typed search matches: the zone's name with or without underscores, or its offset. */
function matches(option: TimeZoneOption, query: string): boolean {
  const wanted = query.trim().toLowerCase().replace(/\s+/g, ' ');
  if (wanted === '') return true;
  const name = option.zone.toLowerCase();
  return (
    name.includes(wanted) ||
    name.replace(/_/g, ' ').includes(wanted) ||
    option.offset.toLowerCase().includes(wanted)
  );
}

/** Options listed at once; typing narrows the rest down (a list of 400 is slow and unreadable). */
const SHOWN_MAX = 50;

export interface TimeZoneFieldProps {
  value: string;
  onChange: (zone: string) => void;
  error?: string | null;
}

/** A searchable list of time zones, each with its current offset from UTC. */
export function TimeZoneField({ value, onChange, error }: TimeZoneFieldProps) {
  const options = useMemo(() => timeZoneOptions(value), [value]);
  const [query, setQuery] = useState('');
  const here = browserTimeZone();
  const matching = query === '' ? options : options.filter((option) => matches(option, query));
  const filtered = matching.slice(0, SHOWN_MAX);
  const selected = options.find((option) => option.zone === value) ?? null;

  return (
    <Field>
      <Label className={LABEL_CLASS_NAME}>Time zone</Label>
      <Combobox
        value={selected}
        by="zone"
        onChange={(option: TimeZoneOption | null) => {
          if (option) onChange(option.zone);
        }}
        onClose={() => setQuery('')}
      >
        <div className="relative mt-2">
          <ComboboxInput
            className={inputClassName(Boolean(error), 'pr-10')}
            displayValue={(option: TimeZoneOption | null) =>
              option ? `${option.zone} (${option.offset})` : ''
            }
            onChange={(event) => setQuery(event.target.value)}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={error ? true : undefined}
          />
          <ComboboxButton
            aria-label="Show the time zones"
            className="absolute inset-y-0 right-0 flex items-center rounded-r-md px-2 focus:outline-hidden"
          >
            <ChevronUpDownIcon aria-hidden="true" className="size-5 text-gray-400" />
          </ComboboxButton>
          <ComboboxOptions
            transition
            className="absolute z-20 mt-1 max-h-72 w-full overflow-auto rounded-md bg-white py-1 text-base shadow-lg ring-1 ring-black/5 focus:outline-hidden data-leave:transition data-leave:duration-100 data-leave:ease-in data-closed:data-leave:opacity-0 sm:text-sm"
          >
            {filtered.length === 0 && (
              <div className="px-3 py-2 text-gray-500">No time zone matches “{query}”.</div>
            )}
            {filtered.map((option) => (
              <ComboboxOption
                key={option.zone}
                value={option}
                className="group relative cursor-default py-2 pr-9 pl-3 text-gray-900 select-none data-focus:bg-indigo-600 data-focus:text-white data-focus:outline-hidden"
              >
                <div className="flex flex-wrap items-baseline gap-x-2">
                  <span className="truncate group-data-selected:font-semibold">{option.zone}</span>
                  <span className="text-gray-500 group-data-focus:text-indigo-200">
                    {option.offset}
                  </span>
                  {option.thisDevice && (
                    <span className="text-xs text-indigo-600 group-data-focus:text-white">
                      This device
                    </span>
                  )}
                </div>
                <span className="absolute inset-y-0 right-0 hidden items-center pr-4 text-indigo-600 group-data-focus:text-white group-data-selected:flex">
                  <CheckIcon aria-hidden="true" className="size-5" />
                </span>
              </ComboboxOption>
            ))}
            {matching.length > filtered.length && (
              <div className="px-3 py-2 text-sm text-gray-500">
                {matching.length - filtered.length} more: type a city or region to find yours.
              </div>
            )}
          </ComboboxOptions>
        </div>
      </Combobox>
      {error && <Description className={ERROR_CLASS_NAME}>{error}</Description>}
      <Description className={HINT_CLASS_NAME}>
        Days, weeks, months and dates in your dashboard follow this zone.
      </Description>
      {here && here !== value && (
        <button
          type="button"
          onClick={() => onChange(here)}
          className="mt-2 text-sm font-medium text-indigo-600 hover:text-indigo-500"
        >
          Use this device&apos;s zone, {here}
        </button>
      )}
    </Field>
  );
}
