import { DASHBOARD_SORT_TABS, type SortKey } from '@domainfolio/contracts';
import { classNames } from '@domainfolio/ui';

export interface SortTabsProps {
  value: SortKey;
  onChange: (sort: SortKey) => void;
}

/** The dashboard's seven sorts; they scroll sideways on phones. */
export function SortTabs({ value, onChange }: SortTabsProps) {
  return (
    <div role="group" aria-label="Sort domains" className="-mb-px flex overflow-x-auto">
      {DASHBOARD_SORT_TABS.map(({ key, label }) => (
        <button
          key={key}
          type="button"
          aria-pressed={key === value}
          onClick={() => onChange(key)}
          className={classNames(
            'border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap focus-visible:outline-2 focus-visible:outline-indigo-600',
            key === value
              ? 'border-indigo-500 text-indigo-600'
              : 'border-transparent text-gray-500 hover:border-gray-300 hover:text-gray-700',
          )}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
