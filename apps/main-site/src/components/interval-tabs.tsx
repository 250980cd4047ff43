import {
  DASHBOARD_INTERVALS,
  INTERVAL_LABELS,
  type CalendarInterval,
} from '@domainfolio/contracts';
import { classNames } from '@domainfolio/ui';

export interface IntervalTabsProps {
  value: CalendarInterval;
  onChange: (interval: CalendarInterval) => void;
}

/** Day, Week, Month, Quarter, Year: the period the stats are counted over. */
export function IntervalTabs({ value, onChange }: IntervalTabsProps) {
  return (
    <div
      role="group"
      aria-label="Time range"
      className="inline-flex max-w-full overflow-x-auto rounded-lg bg-white p-1 shadow-xs ring-1 ring-gray-200"
    >
      {DASHBOARD_INTERVALS.map((interval) => (
        <button
          key={interval}
          type="button"
          aria-pressed={interval === value}
          onClick={() => onChange(interval)}
          className={classNames(
            'rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap focus-visible:outline-2 focus-visible:outline-indigo-600',
            interval === value
              ? 'bg-indigo-100 text-indigo-700'
              : 'text-gray-500 hover:text-gray-700',
          )}
        >
          {INTERVAL_LABELS[interval]}
        </button>
      ))}
    </div>
  );
}
