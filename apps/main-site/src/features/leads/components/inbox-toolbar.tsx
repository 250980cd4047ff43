import {
  LEAD_FILTERS,
  LEAD_SORTS,
  LEAD_STATUS_LABELS,
  formatCount,
  type LeadFilter,
  type LeadSort,
} from '@domainfolio/contracts';
import { LABEL_CLASS_NAME, classNames, inputClassName } from '@domainfolio/ui';
import { useId } from 'react';
import { useMediaQuery } from '../../../hooks/use-media-query';

export const LEAD_FILTER_LABELS: Readonly<Record<LeadFilter, string>> = {
  NEEDS_REPLY: 'Needs reply',
  ALL: 'All',
  ...LEAD_STATUS_LABELS,
};

export const LEAD_SORT_LABELS: Readonly<Record<LeadSort, string>> = {
  NEWEST: 'Newest',
  HIGHEST_OFFER: 'Highest offer',
};

/** Tailwind's `lg`: nine tabs fit beside the sidebar from here; below it they are a select. */
const LG_UP = '(min-width: 64rem)';

export interface InboxToolbarProps {
  status: LeadFilter;
  onStatusChange: (status: LeadFilter) => void;
  sort: LeadSort;
  onSortChange: (sort: LeadSort) => void;
  /** Leads waiting on the owner, shown on the Needs reply tab (undefined while unknown). */
  needsReply: number | undefined;
}

function NativeSelect<T extends string>({
  label,
  value,
  options,
  labels,
  onChange,
  inline = false,
  className,
}: {
  label: string;
  /** The label beside the select rather than above it. */
  inline?: boolean;
  value: T;
  options: readonly T[];
  labels: Readonly<Record<T, string>>;
  onChange: (value: T) => void;
  className?: string;
}) {
  const id = useId();
  const select = (
    <select
      id={id}
      value={value}
      onChange={(event) => {
        const chosen = options.find((option) => option === event.target.value);
        if (chosen) onChange(chosen);
      }}
      className={inputClassName(false, inline ? 'pr-8' : 'mt-1 pr-8')}
    >
      {options.map((option) => (
        <option key={option} value={option}>
          {labels[option]}
        </option>
      ))}
    </select>
  );
  return (
    <div className={classNames(inline && 'flex items-center gap-x-2', className)}>
      <label htmlFor={id} className={classNames(LABEL_CLASS_NAME, 'whitespace-nowrap')}>
        {label}
      </label>
      {inline ? <div className="w-40">{select}</div> : select}
    </div>
  );
}

/**
 * The inbox's status filter and sort. On a wide screen the filters are tabs, Needs reply
 * first with its count; on narrower ones both are selects, side by side.
 */
export function InboxToolbar({
  status,
  onStatusChange,
  sort,
  onSortChange,
  needsReply,
}: InboxToolbarProps) {
  const wide = useMediaQuery(LG_UP, true);
  const sortSelect = (
    <NativeSelect
      label="Sort by"
      value={sort}
      options={LEAD_SORTS}
      labels={LEAD_SORT_LABELS}
      onChange={onSortChange}
      inline={wide}
      className={wide ? undefined : 'flex-1'}
    />
  );

  if (!wide) {
    return (
      <div className="flex gap-3">
        <NativeSelect
          label="Show"
          value={status}
          options={LEAD_FILTERS}
          labels={
            needsReply
              ? {
                  ...LEAD_FILTER_LABELS,
                  NEEDS_REPLY: `${LEAD_FILTER_LABELS.NEEDS_REPLY} (${formatCount(needsReply)})`,
                }
              : LEAD_FILTER_LABELS
          }
          onChange={onStatusChange}
          className="flex-1"
        />
        {sortSelect}
      </div>
    );
  }

  return (
    <div className="flex items-end justify-between gap-x-6 border-b border-gray-200">
      <div role="group" aria-label="Show leads" className="-mb-px flex overflow-x-auto">
        {LEAD_FILTERS.map((filter) => {
          const current = filter === status;
          return (
            <button
              key={filter}
              type="button"
              aria-pressed={current}
              onClick={() => onStatusChange(filter)}
              className={classNames(
                'flex items-center gap-x-2 border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap focus-visible:outline-2 focus-visible:outline-indigo-600',
                current
                  ? 'border-indigo-500 text-indigo-600'
                  : 'border-transparent text-gray-500 hover:border-gray-300 hover:text-gray-700',
              )}
            >
              {LEAD_FILTER_LABELS[filter]}
              {filter === 'NEEDS_REPLY' && needsReply !== undefined && needsReply > 0 && (
                <>
                  {' '}
                  <span
                    className={classNames(
                      'rounded-full px-2 py-0.5 text-xs font-medium tabular-nums',
                      current ? 'bg-indigo-100 text-indigo-600' : 'bg-gray-100 text-gray-900',
                    )}
                  >
                    {formatCount(needsReply)}
                  </span>
                </>
              )}
            </button>
          );
        })}
      </div>
      <div className="shrink-0 pb-2">{sortSelect}</div>
    </div>
  );
}
