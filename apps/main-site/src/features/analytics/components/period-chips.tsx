import { ANALYTICS_DAYS, type AnalyticsDays } from '@domainfolio/contracts';
import { classNames } from '@domainfolio/ui';
import { PERIOD_LABELS } from './analytics-words';

export interface PeriodChipsProps {
  value: AnalyticsDays;
  onChange: (days: AnalyticsDays) => void;
  /** The group's name for screen readers. */
  label?: string;
}

/** 7 days, 30 days, 90 days, 12 months: the period the analytics are counted over. */
export function PeriodChips({ value, onChange, label = 'Period' }: PeriodChipsProps) {
  return (
    <div
      role="group"
      aria-label={label}
      className="inline-flex max-w-full overflow-x-auto rounded-lg bg-white p-1 shadow-xs ring-1 ring-gray-200"
    >
      {ANALYTICS_DAYS.map((days) => (
        <button
          key={days}
          type="button"
          aria-pressed={days === value}
          onClick={() => onChange(days)}
          className={classNames(
            'rounded-md px-2.5 py-1 text-sm font-medium whitespace-nowrap focus-visible:outline-2 focus-visible:outline-indigo-600',
            days === value ? 'bg-indigo-100 text-indigo-700' : 'text-gray-600 hover:text-gray-800',
          )}
        >
          {PERIOD_LABELS[days]}
        </button>
      ))}
    </div>
  );
}
