import { classNames } from '@domainfolio/ui';

export interface ChipGroupProps<T extends string | number> {
  /** The group's name for screen readers ('Time range', 'Rows shown'). */
  label: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
  /** Smaller chips, for a group that sits in a panel's header. */
  compact?: boolean;
}

/**
 * A row of buttons of which one is pressed (a period, a window, a filter): the dashboard's one
 * way of choosing among a few values. On a phone the full-size row spans the width, its buttons
 * sharing it with tighter padding and type, so five choices such as "30 days" … "365 days" fit a
 * 360 px screen; a row that still does not fit scrolls sideways rather than wrapping.
 */
export function ChipGroup<T extends string | number>({
  label,
  options,
  value,
  onChange,
  compact = false,
}: ChipGroupProps<T>) {
  return (
    <div
      role="group"
      aria-label={label}
      className={classNames(
        'max-w-full overflow-x-auto rounded-lg bg-white p-1 shadow-xs ring-1 ring-gray-200',
        compact ? 'inline-flex' : 'flex w-full sm:inline-flex sm:w-auto',
      )}
    >
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
          className={classNames(
            'rounded-md font-medium whitespace-nowrap focus-visible:outline-2 focus-visible:outline-indigo-600',
            compact
              ? 'px-2.5 py-1 text-sm'
              : 'flex-1 px-1.5 py-1.5 text-[13px] sm:flex-none sm:px-3 sm:text-sm',
            option.value === value
              ? 'bg-indigo-100 text-indigo-700'
              : compact
                ? 'text-gray-600 hover:text-gray-800'
                : 'text-gray-500 hover:text-gray-700',
          )}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
